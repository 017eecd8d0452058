import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightChange
@testable import PreflightEngine
@testable import PreflightModel

/// What `review` looks at: `--base` compares commits only; the index and the work tree are
/// reviewed only when asked (`--staged`, `--working-tree`); a diff that holds no change is an
/// error; a baseline hides what it knows and the report says how many.
@Suite("Review semantics")
struct ReviewSemanticsTests {
    static let house = "uikit-tuist-house-style"

    /// A repository with one skill installed (committed) in `.claude/skills/`, found without --skill.
    static func repositoryWithInstalledSkill() throws -> ReviewRepository {
        let repository = try ReviewRepository()
        let skill = try String(contentsOfFile: ReviewRepository.skills + "/\(house)/SKILL.md", encoding: .utf8)
        try repository.write(".claude/skills/\(house)/SKILL.md", skill)
        try repository.commit("Install the house style")
        return repository
    }

    static let swiftUIInCore = "Core/Managers/FileCacheManager.swift"

    @Test("--base reviews what the commits add: untracked skills and files, staged and dirty edits play no part")
    func baseIsCommitsOnly() throws {
        let repository = try Self.repositoryWithInstalledSkill()
        try repository.write("Core/Misc.swift", try ReviewRepository.header() + "\nimport Foundation\n\nenum Misc { static let ownerID = 1 }\n")
        try repository.commit("Misc")
        let before = repository.run(["review", repository.path, "--base", "main", "--format", "json"])
        #expect(before.status == 1, "\(before.err)")

        // Untracked: a Swift file full of violations and a second skill that would flag everything.
        try repository.write("Core/Untracked.swift", "import UIKit\nlet accountID = 1\n")
        let other = try String(contentsOfFile: ReviewRepository.skills + "/swiftui-modular-tuist/SKILL.md", encoding: .utf8)
        try repository.write(".claude/skills/swiftui-modular-tuist/SKILL.md", other)
        // Staged and dirty edits of a committed file.
        try repository.replace("Core/Misc.swift", "enum Misc", with: "enum MiscID")
        try repository.git("add", "Core/Misc.swift")
        try repository.replace("Core/Misc.swift", "import Foundation", with: "import Foundation\nimport SwiftUI")

        let after = repository.run(["review", repository.path, "--base", "main", "--format", "json"])
        #expect(after.status == before.status)
        #expect(after.out == before.out)
        #expect(!after.out.contains("Untracked.swift"))
        #expect(!after.out.contains("swiftui-modular-tuist"))
    }

