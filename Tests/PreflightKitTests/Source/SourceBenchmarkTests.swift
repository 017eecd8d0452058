import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource
@testable import PreflightValidate

/// Speed of the Source stage over a real app, against the measured figures of docs/ARCHITECTURE.md (a byte lexer over
/// a 3 MB app in ~30 ms on 2 threads). Opt-in, and meaningful only in release:
/// `PREFLIGHT_BENCH_ROOT=<app checkout> swift test -c release --filter SourceBenchmark`.
@Suite struct SourceBenchmarkTests {
    @Test func lexAndStructureAnApp() throws {
        guard let root = ProcessInfo.processInfo.environment["PREFLIGHT_BENCH_ROOT"] else { return }
        var start = Date()
        let workspace = try Workspace(root: root, include: ["*.swift"])
        print("workspace: \(workspace.files.count) Swift files in \(milliseconds(since: start)) ms")
        let sources = try workspace.files.map { try workspace.contents(of: $0) }
        print("bytes: \(sources.reduce(0) { $0 + $1.count })")
        for _ in 0..<3 {
            start = Date()
            let tokens = concurrentMap(sources) { SwiftLexer.tokenize($0).count }
            print("lex, all cores: \(milliseconds(since: start)) ms, \(tokens.reduce(0, +)) tokens")
            start = Date()
            let declarations = concurrentMap(sources) { SourceFile(path: "", bytes: $0).declarations.count }
            print("lex + structure, all cores: \(milliseconds(since: start)) ms, \(declarations.reduce(0, +)) declarations")
        }
    }

    private func milliseconds(since start: Date) -> Int {
        Int(Date().timeIntervalSince(start) * 1000)
    }
}
