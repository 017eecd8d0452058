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

/// The four seed documents the project started from (flattened to plain text), read from
/// `<package root>/../shared/seeds`, where CI places them beside the clone. Skipped with a
/// message on a clone without them, unless CI requires them (`PREFLIGHT_REQUIRE_SHARED=1`).
@Suite(.enabled(if: SharedFolder.runSeedTests, Comment(rawValue: SharedFolder.skipMessage)))
struct SeedCompilationTests {
    struct SeedsMissing: Error, CustomStringConvertible {
        var description: String
    }

    static let seedNames = ["000_b3c22697dcde4ad9.txt", "001_c2e997940107f65e.txt",
                            "003_73b91050ee654a6b.txt", "004_93241181d8a28943.txt"]

    private func seedPath(_ name: String) throws -> String {
        let folder = Probe.seedsFolder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SeedsMissing(description: "seeds folder missing: expected the seed documents at \(folder.path) (the shared folder beside the clone)")
        }
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw SeedsMissing(description: "seed document missing: \(path)")
        }
        return path
    }

    private func compileSeed(_ name: String) throws -> CompiledSkill {
        try SkillCompiler.compile(try SkillDocument.load(path: try seedPath(name)))
    }

    /// The bullets under the "Pre-delivery checklist" heading, as `grep -n` sees them.
    private func checklistBullets(_ name: String) throws -> [(line: Int, text: String)] {
        let text = try String(contentsOfFile: try seedPath(name), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(where: { $0.contains("Pre-delivery checklist") }) else { return [] }
        var bullets: [(Int, String)] = []
        for index in (heading + 1)..<lines.count {
            let line = lines[index]
            if line.hasPrefix("•") {
                bullets.append((index + 1, String(line.dropFirst()).trimmingCharacters(in: .whitespaces)))
            } else if !bullets.isEmpty, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                break
            }
        }
        return bullets
    }

    @Test(arguments: seedNames)
    func compilesWithoutError(_ name: String) throws {
        let skill = try compileSeed(name)
        #expect(!skill.items.isEmpty, "\(name) yields no item")
        #expect(skill.items.allSatisfy { $0.statement.line > 0 })
    }

    @Test(arguments: [("000_b3c22697dcde4ad9.txt", 14, 281), ("001_c2e997940107f65e.txt", 11, 351)])
    func checklistIsExactlyTheChecklistBullets(_ name: String, _ count: Int, _ firstLine: Int) throws {
        let skill = try compileSeed(name)
        let bullets = try checklistBullets(name)
        #expect(bullets.count == count)
        #expect(bullets.first?.line == firstLine)
        let items = skill.items.filter { $0.statement.kind == .checklist }
        #expect(items.count == count)
        #expect(items.map(\.statement.line) == bullets.map(\.line))
        #expect(items.first?.statement.line == firstLine)
        for (item, bullet) in zip(items, bullets) {
            #expect(item.statement.text == bullet.text, "line \(bullet.line)")
        }
    }

    @Test(arguments: ["003_73b91050ee654a6b.txt", "004_93241181d8a28943.txt"])
    func seedsWithoutChecklistHaveNoChecklistItem(_ name: String) throws {
        let skill = try compileSeed(name)
        #expect(skill.items.filter { $0.statement.kind == .checklist }.isEmpty)
    }
}
