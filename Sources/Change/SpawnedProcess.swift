import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PreflightModel

/// A program started with `posix_spawn`, its output on two pipes: what `ProcessRunner` uses
/// where the C library can start a program in another folder. Foundation's `Process` costs
/// about 2.5 ms more per program (a run-loop thread to learn of its end, a descriptor-closing
/// loop), and a review runs a dozen git commands.
struct SpawnedProcess {
    let pid: pid_t
    /// Read ends, close-on-exec so that programs started at the same time from other threads
    /// do not inherit them (an inherited write end would hold the pipe open).
    let stdout: Int32
    let stderr: Int32

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), looked up at run time
    /// since the C headers Swift imports do not declare it; nil where the C library lacks it.
    private typealias AddChdir = @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>) -> Int32
    private static let addChdir: AddChdir? = {
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)   // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil             // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(everywhere, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    static var isAvailable: Bool { addChdir != nil }

    /// Where the program's standard input comes from.
    enum Input {
        /// `/dev/null`.
        case nothing
        case path(String)
        /// A descriptor the caller keeps and closes once the program has started.
        case descriptor(Int32)
    }

    /// Starts `executable` (a path, never looked up) with `arguments`, in `directory`, with
    /// exactly `environment` and standard input from `input`. Returns nil when this C library
    /// cannot start a program in a folder (the caller falls back to Foundation).
    static func start(_ executable: String, _ arguments: [String], directory: String?, environment: [String: String],
                      input: Input) throws -> SpawnedProcess? {
        guard let addChdir else { return nil }
        // Pipes are made and marked close-on-exec, and the program started, under one lock:
        // no program this process starts from another thread can inherit a pipe in between.
        spawning.lock()
        defer { spawning.unlock() }
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard makePipe(&output) else { throw failure("cannot create a pipe", executable) }
        guard makePipe(&errors) else {
            close(output[0]); close(output[1])
            throw failure("cannot create a pipe", executable)
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch input {
        case .nothing: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .path(let path): posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        }
        // dup2 clears close-on-exec on the copies the program keeps as its stdout and stderr.
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        if let directory {
            let added = withUnsafeMutablePointer(to: &actions) { pointer in addChdir(UnsafeMutableRawPointer(pointer), directory) }
            guard added == 0 else {
                [output[0], output[1], errors[0], errors[1]].forEach { _ = close($0) }
                throw failure("cannot enter \(directory)", executable)
            }
        }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The program starts with no signal blocked and SIGPIPE at its default, whatever this
        // process set for itself.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var reset = sigset_t()
        sigemptyset(&reset)
        sigaddset(&reset, SIGPIPE)
        sigaddset(&reset, SIGXFSZ)
        posix_spawnattr_setsigdefault(&attributes, &reset)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(output[1])
        close(errors[1])
        guard status == 0 else {
            close(output[0]); close(errors[0])
            throw PreflightError("cannot run \((executable as NSString).lastPathComponent): \(String(cString: strerror(status)))")
        }
        return SpawnedProcess(pid: pid, stdout: output[0], stderr: errors[0])
    }

    private static let spawning = NSLock()

    /// The read end of a pipe already holding `bytes`, its write end closed, so a program
    /// reads them and then the end of its input; nil when they do not fit in the pipe's buffer
    /// in one go (8 KB fits on every system), so no write ever waits for the reader.
    static func prefilledPipe(_ bytes: Data) -> Int32? {
        guard bytes.count <= 8192 else { return nil }
        var ends: [Int32] = [-1, -1]
        // Marked close-on-exec under the lock, as the output pipes are.
        spawning.lock()
        let made = makePipe(&ends)
        spawning.unlock()
        guard made else { return nil }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress! + written, bytes.count - written) }
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(ends[1])
        guard written == bytes.count else {
            close(ends[0])
            return nil
        }
        return ends[0]
    }

    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func failure(_ what: String, _ executable: String) -> PreflightError {
        PreflightError("\(what) for \((executable as NSString).lastPathComponent): \(String(cString: strerror(errno)))")
    }

    /// Reads both pipes to their end at once (a program blocked on a full stderr pipe would
    /// never finish its stdout), closes them, and waits for the program.
    func collect() -> (status: Int32, stdout: Data, stderr: Data) {
        var out = Data()
        var err = Data()
        var watched = [pollfd(fd: stdout, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stderr, events: Int16(POLLIN), revents: 0)]
        var open = 2
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open > 0 {
            if poll(&watched, nfds_t(watched.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(watched[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffer.withUnsafeBytes { bytes in
                        if index == 0 { out.append(contentsOf: bytes.prefix(count)) } else { err.append(contentsOf: bytes.prefix(count)) }
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(watched[index].fd)
                    watched[index].fd = -1
                    open -= 1
                }
            }
        }
        for entry in watched where entry.fd >= 0 { close(entry.fd) }
        return (wait(), out, err)
    }

    /// Reads stderr to its end and closes it (for a caller that reads stdout itself).
    func drainStderr() -> Data {
        var err = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(stderr, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { err.append(contentsOf: $0.prefix(count)) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(stderr)
        return err
    }

    func terminate() {
        kill(pid, SIGTERM)
    }

    /// Waits for the program: its exit status, or the signal that ended it (as Foundation
    /// reports it).
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : signal
    }
}
