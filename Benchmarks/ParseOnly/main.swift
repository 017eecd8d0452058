// Parse-only baseline: parses every .swift file under a folder with SwiftParser, on N threads,
// and reports how many files have syntax errors. Built by Benchmarks/run.sh with swiftc against
// the toolchain's host SwiftParser / SwiftSyntax (the same libraries Preflight links).
//
//     parse-only <folder> [threads]

import Foundation
import SwiftParser
import SwiftSyntax

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write("usage: parse-only <folder> [threads]\n".data(using: .utf8)!)
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let threads = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 2) : 2

var paths: [String] = []
if let enumerator = FileManager.default.enumerator(
    at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
) {
    for case let url as URL in enumerator where url.pathExtension == "swift" {
        paths.append(url.path)
    }
}

final class Counters: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    var bytes = 0
    var filesWithErrors = 0

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }

    func add(bytes: Int, hasError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        self.bytes += bytes
        if hasError { filesWithErrors += 1 }
    }
}

let counters = Counters()
let allPaths = paths
DispatchQueue.concurrentPerform(iterations: threads) { _ in
    while true {
        let index = counters.take()
        guard index < allPaths.count else { return }
        guard let data = FileManager.default.contents(atPath: allPaths[index]) else { continue }
        let bytes = [UInt8](data)
        let hasError = bytes.withUnsafeBufferPointer { buffer in
            Parser.parse(source: buffer).hasError
        }
        counters.add(bytes: data.count, hasError: hasError)
    }
}
print("parsed \(allPaths.count) files, \(counters.bytes) bytes, \(counters.filesWithErrors) with syntax errors")