    @Test("--staged reviews the index: a staged violation fails, an unstaged one is not seen")
    func stagedReviewsTheIndex() throws {
        let repository = try ReviewRepository()
        let account = "Core/Data/Models/Account.swift"
        try repository.replace(account, "    @Persisted public var lastSyncDate: Date?\n",
                               with: "    @Persisted public var lastSyncDate: Date?\n    public let ownerID: Int = 0\n")
        try repository.git("add", account)
        try repository.replace(account, "public let ownerID", with: "public let ownerID2: Int = 0\n    public let groupID")
        let staged = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--staged", "--format", "json"])
        #expect(staged.status == 1, "\(staged.err)")
        let report = try ReviewReport(json: staged.out)
        #expect(report.findings.contains { $0.path == account && $0.line == 28 })
        #expect(!staged.out.contains("groupID"))
        #expect(!staged.out.contains("ownerID2"))

        // The work tree, when asked, sees both edits.
        let working = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--working-tree",
                                      "--format", "text"])
        #expect(working.status == 1)
        #expect(working.out.contains("groupID"))
        #expect(working.out.contains("ownerID2"))

        // Nothing staged: nothing to review, exit 0.
        try repository.git("reset", "-q", "--hard")
        let empty = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--staged", "--format", "text"])
        #expect(empty.status == 0, "\(empty.out)\(empty.err)")
    }

    @Test("--working-tree includes untracked files; --base does not")
    func workingTreeIncludesUntrackedFiles() throws {
        let repository = try ReviewRepository()
        try repository.write("Core/Loose.swift", try ReviewRepository.header() + "\nimport SwiftUI\n")
        let working = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--working-tree",
                                      "--format", "json"])
        #expect(working.status == 1)
        #expect(try ReviewReport(json: working.out).findings(in: "Core/Loose.swift").isEmpty == false)
        let base = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main",
                                   "--format", "json"])
        #expect(base.status == 0)
        #expect(!base.out.contains("Core/Loose.swift"))
    }

    @Test("a diff that parses to nothing is an error; an empty one is an empty change",
          arguments: ["garbage\n", "From 1234 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] words only\n\nno diff\n"])
    func garbageDiff(_ text: String) throws {
        let repository = try ReviewRepository()
        for command in ["review", "checklist"] {
            let run = repository.run([command, repository.path, "--skill", ReviewRepository.skills, "--diff", "-"], stdin: text)
            #expect(run.status == 2, "\(command): \(run.out)")
            #expect(run.out.isEmpty)
            #expect(run.err.contains("<stdin>:1: no file change found"), "\(run.err)")
        }
        let empty = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--diff", "-"], stdin: "")
        #expect(empty.status == 0)
    }

    @Test("usage: the change options are alternatives", arguments: [
        ["--staged", "--working-tree"], ["--staged", "--base", "main"], ["--working-tree", "--diff", "-"], ["--staged", "--head", "main"],
    ])
    func alternatives(_ arguments: [String]) throws {
        let repository = try ReviewRepository()
        let run = repository.run(["review", repository.path, "--skill", ReviewRepository.skills] + arguments)
        #expect(run.status == 2)
        #expect(run.err.contains("usage: preflight review"))
        #expect(run.err.contains("--staged"))
    }

    @Test("review and checklist take --baseline: known faults are hidden and counted")
    func baselineInReview() throws {
        let repository = try ReviewRepository()
        let baseline = repository.container.appendingPathComponent("baseline.json").path
        let write = repository.run(["audit", repository.path, "--skill", ReviewRepository.skills, "--write-baseline", baseline])
        #expect(write.status == 0)
        let audit = repository.run(["audit", repository.path, "--skill", ReviewRepository.skills, "--format", "json"])
        let auditReport = try #require(try JSONSerialization.jsonObject(with: Data(audit.out.utf8)) as? [String: Any])
        let total = try #require((auditReport["summary"] as? [String: Int])?["findings"])
        // The baseline holds the faults the report shows: one entry each.
        let written = try Baseline.load(path: baseline)
        #expect(written.findings.count == total)
        #expect(write.err.contains("wrote \(total) finding"))

        // A change touching a file with a known violation (FileCacheManager calls `Realm()`).
        try repository.replace(Self.swiftUIInCore, "import Foundation\n", with: "import Foundation\n// Cached files.\n")
        try repository.commit("Comment")
        let plain = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main",
                                    "--scope", "files", "--format", "json"])
        #expect(plain.status == 1)
        let hidden = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main",
                                     "--scope", "files", "--baseline", baseline, "--format", "json"])
        #expect(hidden.status == 0, "\(hidden.out)")
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(hidden.out.utf8)) as? [String: Any])?["summary"]
            as? [String: Int])
        #expect(summary["findings"] == 0)
        #expect((summary["baselined"] ?? 0) >= 1)
        let text = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main",
                                   "--scope", "files", "--baseline", baseline, "--format", "text"])
        #expect(text.out.contains("baselined finding"))
        for format in ["md", "github", "sarif"] {
            let run = repository.run(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main",
                                      "--scope", "files", "--baseline", baseline, "--format", format])
            #expect(run.out.contains("baselined finding"), "\(format)")
        }
        let checklist = repository.run(["checklist", repository.path, "--skill", ReviewRepository.skills, "--base", "main",
                                        "--baseline", baseline])
        #expect(checklist.status == 0)
    }
}
