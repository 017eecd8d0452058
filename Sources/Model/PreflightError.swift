/// An input Preflight cannot work with. The CLI prints `description` on stderr and exits 2,
/// so the message always names the file (and the line and column where there is one).
public struct PreflightError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        guard let file else { return message }
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(message)"
    }
}
