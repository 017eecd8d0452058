// Fuzz target: baseline files (JSON), read and then applied to findings.
@testable import PreflightEngine
@testable import PreflightModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let baseline = try Baseline.parse(bytes, file: "baseline.json")
        let findings = baseline.findings.prefix(50).enumerated().map { index, entry in
            Finding(ruleId: entry.ruleId, path: entry.path, line: index + 1, message: entry.message)
        }
        _ = baseline.filter(findings) { _, _ in "" }
    } catch let error as PreflightError {
        if let line = error.line, line < 1 || line > bytes.count + 1 { fatalError("error line \(line) outside the file") }
    } catch {
        fatalError("not a PreflightError: \(error)")
    }
    return 0
}
