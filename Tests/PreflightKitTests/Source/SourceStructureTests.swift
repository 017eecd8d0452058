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

private func declarations(_ source: String) -> [Declaration] {
    SourceFile(path: "a.swift", text: source).declarations
}

@Suite struct SourceStructureTests {
    @Test func swiftUIViewWithPropertyWrappers() {
        let decls = declarations("""
        import SwiftUI

        struct ProfileView: View {
            @State private var count = 0
            @Environment(\\.dismiss) private var dismiss
            @Binding var name: String
            let title: String

            var body: some View {
                let label = "Count \\(count)"
                VStack {
                    Text(label)
                }
            }
        }
        """)
        #expect(decls.map(\.name) == ["ProfileView", "count", "dismiss", "name", "title", "body", "label"])
        let view = decls[0]
        #expect(view.kind == .struct)
        #expect(view.inheritance == ["View"])
        #expect(view.line == 3 && view.column == 1)
        #expect(view.nameLine == 3 && view.nameColumn == 8)
        #expect(view.parent == nil && !view.isLocal)

        let count = decls[1]
        #expect(count.kind == .variable)
        #expect(count.attributes == [Attribute(name: "State", arguments: nil, tokenIndex: count.firstToken)])
        #expect(count.modifiers == ["private"])
        #expect(count.hasInitializer && !count.isComputed)
        #expect(count.parent == 0 && !count.isLocal)
        #expect(count.line == 4 && count.column == 20 && count.nameColumn == 24)

        let dismiss = decls[2]
        #expect(dismiss.attribute(named: "Environment")?.arguments == "\\.dismiss")
        #expect(dismiss.accessLevel == "private")

        #expect(decls[3].typeAnnotation == "String")
        #expect(decls[3].attributes.map(\.name) == ["Binding"])
        #expect(decls[4].kind == .constant && !decls[4].hasInitializer)

        let body = decls[5]
        #expect(body.typeAnnotation == "some View")
        #expect(body.isComputed && body.body != nil && !body.isLocal)

        let label = decls[6]
        #expect(label.isLocal && label.parent == 5)
    }

    @Test func classWithInheritanceAndWhereClause() {
        let decls = declarations("""
        final class Store<Item: Codable>: BaseStore<Item>, ObservableObject, @unchecked Sendable where Item: Hashable {
            override init() { super.init() }
            deinit {}
            class func make() -> Store { Store() }
            private(set) var items: [Item] = []
            subscript(index: Int) -> Item { items[index] }
        }
        """)
        let store = decls[0]
        #expect(store.kind == .class && store.name == "Store")
        #expect(store.modifiers == ["final"])
        #expect(store.inheritance == ["BaseStore<Item>", "ObservableObject", "Sendable"])
        #expect(decls.map(\.kind) == [.class, .initializer, .deinitializer, .function, .variable, .subscript])
        #expect(decls[1].modifiers == ["override"])
        #expect(decls[3].modifiers == ["class"] && decls[3].name == "make")
        #expect(decls[4].modifiers == ["private(set)"] && decls[4].typeAnnotation == "[Item]")
        #expect(decls.dropFirst().allSatisfy { $0.parent == 0 && !$0.isLocal })
        #expect(store.body?.upperBound == store.endToken)
    }

    @Test func nestedTypesExtensionsAndEnums() {
        let decls = declarations("""
        enum Route: String, CaseIterable {
            case home, settings
            case detail
            indirect case nested
            struct Payload { let id: Int }

            func label() -> String {
                switch self {
                case .home: let x = 1; return "\\(x)"
                default: return ""
                }
            }
        }

        extension Foo.Bar: Equatable where T == Int {
            static func == (lhs: Foo.Bar, rhs: Foo.Bar) -> Bool { true }
        }

        actor Cache {}
        """)
        #expect(decls.map(\.name) == ["Route", "home", "detail", "nested", "Payload", "id", "label", "x", "Foo.Bar", "==", "Cache"])
        #expect(decls[1].kind == .enumCase && decls[1].names == ["home", "settings"])
        #expect(decls[3].modifiers == ["indirect"])
        #expect(decls[4].parent == 0)
        #expect(decls[5].parent == 4 && !decls[5].isLocal)
        #expect(decls[7].parent == 6 && decls[7].isLocal)
        #expect(decls[8].kind == .extension && decls[8].inheritance == ["Equatable"])
        #expect(decls[9].kind == .function && decls[9].modifiers == ["static"] && decls[9].parent == 8)
        #expect(decls[10].kind == .actor)
    }

