import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightChange
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource
@testable import PreflightValidate

/// `preflight review` over real git repositories built from the ExampleApp fixture.
@Suite("Review command")
struct ReviewCommandTests {
    static let account = "Core/Data/Models/Account.swift"
    static let cacheManager = "Core/Managers/FileCacheManager.swift"
    static let nickname = "    @Persisted public var nickname: String\n"

    /// Adds a `@Persisted` property to `Account` (no schema bump) and commits it.
    static func addNickname(_ repository: ReviewRepository) throws {
        try repository.replace(account, "    @Persisted public var lastSyncDate: Date?\n",
                               with: "    @Persisted public var lastSyncDate: Date?\n" + nickname)
    }

    @Test("--base, --diff FILE and --diff - give the same findings for the same change")
    func sameFindingsWhateverTheSource() throws {
        let repository = try ReviewRepository()
        try Self.addNickname(repository)
        try repository.write("Core/Misc.swift", "import Foundation\n\nenum Misc {}\n")
        try repository.commit("Nickname and a file without header")

        let diff = try repository.git("diff", "--no-color", "main...HEAD")
        let diffFile = repository.container.appendingPathComponent("change.diff")
        try Data(diff.utf8).write(to: diffFile)

        let (byBase, fromBase) = try repository.report(["--base", "main"])
        let (byFile, fromFile) = try repository.report(["--diff", diffFile.path])
        let (byStdin, fromStdin) = try repository.report(["--diff", "-"], stdin: diff)
        let relative = repository.run(["review", "repo", "--skill", ReviewRepository.skills, "--diff", "change.diff",
                                       "--format", "json"])

        #expect(fromBase.findings(in: Self.account).map(\.line).contains(28))
        #expect(!fromBase.findings(in: "Core/Misc.swift").isEmpty)
        #expect(fromBase.findings == fromFile.findings)
        #expect(fromBase.findings == fromStdin.findings)
        #expect(try ReviewReport(json: relative.out).findings == fromBase.findings)
        #expect([byBase.status, byFile.status, byStdin.status, relative.status] == [1, 1, 1, 1])
        #expect(fromBase.summary == fromFile.summary && fromFile.summary == fromStdin.summary)
    }

    @Test("--scope lines reports only changed lines; --scope files reports the whole touched file")
    func scopeLinesAndFiles() throws {
        let repository = try ReviewRepository()
        // FileCacheManager calls `Realm()` (a violation already there); the change only adds a comment.
        try repository.replace(Self.cacheManager, "import Foundation\n", with: "import Foundation\n// Cached files.\n")
        try repository.commit("Comment")
        let realmLine = try repository.line(of: "try Realm()", in: Self.cacheManager)

        let (linesRun, lines) = try repository.report(["--base", "main"])
        #expect(lines.findings(in: Self.cacheManager).isEmpty)
        #expect(linesRun.status == 0)
        let (defaultRun, _) = try repository.report(["--base", "main", "--scope", "lines"])
        #expect(defaultRun.out == linesRun.out)

        let (filesRun, files) = try repository.report(["--base", "main", "--scope", "files"])
        #expect(files.findings(in: Self.cacheManager).map(\.line).contains(realmLine))
        #expect(filesRun.status == 1)
        // Untouched files stay out of the review in both scopes (ApiFetcher has `userID`).
        #expect(files.findings(in: "Core/Api/ApiFetcher.swift").isEmpty)
    }

    @Test("a violation on an added line is reported in a file that had other violations")
    func addedLineInViolatingFile() throws {
        let repository = try ReviewRepository()
        try repository.replace(Self.cacheManager, "import Foundation\n", with: "import Foundation\nimport SwiftUI\n")
        try repository.commit("SwiftUI in Core")
        let (run, report) = try repository.report(["--base", "main"])
        #expect(run.status == 1)
        let lines = Set(report.findings(in: Self.cacheManager).map(\.line))
        #expect(lines.contains(try repository.line(of: "import SwiftUI", in: Self.cacheManager)))
        #expect(!lines.contains(try repository.line(of: "try Realm()", in: Self.cacheManager)))
    }

