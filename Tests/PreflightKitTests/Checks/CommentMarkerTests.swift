import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// Work markers are read in comments only, as whole capitalised words, each placed on its own
/// line inside a block comment; the compiler's test for a marker written as code accepts the
/// forms comments use and nothing that merely holds one.
@Suite struct CommentMarkerTests {
    static func places(_ markers: [String], _ text: String) -> [String] {
        CommentMarkerCheck(markers: markers).run(on: SourceFile(path: "A.swift", text: text), context: CheckContext())
            .map { "\($0.line):\($0.column ?? 0)" }
    }

    @Test func markersInCommentsAreFoundWhereTheyStand() {
        let text = """
        let a = "TODO" // TODO: one
        /* first line
           FIXME(ana) and TODO */
        let todo = 1 //TODO
        // TODOS and MyTODO and TODO_1 are words of their own
        """
        #expect(Self.places(["TODO", "FIXME"], text) == ["1:19", "3:4", "3:19", "4:16"])
        #expect(Self.places(["FIXME"], text) == ["3:4"])
    }

    @Test func aMarkerWrittenAsCodeIsTheMarkerAlone() {
        for form in ["TODO", "// TODO:", "//TODO", "FIXME(ana)", "/* HACK */", "/// XXX: later", "TODO: explain"] {
            #expect(CommentMarkerCheck.isMarkerForm(form), "\(form)")
        }
        for code in ["assertionFailure(\"TODO\")", "todo", "TODOList", "let TODO = 1", "fatalError(\"FIXME\")"] {
            #expect(!CommentMarkerCheck.isMarkerForm(code), "\(code)")
        }
        #expect(CommentMarkerCheck.markers(in: "no todo comments, no fixmes") == ["TODO", "FIXME"])
        // Alone, a marker may name a placeholder shown to users; inside a comment's opener it is a comment.
        #expect(CommentMarkerCheck.isCommentForm("// TODO:") && CommentMarkerCheck.isCommentForm("/* FIXME */"))
        #expect(!CommentMarkerCheck.isCommentForm("TODO") && !CommentMarkerCheck.isCommentForm("// see the TODO list"))
        #expect(CommentMarkerCheck.markers(in: "notodo, XXL sizes, hacked") == [])
    }
}

/// `typeBodies`: every type's and extension's body, so `outside: [typeBodies]` is the file's top
/// level; heads stay outside it.
@Suite struct TypeBodiesRegionTests {
    @Test func typeAndExtensionBodiesLeaveTheTopLevel() {
        let text = """
        fileprivate let a = 1
        struct S {
            fileprivate var b = 2
        }
        extension S {
            fileprivate func c() {}
        }
        fileprivate func d() {}
        """
        var check = ForbiddenSymbolCheck(symbols: [SymbolPattern("fileprivate")!], languages: [.swift])
        check.codeScope.outside = [.typeBodies]
        #expect(check.runScoped(on: SourceFile(path: "A.swift", text: text), context: CheckContext()).map(\.line) == [1, 8])
        #expect(CodeRegion(text: "typeBodies") == .typeBodies && CodeRegion.typeBodies.text == "typeBodies")
    }
}
