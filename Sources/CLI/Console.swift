import Foundation
import PreflightModel
import PreflightSwiftSource
import PreflightValidate

/// Where a command writes. Tests pass closures that capture; the executable passes the real
/// streams. `isTerminal` decides colours, progress and the default output format.
public struct Console {
    public var out: (String) -> Void
    public var err: (String) -> Void
    public var isTerminal: Bool
    /// Whether standard error is a terminal: progress is drawn there even when the report is
    /// piped or written to a file.
    public var stderrIsTerminal: Bool
    public var environment: [String: String]
    public var currentDirectory: String
    public var readStandardInput: () -> Data
    /// Standard input as a descriptor to stream from (a diff of any size, `--diff -`); nil
    /// when input comes from `readStandardInput` (tests).
    public var standardInputDescriptor: Int32?

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, isTerminal: Bool = false,
                stderrIsTerminal: Bool = false,
                environment: [String: String] = [:], currentDirectory: String = FileManager.default.currentDirectoryPath,
                readStandardInput: @escaping () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.readStandardInput = readStandardInput
    }

    /// The process's own streams, written with write(2): a failed write (a full disk, a closed
    /// stream, `> /dev/full`) is recorded, and the command then exits 2 with a message instead
    /// of trapping in Foundation's non-throwing `FileHandle.write`.
    public static var standard: Console {
        let failures = StreamFailures.shared
        var console = Console(
            out: { failures.write($0, to: STDOUT_FILENO, name: "standard output") },
            err: { failures.write($0, to: STDERR_FILENO, name: "standard error") },
            isTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment
        )
        console.standardInputDescriptor = STDIN_FILENO
        console.streamFailure = { failures.first }
        return console
    }

    /// The first failed write to standard output or error, if any ("standard output: No space
    /// left on device"); nil for consoles that cannot fail (tests).
    public var streamFailure: () -> String? = { nil }

    /// Paths the current command read (documents, configuration, baseline, diff): an output
    /// file is never written over one of them.
    public var inputs: [String] = []
    /// Whether a path (absolute, links resolved) is a source file the run checked: outputs never replace one.
    var isCheckedSource: @Sendable (String) -> Bool = { _ in false }

    /// Standard input whole, or nil as soon as it holds more than `limit` bytes (an editor's
    /// buffer is a file's text: an endless stream must not be held).
    public func standardInput(limit: Int) -> Data? {
        guard let descriptor = standardInputDescriptor else {
            let data = readStandardInput()
            return data.count > limit ? nil : data
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
            if data.count > limit { return nil }
        }
        return data
    }

    /// Colour only for a person at a terminal, never when NO_COLOR is set (no-color.org).
    public var usesColor: Bool { isTerminal && environment["NO_COLOR"] == nil }

    /// A relative path given on the command line, made absolute against the working directory.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).standardized.path
    }

    /// What an output written by this console must never replace.
    var protectedInputs: SafeFileWriter.Inputs {
        SafeFileWriter.Inputs(files: inputs.map(absolute), isCheckedSource: isCheckedSource)
    }

    /// Writes the whole report at once: to stdout, or to FILE through a temporary file and a
    /// rename (`SafeFileWriter`), so a failed run never leaves half a report behind and never
    /// writes over one of the run's inputs.
    public func emit(_ text: String, output: String?) throws {
        guard let output else {
            out(text)
            return
        }
        try SafeFileWriter.write(Array(text.utf8), to: absolute(output), shown: output, what: "the report",
                                 inputs: protectedInputs)
    }

    /// `emit` for a report made in pieces (`write` hands each to the sink it is given): the
    /// pieces go out as they come, and a file still changes only when the last one is written.
    public func emit(output: String?, write: (_ sink: @escaping (String) throws -> Void) throws -> Void) throws {
        guard let output else {
            try write { out($0) }
            return
        }
        try SafeFileWriter.write(to: absolute(output), shown: output, what: "the report", inputs: protectedInputs) { put in
            // The sink lives only as long as this call: the writers keep it no longer.
            try withoutActuallyEscaping(put) { put in try write { try put(Array($0.utf8)) } }
        }
    }
}

/// Failed writes to the process's standard streams, remembered for the exit code.
final class StreamFailures: @unchecked Sendable {
    static let shared = StreamFailures()
    private let lock = NSLock()
    private var failure: String?

    var first: String? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    func write(_ text: String, to descriptor: Int32, name: String) {
        do {
            try SafeFileWriter.writeAll(Array(text.utf8), to: descriptor) { reason in PreflightError("\(name): \(reason)") }
        } catch {
            lock.lock()
            if failure == nil { failure = "\(error)" }
            lock.unlock()
        }
    }
}
