// Fuzz target: `.gitignore` rules. The input is patterns, a NUL, then paths (one a line).
@testable import PreflightRepository

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIgnoreRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0) ?? size
    let patterns = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<split]), as: UTF8.self)
    let tail = split < size ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(split + 1)...]), as: UTF8.self) : "a/b.swift\nFeatures/x\n"
    let rules = IgnoreRules(base: "", text: patterns)
    let nested = IgnoreRules(base: "Features", text: patterns)
    let stack = IgnoreStack().adding(rules).adding(nested)
    for path in tail.split(separator: "\n").prefix(64) where !path.isEmpty {
        for isDirectory in [false, true] {
            let verdict = rules.verdict(forRelativePath: String(path), isDirectory: isDirectory)
            _ = stack.isIgnored(String(path), isDirectory: isDirectory)
            // A rule that names no folder-only pattern decides a file and a folder alike.
            if isDirectory, rules.rules.allSatisfy({ !$0.directoryOnly }),
               verdict != rules.verdict(forRelativePath: String(path), isDirectory: false) {
                fatalError("verdict depends on folder-ness without a folder-only rule: \(path)")
            }
        }
    }
    return 0
}
