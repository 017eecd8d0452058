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

/// Kind and text of every token, for compact expectations.
private func lexed(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(path: "a.swift", text: source)
    return file.tokens.map { ($0.kind, file.text(of: $0)) }
}

private func texts(_ source: String, _ kind: TokenKind) -> [String] {
    lexed(source).filter { $0.0 == kind }.map(\.1)
}

@Suite struct SwiftLexerTests {
    @Test func identifiersInCommentsAndStringsAreNotCode() {
        let source = """
        // print(secret) in a line comment
        /// Doc: call `forbidden()` here
        let value = "print(inside)" + name /* block print */
        """
        #expect(texts(source, .identifier) == ["value", "name"])
        #expect(texts(source, .comment) == ["// print(secret) in a line comment", "/// Doc: call `forbidden()` here", "/* block print */"])
        #expect(texts(source, .keyword) == ["let"])
    }

    @Test func nestedBlockComments() {
        let source = "a /* outer /* inner */ still comment */ b"
        #expect(texts(source, .identifier) == ["a", "b"])
        #expect(texts(source, .comment) == ["/* outer /* inner */ still comment */"])
    }

    @Test func stringsWithInterpolationAreOneToken() {
        let source = #"""
        let s = "a \(user.name) b \("nested \(x)") c" + tail
        """#
        #expect(texts(source, .stringLiteral) == [#""a \(user.name) b \("nested \(x)") c""#])
        #expect(texts(source, .identifier) == ["s", "tail"])
    }

    @Test func multiLineAndRawStrings() {
        let source = ##"""
        let m = """
            line "quoted" \(value)
            """
        let r = #"raw "quote" \(notInterpolated) \#(interpolated)"#
        let rr = ##"two "# still"##
        after()
        """##
        let strings = texts(source, .stringLiteral)
        #expect(strings.count == 3)
        #expect(strings[0].hasPrefix("\"\"\"") && strings[0].hasSuffix("\"\"\""))
        #expect(strings[1] == ##"#"raw "quote" \(notInterpolated) \#(interpolated)"#"##)
        #expect(strings[2] == ###"##"two "# still"##"###)
        #expect(texts(source, .identifier) == ["m", "r", "rr", "after"])
        let file = SourceFile(path: "a.swift", text: source)
        let after = file.tokens.first { file.text(of: $0) == "after" }
        #expect(after?.line == 6)
        #expect(after?.column == 1)
    }

    @Test func attributesAndDirectives() {
        let source = """
        @MainActor @preconcurrency
        #if DEBUG
        #Preview { ContentView() }
        #endif
        let s = #selector(tap); if #available(iOS 17, *) {}
        @Environment(\\.dismiss) var dismiss
        let email = a @ b
        """
        #expect(texts(source, .attribute) == ["@MainActor", "@preconcurrency", "@Environment"])
        #expect(texts(source, .poundDirective) == ["#if", "#Preview", "#endif", "#selector", "#available"])
        #expect(texts(source, .identifier).contains("dismiss"))
    }

    @Test func numericLiterals() {
        let source = "1 1_000 0xFF 0b1010 0o17 1.5 1e10 2.5E-3 0x1p-2 0xA.8p1 1_000.000_1 t.0.1 1..<2"
        let tokens = lexed(source)
        #expect(tokens.filter { $0.0 == .integerLiteral }.map(\.1) == ["1", "1_000", "0xFF", "0b1010", "0o17", "0", "1", "1", "2"])
        #expect(tokens.filter { $0.0 == .floatLiteral }.map(\.1) == ["1.5", "1e10", "2.5E-3", "0x1p-2", "0xA.8p1", "1_000.000_1"])
        #expect(tokens.contains { $0 == (.operator, "..<") })
    }

    @Test func operatorsAndPunctuation() {
        let tokens = lexed("func f(a: Int?) -> [String: Int]! { x?.y ?? z!; a != b; c = d...e; return &v }")
        let operators = tokens.filter { $0.0 == .operator }.map(\.1)
        #expect(operators == ["?", "->", "!", "?", "??", "!", "!=", "=", "...", "&"])
        let punctuation = tokens.filter { $0.0 == .punctuation }.map(\.1)
        #expect(punctuation == ["(", ":", ")", "[", ":", "]", "{", ".", ";", ";", ";", "}"])
    }

    @Test func reservedWordsAsLabelsAndMembersAreNames() {
        let source = """
        let s = String(decoding: bytes, as: UTF8.self)
        items.first(where: { $0.isEmpty })
        func f(in rect: CGRect, for key: String) {}
        config(.default); task { } catch: { error in }
        if let a = b, var c = d { }
        switch x { case .a: y() default: z() }
        """
        let identifiers = texts(source, .identifier)
        for word in ["as", "where", "in", "for", "default", "catch"] {
            #expect(identifiers.contains(word), "\(word)")
        }
        #expect(texts(source, .keyword) == ["let", "self", "func", "in", "if", "let", "var", "switch", "case", "default"])
    }

    @Test func backtickedIdentifiersAndDollarNames() {
        #expect(texts("let `default` = $0 + $binding", .identifier) == ["`default`", "$0", "$binding"])
    }

    @Test func exactLineAndColumn() {
        let file = SourceFile(path: "a.swift", text: "struct A {\n    var b = 1\n\tlet é = \"x\"; let c = 2\n}\n")
        let positions = file.tokens.map { (file.text(of: $0), $0.line, $0.column) }
        #expect(positions[0] == ("struct", 1, 1))
        #expect(positions[3] == ("var", 2, 5))
        #expect(positions[7] == ("let", 3, 2))
        #expect(positions[8] == ("é", 3, 6))
        // Columns count UTF-8 bytes: `é` is two.
        #expect(positions[9] == ("=", 3, 9))
        #expect(positions[13] == ("c", 3, 20))
        #expect(positions.last! == ("}", 4, 1))
    }

    @Test func crlfFile() {
        let file = SourceFile(path: "a.swift", text: "import UIKit\r\n// note\r\nlet x = \"a\"\r\nlet y = 2")
        let lets = file.tokens.filter { file.text(of: $0) == "let" }
        #expect(lets.map(\.line) == [3, 4])
        #expect(lets.map(\.column) == [1, 1])
        #expect(file.lines.map(\.ending) == [.crlf, .crlf, .crlf, .none])
        #expect(file.lineText(2) == "// note")
        #expect(file.comments.map { file.text(of: $0) } == ["// note"])
    }

    @Test func unterminatedInputNeverCrashes() {
        let inputs = [
            "let s = \"never closed\nlet next = 1",
            "let m = \"\"\"\n open forever",
            "/* open /* nested */ forever",
            "let r = #\"raw",
            "let s = \"\\(unbalanced \"",
            "@", "#", "`", "`abc", "0x", "1e", "\"\\", "#/regex", "$", "\u{FEFF}", "a\u{0}b",
            String(repeating: "\"\\(", count: 200),
            String(repeating: "{ ( [", count: 50),
        ]
        for input in inputs {
            let tokens = SwiftLexer.tokenize(input)
            for token in tokens { #expect(token.start < token.end && token.end <= input.utf8.count) }
        }
        // A broken single-line string ends at its line; the next line lexes normally.
        #expect(texts("let s = \"never closed\nlet next = 1", .identifier) == ["s", "next"])
        #expect(lexed("/* open forever\nlet x").count == 1)
    }

    @Test func extendedRegexAndShebang() {
        let source = "#!/usr/bin/env swift\nlet r = #/a\"b/#\nlet z = 1"
        #expect(texts(source, .comment) == ["#!/usr/bin/env swift"])
        #expect(texts(source, .regexLiteral) == ["#/a\"b/#"])
        #expect(texts(source, .identifier) == ["r", "z"])
    }
}
