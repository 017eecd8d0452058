import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Imports sorted alphabetically within each group (groups are separated by blank lines, as
/// swiftformat's `sortImports` treats them), `@testable` imports after the others,
/// `@preconcurrency` ignored for ordering, and optionally a blank line after the last import.
public struct ImportOrderCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "import-order",
        summary: "Imports sorted within their group, @testable last, a blank line after them.",
        triggering: [
            "import SwiftUI\n↓import Combine\n\nstruct A {}",
            "import Foundation\nimport UIKit\n↓struct A {}",
            "@testable import App\n↓import XCTest\n\nfinal class T {}",
        ],
        nonTriggering: [
            "import Combine\n@preconcurrency import Foundation\nimport SwiftUI\n\nstruct A {}",
            "import Foundation\nimport XCTest\n@testable import App\n\nfinal class T {}",
            "import InfraKit\n\nimport Alamofire\nimport Foundation\n\nstruct A {}",
        ],
        verifiableOnExamples: false
    )

    public var sorted: Bool
    public var blankLineAfter: Bool
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()
    public var languages: Set<SourceLanguage> { [.swift] }

    public init(sorted: Bool = true, blankLineAfter: Bool = true) {
        self.sorted = sorted
        self.blankLineAfter = blankLineAfter
    }

    public static let example = ImportOrderCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case sorted, blankLineAfter
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(sorted: try container.flag(.sorted, default: true), blankLineAfter: try container.flag(.blankLineAfter, default: true))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(sorted, forKey: .sorted)
        try container.encode(blankLineAfter, forKey: .blankLineAfter)
    }

    public var summary: String { codeScope.appended(to: ruleSummary) }

    var ruleSummary: String {
        [sorted ? "imports sorted alphabetically within each group, `@testable` last" : nil,
         blankLineAfter ? "a blank line after the imports" : nil].compactMap { $0 }.joined(separator: "; ")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        // Only the file's leading imports: an import inside `#if` further down keeps its own place.
        let imports = file.imports.filter { entry in
            file.declarations.first.map { $0.line > entry.line } ?? true
        }
        guard !imports.isEmpty else { return [] }
        var violations: [Violation] = []
        if sorted {
            var previous: ImportDecl?
            for entry in imports {
                defer { previous = entry }
                guard let before = previous, entry.line == before.line + 1 else { continue }
                if Self.orderKey(before) > Self.orderKey(entry) {
                    let testableFirst = before.attributes.contains("testable") && !entry.attributes.contains("testable")
                    violations.append(Violation(path: file.path, line: entry.line, column: entry.column, message: testableFirst
                        ? "`import \(entry.path)` comes after `@testable import \(before.path)`: `@testable` imports go last"
                        : "`import \(entry.path)` is out of order after `import \(before.path)`"))
                }
            }
        }
        if blankLineAfter, let last = imports.last {
            var next = last.line + 1
            // `#endif` closing an import block belongs to it.
            while file.lineText(next).trimming(" \t").hasPrefix("#endif") { next += 1 }
            if next <= file.lineCount, !file.lineText(next).allSatisfy(\.isWhitespace) {
                violations.append(Violation(path: file.path, line: next, column: 1,
                                            message: "no blank line after the imports"))
            }
        }
        return violations
    }

    static func orderKey(_ entry: ImportDecl) -> (Int, String, String) {
        (entry.attributes.contains("testable") ? 1 : 0, entry.path.lowercased(), entry.path)
    }
}

private func > (lhs: (Int, String, String), rhs: (Int, String, String)) -> Bool {
    if lhs.0 != rhs.0 { return lhs.0 > rhs.0 }
    if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
    return lhs.2 > rhs.2
}
