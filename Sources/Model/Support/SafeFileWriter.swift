import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an output file (a report, a baseline) whole or not at all, and never somewhere it
/// should not: the bytes go to a temporary file created beside the target with `O_EXCL |
/// O_NOFOLLOW` (a planted file or link of that name is never opened, let alone written through),
/// which takes the target's permissions and then replaces the target by rename(2). A target that
/// is one of the run's inputs is refused, so `--output SKILL.md` cannot destroy a document, nor
/// `--output Sources/A.swift` a checked source. A link is never replaced: `/dev/stdout` and
/// `/dev/stderr` are the process's own streams, a link to a device or a pipe is written through,
/// any other link is refused. Every failure is a `PreflightError` naming the target and the
/// system's reason.
package enum SafeFileWriter {
    /// What a run read, which its outputs must never replace.
    package struct Inputs: Sendable {
        /// Files named by path (documents, configuration, baselines, a diff file).
        package var files: [String]
        /// Whether a path (absolute, links resolved) is a source file the run checked.
        package var isCheckedSource: @Sendable (String) -> Bool

        package init(files: [String] = [], isCheckedSource: @escaping @Sendable (String) -> Bool = { _ in false }) {
            self.files = files
            self.isCheckedSource = isCheckedSource
        }
    }

    /// - Parameters:
    ///   - shown: the target as the user typed it, for messages.
    ///   - what: "the report", "the baseline".
    ///   - inputs: files the run read; writing over one of them is refused.
    package static func write(_ bytes: [UInt8], to path: String, shown: String, what: String, inputs: [String] = []) throws {
        try write(to: path, shown: shown, what: what, inputs: Inputs(files: inputs)) { put in try put(bytes) }
    }

    package static func write(_ bytes: [UInt8], to path: String, shown: String, what: String, inputs: Inputs) throws {
        try write(to: path, shown: shown, what: what, inputs: inputs) { put in try put(bytes) }
    }

    package static func write(to path: String, shown: String, what: String, inputs: [String] = [],
                              produce: (_ put: ([UInt8]) throws -> Void) throws -> Void) throws {
        try write(to: path, shown: shown, what: what, inputs: Inputs(files: inputs), produce: produce)
    }

    /// The same, for content made piece by piece: `produce` hands each piece to the writer it
    /// is given, so a large report is never held whole. The target still changes only once
    /// everything is written; a throw from `produce` leaves it untouched.
    package static func write(to path: String, shown: String, what: String, inputs: Inputs,
                              produce: (_ put: ([UInt8]) throws -> Void) throws -> Void) throws {
        func failure(_ reason: String) -> PreflightError {
            PreflightError(file: shown, "cannot write \(what): \(reason)")
        }
        if let stream = standardStream(path) {
            return try produce { bytes in try writeAll(bytes, to: stream, failure: failure) }
        }
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
            // Written through only when it leads to a device or a pipe (`/dev/tty`); a rename
            // would replace the link itself, and writing through it would reach a file that
            // whoever planted the link chose.
            var target = stat()
            guard stat(path, &target) == 0, [S_IFCHR, S_IFIFO].contains(target.st_mode & S_IFMT) else {
                throw failure("it is a symbolic link; give the path of the file itself")
            }
            return try writeInPlace(to: path, failure: failure, produce: produce)
        }
        var target = stat()
        let exists = stat(path, &target) == 0
        if exists {
            let type = target.st_mode & S_IFMT
            if type == S_IFDIR { throw failure("it is a folder (give a file name)") }
            for input in inputs.files {
                var other = stat()
                if stat(input, &other) == 0, other.st_dev == target.st_dev, other.st_ino == target.st_ino {
                    // Named as the run was started (the same file may bear another name: a hard link).
                    let cwd = FileManager.default.currentDirectoryPath + "/"
                    let shown = input.hasPrefix(cwd) ? String(input.dropFirst(cwd.count)) : input
                    let other = shown == path || input == path ? "" : " (\(shown))"
                    throw failure("it is one of the files this run reads\(other); choose another file")
                }
            }
            if type == S_IFREG, let real = ReadBoundary.realPath(path), inputs.isCheckedSource(real) {
                throw failure("it is a source file this run checks; choose another file")
            }
            // `/dev/null`, a FIFO: written to as they are; renaming a file over one would
            // replace the device with a regular file.
            if type != S_IFREG { return try writeInPlace(to: path, failure: failure, produce: produce) }
        } else if errno != ENOENT {
            throw failure(String(cString: strerror(errno)))
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0..<UInt64.max), radix: 36)
            temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).preflight-\(suffix)"
            // 0600 until it holds everything; the final mode is set below.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            try produce { bytes in try writeAll(bytes, to: descriptor, failure: failure) }
            // An existing target keeps its permissions; a new one gets what the umask allows.
            let mode: mode_t
            if exists {
                mode = target.st_mode & 0o7777
            } else {
                let mask = umask(0)
                umask(mask)
                mode = 0o666 & ~mask
            }
            if fchmod(descriptor, mode) != 0 { throw failure(String(cString: strerror(errno))) }
            if fsync(descriptor) != 0, errno != EINVAL { throw failure(String(cString: strerror(errno))) }
            closed = true
            if close(descriptor) != 0 { throw failure(String(cString: strerror(errno))) }
            if rename(temporary, path) != 0 { throw failure(String(cString: strerror(errno))) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The descriptor of `/dev/stdout`, `/dev/stderr` (and their `/dev/fd/N`, `/proc/self/fd/N`
    /// spellings) for 1 and 2: written to directly, at the stream's own position, as a shell
    /// redirection expects (reopening the path would start a redirected file over at byte 0).
    static func standardStream(_ path: String) -> Int32? {
        switch ReadBoundary.standardized(path) {
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": return 1
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": return 2
        default: return nil
        }
    }

    private static func writeInPlace(to path: String, failure: @escaping (String) -> PreflightError,
                                     produce: (_ put: ([UInt8]) throws -> Void) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try produce { bytes in try writeAll(bytes, to: descriptor, failure: failure) }
    }

    /// write(2) until every byte is out, retrying interrupted and partial writes.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32, failure: (String) -> PreflightError) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            offset += count
        }
    }
}

/// write(2), named apart from methods called `write`.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
