// Fuzz target: frontmatter, as the compiler reads it and as `validate` checks it.
@testable import PreflightDocument
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightValidate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontmatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = "---\n" + String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let frontmatter = try? Frontmatter.parse(text, file: "SKILL.md") {
        _ = DocumentJSON.node(frontmatter.root)
    }
    var findings: [Finding] = []
    let outcome = FrontmatterRules.check(SkillText(text: text), path: "SKILL.md", into: &findings)
    if let root = outcome.root {
        _ = NameRules.check(root, installNames: ["demo"], path: "SKILL.md", into: &findings)
        FrontmatterRules.checkFields(root, agents: AgentCatalog.agents, path: "SKILL.md", into: &findings)
    }
    for finding in findings where finding.line < 1 {
        fatalError("finding without a line: \(finding)")
    }
    return 0
}
