#if canImport(Glibc)
import Glibc
#endif

/// Gives memory freed by a large file's run back to the system before the next large file.
/// Large files are checked one at a time, but glibc's allocator keeps one arena per thread:
/// what one thread freed stayed mapped while another thread filled its own arena with the next
/// file, so the peak of a run over two large files was nearly twice that of one.
enum MemoryRelease {
    #if canImport(Glibc)
    /// glibc's `malloc_trim`, looked up once: its header is not part of the `Glibc` module.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif

    static func returnFreedMemory() {
        #if canImport(Glibc)
        _ = trim?(0)
        #endif
    }
}
