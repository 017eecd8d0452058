import Foundation
import Testing
@testable import PreflightCompiler
@testable import PreflightDocument

@Suite struct ScratchCase {
    @Test func showCases() throws {
        guard let keys = ProcessInfo.processInfo.environment["CORPUS_CASES"] else { return }
        let cases = try PhraseCorpus.load()
        for key in keys.split(separator: ",").map(String.init) {
            let base = key.split(separator: "#").first.map(String.init) ?? key
            let docIndex = key.contains("#") ? Int(key.split(separator: "#")[1])! - 1 : 0
            guard let corpusCase = cases.first(where: { $0.key == base }) else { print("?? \(key)"); continue }
            var text = corpusCase.documents[docIndex]
            if !text.hasPrefix("#"), !text.hasPrefix("---") { text = "# Conventions\n\n" + text }
            let skill = try SkillCompiler.compile(try SkillDocument.parse(text: text, path: "AGENTS.md"))
            print("━━ \(key) [\(CorpusRunner.evaluate(corpusCase, document: docIndex).outcome)]")
            print(text.split(separator: "\n").map { "  | " + $0 }.joined(separator: "\n"))
            for item in skill.items {
                print("  • \(item.statement.kind) “\(item.statement.text)” modality=\(String(describing: item.statement.modality))")
                for frame in item.frames { print("      ⇒ \(frame)") }
                for check in item.checks { print("      ✔ \(check.kind): \(check.check.summary)") }
                if !item.missing.isEmpty { print("      ✗ \(item.missing.joined(separator: " | "))") }
            }
        }
    }
}