    @Test func computedStoredAndObservedProperties() {
        let decls = declarations("""
        struct S {
            var a: Int { 1 }
            var b: Int {
                get { 1 }
                set { }
            }
            var c = 0 {
                didSet { print(c) }
            }
            lazy var d: UIView = {
                let view = UIView()
                return view
            }()
            var e, f: Int
            let (g, h) = (1, 2)
            weak var delegate: Delegate?
            var handler: ((Int) -> Void)?
            var dict: [String: [Int]] = [:]
            var g2 = foo
                .bar()
            var last = 1
        }
        """)
        let byName = Dictionary(decls.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["a"]?.isComputed == true)
        #expect(byName["b"]?.isComputed == true)
        #expect(byName["c"]?.isComputed == false && byName["c"]?.body != nil && byName["c"]?.hasInitializer == true)
        #expect(byName["d"]?.modifiers == ["lazy"] && byName["d"]?.typeAnnotation == "UIView")
        #expect(byName["view"]?.isLocal == true && byName["view"]?.parent == decls.firstIndex { $0.name == "d" })
        #expect(byName["e"]?.names == ["e", "f"])
        #expect(byName["g"]?.names == ["g", "h"])
        #expect(byName["delegate"]?.modifiers == ["weak"] && byName["delegate"]?.typeAnnotation == "Delegate?")
        #expect(byName["handler"]?.typeAnnotation == "((Int) -> Void)?")
        #expect(byName["dict"]?.typeAnnotation == "[String: [Int]]")
        #expect(byName["last"]?.parent == 0 && byName["last"]?.isLocal == false)
        #expect(decls.filter { !$0.isLocal && $0.parent == 0 }.map(\.name) == ["a", "b", "c", "d", "e", "g", "delegate", "handler", "dict", "g2", "last"])
    }

    @Test func localsAndConditionBindings() {
        let decls = declarations("""
        func load() async throws -> [Item] {
            let url = URL(string: "x")!
            if let cached = cache[url] { return cached }
            guard let data = try? await fetch(url), var items = decode(data) else { return [] }
            for var item in items { item.touch() }
            items.forEach { item in let copy = item; use(copy) }
            self.init(); Foo.init()
            return items
        }
        """)
        #expect(decls.map(\.name) == ["load", "url", "copy"])
        #expect(decls[1].isLocal && decls[1].parent == 0)
        #expect(decls[2].isLocal && decls[2].parent == 0)
    }

    @Test func conditionalCompilationInsideTypeBody() {
        let decls = declarations("""
        struct Settings {
            #if DEBUG
            @Published var debugMenu = true
            #else
            let release = true
            #endif
            #if os(iOS)
            func haptics() {}
            #endif
        }
        """)
        #expect(decls.map(\.name) == ["Settings", "debugMenu", "release", "haptics"])
        #expect(decls.dropFirst().allSatisfy { $0.parent == 0 && !$0.isLocal })
        #expect(decls[1].attributes.map(\.name) == ["Published"])
    }

    @Test func protocolRequirementsWithoutBodies() {
        let decls = declarations("""
        @MainActor
        protocol Loading: AnyObject {
            associatedtype Output
            var isLoading: Bool { get set }
            func load() async
            func cancel()
            init(value: Int)
        }
        """)
        #expect(decls.map(\.kind) == [.protocol, .associatedtype, .variable, .function, .function, .initializer])
        #expect(decls[0].attributes.map(\.name) == ["MainActor"])
        #expect(decls[0].line == 2)
        #expect(decls[3].body == nil && decls[4].body == nil && decls[5].body == nil)
        #expect(decls[2].isComputed)
    }

    @Test func importsWithAttributesAndKinds() {
        let file = SourceFile(path: "a.swift", text: """
        import Foundation
        @testable import MyApp
        @preconcurrency import Combine
        import struct SwiftUI.Color
        public import Shared
        #if canImport(UIKit)
        import UIKit
        #endif
        // import Commented
        let s = "import Quoted"
        """)
        let imports = file.imports
        #expect(imports.map(\.module) == ["Foundation", "MyApp", "Combine", "SwiftUI", "Shared", "UIKit"])
        #expect(imports[1].attributes == ["testable"])
        #expect(imports[2].attributes == ["preconcurrency"])
        #expect(imports[3].kind == "struct" && imports[3].path == "SwiftUI.Color")
        #expect(imports[4].modifiers == ["public"])
        #expect(imports.map(\.line) == [1, 2, 3, 4, 5, 7])
        #expect(imports[1].column == 11)
    }

    @Test func typealiasesMacrosAndContextualWords() {
        let decls = declarations("""
        public typealias Handler = (Result<Data, Error>) -> Void
        @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        nonisolated(unsafe) var shared = Cache()
        func run() {
            let actor = Worker()
            var open = false
            open = true
            actor.start()
        }
        """)
        #expect(decls.map(\.kind) == [.typealias, .macro, .variable, .function, .constant, .variable])
        #expect(decls.map(\.name) == ["Handler", "stringify", "shared", "run", "actor", "open"])
        #expect(decls[0].modifiers == ["public"])
        #expect(decls[1].attribute(named: "freestanding")?.arguments == "expression")
        #expect(decls[2].modifiers == ["nonisolated(unsafe)"])
    }

    @Test func unbalancedBracesNeverHang() {
        let inputs = [
            "struct A { var x: Int",
            "}}} class B { func f() { ",
            "func f() -> { ( [ ) ] }",
            "var",
            "@State",
            "private(set)",
            "extension",
            "struct A<T: P<Q>",
            "let x = { { {",
            "enum E { case",
            String(repeating: "class A: B, { var x = [ ", count: 100),
        ]
        for input in inputs {
            _ = declarations(input)
            _ = SourceFile(path: "a.swift", text: input).imports
        }
        #expect(declarations("struct A { var x: Int").map(\.name) == ["A", "x"])
    }
}
