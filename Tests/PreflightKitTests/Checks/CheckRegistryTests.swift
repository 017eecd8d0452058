import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightModel

/// Keeps `CheckRegistry` honest against the code, as swift-format checks its generated rule
/// registry: every check type declared under `Sources/Checks` is registered once, and no stage
/// tells checks apart by downcasting to a concrete type or switching on kind names.
@Suite struct CheckRegistryTests {
    static let sources = Probe.packageRoot.appendingPathComponent("Sources")

    /// Swift files under `folder`, relative to `Sources/`, with their text.
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            (folder + "/" + relative, try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8))
        }
    }

    /// `struct Name: FileCheck` (or a tree or change check, or one coded through its place)
    /// declarations, by type name.
    static func declaredCheckTypes() throws -> [String: String] {
        let declaration = try Regex(#"struct\s+(\w+)\s*:\s*(?:FileCheck|TreeCheck|ChangeCheck|PlacedCoding|PlacedOnlyCoding)\b"#)
        var result: [String: String] = [:]
        for file in try swiftFiles(under: "Checks") {
            for match in file.text.matches(of: declaration) {
                if let name = match.output[1].substring { result[String(name)] = file.path }
            }
        }
        return result
    }

    static var registeredNames: [String] { CheckRegistry.kinds.map { String(describing: $0) } }

    @Test func everyDeclaredCheckIsRegisteredOnce() throws {
        let declared = try Self.declaredCheckTypes()
        #expect(declared.count >= 20, "the scan found \(declared.count) check types; is Sources/Checks where it should be?")
        let registered = Self.registeredNames
        #expect(Set(registered).count == registered.count, "a type is registered twice: \(registered)")
        let missing = Set(declared.keys).subtracting(registered).sorted()
        let stray = Set(registered).subtracting(declared.keys).sorted()
        #expect(missing.isEmpty && stray.isEmpty, "missing from CheckRegistry.kinds: \(missing); registered but not declared: \(stray)")
    }

    @Test func kindNamesAreUniqueAndFoundByName() {
        let names = CheckRegistry.kindNames
        #expect(Set(names).count == names.count)
        for type in CheckRegistry.kinds {
            let kind = type.description.kind
            #expect(CheckRegistry.type(ofKind: kind).map { String(describing: $0) } == String(describing: type))
            #expect(kind.allSatisfy { $0.isLowercase || $0 == "-" }, "kind names are kebab-case: \(kind)")
        }
        #expect(CheckRegistry.type(ofKind: "forbidden-vibes") == nil)
    }

    @Test func everyKindHasExamplesBothWays() {
        for type in CheckRegistry.kinds {
            #expect(!type.description.triggering.isEmpty, "\(type)")
            #expect(!type.description.nonTriggering.isEmpty, "\(type)")
            #expect(type.description.triggering.allSatisfy { $0.contains("↓") }, "\(type): mark where findings land")
        }
    }

    /// A concrete check type is named in a cast only in its own file.
    /// The family accessors the engine asks instead of casting answer as the casts would.
    @Test func familyAccessorsAgreeWithTheConformances() {
        for kind in CheckRegistry.kinds {
            let check: any Check = kind.example
            #expect((check.asFileCheck != nil) == (check is any FileCheck), "\(kind.description.kind)")
            #expect((check.asTreeCheck != nil) == (check is any TreeCheck), "\(kind.description.kind)")
            #expect((check.asChangeCheck != nil) == (check is any ChangeCheck), "\(kind.description.kind)")
            let families = [check.asFileCheck != nil, check.asTreeCheck != nil, check.asChangeCheck != nil]
            #expect(families.filter { $0 }.count == 1, "\(kind.description.kind) belongs to one family")
        }
    }

    @Test func noStageDowncastsToAConcreteCheck() throws {
        let declared = try Self.declaredCheckTypes()
        var offenders: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted() {
            for file in try Self.swiftFiles(under: folder) {
                for (name, home) in declared where home != file.path {
                    let cast = try Regex(#"(\bas[?!]?|\bis)\s+\#(name)\b"#)
                    if file.text.contains(cast) { offenders.append("\(file.path): \(name)") }
                }
            }
        }
        #expect(offenders.isEmpty, "downcasts to concrete checks: \(offenders)")
    }

    @Test func noStageSwitchesOnKindNames() throws {
        var offenders: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted() {
            for file in try Self.swiftFiles(under: folder) {
                offenders += Self.kindNameTests(in: file.text, kinds: CheckRegistry.kindNames).map { "\(file.path): \($0)" }
            }
        }
        #expect(offenders.isEmpty, "tests kind names: \(offenders)")
    }

    /// Kind names a source tests: `case "…"`, and compared with `==` / `!=` on either side.
    static func kindNameTests(in text: String, kinds: [String]) -> [String] {
        kinds.filter { kind in
            let quoted = "\"" + kind + "\""
            return text.contains("case " + quoted) || text.contains(try! Regex(#"(==|!=)\s*"# + quoted))
                || text.contains(try! Regex(quoted + #"\s*(==|!=)"#))
        }
    }

    /// The guard sees a comparison as well as a switch.
    @Test func theKindNameGuardSeesComparisons() {
        let kinds = ["forbidden-symbol", "mark-form"]
        #expect(Self.kindNameTests(in: #"if check.kind == "forbidden-symbol" { }"#, kinds: kinds) == ["forbidden-symbol"])
        #expect(Self.kindNameTests(in: #"switch kind { case "mark-form": break }"#, kinds: kinds) == ["mark-form"])
        #expect(Self.kindNameTests(in: #"let kind = "mark-form""#, kinds: kinds).isEmpty)
    }

    @Test func exampleFilesComeFromTheDescriptions() {
        let files = CheckRegistry.exampleFiles
        #expect(files["file-header-template.txt"] == FileHeaderCheck.exampleTemplate)
        #expect(files["Project.swift"] == DeclaredModuleCheck.exampleManifest)
        // A kind that reads a repository file has its example of that file.
        for type in CheckRegistry.kinds {
            for required in type.example.requiredFiles {
                #expect(files[required] != nil, "\(type) reads \(required) but no description provides it")
            }
        }
    }

    /// The README's table of kinds lists every registered kind and nothing else, so what a user
    /// reads is what the registry holds.
    @Test func theReadmeTableListsEveryKind() throws {
        let readme = try String(contentsOf: Probe.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "| kind | what it enforces |"))
        let table = readme[start.upperBound...].components(separatedBy: "\n\n").first ?? ""
        let kindColumn = try Regex(#"^\| ([^|]+) \|"#)
        var listed: [String] = []
        for row in table.split(separator: "\n") where !row.hasPrefix("|---") {
            guard let cell = row.firstMatch(of: kindColumn)?.output[1].substring else { continue }
            listed += cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
        #expect(Set(listed).symmetricDifference(CheckRegistry.kindNames).isEmpty,
                "listed but not registered, or registered but not listed: \(Set(listed).symmetricDifference(CheckRegistry.kindNames).sorted())")
        #expect(Set(listed).count == listed.count, "a kind listed twice")
    }
}
