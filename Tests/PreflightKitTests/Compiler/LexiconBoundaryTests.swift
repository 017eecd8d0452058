import Foundation
import Testing

/// The compiler's words live in `Sources/Compiler/Lexicon/` (`Cue.swift` says so). A list of
/// words declared anywhere else in the compiler is either Swift's own vocabulary (keywords,
/// modifiers, file extensions, platform and SDK names: code, not prose) or a concept's own
/// phrases in the catalogue. Both are listed here, exactly: a new prose list outside the lexicon
/// fails this test, and so does a listed one that is gone.
@Suite struct LexiconBoundaryTests {
    /// Lists of code vocabulary: what Swift, the file system or Apple's platforms spell.
    static let codeVocabulary: Set<String> = [
        "Catalogue/Concepts+Colour.swift colourPositions", "Catalogue/Concepts+Layout.swift fontSizePositions",
        "Catalogue/Concepts+Layout.swift paddingPositions", "Catalogue/Concepts+Layout.swift radiusPositions",
        "Catalogue/Concepts+Layout.swift sizePositions", "Catalogue/TypeFamily.swift testGlobs",
        "Catalogue/TypeFamily.swift uiTestGlobs", "Mapping/DeclarationTemplateMapper.swift kinds",
        "Mapping/DeclarationTemplateMapper.swift otherModifiers", "Mapping/DeclarationTemplateMapper.swift placeholders",
        "Mapping/DocumentationMapper.swift levels", "Mapping/ForbiddenUseMapper.swift bindingKeywords",
        "Mapping/ForbiddenUseMapper.swift fileExtensions", "Reading/CodeSpan.swift platforms",
        "Mapping/ForbiddenUseMapper.swift standaloneModifiers", "Mapping/ModifierMapper.swift accessModifiers",
        "Mapping/ModifierMapper.swift nonWrappers", "Mapping/PlaceReader.swift typeAttributes",
        "Reading/CodeSpan.swift fileExtensions", "Reading/CodeSpan.swift modifiers", "Reading/FrameRefinements.swift insetTypes",
        "Reading/FrameRefinements.swift textViews", "Roles/CodeLikeProse.swift keywords", "Roles/CodeLikeProse.swift lines",
        "Catalogue/Concepts+DeprecatedAPIs.swift modernCode", "Catalogue/Concepts+Localization.swift stringPositions",
        "Catalogue/SDKNames.swift commonWords", "Catalogue/SDKNames.swift freeFunctions", "Catalogue/SDKNames.swift modules",
        "Catalogue/TypeFamily.swift baseTypes", "CheckCoverage.swift separators", "LayoutTree.swift drawing",
        "Mapping/PlaceReader.swift containers", "Mapping/PlaceReader.swift closureModifiers", "Reading/CodeSpan.swift placeholderMarks",
        "Mapping/ForbiddenCodeText.swift contextualKeywords", "Mapping/NamePatternMapper.swift swiftKeywords",
        "Mapping/KindAndOwnershipMapper.swift codeKinds", "CheckCoverage.swift exemptionKeys",
        "Catalogue/Concepts+DeprecatedAPIs.swift deprecatedEntrySuccessors", "Mapping/DeclarationKinds.swift properties",
        "Mapping/DeclarationKinds.swift types",
    ]

    /// The concept catalogue's own phrases: data of one concept each, not words the reading shares.
    static let catalogueData: Set<String> = ["Catalogue/Concepts+DeprecatedAPIs.swift deprecatedEntryPhrases"]

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
}
