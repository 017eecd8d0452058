import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightModel

/// The snippet fixture reader: what a well-formed entry gives, and a clear error (file and line)
/// for each way an entry can be malformed.
@Suite struct CheckSnippetFixtureTests {
    static let fence = "```"

    static let wellFormed = """
        # Check snippets: probe

        ## `probe/no-task:forbidden-call` · `probe/no-task-2:forbidden-call`

        > No `Task { }` inside a view;
        > start work from `.task { }`.

        Check: forbids `Task { … }` inside View

        ### triggering

        `Features/Home/HomeView.swift`

        \(fence)swift
        struct HomeView: View {
            var body: some View {
        ↓        Button("Sync") { Task { await sync() } }
            }
        }
        \(fence)

        ### non-triggering

        The twin sends an event instead.

        `Features/Home/HomeView.swift`

        \(fence)swift tabs
        struct HomeView: View {
            var body: some View {
                Button("Sync") { send(.sync) }
            }
        }
        \(fence)

        known-defect: fires on the event too

        ## `probe/paths:forbidden-path`

        ### triggering

        \(fence)tree
        Project.swift
        ↓App/App.xcodeproj/project.pbxproj
        \(fence)

        ### non-triggering

        `Core/Data/Account.swift` (before)

        \(fence)swift crlf
        let a = 1
        \(fence)

        `Core/Data/Account.swift` (after)

        \(fence)swift
        let a = 2
        \(fence)
        """

    @Test func readsEntriesCasesFilesMarksAndOptions() throws {
        let fixture = try SnippetFixture.parse(Self.wellFormed, path: "probe.md")
        #expect(fixture.entries.map(\.ids) == [["probe/no-task:forbidden-call", "probe/no-task-2:forbidden-call"], ["probe/paths:forbidden-path"]])
        let task = try #require(fixture.byId["probe/no-task-2:forbidden-call"])
        #expect(task.statement == "No `Task { }` inside a view; start work from `.task { }`.")
        #expect(task.summary == "forbids `Task { … }` inside View")
        let triggering = try #require(task.triggering.first)
        #expect(triggering.files.map(\.path) == ["Features/Home/HomeView.swift"])
        #expect(triggering.files[0].marks == [3])
        #expect(triggering.files[0].text.contains("        Button(\"Sync\") { Task { await sync() } }\n"))
        #expect(!triggering.files[0].text.contains("↓"))
        #expect(triggering.knownDefect == nil)
        let twin = try #require(task.nonTriggering.first)
        #expect(twin.knownDefect == "fires on the event too")
        #expect(twin.files[0].text == "struct HomeView: View {\n\tvar body: some View {\n\t\tButton(\"Sync\") { send(.sync) }\n\t}\n}\n")

        let paths = try #require(fixture.byId["probe/paths:forbidden-path"])
        #expect(paths.triggering.first?.treePaths == ["Project.swift", "App/App.xcodeproj/project.pbxproj"])
        #expect(paths.triggering.first?.markedPaths == ["App/App.xcodeproj/project.pbxproj"])
        let change = try #require(paths.nonTriggering.first)
        #expect(change.files.map(\.version) == [.before, .after])
        #expect(change.files[0].text == "let a = 1\r\n")
    }

    /// The error for `text` names the fixture and the line.
    private func problem(_ text: String) -> SnippetFixture.Problem? {
        do {
            _ = try SnippetFixture.parse(text, path: "probe.md")
            return nil
        } catch let error as SnippetFixture.Problem {
            return error
        } catch {
            return nil
        }
    }

    private static func entry(triggering: String, nonTriggering: String) -> String {
        "## `probe/a:forbidden-call`\n\n### triggering\n\n\(triggering)\n\n### non-triggering\n\n\(nonTriggering)\n"
    }

    static let file = "`A.swift`\n\n\(fence)swift\nlet a = 1\n\(fence)"

    @Test func anUnclosedCodeBlockIsReportedWhereItOpens() throws {
        let error = try #require(problem(Self.entry(triggering: Self.file, nonTriggering: "`A.swift`\n\n\(Self.fence)swift\nlet a = 1")))
        #expect(error.line == 15)
        #expect(error.description.hasPrefix("probe.md:15: "))
        #expect(error.message.contains("never closed"))
    }

