// Fuzz target: the unified diff parser, on arbitrary bytes. A thrown PreflightError is the
// expected answer to malformed input; a crash, a leak or a hang is a defect.
@testable import PreflightChange
@testable import PreflightModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUnifiedDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let changes = try? UnifiedDiffParser.parse(bytes: bytes, name: "fuzz.diff") else { return 0 }
    for file in changes.files {
        // Every path the parser lets through stays inside the repository.
        for path in [file.oldPath, file.newPath].compactMap({ $0 }) where !RepositoryPath.isContained(path) {
            fatalError("path leaves the repository: \(path)")
        }
        _ = file.addedLines
        _ = file.removedLines
    }
    return 0
}
