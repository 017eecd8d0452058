// Fuzz target: the compiler on arbitrary bytes read as a convention document. Every stage runs:
// block roles, statement reading, frames and their mapping to checks, annotations, rule
// linking, example verification (the compiled checks run on the document's Do / Don't code),
// coverage; then what `compile` prints (Markdown and JSON) and each check encoded as `compile`
// writes it. Bytes the document reader refuses (limits, frontmatter errors) stop early.
import Foundation
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightModel
@testable import PreflightReport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiler(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A skill's SKILL.md and an AGENTS.md are read alike; the skill path also names the skill.
    guard let document = try? SkillDocument.parse(bytes: bytes, path: ".claude/skills/fuzz/SKILL.md") else { return 0 }
    guard let skill = try? SkillCompiler.compile(document) else { return 0 }
    for item in skill.items {
        // Lines are the document's own: an item is read from a line of it.
        if item.statement.line < 1 || item.statement.line > document.lineCount + 1 {
            fatalError("item at line \(item.statement.line) outside \(document.lineCount) lines")
        }
        for compiled in item.checks {
            _ = compiled.check.summary
            _ = try? JSONEncoder().encode(compiled.check)
        }
    }
    let ruleSet = RuleSet(skills: [skill])
    _ = CompileReport.markdown(ruleSet)
    _ = CompileReport.json(ruleSet)
    return 0
}