    @Test("deleted files are not checked and binary files are ignored")
    func deletedAndBinaryFiles() throws {
        let repository = try ReviewRepository()
        // FileCell.swift has no header (a violation); deleting it must not report it.
        try repository.remove("App/Sources/UI/View/Files/FileCell.swift")
        try repository.write("Resources/Images/icon.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array(repeating: 0, count: 64))
        try repository.write("Core/Data/blob.swift", bytes: [0x69, 0x6D, 0x70, 0, 0xFF, 0x00, 0x10])
        try repository.commit("Delete a cell, add binaries")
        let diff = try repository.git("diff", "--no-color", "main...HEAD")
        #expect(diff.contains("Binary files"))

        for arguments in [["--base", "main"], ["--diff", "-"]] {
            let (run, report) = try repository.report(arguments + ["--scope", "files"], stdin: diff)
            #expect(report.findings.isEmpty, "\(arguments): \(report.findings)")
            #expect(run.status == 0)
        }
    }

    @Test("a renamed and edited file: only the edited lines count")
    func renameWithEdit() throws {
        let repository = try ReviewRepository()
        let renamed = "Core/Managers/FileStoreManager.swift"
        try repository.git("mv", Self.cacheManager, renamed)
        try repository.replace(renamed, "import Foundation\n", with: "import Foundation\nimport UIKit\n")
        try repository.commit("Rename and edit")
        #expect(try repository.git("diff", "--no-color", "-M", "--name-status", "main...HEAD").hasPrefix("R"))

        let (run, report) = try repository.report(["--base", "main"])
        #expect(run.status == 1)
        #expect(report.findings(in: renamed).map(\.line).allSatisfy { $0 == (try? repository.line(of: "import UIKit", in: renamed)) })
        #expect(!report.findings(in: renamed).isEmpty)
        #expect(report.findings(in: Self.cacheManager).isEmpty)
    }

    // MARK: - Change rules and their passing twins

    @Test("a @Persisted property without a RealmSchemaVersion bump fails at the added line; with the bump it passes")
    func coChange() throws {
        let failing = try ReviewRepository()
        try Self.addNickname(failing)
        try failing.commit("Nickname")
        let (failRun, failReport) = try failing.report(["--base", "main"])
        let item = try #require(failReport.items("uikit-tuist-house-style", containing: "RealmSchemaVersion").first)
        #expect(item.status == "failed")
        #expect(!item.findings.isEmpty)
        #expect(item.findings.allSatisfy { $0.path == Self.account && $0.line == 28 })
        #expect(failRun.status == 1)

        let passing = try ReviewRepository()
        try Self.addNickname(passing)
        try passing.replace("Core/Data/Database/DatabaseConstants.swift", "accounts: UInt64 = 7", with: "accounts: UInt64 = 8")
        try passing.commit("Nickname and schema bump")
        let (passRun, passReport) = try passing.report(["--base", "main"])
        let twin = try #require(passReport.items("uikit-tuist-house-style", containing: "RealmSchemaVersion").first)
        #expect(twin.status == "passed")
        #expect(passRun.status == 0, "\(passReport.failed.map(\.text))")
    }

    @Test("a new Features/ folder must be declared in Project.swift")
    func newFeatureFolder() throws {
        let failing = try ReviewRepository()
        try failing.write("Features/Profile/ProfileView.swift", try ReviewRepository.cleanView("ProfileView"))
        try failing.commit("Profile feature")
        let (failRun, failReport) = try failing.report(["--base", "main"])
        let item = try #require(failReport.items("swiftui-modular-tuist", containing: "Every folder under `Features/`").first)
        #expect(item.status == "failed")
        #expect(item.findings.map(\.path) == ["Features/Profile/ProfileView.swift"])
        #expect(failRun.status == 1)

        let passing = try ReviewRepository()
        try passing.write("Features/Profile/ProfileView.swift", try ReviewRepository.cleanView("ProfileView"))
        try passing.replace("Project.swift", "let features = [settings, accounts, home]",
                            with: "let profile = Feature(name: \"Profile\")\n\nlet features = [settings, accounts, home, profile]")
        try passing.commit("Profile feature, declared")
        let (passRun, passReport) = try passing.report(["--base", "main"])
        #expect(passReport.items("swiftui-modular-tuist", containing: "Every folder under `Features/`").first?.status == "passed")
        #expect(passRun.status == 0, "\(passReport.failed.map(\.text))")
    }

    @Test("a new source file needs the license header")
    func newFileHeader() throws {
        let failing = try ReviewRepository()
        try failing.write("Core/Misc.swift", "import Foundation\n\nenum Misc {}\n")
        try failing.commit("Misc")
        let (failRun, failReport) = try failing.report(["--base", "main"])
        let item = try #require(failReport.items("uikit-tuist-house-style", containing: "license header").first)
        #expect(item.status == "failed")
        #expect(item.findings.map(\.path) == ["Core/Misc.swift"])
        #expect(item.findings.map(\.line) == [1])
        #expect(failRun.status == 1)

        let passing = try ReviewRepository()
        try passing.write("Core/Misc.swift", try ReviewRepository.header() + "\nimport Foundation\n\nenum Misc {}\n")
        try passing.commit("Misc with header")
        let (passRun, passReport) = try passing.report(["--base", "main"])
        #expect(passReport.items("uikit-tuist-house-style", containing: "license header").first?.status == "passed")
        #expect(passRun.status == 0, "\(passReport.failed.map(\.text))")
    }

    @Test("a committed App.xcodeproj fails the forbidden-path rule, in the work tree and at --head")
    func committedXcodeproj() throws {
        let repository = try ReviewRepository()
        // The fixture's .gitignore lists *.xcodeproj: only a forced add commits it.
        try repository.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n")
        try repository.git("add", "-f", "App.xcodeproj/project.pbxproj")
        try repository.git("commit", "-q", "-m", "Generated project")
        for arguments in [["--base", "main"], ["--base", "main", "--head", "change"]] {
            let (run, report) = try repository.report(arguments)
            let item = try #require(report.items("uikit-tuist-house-style", containing: ".xcodeproj").first)
            #expect(item.status == "failed", "\(arguments)")
            #expect(item.findings.map(\.path) == ["App.xcodeproj/project.pbxproj"], "\(arguments)")
            #expect(item.findings.first?.ruleId.hasSuffix(":forbidden-path") == true)
            #expect(run.status == 1)
        }
    }

    // MARK: - Revisions

    @Test("--head reviews a revision without checking it out: files are read from git")
    func headWithoutCheckout() throws {
        let repository = try ReviewRepository()
        try Self.addNickname(repository)
        try repository.write("Core/Misc.swift", "import Foundation\n\nenum Misc {}\n")
        try repository.commit("Nickname")
        let (_, checkedOut) = try repository.report(["--base", "main"])
        try repository.git("checkout", "-q", "main")
        // The work tree now holds something else entirely at the same paths.
        try repository.write(Self.account, "// replaced\n")
        #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("Core/Misc.swift").path))

        let (run, report) = try repository.report(["--base", "main", "--head", "change"])
        #expect(run.status == 1)
        #expect(report.findings == checkedOut.findings)
        #expect(report.findings(in: Self.account).map(\.line).contains(28))
        #expect(!report.findings(in: "Core/Misc.swift").isEmpty)
        #expect(try repository.read(Self.account) == "// replaced\n")
    }

    // MARK: - Refusals and errors

    @Test("a diff path that leaves the repository is refused with the diff line; nothing outside is read",
          arguments: ["../outside.swift", "ABSOLUTE"])
    func pathEscape(_ target: String) throws {
        let repository = try ReviewRepository()
        let outside = repository.container.appendingPathComponent("outside.swift")
        try Data("import UIKit\nlet userID = 1\n".utf8).write(to: outside)
        let path = target == "ABSOLUTE" ? outside.path : target
        let diff = """
        diff --git a/Core/Keep.swift b/Core/Keep.swift
        --- a/Core/Keep.swift
        +++ b/Core/Keep.swift
        @@ -1 +1 @@
        -a
        +b
        --- \(path)
        +++ \(path)
        @@ -1,2 +1,2 @@
        -import UIKit
        +import UIKit
         let userID = 1

        """
        let diffFile = repository.container.appendingPathComponent("escape.diff")
        try Data(diff.utf8).write(to: diffFile)
        for arguments in [["--diff", diffFile.path], ["--diff", "-"]] {
            for command in ["review", "checklist"] {
                let result = repository.run([command, repository.path, "--skill", ReviewRepository.skills] + arguments,
                                            stdin: diff)
                #expect(result.status == 2, "\(command) \(arguments)")
                #expect(result.out.isEmpty)
                let name = arguments[1] == "-" ? "<stdin>" : diffFile.path
                #expect(result.err.contains("\(name):7:") || result.err.contains("\(name):8:"), "\(result.err)")
                #expect(result.err.contains(path))
            }
        }
    }

    @Test("--base in a folder that is not a git repository exits 2")
    func notARepository() throws {
        let folder = try ChangeTemporaryFolder()
        try Data("import Foundation\n".utf8).write(to: folder.url.appendingPathComponent("A.swift"))
        let repository = try ReviewRepository()
        let result = repository.run(["review", folder.path, "--skill", ReviewRepository.skills, "--base", "main"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("error: "))
        #expect(result.out.isEmpty)
    }

    @Test("an unknown revision exits 2, names it and leaves no report file behind")
    func unknownRevision() throws {
        let repository = try ReviewRepository()
        let output = repository.container.appendingPathComponent("report.md")
        for arguments in [["--base", "no-such-branch"], ["--base", "main", "--head", "no-such-branch"]] {
            let result = repository.run(["review", repository.path, "--skill", ReviewRepository.skills,
                                         "--output", output.path] + arguments)
            #expect(result.status == 2)
            #expect(result.err.contains("no-such-branch"))
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("the skills' warnings wait for the change: a change that fails prints its error alone")
    func setupWarningsFollowTheChange() throws {
        let repository = try ReviewRepository()
        try repository.write(".preflight.yml", "items:\n  no-such-skill/item:\n    disabled: true\n")
        for command in ["review", "checklist"] {
            let failed = repository.run([command, repository.path, "--skill", ReviewRepository.skills, "--base", "no-such-branch"])
            #expect(failed.status == 2)
            #expect(failed.err.hasPrefix("error: "), "\(failed.err)")
            #expect(!failed.err.contains("warning: "), "\(failed.err)")
            let passed = repository.run([command, repository.path, "--skill", ReviewRepository.skills, "--base", "main"])
            #expect(passed.status != 2, "\(passed.err)")
            #expect(passed.err.contains("warning: ") && passed.err.contains("no-such-skill/item"), "\(passed.err)")
        }
    }

    @Test("usage errors: no change given, both --diff and --base, --head without --base",
          arguments: [[String](), ["--diff", "-", "--base", "main"], ["--diff", "-", "--head", "main"], ["--head", "main"]])
    func usageErrors(_ arguments: [String]) throws {
        let repository = try ReviewRepository()
        for command in ["review", "checklist"] {
            let result = repository.run([command, repository.path, "--skill", ReviewRepository.skills] + arguments)
            #expect(result.status == 2, "\(command) \(arguments)")
            #expect(result.err.contains("usage: preflight \(command)"), "\(result.err)")
            #expect(result.out.isEmpty)
        }
    }

    @Test("--output to a FIFO (as to /dev/null) writes into it and leaves it a FIFO")
    func outputToSpecialFile() throws {
        let repository = try ReviewRepository()
        try Self.addNickname(repository)
        try repository.commit("Nickname")
        let fifo = repository.container.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        final class Received: @unchecked Sendable { var data = Data() }
        let received = Received()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.data = handle.readDataToEndOfFile() }
        }
        reader.start()
        let result = repository.run(["review", repository.path, "--skill", ReviewRepository.skills,
                                     "--base", "main", "--format", "sarif", "--output", fifo])
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        #expect(result.status == 1, "\(result.err)")
        #expect(String(decoding: received.data, as: UTF8.self).contains("2.1.0"))
        var status = stat()
        #expect(stat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test("exit 1 on a failing change, 0 on a clean one")
    func exitCodes() throws {
        let repository = try ReviewRepository()
        try repository.write("Features/Settings/PrivacyView.swift", try ReviewRepository.cleanView("PrivacyView"))
        try repository.commit("Clean view")
        let clean = repository.run(["review", repository.path, "--skill", ReviewRepository.skills,
                                    "--base", "main", "--format", "text"])
        #expect(clean.status == 0, "\(clean.out)")
        #expect(clean.out.contains(" 0 failed"))

        try repository.replace("Features/Settings/PrivacyView.swift", "Text(\"PrivacyView\")",
                               with: "Text(\"PrivacyView\")\n            .padding(16)")
        try repository.commit("Literal padding")
        let failing = repository.run(["review", repository.path, "--skill", ReviewRepository.skills,
                                      "--base", "main", "--format", "text"])
        #expect(failing.status == 1)
        #expect(failing.out.contains("Features/Settings/PrivacyView.swift:"))
    }
}
