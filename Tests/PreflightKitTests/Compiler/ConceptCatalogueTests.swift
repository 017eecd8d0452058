import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// The concept catalogue tested as the check catalogue is: every concept's checks fire on its
/// triggering examples and stay silent on the others (run the way the engine runs them: path
/// scope first, then the code scope), ids are unique, every phrase finds its concept, and no
/// phrase is an everyday word that would turn unrelated prose into a check.
@Suite struct ConceptCatalogueTests {
    static var ids: [String] { ConceptCatalogue.all.map(\.id) }

    /// Findings of `checks` on `text` at `path`, as the engine would report them.
    static func findings(_ checks: [any FileCheck], _ text: String, path: String) -> [Violation] {
        let file = SourceFile(path: path, text: text)
        let segments = Glob.segments(of: path)
        return checks.flatMap { check in
            check.reads(path: path, segments: segments) ? check.runScoped(on: file, context: CheckContext()) : []
        }
    }

    @Test(arguments: ids)
    func triggeringExamplesFireAndTheOthersStaySilent(id: String) throws {
        let concept = try #require(ConceptCatalogue.concept(id))
        let checks = concept.make(Placement())
        #expect(!checks.isEmpty, "\(id) builds no check")
        #expect(!concept.triggering.isEmpty && !concept.nonTriggering.isEmpty, "\(id) needs examples both ways")
        for example in concept.triggering {
            #expect(!Self.findings(checks, example, path: concept.examplePath).isEmpty, "\(id) is silent on:\n\(example)")
        }
        for example in concept.nonTriggering {
            let found = Self.findings(checks, example, path: concept.examplePath)
            #expect(found.isEmpty, "\(id) fires on:\n\(example)\n→ \(found.map { "\($0.line): \($0.message)" })")
        }
    }

    @Test func idsAreUniqueAndTheCompilersAreThere() throws {
        #expect(Set(Self.ids).count == Self.ids.count, "duplicate ids")
        for area in Concept.Area.allCases {
            #expect(ConceptCatalogue.all.contains { $0.area == area }, "no concept for \(area)")
        }
        let asyncAwait = try #require(ConceptCatalogue.concept("async-await"))
        #expect(Set(asyncAwait.markers) == ["await", "async"])
        #expect(Set(["async/await", "swift concurrency", "structured concurrency"]).isSubset(of: asyncAwait.phrases))
        let asyncWork = try #require(ConceptCatalogue.concept("async-work"))
        #expect(Set(asyncWork.markers) == ["Task", "await"])
        #expect(Set(["async work", "asynchronous work"]).isSubset(of: asyncWork.phrases))
        let frameworks = try #require(ConceptCatalogue.concept("ui-frameworks"))
        #expect(Set(["ui frameworks", "ui framework"]).isSubset(of: frameworks.phrases))
        #expect(ConceptCatalogue.concept("force-unwrap") != nil && ConceptCatalogue.concept("magic-numbers") != nil)
        // Every deprecated API of the table is a concept of its own.
        for entry in DeprecatedAPI.table {
            #expect(ConceptCatalogue.concept("deprecated-" + entry.id)?.triggering == [entry.example], "\(entry.id)")
        }
    }

    @Test func markersAreCodePatterns() {
        for concept in ConceptCatalogue.all {
            for marker in concept.markers {
                #expect(SymbolPattern(marker) != nil, "\(concept.id): marker `\(marker)`")
            }
        }
    }

