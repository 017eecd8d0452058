import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Forbids importing modules, everywhere or in files under given paths: "Core never imports
/// UI", module boundaries read from a layout tree, "`~Item` files must not import `shared`".
public struct ForbiddenImportCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "forbidden-import",
        summary: "Modules that files (under given paths) must not import.",
        triggering: ["import Foundation\n↓import SwiftUI\n", "@preconcurrency ↓import UIKit\n"],
        nonTriggering: ["import Foundation\nimport RealmSwift\n", "// import SwiftUI\nlet name = \"import UIKit\"\n"],
        examplePath: "Core/Sources/Manager.swift",
        sharedMeaning: "forbidden-code"
    )

    public var modules: [String]
    public var languages: Set<SourceLanguage>
    public var scope: [Glob]
    /// Folders inside the scope where the imports are allowed ("shared UI allowed under `UI/`").
    public var allowedIn: [Glob]

    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(modules: [String], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [], allowedIn: [Glob] = []) {
        self.modules = modules
        self.languages = languages
        self.scope = scope
        self.allowedIn = allowedIn
    }

    public static let example = ForbiddenImportCheck(modules: ["SwiftUI", "UIKit"], scope: [Glob("Core/**")])

    public enum Parameters: String, CodingKey, CaseIterable {
        case modules, languages, allowedIn
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(modules: try container.strings(.modules, what: "a list of module names", entry: "a module name"),
                  languages: try container.languages(.languages, default: [.swift]), allowedIn: try container.optionalGlobs(.allowedIn))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(modules, forKey: .modules)
        try container.encode(languages, forKey: .languages, unless: [.swift])
        if !allowedIn.isEmpty { try container.encode(allowedIn, forKey: .allowedIn) }
    }

    /// A module folder the repository names replaces the document's guess for the same folder
    /// (matched by the folder's last literal name), and its modules replace the document's.
    public func adopting(moduleBoundaries: [(folder: Glob, forbiddenImports: [String])]) -> ForbiddenImportCheck {
        guard !scope.isEmpty else { return self }
        var adopted = self
        for boundary in moduleBoundaries {
            let name = boundary.folder.pattern.split(separator: "/").last { !$0.contains("*") }.map(String.init)
            if let name, adopted.scope.contains(where: { $0.pattern.contains("/\(name)/") || $0.pattern.hasPrefix("\(name)/") }) {
                adopted.scope = [boundary.folder]
                if !boundary.forbiddenImports.isEmpty { adopted.modules = boundary.forbiddenImports }
            }
        }
        return adopted
    }

    public var summary: String {
        let where_ = scope.isEmpty ? "" : " in " + scope.map { "`\($0.pattern)`" }.joined(separator: ", ")
        let except = allowedIn.isEmpty ? "" : " except " + allowedIn.map { "`\($0.pattern)`" }.joined(separator: ", ")
        return codeScope.appended(to: "forbids importing " + modules.map { "`\($0)`" }.joined(separator: ", ") + where_ + except)
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        if allowedIn.contains(where: { $0.matches(file.path) }) { return [] }
        if file.path.hasSuffix(".kt") || file.path.hasSuffix(".kts") {
            return kotlinImports(file)
        }
        return file.imports.compactMap { entry in
            guard modules.contains(entry.module) else { return nil }
            return Violation(path: file.path, line: entry.line, column: entry.column, message: "imports `\(entry.module)`")
        }
    }

    /// Kotlin imports are dotted paths (`import shared.data.Foo`); a module matches a leading segment.
    private func kotlinImports(_ file: SourceFile) -> [Violation] {
        var violations: [Violation] = []
        for number in 1...max(1, file.lineCount) {
            let line = file.lineText(number).trimming(" \t")
            guard line.hasPrefix("import ") else { continue }
            let path = line.dropFirst(7).trimming(" ")
            if let module = modules.first(where: { path == $0 || path.hasPrefix($0 + ".") }) {
                violations.append(Violation(path: file.path, line: number, column: 1, message: "imports `\(module)`"))
            }
        }
        return violations
    }
}
