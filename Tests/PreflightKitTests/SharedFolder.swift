import Foundation

/// The project's shared folder (`<package root>/../shared`: the seed documents, the contract)
/// exists beside the development checkouts and in CI, not in a user's clone. Tests reading it
/// are skipped with a message when it is absent, unless `PREFLIGHT_REQUIRE_SHARED=1` (set by
/// `.ci/run`) asks for them, in which case they run and fail on the missing folder.
enum SharedFolder {
    static let required = ProcessInfo.processInfo.environment["PREFLIGHT_REQUIRE_SHARED"] == "1"

    static var seeds: URL { Probe.seedsFolder }

    /// Whether the seed documents are there to read.
    static var hasSeeds: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: seeds.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether tests that read the seeds run: always when they are present, and when CI
    /// requires them (so their absence fails rather than passing silently).
    static var runSeedTests: Bool { hasSeeds || required }

    static let skipMessage = "skipped: the seed documents are not at ../shared/seeds beside this clone (set PREFLIGHT_REQUIRE_SHARED=1 to require them)"
}
