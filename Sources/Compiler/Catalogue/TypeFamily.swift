import PreflightChecks
import PreflightRepository

/// A group of types (or files) prose names without code: "views", "view models", "reducers",
/// "tests". A rule whose subject or location is a family applies to those types only.
package struct TypeFamily: Sendable {
    package enum Selector: Sendable, Equatable {
        /// Types conforming to a protocol (`View`).
        case conformance(String)
        /// Types whose name ends so (`…ViewModel`).
        case nameSuffix(String)
        /// Types carrying an attribute (`@Reducer`).
        case attribute(String)
        /// Types of one kind (`protocol`): their declarations, requirements included.
        case kind(String)
        /// Files by path (tests).
        case files([String])
        /// `#Preview` blocks and `PreviewProvider` types.
        case previews
        /// The content of a container view or call (`ScrollView { … }`).
        case calls(String)
    }

    package var id: String
    package var phrases: [String]
    package var selector: Selector
    /// Paths a `.files` family leaves out ("unit tests" are tests but not UI tests).
    package var excludedGlobs: [String] = []

    /// The family as a type selector, when it is one.
    package var typeSelector: TypeSelector? {
        switch selector {
        case let .conformance(name): return TypeSelector(conformance: name)
        case let .nameSuffix(suffix): return TypeSelector(nameSuffix: suffix)
        case let .attribute(name): return TypeSelector(attribute: name)
        case let .kind(kind): return TypeSelector(kinds: [kind])
        case .files, .previews, .calls: return nil
        }
    }

    package var fileGlobs: [Glob] {
        if case let .files(globs) = selector { return globs.map(Glob.init) }
        return []
    }

    package var display: String {
        switch selector {
        case let .conformance(name): return "`\(name)` types"
        case let .nameSuffix(suffix): return "`…\(suffix)` types"
        case let .attribute(name): return "`@\(name)` types"
        case let .kind(kind): return "`\(kind)` declarations"
        case let .files(globs): return globs.map { "`\($0)`" }.joined(separator: ", ")
        case .previews: return "previews"
        case let .calls(name): return "`\(name)` content"
        }
    }
}

extension TypeFamily {
    /// Test files as the usual layouts name them.
    /// The types whole families derive from: named in a rule, they say whose code it is about.
    package static let baseTypes: Set<String> = [
        "View", "UIView", "UIViewController", "NSView", "NSViewController", "UITableViewCell", "UICollectionViewCell",
        "NSTableCellView", "ViewModifier", "App", "Scene", "UITableViewController", "UICollectionViewController",
    ]

    /// UI test targets, which unit-test rules do not reach (XCUITest needs XCTest).
    package static let uiTestGlobs = ["**/*UITests/**", "**/*UITest.swift", "**/*UITests.swift"]

    /// The prefix of XCTest's own API (`XCTAssertEqual`, `XCTestCase`, `XCTUnwrap`): refused in
    /// favour of Swift Testing, it stays allowed in UI tests, which Swift Testing cannot drive.
    package static let xctestPrefix = "XCT"

    package static let testGlobs = ["**/*Tests.swift", "**/*Test.swift", "**/*Spec.swift", "**/Tests/**", "**/*Tests/**", "**/*UITests/**"]

