import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// An `import` of a module that is neither Apple's (the platform SDKs and the Swift toolchain)
/// nor the repository's own ("no third-party dependencies", "only Apple frameworks", "외부
/// 라이브러리 사용 금지"). The repository's modules are the targets its manifests declare and the
/// names of its folders (a Swift package's `Sources/<Target>`, an app's folder). Modules the team
/// allows by name stay allowed.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ThirdPartyImportCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "third-party-import",
        summary: "Files import only Apple's modules and the repository's own.",
        triggering: ["import SwiftUI\n↓import Kingfisher\n@testable ↓import Alamofire\n"],
        nonTriggering: ["import SwiftUI\nimport os.log\nimport struct Foundation.URL\n@preconcurrency import Combine\n// import Kingfisher\n"
            + "import Testing\n"],
        examplePath: "Sources/App/ImageView.swift"
    )

    /// Modules the team allows besides Apple's ("no third-party dependencies except `Kingfisher`").
    public var allowed: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(allowed: [String] = [], scope: [Glob] = []) {
        self.allowed = allowed
        self.scope = scope
    }

    public static let example = ThirdPartyImportCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case allowed
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let allowed = container.contains(.allowed)
            ? try container.strings(.allowed, what: "a list of module names", entry: "a module name") : []
        self.init(allowed: allowed)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if !allowed.isEmpty { try container.encode(allowed, forKey: .allowed) }
    }

    public var summary: String {
        let besides = allowed.isEmpty ? "" : " (and " + allowed.map { "`\($0)`" }.joined(separator: ", ") + ")"
        return codeScope.appended(to: "only Apple's modules and the repository's own are imported\(besides)")
    }

    public var anchorTokens: [String]? { ["import"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let imports = file.imports
        guard !imports.isEmpty else { return [] }
        let local = context.localModules()
        return imports.compactMap { declaration in
            let module = declaration.module
            // The repository's names come in lower case too: a folder `aizen` holds the module `Aizen`.
            guard !AppleModules.names.contains(module), !local.contains(module), !local.contains(module.lowercased()),
                  !allowed.contains(module) else { return nil }
            return Violation(path: file.path, line: declaration.line, column: declaration.column,
                             message: "`\(module)` is neither an Apple module nor one of the repository's own: a third-party dependency")
        }
    }
}
