import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightSwiftSource

/// Checks place findings by UTF-8 byte; reports print Unicode code points (SARIF declares
/// `columnKind: unicodeCodePoints`), so a line with an accented name or CJK text keeps its
/// column right.
@Suite struct CharacterColumnsTests {
    @Test func countsCodePointsNotBytes() {
        let file = SourceFile(path: "A.swift", text: "let a = 1\nlet café = x!\nprint(\"日本\", y!) // 🙂 z!\n")
        var columns = CharacterColumns(file)
        #expect(columns.column(line: 1, byteColumn: 5) == 5)
        // `!` after `café = x`: byte 14, character 13.
        #expect(columns.column(line: 2, byteColumn: 14) == 13)
        // Two three-byte characters before `y!`; asked in order, then out of order.
        #expect(columns.column(line: 3, byteColumn: 17) == 13)
        #expect(columns.column(line: 3, byteColumn: 29) == 22)
        #expect(columns.column(line: 3, byteColumn: 6) == 6)
        #expect(columns.column(line: 2, byteColumn: 1) == 1)
    }

    @Test func anASCIIFileAndPlacesOutsideTheFileAreLeftAsTheyCame() {
        var ascii = CharacterColumns(SourceFile(path: "A.swift", text: "let x = y!\n"))
        #expect(ascii.column(line: 1, byteColumn: 10) == 10)
        var other = CharacterColumns(SourceFile(path: "B.swift", text: "let é = y!\n"))
        #expect(other.column(line: 7, byteColumn: 4) == 4)
        #expect(other.column(line: 0, byteColumn: 4) == 4)
        #expect(other.column(line: 1, byteColumn: 12) == 11)
        #expect(other.column(line: 1, byteColumn: 400) == 399)
    }

    @Test func reportsPrintTheCharacterColumn() throws {
        let tree = try HostileTree()
        try tree.write("AGENTS.md", "# Conventions\n\n- Never force unwrap optionals (`!`).\n")
        try tree.write("App/Menu.swift", "func f(a: Int?) {\n    let café = a!\n    print(\"日本\", a!)\n}\n")
        let run = tree.run(["audit", ".", "--format", "xcode"])
        #expect(run.code == 1)
        #expect(run.out.contains("App/Menu.swift:2:17:"), "\(run.out)")
        #expect(run.out.contains("App/Menu.swift:3:18:"), "\(run.out)")
    }
}
