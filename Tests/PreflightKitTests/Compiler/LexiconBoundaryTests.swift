import Foundation
import Testing

/// The compiler's words live in `Sources/Compiler/Lexicon/` (`Cue.swift` says so). A list of
/// words declared anywhere else in the compiler is either Swift's own vocabulary (keywords,
/// modifiers, file extensions, platform and SDK names: code, not prose) or a concept's own
/// phrases in the catalogue. Both are listed here, exactly: a new prose list outside the lexicon
/// fails this test, and so does a listed one that is gone. Lists written inline (`["when",
/// "if"].contains(word)`) are held to the same boundary.
@Suite struct LexiconBoundaryTests {
    /// Lists of code vocabulary: what Swift, the file system or Apple's platforms spell.
    static let codeVocabulary: Set<String> = [
        "Catalogue/Concepts+Colour.swift colourPositions", "Catalogue/Concepts+Layout.swift fontSizePositions",
        "Catalogue/Concepts+Layout.swift paddingPositions", "Catalogue/Concepts+Layout.swift radiusPositions",
        "Catalogue/Concepts+Layout.swift sizePositions", "Catalogue/TypeFamily.swift testGlobs",
        "Catalogue/TypeFamily.swift uiTestGlobs", "Mapping/DeclarationTemplateMapper.swift kinds",
        "Mapping/DeclarationTemplateMapper.swift otherModifiers", "Mapping/DeclarationTemplateMapper.swift placeholders",
        "Mapping/DocumentationMapper.swift levels", "Mapping/ForbiddenUseMapper.swift bindingKeywords",
        "Reading/CodeSpan.swift platforms",
        "Mapping/ForbiddenUseMapper.swift standaloneModifiers", "Mapping/ModifierMapper.swift accessModifiers",
        "Mapping/ModifierMapper.swift nonWrappers", "Mapping/PlaceReader.swift typeAttributes",
        "Reading/CodeSpan.swift modifiers", "Reading/FrameRefinements.swift insetTypes",
        "Reading/FrameRefinements.swift textViews", "Roles/CodeLikeProse.swift keywords", "Roles/CodeLikeProse.swift lines",
        "Catalogue/Concepts+DeprecatedAPIs.swift modernCode", "Catalogue/Concepts+Localization.swift stringPositions",
        "Catalogue/SDKNames.swift commonWords", "Catalogue/SDKNames.swift freeFunctions", "Catalogue/SDKNames.swift modules",
        "Catalogue/TypeFamily.swift baseTypes", "CheckCoverage.swift separators", "LayoutTree.swift drawing",
        "Mapping/PlaceReader.swift containers", "Mapping/PlaceReader.swift closureModifiers", "Reading/CodeSpan.swift placeholderMarks",
        "Mapping/ForbiddenCodeText.swift contextualKeywords", "Mapping/NamePatternMapper.swift swiftKeywords",
        "Mapping/KindAndOwnershipMapper.swift codeKinds", "CheckCoverage.swift exemptionKeys",
        "Catalogue/Concepts+DeprecatedAPIs.swift deprecatedEntrySuccessors", "Catalogue/Concepts+Concurrency.swift optOuts", "Mapping/DeclarationKinds.swift properties",
        "Mapping/DeclarationKinds.swift types", "Mapping/DeclarationKinds.swift members", "Mapping/DeclarationKinds.swift functions",
        "Mapping/DeclarationKinds.swift anyType", "Mapping/MemberOrderMapper.swift orderedTypeKinds",
        "Reading/MemberOrderReader.swift selfOrderingKinds",
    ]

    /// The concept catalogue's own phrases: data of one concept each, not words the reading shares.
    static let catalogueData: Set<String> = ["Catalogue/Concepts+DeprecatedAPIs.swift deprecatedEntryPhrases"]

