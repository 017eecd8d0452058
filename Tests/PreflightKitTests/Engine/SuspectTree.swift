import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightChange
@testable import PreflightModel

/// A tree of small Swift files, some of which break a rule read from prose ("Never use
/// `fatalError`."), for the suspect-check tests: how many files a check looks at and how many it
/// fires in is all that decides suspicion.
struct SuspectTree {
    let root: URL
    var path: String { root.path }

    static let checkId = "probe/never-use-fatalerror:forbidden-call"
    static let itemId = "probe/never-use-fatalerror"

    /// The rule as prose: its check is read by the compiler, so no person confirmed it.
    static let prose = """
        ---
        name: probe
        description: Probe rules.
        ---
        # Probe

        ## Rules

        - Never use `fatalError`.
        """

    /// `total` files `Sources/F<n>.swift`, the first `firing` of which call `fatalError`.
    /// `suppressed`: those calls carry a suppression comment naming the check.
    init(total: Int, firing: Int, skill: String = SuspectTree.prose, suppressed: Bool = false) throws {
        root = try Probe.temporaryFolder("preflight-suspect")
        try Probe.write(skill, to: "Skills/probe/SKILL.md", in: root)
        for index in 0..<total {
            try Probe.write(Self.file(index, firing: index < firing, suppressed: suppressed), to: "Sources/F\(index).swift", in: root)
        }
    }

    static func file(_ index: Int, firing: Bool, suppressed: Bool = false) -> String {
        guard firing else { return "struct F\(index) {}\n" }
        let directive = suppressed ? "        // preflight:disable-next-line \(checkId)\n" : ""
        return "struct F\(index) {\n    func run() {\n\(directive)        fatalError(\"no\")\n    }\n}\n"
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, to relative: String) throws {
        try Probe.write(text, to: relative, in: root)
    }

    /// `preflight ARGUMENTS --skill Skills` in the tree.
    func run(_ arguments: [String], environment: [String: String] = [:], stdin: Data = Data()) -> Probe.Run {
        Probe.cli(arguments + ["--skill", "Skills"], in: path, stdin: stdin, environment: environment)
    }

    /// `audit . --format json`, parsed.
    func auditJSON(_ extra: [String] = [], environment: [String: String] = [:]) throws -> (Probe.Run, [String: Any]) {
        let run = self.run(["audit", ".", "--format", "json"] + extra, environment: environment)
        #expect(run.code != 2, "\(run.err)")
        return (run, try Self.parse(run.out))
    }

    static func parse(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The JSON item with `id`.
    static func item(_ report: [String: Any], _ id: String = itemId) throws -> [String: Any] {
        let skills = try #require(report["skills"] as? [[String: Any]])
        return try #require(skills.flatMap { ($0["items"] as? [[String: Any]]) ?? [] }.first { $0["id"] as? String == id })
    }

    static func findings(_ item: [String: Any]) -> [[String: Any]] {
        (item["findings"] as? [[String: Any]]) ?? []
    }

    /// `{scopeFiles, firingFiles}` as the JSON writes a rate.
    static func rate(_ value: Any?) -> [String: Int]? {
        value as? [String: Int]
    }

    /// The rate the audit summary lists for the check (`topChecks`).
    static func topRate(_ report: [String: Any], _ id: String = checkId) -> [String: Int]? {
        (report["topChecks"] as? [[String: Any]])?.first { $0["id"] as? String == id }
            .map { ["scopeFiles": $0["scopeFiles"] as? Int ?? -1, "firingFiles": $0["firingFiles"] as? Int ?? -1] }
    }
}

/// A git repository holding a `SuspectTree`'s files, for reviews and audits of some files.
final class SuspectRepository {
    let git: ChangeGitFixture
    var path: String { git.path }
    let cache: URL

    /// `total` files, the first `firing` calling `fatalError`, committed on `main`; then branch
    /// `change` checked out.
    init(total: Int, firing: Int, skill: String = SuspectTree.prose) throws {
        git = try ChangeGitFixture()
        cache = try Probe.temporaryFolder("preflight-suspect-cache")
        try Probe.write(skill, to: "Skills/probe/SKILL.md", in: git.url)
        for index in 0..<total {
            try write(SuspectTree.file(index, firing: index < firing), to: "Sources/F\(index).swift")
        }
        try commit("The app")
        try git.git("checkout", "-q", "-b", "change")
    }

    deinit {
        try? FileManager.default.removeItem(at: cache)
    }

    func write(_ text: String, to relative: String) throws {
        try Probe.write(text, to: relative, in: git.url)
    }

    func commit(_ message: String) throws {
        try git.git("add", "-A")
        try git.git("commit", "-q", "-m", message)
    }

    /// The environment of a run that keeps its caches in this repository's own cache folder.
    var cached: [String: String] { ["XDG_CACHE_HOME": cache.path] }

    /// The rate entries kept so far.
    var rateEntries: [URL] {
        let folder = cache.appendingPathComponent("preflight/rates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    func run(_ arguments: [String], environment: [String: String] = [:], stdin: Data = Data()) -> Probe.Run {
        Probe.cli(arguments + ["--skill", "Skills"], in: path, stdin: stdin, environment: environment)
    }
}
