import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightModel
@testable import PreflightSwiftSource

/// "Use implicit returns": only a `return` that is a single-expression body's whole content is
/// flagged; statement blocks, initializers and bodies with more in them keep theirs.
@Suite struct ImplicitReturnTests {
    static func lines(_ check: ImplicitReturnCheck, _ text: String) -> [Int] {
        CheckCatalogueTests.lines(check, text)
    }

    @Test func statementBlocksKeepTheirReturns() {
        let text = """
        struct Picker {
            func a(_ x: Int) -> Int {
                if x == 1 { return 1 } else if x == 2 { return 2 } else { return 3 }
            }
            func b() -> Int {
                if #available(iOS 15, *) { return 1 }
                while let y = next() { return y }
                for case let z? in items { return z }
                guard let w = v else { return 0 }
                repeat { return 1 } while true
            }
            func c() throws -> Int {
                do {
                    try x()
                } catch MyError.bad(let code) {
                    return code
                } catch is CancellationError {
                    return 2
                }
                return 0
            }
            func e() -> Int {
                switch x {
                case .a:
                    return 1
                }
            }
            func f() -> Int {
                return
                    5
            }
            func g(_ raw: String) -> String {
                if let places: Int = { return Int(raw) }() {
                    return format(places)
                } else {
                    return raw
                }
            }
            func h(_ id: String) async throws -> Model? {
                if let found = try await store.read { db in db.fetch(id) } {
                    return found
                }
                return nil
            }
        }
        """
        #expect(Self.lines(ImplicitReturnCheck(), text) == [33])
    }

    @Test func gettersAccessorsAndClosuresWithASignatureAreBodies() {
        let text = """
        struct Picker {
            var d: Int {
                get async throws { return try await x() }
            }
            subscript(i: Int) -> Int { return i }
            lazy var z: Int = { return 5 }()
            func g() -> Bool {
                return a
                    && b
            }
            let sorted = xs.sorted { (a: Int, b: Int) -> Bool in
                return a < b
            }
        }
        """
        #expect(Self.lines(ImplicitReturnCheck(), text) == [3, 5, 6, 8, 12])
        #expect(Self.lines(ImplicitReturnCheck(bodies: [.closure]), text) == [6, 12])
        #expect(Self.lines(ImplicitReturnCheck(bodies: [.getter]), text) == [3, 5])
        #expect(Self.lines(ImplicitReturnCheck(bodies: [.function]), text) == [8])
    }

    @Test func brokenCodeYieldsWhatItCanAndNeverTraps() {
        for text in ["return", "{ return", "func f() -> Int { return", "} return x {", "{ in return x }", "x in return }", "func f() { return x; y }"] {
            #expect(Self.lines(ImplicitReturnCheck(), text).count <= 1, "\(text)")
        }
        #expect(Self.lines(ImplicitReturnCheck(), "func f() -> Int { return x; y }").isEmpty)
    }

    @Test func theBodiesTheStatementNamesNarrowTheCheck() throws {
        let cases: [(String, [ImplicitReturnCheck.Body])] = [
            ("- Use implicit returns.", [.function, .getter, .closure]),
            ("- Omit `return` in single-expression functions and closures.", [.function, .closure]),
            ("- 단일 표현식 클로저는 `return` 생략", [.closure]),
            ("- Use implicit returns in single-expression computed properties.", [.getter]),
        ]
        for (text, bodies) in cases {
            let skill = try Probe.compile("# Style\n\n" + text)
            let checks = skill.items.flatMap { $0.checks }.compactMap { $0.check as? ImplicitReturnCheck }
            #expect(checks.map(\.bodies) == [bodies], "\(text)")
        }
    }

    @Test func anAnnotationNamingNoBodyIsRefused() {
        #expect(throws: (any Error).self) {
            try CheckRoundTripTests.decodedFromAnnotation(["- kind: implicit-return", "  bodies: [method]"])
        }
    }
}
