import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Declared names must spell a word one way: from a "`newId`, never `newID`" pair the
/// compiler derives "a name part `ID` after a lower-case letter must be `Id`". Only declared
/// names are checked: uses of other modules' APIs (`objectID`) are not the team's to rename.
public struct IdentifierNamingCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "identifier-naming",
        summary: "A name part that declared identifiers must not contain, with its replacement.",
        triggering: [
            "let ↓userID = 1",
            "struct Account {\n    var ↓driveIDs: [Int]\n    func ↓fetchByID(_ value: Int) {}\n}",
            "func move(↓toAccountID ↓accountID: Int, _ ↓fileID: Int) {}",
        ],
        nonTriggering: [
            "let userId = 1\nlet uuid = UUID()\nlet id = 2",
            "let value = object.objectID\nlet text = \"userID\"",
            "func move(toAccountId accountId: Int, _ fileId: Int) { api.send(userID: accountId) }",
            "enum Kind { case IDCard }",
        ]
    )

    /// The spelling to avoid (`ID`) and the one to use (`Id`).
    public var forbidden: String
    public var replacement: String
    public var languages: Set<SourceLanguage>
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(forbidden: String, replacement: String, languages: Set<SourceLanguage> = [.swift]) {
        self.forbidden = forbidden
        self.replacement = replacement
        self.languages = languages
    }

    public static let example = IdentifierNamingCheck(forbidden: "ID", replacement: "Id")

    public enum Parameters: String, CodingKey, CaseIterable {
        case forbidden, replacement, languages
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(forbidden: try container.text(.forbidden), replacement: try container.text(.replacement),
                  languages: try container.languages(.languages, default: [.swift]))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(forbidden, forKey: .forbidden)
        try container.encode(replacement, forKey: .replacement)
        try container.encode(languages, forKey: .languages, unless: [.swift])
    }

    public var summary: String { codeScope.appended(to: ruleSummary) }

    var ruleSummary: String {
        "declared names spell `…\(replacement)`, never `…\(forbidden)`"
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        let tokens = file.codeTokens
        for declaration in file.declarations where declaration.kind != .extension {
            for name in declaration.names where containsForbiddenPart(name) {
                violations.append(Violation(
                    path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                    message: "`\(name)` should be spelled `\(fixed(name))`"))
            }
            // Parameters are declared names too: `func move(toAccountID accountID: String)`.
            guard declaration.kind == .function || declaration.kind == .initializer else { continue }
            for span in declaration.typeSpans where span.name != nil {
                var index = span.tokens.lowerBound - 2
                var seen = 0
                while index >= 0, seen < 2, tokens[index].kind == .identifier {
                    let name = file.text(of: tokens[index])
                    if name != "_", containsForbiddenPart(name) {
                        let place = file.location(ofOffset: tokens[index].start)
                        violations.append(Violation(path: file.path, line: place.line, column: place.column,
                                                    message: "`\(name)` should be spelled `\(fixed(name))`"))
                    }
                    index -= 1
                    seen += 1
                }
            }
        }
        return violations
    }

    /// The part counts where a camel-case word starts: after a lower-case letter or digit,
    /// and followed by the end, an upper-case letter, a digit, `_` or a plural `s`.
    func containsForbiddenPart(_ name: String) -> Bool {
        // Cheap byte test first: most names do not contain the part at all.
        let part = Array(forbidden.utf8)
        let bytes = Array(name.utf8)
        guard bytes.count >= part.count,
              (0...(bytes.count - part.count)).contains(where: { bytes[$0..<($0 + part.count)].elementsEqual(part) }) else { return false }
        return ranges(in: name).isEmpty == false
    }

    package func fixed(_ name: String) -> String {
        var result = name
        for range in ranges(in: name).reversed() { result.replaceSubrange(range, with: replacement) }
        return result
    }

    private func ranges(in name: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var searchStart = name.startIndex
        while let range = name.range(of: forbidden, range: searchStart..<name.endIndex) {
            searchStart = range.upperBound
            guard range.lowerBound > name.startIndex else { continue }
            let before = name[name.index(before: range.lowerBound)]
            guard before.isLowercase || before.isNumber else { continue }
            if range.upperBound < name.endIndex {
                let after = name[range.upperBound]
                let rest = name[range.upperBound...]
                guard after.isUppercase || after.isNumber || after == "_" || rest == "s" || (after == "s" && rest.dropFirst().first?.isUppercase == true)
                else { continue }
            }
            result.append(range)
        }
        return result
    }
}
