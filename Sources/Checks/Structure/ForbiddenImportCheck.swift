import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Forbids importing modules, everywhere or in files under given paths: "Core never imports
/// UI", module boundaries read from a layout tree, "`~Item` files must not import `shared`".
public struct ForbiddenImportCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "forbidden-import",
        summary: "Modules that files (under given paths) must not import.",
        triggering: ["import Foundation\n↓import SwiftUI\n", "@preconcurrency ↓import UIKit\n"],
        nonTriggering: ["import Foundation\nimport RealmSwift\n", "// import SwiftUI\nlet name = \"import UIKit\"\n"],
        examplePath: "Core/Sources/Manager.swift"
    )

    public var modules: [String]
    public var languages: Set<SourceLanguage>
    public var scope: [Glob]
    /// Folders inside the scope where the imports are allowed ("shared UI allowed under `UI/`").
    public var allowedIn: [Glob]
    /// Regions and file conditions read from the rule's place.
    public var codeScope = CodeScope()

    public init(modules: [String], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [], allowedIn: [Glob] = []) {
        self.modules = modules
        self.languages = languages
        self.scope = scope
        self.allowedIn = allowedIn
    }

    public var parameters: [(name: String, value: ParameterValue)] {
        var result: [(name: String, value: ParameterValue)] = [("modules", .list(modules))]
        if !scope.isEmpty { result.append(("paths", .list(scope.map(\.pattern)))) }
        if !allowedIn.isEmpty { result.append(("allowedIn", .list(allowedIn.map(\.pattern)))) }
        result += codeScope.parameters
        return result
    }

    public var summary: String { baseSummary + (codeScope.isEmpty ? "" : " " + codeScope.description) }

    var baseSummary: String {
        let where_ = scope.isEmpty ? "" : " in " + scope.map { "`\($0.pattern)`" }.joined(separator: ", ")
        let except = allowedIn.isEmpty ? "" : " except " + allowedIn.map { "`\($0.pattern)`" }.joined(separator: ", ")
        return "forbids importing " + modules.map { "`\($0)`" }.joined(separator: ", ") + where_ + except
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