    @Test func aCodeBlockNeedsItsPath() throws {
        let error = try #require(problem(Self.entry(triggering: "\(Self.fence)swift\nlet a = 1\n\(Self.fence)", nonTriggering: Self.file)))
        #expect(error.line == 5)
        #expect(error.message.contains("file path"))
    }

    @Test func aPathNeedsItsCodeBlock() throws {
        let error = try #require(problem(Self.entry(triggering: "`A.swift`\n\nsome prose", nonTriggering: Self.file)))
        #expect(error.line == 5)
        #expect(error.message.contains("has no code block"))
    }

    @Test func anEntryNeedsBothCases() throws {
        let error = try #require(problem("## `probe/a:forbidden-call`\n\n### triggering\n\n\(Self.file)\n"))
        #expect(error.line == 1)
        #expect(error.message.contains("non-triggering"))
        let empty = try #require(problem(Self.entry(triggering: Self.file, nonTriggering: "only prose")))
        #expect(empty.message.contains("no file and no tree"))
    }

    @Test func anIdHasOneEntry() throws {
        let one = Self.entry(triggering: Self.file, nonTriggering: Self.file)
        let error = try #require(problem(one + "\n" + one))
        #expect(error.message.contains("already has an entry at line 1"))
    }

    /// A known defect gets a case of its own, so the cases the check gets right stay strict.
    @Test func anEntryMayHoldSeveralCasesOfAKind() throws {
        let text = Self.entry(triggering: Self.file + "\n\n### triggering\n\n`B.swift`\n\n\(Self.fence)swift\nlet b = 2\n\(Self.fence)\n\nknown-defect: misses b",
                              nonTriggering: Self.file)
        let entry = try #require(try SnippetFixture.parse(text, path: "probe.md").entries.first)
        #expect(entry.triggering.map { $0.files.map(\.path) } == [["A.swift"], ["B.swift"]])
        #expect(entry.triggering.map(\.knownDefect) == [nil, "misses b"])
        #expect(entry.triggering.map(\.line) == [3, 11])
        #expect(entry.nonTriggering.count == 1)
    }

    @Test func headingsAndOptionsAreChecked() throws {
        #expect(problem("## no id here\n")?.message.contains("backticks") == true)
        #expect(problem("## `probe/a:kind`\n\n### bad\n")?.message.contains("triggering") == true)
        #expect(problem(Self.entry(triggering: "`A.swift`\n\n\(Self.fence)swift wide\nlet a = 1\n\(Self.fence)", nonTriggering: Self.file))?
            .message.contains("unknown code block option `wide`") == true)
        #expect(problem(Self.entry(triggering: Self.file, nonTriggering: "`A.swift`\n\n\(Self.fence)swift\n↓let a = 1\n\(Self.fence)"))?
            .message.contains("non-triggering case carries") == true)
        #expect(problem(Self.entry(triggering: Self.file + "\nknown-defect:", nonTriggering: Self.file))?
            .message.contains("needs a reason") == true)
    }

    @Test func changedLinesComeFromALineDiff() {
        let old = "import RealmSwift\nclass Account: Object {\n    @Persisted var name = \"\"\n}\n"
        let new = "import RealmSwift\nclass Account: Object {\n    @Persisted var name = \"\"\n    @Persisted var email = \"\"\n}\n"
        let diff = CheckSnippetRunner.lineDiff(old: CheckSnippetRunner.lines(old), new: CheckSnippetRunner.lines(new))
        #expect(diff.added == [4])
        #expect(diff.removed.isEmpty)
        let edit = CheckSnippetRunner.lineDiff(old: CheckSnippetRunner.lines("a\nb\nc\n"), new: CheckSnippetRunner.lines("a\nB\nc\n"))
        #expect(edit.added == [2])
        #expect(edit.removed == [2])
        let added = CheckSnippetRunner.lineDiff(old: [], new: CheckSnippetRunner.lines("a\nb\n"))
        #expect(added.added == [1, 2])
    }
}