    @Test(arguments: ids)
    func everyPhraseFindsItsConceptAloneAndInASentence(id: String) throws {
        let concept = try #require(ConceptCatalogue.concept(id))
        let named = concept.phrases.map { ($0, false) } + concept.practicePhrases.map { ($0, true) }
        for (phrase, isPractice) in named {
            let lower = phrase.lowercased()
            #expect(lower == phrase, "\(id): phrases are written lower-cased: \(phrase)")
            let alone = ConceptCatalogue.mentions(in: Array(lower))
            #expect(alone.count == 1 && alone.first?.id == id && alone.first?.isPractice == isPractice
                    && alone.first?.range == 0..<lower.count, "\(id): “\(phrase)” reads as \(alone.map(\.id))")
            let sentence = Array("- never \(lower), please.")
            let inSentence = ConceptCatalogue.mentions(in: sentence)
            #expect(inSentence.map(\.id) == [id], "\(id): “\(phrase)” in a sentence reads as \(inSentence.map(\.id))")
        }
    }

    /// Everyday words that must never be a phrase on their own.
    static let stopList: Set<String> = [
        "code", "comment", "comments", "string", "strings", "text", "texts", "number", "numbers", "value", "values", "color", "colour",
        "colors", "colours", "font", "fonts", "size", "sizes", "print", "log", "logs", "logging", "lock", "locks", "test", "tests",
        "sleep", "wait", "task", "tasks", "work", "state", "global", "shared", "network", "networking", "request", "requests", "api", "apis",
        "deprecated", "legacy", "old", "view", "views", "layout", "padding", "spacing", "radius", "literal", "literals", "magic", "raw",
        "fixed", "hard-coded", "hardcoded", "unwrap", "force", "cast", "casts", "try", "error", "errors", "crash", "crashes", "debug",
        "console", "output", "queue", "queues", "thread", "threads", "async", "await", "combine", "publisher", "publishers", "model",
        "models", "formatter", "formatters", "date", "dates", "title", "titles", "label", "labels", "button", "buttons", "alert", "alerts",
        "concurrency", "observation", "observable", "published", "dispatch", "framework", "frameworks", "ui", "localization", "localized",
        "dynamic", "type", "types", "token", "tokens", "design",
    ]

    @Test func noPhraseIsAnEverydayWord() {
        for concept in ConceptCatalogue.all {
            for phrase in concept.phrases + concept.practicePhrases {
                #expect(!Self.stopList.contains(phrase), "\(concept.id): “\(phrase)” is an everyday word")
                // Two CJK characters make a word (单例, 魔数); two Latin letters do not.
                #expect(phrase.count >= 3 || phrase.allSatisfy { !$0.isASCII }, "\(concept.id): “\(phrase)” is too short to name anything")
            }
        }
    }

    @Test func everydayProseNamesNoConcept() {
        let prose = [
            "Keep views small and write clear names.",
            "Run the tests before pushing; ask before adding a dependency.",
            "The screen locks after a timeout and the user must sign in again.",
            "Write well-commented code and keep the networking team in the loop.",
            "Use the shared design language and keep the layout readable.",
            "Errors are logged with enough context to debug production issues.",
        ]
        for sentence in prose {
            let mentions = ConceptCatalogue.mentions(in: Array(sentence.lowercased()))
            #expect(mentions.isEmpty, "“\(sentence)” names \(mentions.map(\.id))")
        }
    }

    /// A rule's place reaches every check a concept builds: path globs as the scope, regions
    /// and file conditions as the code scope, shown at the end of the summary.
    @Test(arguments: ids)
    func placementReachesEveryCheck(id: String) throws {
        let concept = try #require(ConceptCatalogue.concept(id))
        let region = CodeRegion.types(TypeSelector(conformance: "View"))
        let placement = Placement(paths: [Glob("Sources/Features/**")], code: CodeScope(within: [region], excludedPaths: [Glob("**/Legacy/**")]))
        for check in concept.make(placement) {
            #expect(check.scope == placement.paths, "\(id): \(check.kind) scope \(check.scope)")
            #expect(check.codeScope.within == [region], "\(id): \(check.kind)")
            #expect(check.codeScope.excludedPaths.contains(Glob("**/Legacy/**")), "\(id): \(check.kind)")
            #expect(check.summary.hasSuffix(check.codeScope.description), "\(id): \(check.summary)")
        }
        // Concepts are Swift code: a rule placed in Kotlin files only gets none of their checks.
        #expect(concept.make(Placement(languages: [.kotlin])).isEmpty, "\(id)")
    }

    @Test func placementWithinAViewKeepsFindingsToViews() throws {
        let concept = try #require(ConceptCatalogue.concept("force-unwrap"))
        let placement = Placement(code: CodeScope(within: [.types(TypeSelector(conformance: "View"))]))
        let text = """
        struct ProfileHeader: View {
            var body: some View { AsyncImage(url: URL(string: path)!) }
        }
        enum Links {
            static let help = URL(string: "https://example.com/help")!
        }
        """
        #expect(Self.findings(concept.make(placement), text, path: "Sources/App/ProfileHeader.swift").map(\.line) == [2])
    }

    @Test func typesAndFilesARuleAllowsAreLeftAlone() throws {
        let placement = Placement(allowedIn: ["AppRouter"])
        let singletons = try #require(ConceptCatalogue.concept("singletons")).make(placement)
        let router = "final class AppRouter {\n    static let shared = AppRouter()\n}"
        let other = "final class Store {\n    static let shared = Store()\n}"
        #expect(Self.findings(singletons, router, path: "Sources/App/AppRouter.swift").isEmpty)
        #expect(Self.findings(singletons, other, path: "Sources/App/Store.swift").count == 1)
        let unwraps = try #require(ConceptCatalogue.concept("force-unwrap")).make(placement)
        let inRouter = "extension AppRouter {\n    func open() { navigate(to: URL(string: path)!) }\n}\nlet x = y!"
        #expect(Self.findings(unwraps, inRouter, path: "Sources/App/Navigation.swift").map(\.line) == [4])
        #expect(Self.findings(unwraps, "let x = y!", path: "Sources/App/AppRouter+Links.swift").isEmpty)
    }

    @Test func stringsAndLayoutLeavePreviewsAndTestsAlone() throws {
        let strings = try #require(ConceptCatalogue.concept("hard-coded-strings")).make(Placement())
        #expect(Self.findings(strings, "label.text = \"Good morning\"", path: "Tests/AppTests/GreetingTests.swift").isEmpty)
        #expect(Self.findings(strings, "label.text = \"Good morning\"", path: "Sources/App/Greeting.swift").count == 1)
        // A rule placed in tests reads them.
        let inTests = try #require(ConceptCatalogue.concept("hard-coded-strings")).make(Placement(paths: [Glob("Tests/**")]))
        #expect(Self.findings(inTests, "label.text = \"Good morning\"", path: "Tests/AppTests/GreetingTests.swift").count == 1)
        // A rule placed in previews reads them.
        let layout = try #require(ConceptCatalogue.concept("magic-numbers"))
        let preview = "#Preview {\n    Card().padding(24)\n}"
        #expect(Self.findings(layout.make(Placement()), preview, path: "Sources/App/Card.swift").isEmpty)
        #expect(Self.findings(layout.make(Placement(code: CodeScope(within: [.previews]))), preview, path: "Sources/App/Card.swift").count == 1)
    }

    @Test func crashingShortcutsAndPrintsInTestsAreLeftAloneUnlessTheRuleSaysWhere() throws {
        let fixture = "@Test func parsesOrderLink() {\n    let link = parser.parse(URL(string: \"shop://orders/7\")!)\n    print(link)\n}"
        for id in ["force-unwrap", "print-statements"] {
            let concept = try #require(ConceptCatalogue.concept(id))
            #expect(Self.findings(concept.make(Placement()), fixture, path: "Tests/AppTests/ParserTests.swift").isEmpty, "\(id)")
            #expect(Self.findings(concept.make(Placement()), fixture, path: "Sources/App/Parser.swift").count == 1, "\(id)")
            #expect(Self.findings(concept.make(Placement(paths: [Glob("Tests/**")])), fixture, path: "Tests/AppTests/ParserTests.swift").count == 1,
                    "\(id)")
        }
    }

    @Test func sleepsAreLookedForInTestsUnlessTheRuleSaysWhere() throws {
        let concept = try #require(ConceptCatalogue.concept("sleep-in-tests"))
        let code = "func waitForBanner() {\n    Thread.sleep(forTimeInterval: 1)\n}"
        #expect(Self.findings(concept.make(Placement()), code, path: "Sources/App/Banner.swift").isEmpty)
        #expect(Self.findings(concept.make(Placement()), code, path: "Tests/AppTests/BannerTests.swift").count == 1)
        #expect(Self.findings(concept.make(Placement(paths: [Glob("Sources/**")])), code, path: "Sources/App/Banner.swift").count == 1)
    }

    @Test func aCodeSpanNamesItsDeprecatedEntry() {
        #expect(ConceptCatalogue.deprecatedEntry(named: ".foregroundColor(_:)")?.id == "foreground-color")
        #expect(ConceptCatalogue.deprecatedEntry(named: "NavigationView")?.id == "navigation-view")
        #expect(ConceptCatalogue.deprecatedEntry(named: "@Environment(\\.presentationMode)")?.id == "presentation-mode")
        #expect(ConceptCatalogue.deprecatedEntry(named: ".onChange(of:perform:)")?.id == "on-change-one-parameter")
        #expect(ConceptCatalogue.deprecatedEntry(named: "UIScreen.main")?.id == "screen-main")
        #expect(ConceptCatalogue.deprecatedEntry(named: ".navigationBarTrailing")?.id == "navigation-bar-placements")
        #expect(ConceptCatalogue.deprecatedEntry(named: ".white") == nil)
        #expect(ConceptCatalogue.deprecatedEntry(named: "NavigationStack") == nil)
        #expect(ConceptCatalogue.deprecatedEntry(named: "") == nil)
    }

    @Test func aDeprecatedEntryConceptFiresOnlyOnItsOwnAPI() throws {
        let concept = try #require(ConceptCatalogue.concept("deprecated-on-change-one-parameter"))
        let code = "Text(a)\n    .onChange(of: query) { value in search(value) }\n    .foregroundColor(.red)\n    .onChange(of: page) { old, new in load(new) }"
        let found = Self.findings(concept.make(Placement()), code, path: concept.examplePath)
        #expect(found.map(\.line) == [2])
        #expect(found.first?.message.contains("use `.onChange(of:) { oldValue, newValue in … }`") == true)
    }
}
