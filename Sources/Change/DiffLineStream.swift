import Foundation
import PreflightModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Diff text handed to the parser one line at a time, with one line of lookahead: from bytes
/// already in memory, or read in 64 KB chunks from a file descriptor (a diff file, standard
/// input, git's output pipe), so a diff of any size is parsed without holding its text.
struct DiffLineStream {
    private enum Source {
        case bytes([UInt8])
        case descriptor(Int32)
    }

    private var source: Source
    private let name: String
    private let requireUTF8: Bool
    private var buffer: [UInt8] = []
    private var bufferStart = 0
    private var ended = false
    private var nextNumber = 1
    /// The line being looked at and the one after it.
    private(set) var current: DiffTextLine?
    private(set) var next: DiffTextLine?
    /// The number of the last line read (for "the diff ends inside …" errors).
    private(set) var lastNumber: Int?

    /// `requireUTF8`: a line that is not UTF-8 is an error at its number (for standard input,
    /// whose whole text used to be checked before parsing).
    init(bytes: [UInt8], name: String) throws {
        source = .bytes(bytes)
        self.name = name
        requireUTF8 = false
        buffer = bytes
        ended = true
        try prime()
    }

    init(descriptor: Int32, name: String, requireUTF8: Bool = false) throws {
        source = .descriptor(descriptor)
        self.name = name
        self.requireUTF8 = requireUTF8
        try prime()
    }

    private mutating func prime() throws {
        current = try readLine()
        next = try readLine()
    }

    mutating func advance() throws {
        current = next
        next = try readLine()
    }

    /// Longest line accepted: a diff line is a source line, and no source line is this long.
    static let maximumLineLength = 16 * 1024 * 1024

    private mutating func readLine() throws -> DiffTextLine? {
        // Where the search for the line's end goes on after a refill (not from the line's start,
        // which made a long line quadratic).
        var searched = bufferStart
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                return try make(end: newline, consumed: newline + 1)
            }
            if ended {
                guard bufferStart < buffer.count else { return nil }
                return try make(end: buffer.count, consumed: buffer.count)
            }
            if buffer.count - bufferStart > Self.maximumLineLength {
                throw PreflightError(file: name, line: nextNumber,
                                     "diff line longer than \(Self.maximumLineLength / 1_048_576) MB; such a diff is not read")
            }
            let offset = buffer.count - bufferStart
            try fill()
            searched = bufferStart + offset
        }
    }

    private mutating func fill() throws {
        guard case let .descriptor(descriptor) = source else { ended = true; return }
        // Drop what was consumed before growing, so the buffer holds about one chunk plus the
        // longest line.
        if bufferStart > 0 {
            buffer.removeSubrange(..<bufferStart)
            bufferStart = 0
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PreflightError(file: name, "cannot read the diff: \(String(cString: strerror(errno)))")
            }
            if count == 0 { ended = true } else { buffer.append(contentsOf: chunk[..<count]) }
            return
        }
    }

    private mutating func make(end: Int, consumed: Int) throws -> DiffTextLine {
        var last = end
        var crlf = false
        if last > bufferStart, buffer[last - 1] == UInt8(ascii: "\r") {
            last -= 1
            crlf = true
        }
        let bytes = buffer[bufferStart..<last]
        if requireUTF8, String(validatingUTF8Bytes: Array(bytes)) == nil {
            throw PreflightError(file: name, line: nextNumber, "the diff is not UTF-8 text")
        }
        // A slice of its own: the buffer is compacted as reading goes on.
        let line = DiffTextLine(bytes: ArraySlice(Array(bytes)), endsWithCR: crlf, number: nextNumber)
        lastNumber = nextNumber
        nextNumber += 1
        bufferStart = consumed
        return line
    }
}

/// read(2), named apart from methods called `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
