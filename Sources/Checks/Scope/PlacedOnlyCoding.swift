import PreflightModel
import PreflightRepository

/// A check whose only parameters are where it looks (`paths` and a code scope): the kinds that
/// say all they check in their name (`force-unwrap`, `mark-spacing`, `file-name`, …).
public protocol PlacedOnlyCoding: PlacedCoding where Parameters == NoParameters {
    init(scope: [Glob])
}

extension PlacedOnlyCoding {
    public init(parameters: KeyedDecodingContainer<NoParameters>, decoder: Decoder) throws {
        self.init(scope: [])
    }

    public func encode(parameters: inout KeyedEncodingContainer<NoParameters>, encoder: Encoder) throws {}
}
