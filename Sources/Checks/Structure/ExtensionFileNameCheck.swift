import Foundation
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A file that holds only extensions of one type is named after that type and what it adds:
/// `String+Validation.swift` ("extension files are named `Type+Feature.swift`"). The file name
/// of the type alone (`String.swift`) is accepted too, as teams that name extension files by
/// type write it. A file that declares a type, a free function or a global, or extends
/// several types, is not an extension file and is not judged (`file-name` judges files of
/// types).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ExtensionFileNameCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "extension-file-name",
        summary: "A file holding only extensions of one type is named `Type+Purpose.swift`.",
        triggering: [
            "import Foundation\n\nextension ↓String {\n    var isValidEmail: Bool { contains(\"@\") }\n}\n\nextension String {\n    var trimmed: String { self }\n}",
        ],
        nonTriggering: [
            "extension String {\n    var isValidEmail: Bool { contains(\"@\") }\n}\nextension Substring {\n    var isBlank: Bool { isEmpty }\n}",
            "struct Validator {}\nextension String {\n    var isValidEmail: Bool { contains(\"@\") }\n}",
        ],
        examplePath: "Sources/App/Extensions/StringValidation.swift",
        // A document's fragments have no file name to judge.
        verifiableOnExamples: false
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = ExtensionFileNameCheck()

    public var summary: String { codeScope.appended(to: "files holding only extensions of one type named `Type+Purpose.swift`") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let topLevel = file.declarations.filter { $0.parent == nil && !$0.isLocal }
        guard let first = topLevel.first, topLevel.allSatisfy({ $0.kind == .extension }),
              Set(topLevel.map(\.name)).count == 1 else { return [] }
        let base = (file.path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        let names = [first.name, first.name.split(separator: ".").last.map(String.init) ?? first.name]
        guard !names.contains(where: { base == $0 || (base.hasPrefix($0 + "+") && base.count > $0.count + 1) }) else { return [] }
        let type = names[1]
        return [Violation(path: file.path, line: first.nameLine, column: first.nameColumn,
                          message: "`\(base).swift` holds only extensions of `\(first.name)`: name it `\(type)+<Purpose>.swift`")]
    }
}