    /// The families prose names, in several languages. Words, not code: a family named in
    /// backticks is read from the code span itself.
    package static let all: [TypeFamily] = containers + [
        TypeFamily(id: "view-model", phrases: [
            "view model", "view models", "view-model", "view-models", "viewmodel", "viewmodels", "뷰모델", "뷰 모델",
            "every view model", "each view model", "a view model", "the view model", "any view model", "every view-model",
            "视图模型", "ビューモデル", "modèle de vue", "modèles de vue", "modelo de vista", "modelos de vista",
        ], selector: .nameSuffix("ViewModel")),
        TypeFamily(id: "view-controller", phrases: [
            "view controller", "view controllers", "viewcontroller", "viewcontrollers", "뷰컨트롤러", "뷰 컨트롤러",
            "视图控制器", "ビューコントローラ", "ビューコントローラー",
        ], selector: .nameSuffix("ViewController")),
        TypeFamily(id: "view", phrases: [
            // "view" alone starts compounds ("view state", "view layer"): only forms that name the type.
            "views", "a view", "the view", "each view", "every view", "any view", "swiftui view", "swiftui views", "view struct",
            "view structs", "view body", "view bodies", "view type", "view types", "view file", "view files", "뷰", "视图", "ビュー", "les vues", "une vue", "la vue", "ansichten", "las vistas", "una vista", "la vista",
        ], selector: .conformance("View")),
        // Only forms naming the declarations: "protocols" alone is the kind noun other rules read.
        TypeFamily(id: "protocol-declarations", phrases: [
            "protocol signatures", "protocol signature", "protocol requirements", "protocol declarations", "protocol definitions",
            "protocol 시그니처", "프로토콜 시그니처", "프로토콜 정의", "协议签名", "协议定义", "プロトコルのシグネチャ", "プロトコル定義",
            "signatures de protocole", "protokollsignaturen", "firmas de protocolo",
        ], selector: .kind("protocol")),
        TypeFamily(id: "reducer", phrases: ["reducer", "reducers", "리듀서", "リデューサー"], selector: .attribute("Reducer")),
        TypeFamily(id: "service", phrases: ["service", "services", "서비스", "服务", "サービス", "servicios", "los servicios", "les services", "dienste", "die dienste"],
                   selector: .nameSuffix("Service")),
        TypeFamily(id: "repository", phrases: ["repository type", "repository types", "repositories", "리포지토리", "仓库类", "リポジトリ"],
                   selector: .nameSuffix("Repository")),
        TypeFamily(id: "coordinator", phrases: ["coordinator", "coordinators", "코디네이터", "コーディネーター"], selector: .nameSuffix("Coordinator")),
        TypeFamily(id: "router", phrases: ["router", "routers", "라우터", "ルーター"], selector: .nameSuffix("Router")),
        TypeFamily(id: "manager", phrases: ["manager", "managers", "매니저", "管理器", "マネージャー"], selector: .nameSuffix("Manager")),
        TypeFamily(id: "store", phrases: ["store", "stores"], selector: .nameSuffix("Store")),
        TypeFamily(id: "use-case", phrases: ["use case", "use cases", "usecase", "usecases", "유스케이스"], selector: .nameSuffix("UseCase")),
        TypeFamily(id: "interactor", phrases: ["interactor", "interactors"], selector: .nameSuffix("Interactor")),
        TypeFamily(id: "presenter", phrases: ["presenter", "presenters"], selector: .nameSuffix("Presenter")),
        TypeFamily(id: "cell", phrases: ["cell", "cells", "table view cell", "table view cells", "collection view cells"],
                   selector: .nameSuffix("Cell")),
        // Named by the suffix Swift code gives them (`NetworkError`); "errors" alone is the values.
        TypeFamily(id: "error-type", phrases: [
            "error types", "error type", "custom error types", "custom errors", "custom error type", "error enums", "error enum",
            "커스텀 에러", "에러 타입", "오류 타입", "커스텀 오류", "エラー型", "カスタムエラー", "错误类型", "自定义错误",
            "types d'erreur", "fehlertypen", "tipos de error",
        ], selector: .nameSuffix("Error")),
        TypeFamily(id: "dto", phrases: ["dto", "dtos", "data transfer object", "data transfer objects"], selector: .nameSuffix("DTO")),
        TypeFamily(id: "previews", phrases: ["preview", "previews", "swiftui preview", "swiftui previews", "프리뷰", "미리보기", "预览", "プレビュー", "aperçu", "aperçus", "vorschau", "vista previa"],
                   selector: .previews),
        TypeFamily(id: "unit-tests", phrases: [
            "unit test", "unit tests", "unit-test", "unit-tests", "unit testing", "단위 테스트", "单元测试", "単体テスト",
            "tests unitaires", "tests unitarios", "unit-tests", "unittests",
        ], selector: .files(testGlobs), excludedGlobs: uiTestGlobs),
        TypeFamily(id: "tests", phrases: [
            "test", "tests", "test file", "test files", "test code", "test target", "test targets",
            "테스트", "테스트 코드", "测试", "测试代码", "テスト", "テストコード", "fichiers de test", "pruebas",
        ], selector: .files(testGlobs)),
    ]

    /// Container views prose names: "inside scroll views", "in a `List`".
    static let containers: [TypeFamily] = [
        TypeFamily(id: "scroll-view", phrases: ["scroll view", "scroll views", "scrollview", "scrollviews", "스크롤 뷰", "스크롤뷰", "滚动视图", "スクロールビュー"],
                   selector: .calls("ScrollView")),
        TypeFamily(id: "list", phrases: ["list row", "list rows", "list cell", "list cells"], selector: .calls("List")),
        TypeFamily(id: "lazy-stack", phrases: ["lazy stack", "lazy stacks"], selector: .calls("LazyVStack")),
        TypeFamily(id: "navigation-stack", phrases: ["navigation stack", "navigation stacks"], selector: .calls("NavigationStack")),
        TypeFamily(id: "task-closure", phrases: ["task closure", "task closures", "task block", "task blocks"], selector: .calls("Task")),
        TypeFamily(id: "animation-block", phrases: ["animation block", "animation blocks", "withanimation block"], selector: .calls("withAnimation")),
    ]

    static let matcher = PhraseMatcher(all.flatMap { family in family.phrases.map { (key: family.id, phrase: $0) } })

    package static func named(_ id: String) -> TypeFamily? { all.first { $0.id == id } }
}

extension CodeScope {
    /// UI tests left out, once (`TypeFamily.uiTestGlobs`): code of XCTest's own is what they are
    /// written in.
    mutating func leaveOutUITests() {
        for glob in TypeFamily.uiTestGlobs.map(Glob.init) where !excludedPaths.contains(glob) { excludedPaths.append(glob) }
    }
}