    /// Lists of code vocabulary written inline, by file and their elements as written: Swift's
    /// keywords and access levels, the kinds a check selects, SwiftUI and UIKit base types, type
    /// name suffixes and placeholders, build manifests, a code block's info strings. Changing
    /// one, or writing another, is noticed here.
    static let inlineCodeVocabulary: Set<String> = [
        #"Extraction/StatementProse.swift ["text", "txt", "output", "console", "log", "plaintext"]"#,
        #"Mapping/DocumentationMapper.swift ["public", "open"]"#,
        #"Mapping/ForbiddenCodeText.swift ["try", "as"]"#,
        #"Mapping/ForbiddenUseMapper.swift ["class", "struct", "enum", "actor"]"#,
        #"Mapping/ModifierMapper.swift ["private", "fileprivate"]"#,
        #"Mapping/NamePatternMapper.swift ["class", "struct", "enum", "protocol", "actor", "type"]"#,
        #"Mapping/PlaceReader.swift ["View", "UIViewController", "UIView", "App", "Scene", "ViewModifier", "PreviewProvider", "XCTestCase"]"#,
        #"Mapping/PlaceReader.swift ["init", "deinit", "body"]"#,
        #"Mapping/TreeRuleMapper.swift ["Podfile", "Cartfile", "settings.gradle", "settings.gradle.kts", "Mintfile"]"#,
        #"Mapping/TreeRuleMapper.swift ["Object", "Model", "Entity"]"#,
        #"Reading/CodeSpan.swift ["*", "~", "…", "X", "Foo", "Name"]"#,
    ]

    static let compiler = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Compiler")

    /// The compiler's sources outside the lexicon, as `(File.swift, text)`.
    static func sources() throws -> [(file: String, text: String)] {
        var found: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(atPath: compiler.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("Lexicon/") else { continue }
            found.append((relative, try String(contentsOf: compiler.appendingPathComponent(relative), encoding: .utf8)))
        }
        return found
    }

