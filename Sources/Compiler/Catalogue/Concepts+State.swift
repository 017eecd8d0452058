import PreflightChecks

/// How state is held and shared: singletons, Combine-era observation, global mutable state,
/// and the UI frameworks a layer may not depend on.
extension ConceptCatalogue {
    static let state: [Concept] = [
        Concept(
            id: "singletons", area: .state, title: "singletons",
            phrases: ["singletons", "singleton", "singleton pattern", "shared singletons", "싱글톤", "单例", "单例模式", "シングルトン",
                      "singletons globaux", "singletonen", "singletones"],
            practicePhrases: ["dependency injection", "constructor injection", "initializer injection", "의존성 주입", "依赖注入",
                              "依存性注入", "injection de dépendances", "dependency-injection", "abhängigkeitsinjektion",
                              "inyección de dependencias"],
            practiceForbidsOnlyInContrast: true,
            replacement: "one instance built in the composition root and injected",
            triggering: [
                "final class SessionManager {\n    static let shared = SessionManager()\n    private init() {}\n}",
                "enum Analytics {\n    public static var shared: AnalyticsClient = LiveAnalytics()\n}",
                "final class ImageCache {\n    static let sharedInstance = ImageCache()\n}",
            ],
            nonTriggering: [
                "final class SessionManager {\n    init(store: TokenStore) {}\n}\nlet session = URLSession.shared\nlet center = NotificationCenter.default",
                "extension Store {\n    static let preview = Store(items: [])\n    var isShared: Bool { shared }\n}",
            ],
            markers: ["static let shared", "static var shared"],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.symbols(["static let shared", "static var shared", "static let sharedInstance", "static var sharedInstance"], placement)]
            }
        ),
        Concept(
            id: "observable-object", area: .state, title: "`ObservableObject` models",
            phrases: ["observable objects", "observableobject models", "observableobject classes", "combine-based observation"],
            practicePhrases: ["observation framework", "swift observation"],
            practiceCode: ["@Observable"],
            replacement: "`@Observable`",
            triggering: [
                "final class ProfileModel: ObservableObject {\n    @Published var name = \"\"\n}",
                "extension SettingsStore: ObservableObject {}",
            ],
            nonTriggering: [
                "@Observable\nfinal class ProfileModel {\n    var name = \"\"\n}",
                "// was an ObservableObject before iOS 17\nlet objectName = \"ObservableObject\"\nlet observer = model.observableObjectID",
            ],
            markers: ["ObservableObject", "@Published"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["ObservableObject"], placement)] }
        ),
        Concept(
            id: "published", area: .state, title: "`@Published` properties",
            phrases: ["published properties", "@published properties", "published property", "published wrappers"],
            replacement: "plain properties of an `@Observable` model",
            triggering: ["final class CartModel: ObservableObject {\n    @Published var items: [Item] = []\n    @Published private(set) var total = 0\n}"],
            nonTriggering: ["@Observable\nfinal class CartModel {\n    var items: [Item] = []\n    @ObservationIgnored var cache = Cache()\n    var isPublished = false\n}"],
            markers: ["@Published"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["@Published"], placement)] }
        ),
        Concept(
            id: "global-mutable-state", area: .state, title: "global mutable state",
            phrases: ["global mutable state", "mutable global state", "global state", "global variables", "mutable globals",
                      "mutable static state", "전역 상태", "전역 변수", "全局状态", "全局变量", "全局可变状态", "グローバル変数", "グローバルな状態",
                      "état global mutable", "état global", "variables globales", "globaler zustand", "globale variablen",
                      "estado global", "estado global mutable"],
            replacement: "state owned by an instance (an actor or a model) and injected",
            triggering: [
                "var currentUser: User?\n\nstruct ProfileView: View {\n    var body: some View { Text(currentUser?.name ?? \"\") }\n}",
                "enum Session {\n    static var token: String?\n}",
            ],
            nonTriggering: [
                "let apiVersion = 3\nenum Session {\n    static let timeout: TimeInterval = 30\n    static var isExpired: Bool { Date() > deadline }\n}",
                "final class Session {\n    var token: String?\n    func reset() { var attempts = 0; attempts += 1 }\n}",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.mutableGlobals(placement)] }
        ),
        Concept(
            id: "global-constants", area: .state, title: "constants declared at file level",
            phrases: ["global constants", "global constant", "file-level constants", "top-level constants", "global lets",
                      "전역 상수", "グローバル定数", "グローバルな定数", "全局常量", "constantes globales", "globale konstanten"],
            replacement: "a `static let` in a type (a caseless `enum` for a namespace)",
            triggering: ["let requestTimeout: TimeInterval = 30\n\nfinal class APIClient {}"],
            nonTriggering: ["enum API {\n    static let requestTimeout: TimeInterval = 30\n}\nprivate let logger = Logger()"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(GlobalConstantCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "ui-frameworks", area: .state, title: "UI frameworks (SwiftUI, UIKit, AppKit)",
            phrases: ["ui frameworks", "ui framework", "ui-frameworks", "ui-framework", "ui 프레임워크", "ui 框架", "ui フレームワーク",
                      "frameworks d'interface", "frameworks ui", "frameworks de ui", "frameworks de interfaz"],
            replacement: nil,
            triggering: ["import Foundation\nimport SwiftUI\n\nstruct Price {}", "@preconcurrency import UIKit\n\nenum Formatter {}"],
            nonTriggering: ["import Foundation\nimport Observation\n\nstruct Price {}\n// import UIKit once this moves to the app"],
            markers: ["import SwiftUI", "import UIKit", "import AppKit"],
            make: ConceptChecks.swift { placement in [ConceptChecks.imports(["SwiftUI", "UIKit", "AppKit"], placement)] }
        ),
        Concept(
            id: "shared-view-state", area: .state, title: "`@State` properties other types can reach",
            phrases: [],
            // "Use `@State` for local view state only", "`@State` is for state the view owns": state
            // local to its view is private to it, as SwiftUI's documentation declares it.
            practiceCode: ["@State"],
            // "local " with its space: "locale" and "localized" are other words.
            practiceCodeNeeds: ["local ", "owned by the view", "the view owns", "its own view", "로컬", "ローカル", "本地", "局部", "lokale"],
            replacement: "`@State private var`",
            triggering: ["struct Row: View {\n    @State var isExpanded = false\n    var body: some View { Text(\"row\") }\n}"],
            nonTriggering: ["struct Row: View {\n    @State private var isExpanded = false\n    let title: String\n    var body: some View { Text(title) }\n}"],
            make: ConceptChecks.swift { placement in
                var check = RequiredModifierCheck(attributes: ["State"], modifiers: ["private"])
                check.scope = placement.paths
                return [ConceptChecks.placed(check, placement)]
            }
        ),
    ]
}
