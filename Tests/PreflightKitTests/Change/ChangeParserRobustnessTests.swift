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

/// Mangled diffs must give a ChangeSet or a PreflightError, never a crash.
@Suite struct ChangeParserRobustnessTests {
    static let sample = """
    From 1234 Mon Sep 17 00:00:00 2001
    Subject: [PATCH] sample

    - bullet
    ---
     a.swift | 2 +-
    diff --git a/a.swift b/a.swift
    index 1..2 100644
    --- a/a.swift
    +++ b/a.swift
    @@ -1,3 +1,3 @@ func f()
     one
    -two
    +deux
     three
    \\ No newline at end of file
    diff --git "a/caf\\303\\251 x.swift" "b/caf\\303\\251 y.swift"
    similarity index 90%
    rename from "caf\\303\\251 x.swift"
    rename to "caf\\303\\251 y.swift"
    diff --git a/img.png b/img.png
    new file mode 100644
    index 0000000..1111111
    GIT binary patch
    literal 3
    KcmZQzU|;|M00aO5

    literal 0
    HcmV?d00001

    --- old/b.swift\t2026-01-01 00:00:00 +0000
    +++ new/b.swift\t2026-01-01 00:00:00 +0000
    @@ -1 +1,2 @@
    -b
    +b
    +c
    Binary files old/x.bin and new/x.bin differ
    -- 
    2.39.5

    """

    /// A small deterministic generator (xorshift) so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    @Test func sampleParses() throws {
        let set = try UnifiedDiffParser.parse(Self.sample, name: "sample.diff")
        #expect(set.paths == ["a.swift", "café y.swift", "img.png", "b.swift", "x.bin"])
        #expect(set.files[1].oldPath == "café x.swift" && set.files[1].similarity == 90)
        #expect(set.files[2].isBinary && set.files[2].status == .added)
        #expect(set.files[0].hunks[0].lines.last?.missingNewline == true)
    }

    @Test func mangledDiffsNeverCrash() {
        let lines = Self.sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let alphabet = Array("+- @\\\"\t\r\n,01ab/.").map(String.init)
        var random = Generator(state: 0x9E37_79B9_7F4A_7C15)
        var parsed = 0
        var refused = 0
        for _ in 0..<3000 {
            var mangled = lines
            for _ in 0..<(1 + random.next(4)) {
                let position = random.next(mangled.count)
                switch random.next(5) {
                case 0: mangled.remove(at: position)
                case 1: mangled.insert(mangled[random.next(mangled.count)], at: position)
                case 2:
                    var line = Array(mangled[position])
                    line.insert(contentsOf: alphabet[random.next(alphabet.count)], at: line.isEmpty ? 0 : random.next(line.count))
                    mangled[position] = String(line)
                case 3:
                    var line = Array(mangled[position])
                    if !line.isEmpty { line.remove(at: random.next(line.count)) }
                    mangled[position] = String(line)
                default:
                    mangled[position] = String(mangled[position].prefix(random.next(12)))
                }
                if mangled.isEmpty { mangled = [""] }
            }
            do {
                _ = try UnifiedDiffParser.parse(mangled.joined(separator: "\n"), name: "fuzz.diff")
                parsed += 1
            } catch let error as PreflightError {
                #expect(error.file == "fuzz.diff")
                #expect(error.line != nil)
                refused += 1
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(parsed > 0 && refused > 0)
    }
}
