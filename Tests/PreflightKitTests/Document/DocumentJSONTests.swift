import Foundation
import Testing
@testable import PreflightCLI
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

@Suite struct DocumentJSONTests {
    @Test func parseCommandPrintsTheModelWithLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SKILL.md")
        try "---\nname: demo\ntags: [a, b]\n---\n# Demo\n\n## Checklist\n\n- [ ] Never `print()`.\n".write(to: file, atomically: true, encoding: .utf8)
        var out = ""
        var err = ""
        let code = CommandLineTool.run(["parse", file.path], console: Console(out: { out += $0 }, err: { err += $0 }))
        #expect(code == 0, "\(err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(json["name"] as? String == "demo")
        let front = try #require(json["frontmatter"] as? [String: Any])
        #expect(front["closingLine"] as? Int == 4)
        let root = try #require(front["root"] as? [String: Any])
        #expect(root["kind"] as? String == "mapping")
        let blocks = try #require(json["blocks"] as? [[String: Any]])
        #expect(blocks.first?["kind"] as? String == "heading")
        #expect(blocks.first?["startLine"] as? Int == 5)
        let list = try #require(blocks.last)
        let item = try #require((list["children"] as? [[String: Any]])?.first)
        #expect(item["task"] as? String == "open")
        #expect(item["startLine"] as? Int == 9)
    }

    @Test func parseOfAMissingFileExitsTwo() {
        var err = ""
        let code = CommandLineTool.run(["parse", "/nonexistent/SKILL.md"], console: Console(out: { _ in }, err: { err += $0 }))
        #expect(code == 2)
        #expect(err.contains("/nonexistent/SKILL.md"))
    }
}
