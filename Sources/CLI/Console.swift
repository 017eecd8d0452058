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

    public static var standard: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            isTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// Colour only for a person at a terminal, never when NO_COLOR is set (no-color.org).
    public var usesColor: Bool { isTerminal && environment["NO_COLOR"] == nil }

    /// A relative path given on the command line, made absolute against the working directory.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).standardized.path
    }

    /// Writes the whole report at once: to stdout, or to FILE through a temporary file and a
    /// rename, so a failed run never leaves half a report behind.
    public func emit(_ text: String, output: String?) throws {
        guard let output else {
            out(text)
            return
        }
        let destination = URL(fileURLWithPath: absolute(output))
        // `/dev/null`, `/dev/stdout` or a FIFO is written to as it is: renaming a temporary
        // file over it would replace the device with a regular file (as root, for everyone).
        var status = stat()
        if stat(destination.path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG, (status.st_mode & S_IFMT) != S_IFDIR {
            guard let handle = FileHandle(forWritingAtPath: destination.path) else {
                throw PreflightError(file: output, "cannot write the report")
            }
            defer { try? handle.close() }
            do {
                try handle.write(contentsOf: Data(text.utf8))
            } catch {
                throw PreflightError(file: output, "cannot write the report: \(error.localizedDescription)")
            }
            return
        }
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).preflight-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(text.utf8).write(to: temporary)
            // rename(2) replaces the destination atomically, whether or not it exists.
            guard rename(temporary.path, destination.path) == 0 else {
                throw PreflightError(file: output, String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw PreflightError(file: output, "cannot write the report: \(error.localizedDescription)")
        }
    }
}
