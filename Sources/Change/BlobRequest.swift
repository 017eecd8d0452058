import Foundation
import PreflightModel

/// Paths to read at one revision (the index when nil), each file up to `maximumSize`.
public struct BlobRequest: Sendable {
    public var revision: String?
    public var paths: [String]
    public var maximumSize: Int

    public init(revision: String?, paths: [String], maximumSize: Int) {
        self.revision = revision
        self.paths = paths
        self.maximumSize = maximumSize
    }
}

/// Reads `git cat-file --batch` answers from a descriptor, one per requested name: the header
/// line, then the blob's bytes, kept only when the header says it is a blob within the limit
/// (a larger one is read past, never held).
struct BatchBlobReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    enum Answer {
        case missing
        case tooLarge(Int)
        case blob([UInt8])
    }

    /// The next answer; nil at the end of the output.
    mutating func next(maximumSize: Int) throws -> Answer? {
        guard let newline = try fill(until: { $0.firstIndex(of: UInt8(ascii: "\n")) }) else { return nil }
        let header = String(decoding: buffer[..<newline], as: UTF8.self).split(separator: " ")
        buffer.removeFirst(newline + 1)
        // "<name> missing" / "ambiguous": a header alone.
        guard header.count == 3, let size = Int(header[2]), header[0].allSatisfy(\.isHexDigit) else { return .missing }
        // The object's bytes, then a newline.
        if header[1] != "blob" || size > maximumSize {
            try skip(size + 1)
            return header[1] == "blob" ? .tooLarge(size) : .missing
        }
        guard try fill(until: { $0.count >= size + 1 ? size : nil }) != nil else {
            throw PreflightError("git cat-file --batch ended early")
        }
        let bytes = Array(buffer[..<size])
        buffer.removeFirst(size + 1)
        return .blob(bytes)
    }

    /// Reads the output to its end (closing the pipe before would end git with SIGPIPE).
    mutating func drain() throws {
        try skip(.max)
    }

    private mutating func skip(_ count: Int) throws {
        var left = count
        while left > 0 {
            if buffer.isEmpty, try !readMore() { break }
            let taken = min(left, buffer.count)
            buffer.removeFirst(taken)
            left -= taken
        }
        if left > 0 && count != .max { throw PreflightError("git cat-file --batch ended early") }
    }

    /// Reads until `found` answers, or to the end of the output (nil).
    private mutating func fill(until found: ([UInt8]) -> Int?) throws -> Int? {
        while true {
            if let answer = found(buffer) { return answer }
            guard try readMore() else { return nil }
        }
    }

    /// One read into the buffer; false at the end.
    private mutating func readMore() throws -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }
}
