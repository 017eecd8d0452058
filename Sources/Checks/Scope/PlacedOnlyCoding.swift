import PreflightModel
import PreflightRepository

/// A check whose only parameters are where it looks (`paths` and a code scope): the kinds that
/// say all they check in their name (`force-unwrap`, `mark-spacing`, `file-name`, …) share this
/// one reading and writing of annotations, `.preflight.yml` and `compile` output.
public protocol PlacedOnlyCoding: FileCheck, CodeScopedCheck {
    init(scope: [Glob])
    var scope: [Glob] { get set }
}

/// The keys such a check reads: its paths and the parts of a code scope.
enum PlacedOnlyKeys: String, CodingKey, CaseIterable {
    case paths, within, outside, whenFileUses, excludedPaths, inFilesDeclaring
}

extension PlacedOnlyCoding {
    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, PlacedOnlyKeys.self)
        self.init(scope: try container.optionalGlobs(.paths))
        codeScope = try container.codeScope { PlacedOnlyKeys(rawValue: $0)! }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: PlacedOnlyKeys.self)
        try container.encodeScope(scope, forKey: .paths)
        try container.encode(codeScope) { PlacedOnlyKeys(rawValue: $0)! }
    }
}
