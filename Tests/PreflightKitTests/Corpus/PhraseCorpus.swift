import Foundation
@testable import PreflightEngine
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// The phrase corpus (`Tests/Corpus/**/*.md`, format in `Tests/Corpus/README.md`): convention
/// statements written here in many shapes and languages, each with Swift that breaks it and a
/// twin that keeps it.
struct CorpusCase {
    enum Expectation: Equatable {
        case check
        case manual(String)
    }

    struct File {
        var path: String
        var text: String
    }

    var file: String
    var id: String
    var expectation: Expectation
    var documents: [String]
    var bad: [[File]]
    var good: [[File]]

    var key: String { "\(file)/\(id)" }
}

enum PhraseCorpus {
    static let defaultPath = "Sources/App/Feature/FeatureView.swift"

    static var folder: URL { Probe.packageRoot.appendingPathComponent("Tests/Corpus") }

    static func load() throws -> [CorpusCase] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        return try files.flatMap { relative in
            try parse(String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8),
                      file: String(relative.dropLast(3)))
        }
    }

    static func parse(_ text: String, file: String) throws -> [CorpusCase] {
        var cases: [CorpusCase] = []
        var current: CorpusCase?
        var block: (kind: String, verdict: String?, lines: [Substring])?
        var inDocument: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var document = inDocument {
                if line == "~~~~" {
                    current?.documents.append(document.joined(separator: "\n"))
                    inDocument = nil
                } else {
                    document.append(line)
                    inDocument = document
                }
                continue
            }
            if var open = block {
                if line == "```" {
                    let files = open.kind == "tree" ? treeFiles(open.lines) : codeFiles(open.lines)
                    if open.verdict == "bad" { current?.bad.append(files) } else if open.verdict == "good" { current?.good.append(files) }
                    block = nil
                } else {
                    open.lines.append(line)
                    block = open
                }
                continue
            }
            if line == "~~~~doc" {
                inDocument = []
            } else if line.hasPrefix("```") {
                let info = line.dropFirst(3).split(separator: " ").map(String.init)
                block = (info.first ?? "", info.count > 1 ? info[1] : nil, [])
            } else if line.hasPrefix("## ") {
                if let done = current { cases.append(done) }
                current = CorpusCase(file: file, id: String(line.dropFirst(3)).trimming(" "), expectation: .check,
                                     documents: [], bad: [], good: [])
            } else if line.hasPrefix("expect:") {
                let value = line.dropFirst(7).trimming(" ")
                current?.expectation = value.hasPrefix("manual") ? .manual(String(value.dropFirst(6)).trimming(": ")) : .check
            }
        }
        if let done = current { cases.append(done) }
        return cases
    }

    static func codeFiles(_ lines: [Substring]) -> [CorpusCase.File] {
        var files: [CorpusCase.File] = []
        var path = defaultPath
        var body: [Substring] = []
        func flush() {
            if !body.isEmpty || path != defaultPath { files.append(.init(path: path, text: body.joined(separator: "\n") + "\n")) }
            body = []
        }
        for line in lines {
            if line.hasPrefix("// file: ") {
                flush()
                path = String(line.dropFirst(9)).trimming(" ")
            } else {
                body.append(line)
            }
        }
        flush()
        return files
    }

    static func treeFiles(_ lines: [Substring]) -> [CorpusCase.File] {
        lines.compactMap { line in
            let parts = line.components(separatedBy: " :: ")
            let path = parts[0].trimming(" ")
            guard !path.isEmpty else { return nil }
            return .init(path: path, text: parts.count > 1 ? parts[1] + "\n" : "")
        }
    }
}

/// What one document of a case did on the case's code.
enum CorpusOutcome: String, CaseIterable {
    case pass
    /// A check fired on code that keeps the statement: the worst defect.
    case falseAlarm = "false-alarm"
    /// No check fired on code that breaks the statement (or no check at all).
    case miss
    /// A statement expected to stay manual became a check (silent on the good twin).
    case unexpectedCheck = "unexpected-check"
}

enum CorpusRunner {
    static func evaluate(_ corpusCase: CorpusCase, document index: Int) -> (outcome: CorpusOutcome, detail: String) {
        var text = corpusCase.documents[index]
        if !text.hasPrefix("#"), !text.hasPrefix("---") { text = "# Conventions\n\n" + text }
        let path = text.hasPrefix("---") ? "Skills/probe/SKILL.md" : "AGENTS.md"
        guard let document = try? SkillDocument.parse(text: text, path: path),
              let skill = try? SkillCompiler.compile(document) else {
            return (.miss, "does not compile")
        }
        var checks: [any Check] = []
        for item in skill.items {
            for compiled in item.checks where !checks.contains(where: { $0.kind == compiled.kind && $0.summary == compiled.check.summary }) {
                checks.append(compiled.check)
            }
        }
        let goodFirings = corpusCase.good.map { fire(checks, on: $0) }
        if let firing = goodFirings.first(where: { !$0.isEmpty }) {
            return (.falseAlarm, firing.joined(separator: "; "))
        }
        switch corpusCase.expectation {
        case .manual:
            return checks.isEmpty ? (.pass, "") : (.unexpectedCheck, checks.map(\.summary).joined(separator: "; "))
        case .check:
            guard !checks.isEmpty else { return (.miss, "no check") }
            let silent = corpusCase.bad.firstIndex { fire(checks, on: $0).isEmpty }
            return silent == nil ? (.pass, "") : (.miss, "silent on bad block \(silent! + 1): " + checks.map(\.summary).joined(separator: "; "))
        }
    }

    /// Findings of the checks on a set of files, as "path:line message (kind)".
    static func fire(_ checks: [any Check], on files: [CorpusCase.File]) -> [String] {
        let byPath = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        // As the engine does: the block's files are the repository whose classes may be subclassed.
        let superclasses = files.reduce(into: Set<String>()) { $0.formUnion(SuperclassScan.names(in: Array($1.text.utf8))) }
        let modules = LocalModules.names(paths: files.map(\.path), read: { byPath[$0].map { Array($0.utf8) } })
        let context = CheckContext(readFile: { byPath[$0] }, superclassNames: { superclasses }, localModules: { modules })
        var found: [String] = []
        for check in checks {
            var violations: [Violation] = []
            if let fileCheck = check as? any FileCheck {
                for file in files where fileCheck.reads(path: file.path, segments: Glob.segments(of: file.path)) {
                    violations += fileCheck.runScoped(on: SourceFile(path: file.path, text: file.text), context: context)
                }
            } else if let treeCheck = check as? any TreeCheck {
                violations += treeCheck.run(on: TreeSnapshot(paths: files.map(\.path), read: { byPath[$0] }), context: context)
            }
            found += violations.map { "\($0.path):\($0.line) \($0.message) (\(check.kind))" }
        }
        return found
    }
}