    /// The names of the `let`s and `var`s of `text` initialised with a list of string literals.
    static func namedLists(in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=\n]+)?=\s*\[\s*""#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// `File.swift name` for every `let`/`var` initialised with a list of string literals.
    static func wordLists() throws -> Set<String> {
        Set(try sources().flatMap { source in try namedLists(in: source.text).map { source.file + " " + $0 } })
    }

    @Test func wordListsOutsideTheLexiconAreKnown() throws {
        let found = try Self.wordLists()
        #expect(found.count > 30, "the scan found the compiler's sources")
        let unknown = found.subtracting(Self.codeVocabulary).subtracting(Self.catalogueData)
        #expect(unknown.isEmpty, "word lists outside Sources/Compiler/Lexicon: move them into a cue, or list code vocabulary here: \(unknown.sorted())")
        let gone = Self.codeVocabulary.union(Self.catalogueData).subtracting(found)
        #expect(gone.isEmpty, "listed here but no longer in the sources (take them off the list): \(gone.sorted())")
        #expect(Self.codeVocabulary.isDisjoint(with: Self.catalogueData))
    }

    /// The scan sees what it is meant to see.
    @Test func theScanFindsAListOfWords() throws {
        let source = """
            static let articles: Set<String> = ["a", "an", "the"]
            let stopWords = [
                "the", "and",
            ]
            static let limit = 3
            let names = words.map { "x" + $0 }
            """
        #expect(try Self.namedLists(in: source) == ["articles", "stopWords"])
        #expect(try Self.wordLists().contains("Mapping/NamePatternMapper.swift swiftKeywords"))
    }

    // MARK: Lists written inline

    /// A string literal, or a line comment (read past, so that quotes in it count for nothing).
    static let literalOrComment = #"//[^\n]*|"(?:[^"\\\n]|\\.)*""#

    /// An array literal of two or more string literals, line breaks and comments between them.
    static var arrayOfStrings: String {
        let literal = #""(?:[^"\\\n]|\\.)*""#
        let gap = #"\s*(?://[^\n]*\n\s*)*"#
        return #"\["# + gap + literal + "(?:" + gap + "," + gap + literal + ")+" + gap + ",?" + gap + #"\]"#
    }

    /// Whether a string literal's text looks like a word of prose: letters of any script, with
    /// spaces, apostrophes and hyphens between them.
    static func isWordLike(_ text: String) -> Bool {
        text.contains(where: \.isLetter) && text.allSatisfy { $0.isLetter || $0 == " " || $0 == "'" || $0 == "’" || $0 == "-" }
    }

    /// Whether a list's elements look like prose: two or more word-like ones, one of them with a
    /// lower-case letter or a letter of a script without case ("never", "금지"). A list of type
    /// names (`"View"`, `"UIView"`) counts too: only the allowlist tells code from prose.
    static func looksLikeProse(_ elements: [String]) -> Bool {
        let words = elements.filter(isWordLike)
        return words.count >= 2 && words.contains { $0.contains { $0.isLetter && ($0.isLowercase || !$0.isCased) } }
    }

    /// `File.swift ["a", "b"]` for every array literal of `text` whose strings look like prose,
    /// unless it initialises a named list on the code vocabulary (`File.swift name`); a named
    /// prose list is reported here too.
    static func inlineWordLists(in text: String, file: String, codeVocabulary: Set<String> = LexiconBoundaryTests.codeVocabulary) throws -> Set<String> {
        let array = try NSRegularExpression(pattern: arrayOfStrings)
        let piece = try NSRegularExpression(pattern: literalOrComment)
        let declaration = try NSRegularExpression(pattern: #"\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=\n]+)?=\s*$"#)
        let whole = text as NSString
        var found = Set<String>()
        for match in array.matches(in: text, range: NSRange(location: 0, length: whole.length)) {
            let literal = whole.substring(with: match.range)
            let elements = piece.matches(in: literal, range: NSRange(location: 0, length: (literal as NSString).length))
                .map { (literal as NSString).substring(with: $0.range) }.filter { $0.hasPrefix("\"") }
            guard looksLikeProse(elements.map { String($0.dropFirst().dropLast()) }) else { continue }
            let lineStart = whole.lineRange(for: NSRange(location: match.range.location, length: 0)).location
            let before = whole.substring(with: NSRange(location: lineStart, length: match.range.location - lineStart))
            if let named = declaration.firstMatch(in: before, range: NSRange(location: 0, length: (before as NSString).length)),
               codeVocabulary.contains(file + " " + (before as NSString).substring(with: named.range(at: 1))) { continue }
            found.insert(file + " [" + elements.joined(separator: ", ") + "]")
        }
        return found
    }

    @Test func inlineListsOfWordsOutsideTheLexiconAreKnown() throws {
        var found = Set<String>()
        for source in try Self.sources() where !source.file.hasPrefix("Catalogue/") {
            found.formUnion(try Self.inlineWordLists(in: source.text, file: source.file))
        }
        let unknown = found.subtracting(Self.inlineCodeVocabulary)
        #expect(unknown.isEmpty, """
            lists of words written inline outside Sources/Compiler/Lexicon: give prose a named list in the lexicon, \
            or list code vocabulary in inlineCodeVocabulary: \(unknown.sorted())
            """)
        let gone = Self.inlineCodeVocabulary.subtracting(found)
        #expect(gone.isEmpty, "listed here but no longer in the sources (take them off the list): \(gone.sorted())")
    }

    /// The inline scan sees prose in any script, across lines and comments, and leaves alone
    /// symbols, single words and the named lists of code vocabulary.
    @Test func theInlineScanFindsAListOfWords() throws {
        let source = """
            static let kinds: Set<String> = ["class", "struct"]
            static let words: Set<String> = ["when", "if"]
            if ["when", "if", "wenn"].contains(word) { return }
            guard !["금지", "禁止"].contains(noun) else { return nil }
            for mark in ["*", "~", "…", "->"] where text.hasPrefix(mark) {}
            let joined = [
                "and", // joins
                "or",
            ]
            if ["View", "UIView"].contains(name) {}
            if ["never"].contains(word) || word == "no" {}
            let path = "a[b]" + "c, d"
            """
        let found = try Self.inlineWordLists(in: source, file: "Sample.swift", codeVocabulary: ["Sample.swift kinds"])
        #expect(found == [
            #"Sample.swift ["when", "if"]"#, #"Sample.swift ["when", "if", "wenn"]"#, #"Sample.swift ["금지", "禁止"]"#,
            #"Sample.swift ["and", "or"]"#, #"Sample.swift ["View", "UIView"]"#,
        ])
    }
}
