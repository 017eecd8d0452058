import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a regular file whose size is checked first: the limit is compared with what `fstat` says on
/// the opened file, and the read stops at the limit anyway (a file growing meanwhile, or a
/// device reporting no size), so no input can make Preflight hold more than the limit.
package enum BoundedRead {
    /// The bytes of `path`; nil when it cannot be opened or read. Throws when it is larger
    /// than `limit` bytes ("`shown`: is N MB; `what` above M MB are not read").
    package static func contents(of path: String, limit: Int, shown: String, what: String) throws -> [UInt8]? {
        // O_NONBLOCK: a FIFO planted where a file is expected must not hang the run.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG else { throw PreflightError(file: shown, "is not a regular file") }
        func tooLarge(_ size: Int) -> PreflightError {
            PreflightError(file: shown, "is \(describe(size)); \(what) above \(describe(limit)) are not read")
        }
        if Int(status.st_size) > limit { throw tooLarge(Int(status.st_size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { throw tooLarge(bytes.count) }
        }
    }

    /// "3 MB", "512 KB", "10 bytes".
    package static func describe(_ size: Int) -> String {
        if size >= 1_048_576 { return "\(size / 1_048_576) MB" }
        if size >= 1024 { return "\(size / 1024) KB" }
        return "\(size) bytes"
    }
}
