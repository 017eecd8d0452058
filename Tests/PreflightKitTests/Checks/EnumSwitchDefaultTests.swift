import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightModel
@testable import PreflightSwiftSource

/// "No `default` in a switch over an enum": only switches whose subject the tokens show to be an
/// enum are judged, and a `default` there is flagged; literals, structs' statics, guarded cases
/// and `@unknown default` are left alone.
@Suite struct EnumSwitchDefaultTests {
    static func lines(_ text: String) -> [Int] {
        CheckCatalogueTests.lines(EnumSwitchDefaultCheck(), text)
    }

    @Test func aDefaultIsFlaggedWhereTheSubjectIsSurelyAnEnum() {
        let text = """
        enum Route { case home, settings(Section), about }

        func title(_ route: Route, result: Result<Int, Error>) -> String {
            switch route {
            case .home: return "Home"
            case Route.about: return "About"
            default: return "Settings"
            }
            switch result {
            case let .failure(error): return error.localizedDescription
            default:
                return "ok"
            }
        }
        """
        #expect(Self.lines(text) == [7, 11])
    }

    @Test func whatTokensCannotShowToBeAnEnumIsLeftAlone() {
        let text = """
        enum Route { case home, about }

        func handle(_ note: Notification, code: Int, pair: (Route, Route), route: Route) {
            switch note.name {
            case .didSave: save()
            default: break
            }
            switch code {
            case 200..<300: accept()
            default: reject()
            }
            switch pair {
            case (.home, .home): stay()
            default: move()
            }
            switch route {
            case .home where isFirstLaunch: welcome()
            default: show(route)
            }
            switch route {
            case .home: welcome()
            case .about: about()
            @unknown default: fatalError()
            }
            switch route {
            case .home, .elsewhere: welcome()
            default: show(route)
            }
            switch delay {
            case .seconds(0): fire()
            default: schedule()
            }
        }
        """
        #expect(Self.lines(text).isEmpty)
    }

    @Test func casesInsideBodiesAndNestedSwitchesAreTheirOwn() {
        let text = """
        enum Mode { case read, write, admin }

        func run(_ mode: Mode, value: Int?) {
            switch mode {
            case .read:
                if case .some(let v) = value { print(v) }
                switch value {
                case 1: print("one")
                default: print("other")
                }
            case .write, .admin:
                for case let v? in [value] { print(v) }
            }
            switch mode {
            case .read: print("r")
            default:
                switch mode { case .write: print("w"); default: break }
            }
        }
        """
        #expect(Self.lines(text) == [16, 17])
    }

    @Test func brokenCodeYieldsWhatItCanAndNeverTraps() {
        for text in ["switch", "switch x {", "switch x { case", "switch x { case .a", "switch x { case .a: default", "switch { default: }",
                     "switch x { case .a(: default: }", "}switch x { case .a(let b): default: }"] {
            #expect(Self.lines(text).count <= 1, "\(text)")
        }
        #expect(Self.lines("switch r { case .a(let b): f(b)\ndefault: g() }") == [2])
    }
}
