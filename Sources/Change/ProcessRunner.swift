import Foundation
import PreflightModel

/// Runs one program with an argument array (never through a shell) and collects what it
/// writes. stdout and stderr are drained concurrently so a large output cannot fill one pipe
/// while the program waits on the other.
package enum ProcessRunner {
    package struct Result {
        package var status: Int32
        package var stdout: Data
        package var stderr: Data

        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

        /// The first lines of stderr, for an error message.
        var stderrSummary: String {
            let text = String(decoding: stderr, as: UTF8.self)
                .split(whereSeparator: \.isNewline).prefix(3).joined(separator: " ")
            return text.isEmpty ? "exit status \(status)" : text
        }
    }

    /// Finds `name` in the directories of `PATH`.
    package static func locate(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
               !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    package static func run(
        _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil
    ) throws -> Result {
        let prepared = try PreparedInput(input, for: executable)
        defer { prepared.release() }
        if let spawned = try SpawnedProcess.start(executable.path, arguments, directory: directory?.path,
                                                  environment: environment ?? ProcessInfo.processInfo.environment,
                                                  input: prepared.spawnInput) {
            let (status, output, errors) = spawned.collect()
            return Result(status: status, stdout: output, stderr: errors)
        }
        let standardInput = try prepared.fileHandle()
        defer { if case .file = prepared { try? standardInput.close() } }
        let (process, stdout, stderr, exited, collected, group) = try launch(executable, arguments, directory: directory,
                                                                            environment: environment, standardInput: standardInput)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        exited.wait()
        try? stdout.fileHandleForReading.close()
        try? stderr.fileHandleForReading.close()
        return Result(status: process.terminationStatus, stdout: output, stderr: collected.stderr)
    }

    /// What a program reads on standard input. Input is never written while the program runs:
    /// a program that stops reading early can neither leave us blocked on a full pipe nor kill
    /// us with SIGPIPE. Small input (a few paths for `cat-file`) is put in a pipe before the
    /// program starts; larger input goes through a temporary file, which costs a millisecond or
    /// more to create and remove.
    private enum PreparedInput {
        case none
        case pipe(Int32)
        case file(URL)

        init(_ input: Data?, for executable: URL) throws {
            guard let input else { self = .none; return }
            if let descriptor = SpawnedProcess.prefilledPipe(input) {
                self = .pipe(descriptor)
                return
            }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-input-\(UUID().uuidString)")
            do {
                try input.write(to: file)
            } catch {
                throw PreflightError("cannot write a temporary file for \(executable.lastPathComponent): \(error.localizedDescription)")
            }
            self = .file(file)
        }

        var spawnInput: SpawnedProcess.Input {
            switch self {
            case .none: .nothing
            case .pipe(let descriptor): .descriptor(descriptor)
            case .file(let url): .path(url.path)
            }
        }

        /// For Foundation's `Process`.
        func fileHandle() throws -> FileHandle {
            switch self {
            case .none: FileHandle.nullDevice
            case .pipe(let descriptor): FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            case .file(let url): try FileHandle(forReadingFrom: url)
            }
        }

        /// Once the program has started (it holds its own copy of the pipe).
        func release() {
            switch self {
            case .none: break
            case .pipe(let descriptor): close(descriptor)
            case .file(let url): try? FileManager.default.removeItem(at: url)
            }
        }
    }

    /// Runs the program and hands its standard output, as a descriptor, to `consume` while it
    /// runs (stderr is collected on the side). When `consume` throws before the end of the
    /// output, the program is terminated rather than left blocked on a full pipe.
    package static func stream<T>(
        _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, consume: (Int32) throws -> T
    ) throws -> (status: Int32, stderr: Data, value: T) {
        let prepared = try PreparedInput(input, for: executable)
        defer { prepared.release() }
        if let spawned = try SpawnedProcess.start(executable.path, arguments, directory: directory?.path,
                                                  environment: environment ?? ProcessInfo.processInfo.environment,
                                                  input: prepared.spawnInput) {
            // stderr is read to its end beside the caller reading stdout.
            let errors = Pending { spawned.drainStderr() }
            let outcome = Swift.Result { try consume(spawned.stdout) }
            // A consumer that stopped early leaves output unread: end the program instead of waiting.
            if case .failure = outcome { spawned.terminate() }
            close(spawned.stdout)
            let stderr = try errors.value()
            let status = spawned.wait()
            return (status, stderr, try outcome.get())
        }
        let standardInput = try prepared.fileHandle()
        defer { if case .file = prepared { try? standardInput.close() } }
        let (process, stdout, stderr, exited, collected, group) = try launch(executable, arguments, directory: directory,
                                                                            environment: environment, standardInput: standardInput)
        let outcome = Swift.Result { try consume(stdout.fileHandleForReading.fileDescriptor) }
        // A consumer that stopped early leaves output unread: end the program instead of waiting.
        if case .failure = outcome, process.isRunning { process.terminate() }
        try? stdout.fileHandleForReading.close()
        group.wait()
        exited.wait()
        try? stderr.fileHandleForReading.close()
        return (process.terminationStatus, collected.stderr, try outcome.get())
    }

    /// Starts the program with piped output; stderr is read on another queue into `collected`
    /// (`group` is left when it is done) and `exited` is signalled when the program is reaped.
    private static func launch(_ executable: URL, _ arguments: [String], directory: URL?, environment: [String: String]?,
                               standardInput: FileHandle)
        throws -> (Process, Pipe, Pipe, DispatchSemaphore, Collected, DispatchGroup) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = standardInput
        // `waitUntilExit()` polls the run loop every 50 ms in swift-corelibs-foundation, which
        // made each git call cost ~60 ms; the termination handler fires as soon as it is reaped.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw PreflightError("cannot run \(executable.lastPathComponent): \(error.localizedDescription)")
        }
        let collected = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            collected.setStderr(stderr.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        return (process, stdout, stderr, exited, collected, group)
    }

    /// stderr as read on the other queue.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func setStderr(_ value: Data) {
            lock.lock()
            data = value
            lock.unlock()
        }

        package var stderr: Data {
            lock.lock()
            defer { lock.unlock() }
            return data
        }
    }
}
