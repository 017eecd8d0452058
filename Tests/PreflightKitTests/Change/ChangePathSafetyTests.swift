import Testing
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

@Suite struct ChangePathSafetyTests {
    func failure(_ text: String) -> PreflightError? {
        do {
            _ = try UnifiedDiffParser.parse(text, name: "evil.diff")
            return nil
        } catch let error as PreflightError {
            return error
        } catch {
            return nil
        }
    }

    @Test func containedPaths() {
        #expect(RepositoryPath.isContained("Sources/App.swift"))
        #expect(RepositoryPath.isContained("a/../b.swift"))
        #expect(RepositoryPath.isContained("./x/./y"))
        #expect(RepositoryPath.isContained("..hidden/file"))
        #expect(!RepositoryPath.isContained("../x"))
        #expect(!RepositoryPath.isContained("a/../../x"))
        #expect(!RepositoryPath.isContained("/etc/passwd"))
        #expect(!RepositoryPath.isContained("a\0b"))
    }

    @Test func gitHeaderClimbingOut() {
        let error = failure("diff --git a/../../etc/passwd b/../../etc/passwd\n--- a/../../etc/passwd\n+++ b/../../etc/passwd\n@@ -1 +1 @@\n-a\n+b\n")
        #expect(error?.file == "evil.diff")
        #expect(error?.line == 2)
        #expect(error?.message.contains("leaves the repository") == true)
    }

    @Test func renameTargetClimbingOut() {
        let error = failure("diff --git a/x b/x\nsimilarity index 100%\nrename from x\nrename to ../outside\n")
        #expect(error?.line == 4)
        #expect(error?.message.contains("leaves the repository") == true)
    }

    @Test func absolutePathInPlainDiff() {
        let error = failure("--- /etc/hosts\t2026-01-01\n+++ /etc/hosts\t2026-01-02\n@@ -1 +1 @@\n-a\n+b\n")
        #expect(error?.line == 1)
        #expect(error?.message.contains("leaves the repository") == true)
    }

    @Test func quotedNULInPath() {
        let error = failure("diff --git \"a/x\\000y\" \"b/x\\000y\"\nnew file mode 100644\n")
        #expect(error?.line == 1)
        #expect(error?.message.contains("leaves the repository") == true)
    }

    @Test func devNullIsFine() throws {
        let set = try UnifiedDiffParser.parse("--- /dev/null\n+++ b/ok.swift\n@@ -0,0 +1 @@\n+x\n", name: "ok.diff")
        #expect(set.paths == ["ok.swift"])
        try set.validatePaths()
        #expect(throws: PreflightError.self) {
            try ChangeSet(files: [FileChange(oldPath: nil, newPath: "../x", status: .added)]).validatePaths()
        }
    }
}
