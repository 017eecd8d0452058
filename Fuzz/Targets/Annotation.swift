// Fuzz target: `<!-- preflight: … -->` annotations (YAML decoded into checks and settings).
import Foundation
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnnotation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let html = "<!-- preflight:\n" + body + "\n-->"
    _ = Annotation.isAnnotation(html)
    do {
        let settings = try AnnotationDecoder.decode(html, line: 10, file: "SKILL.md")
        // Each decoded check encodes again, as `compile` prints it.
        for (check, _) in settings.checks { _ = try? JSONEncoder().encode(check); _ = check.summary }
    } catch let error as PreflightError {
        // Errors point into the comment, lines counted as YAML breaks them: from its first line to its last.
        let last = 10 + YAMLReader.lastLine(of: html).index
        if let line = error.line, line < 10 || line > last {
            fatalError("error line \(line) outside the annotation (lines 10-\(last)): \(error)")
        }
    } catch {
        fatalError("not a PreflightError: \(error)")
    }
    return 0
}
