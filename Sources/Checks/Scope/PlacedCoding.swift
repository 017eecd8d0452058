import PreflightModel
import PreflightRepository

/// A check whose parameters are its own plus where it looks (`paths` and the parts of a code
/// scope). The check codes only its own parameters; this reads and writes the place once for
/// every kind, so an annotation, `.preflight.yml` and `compile` output name it the same way,
/// and a key no part knows is refused with the kind's name.
public protocol PlacedCoding: ScopedFileCheck, CodeScopedCheck {
    /// The check's own parameter names.
    associatedtype Parameters: CodingKey & CaseIterable
    /// Names read by a shared part (a type selector's fields) besides `Parameters`.
    static var sharedParameterNames: [String] { get }
    /// The check from its own parameters; `paths` and the code scope are set afterwards.
    /// `decoder` serves shared parts (`TypeSelector(fieldsFrom:)`) and error paths.
    init(parameters: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws
    /// Writes the check's own parameters, before the place.
    func encode(parameters: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws
}

/// The keys of a place: the paths and the parts of a code scope. `whenFileContains` is read as
/// `whenFileUses` (its name in annotations written before the scope was one value) and never
/// written.
enum PlaceKeys: String, CodingKey, CaseIterable {
    case paths, inside, within, outside, whenFileUses, whenFileContains, excludedPaths, inFilesDeclaring
}

extension PlacedCoding {
    public static var sharedParameterNames: [String] { [] }

    public init(from decoder: Decoder) throws {
        let parameters = try decoder.parameters(of: Self.description.kind, Parameters.self,
                                                sharing: Self.sharedParameterNames + PlaceKeys.allCases.map(\.rawValue))
        try self.init(parameters: parameters, decoder: decoder)
        let place = try decoder.container(keyedBy: PlaceKeys.self)
        scope = try place.optionalGlobs(.paths)
        codeScope = try place.codeScope()
    }

    public func encode(to encoder: Encoder) throws {
        var parameters = encoder.container(keyedBy: Parameters.self)
        try encode(parameters: &parameters, encoder: encoder)
        var place = encoder.container(keyedBy: PlaceKeys.self)
        try place.encodeScope(scope, forKey: .paths)
        try place.encode(codeScope)
    }
}

/// No parameters of its own: the kinds that say all they check in their name.
public enum NoParameters: CodingKey, CaseIterable {
    public var stringValue: String { switch self {} }
    public var intValue: Int? { switch self {} }
    public init?(stringValue: String) { nil }
    public init?(intValue: Int) { nil }
}
