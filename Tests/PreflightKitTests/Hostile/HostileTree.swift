import Foundation
@testable import PreflightCLI

/// A small repository for hostile-input tests, built in a temporary folder beside an "outside"
/// folder holding what must never be read: a skill whose rule text is a marker that must not
/// appear in any output.
final class HostileTree {
    let container: URL
    let root: URL
    let outside: URL

    /// The marker standing in the outside skill's rule text.
    static let secret = "SECRET-OUTSIDE-MARKER"

    static let skill = """
    ---
    name: demo
    description: Demo rules for hostile-input tests.
    ---
    # Demo

    ## Checklist

    - [ ] Never call `print(` in app code.

    """

    static var outsideSkill: String {
        """
        ---
        name: leaked
        description: Must never be read.
        ---
        # Leaked

        ## Checklist

        - [ ] \(secret) never call `dump(` anywhere.

        """
    }

    init() throws {
        container = try Probe.temporaryFolder("preflight-hostile")
        root = container.appendingPathComponent("repo")
        outside = container.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write("App/Main.swift", "let x = 1\n")
        try Probe.write(Self.outsideSkill, to: "leaked/SKILL.md", in: outside)
    }

    deinit { try? FileManager.default.removeItem(at: container) }

    func write(_ relative: String, _ text: String) throws {
        try Probe.write(text, to: relative, in: root)
    }

    func link(_ relative: String, to target: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func run(_ arguments: [String]) -> Probe.Run {
        Probe.cli(arguments, in: root.path)
    }
}
