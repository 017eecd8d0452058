import PreflightChecks
import PreflightRepository
import PreflightSwiftSource

/// How code is spread over files: "one type per file", "each view in its own file".
extension ConceptCatalogue {
    static let organization: [Concept] = [
        Concept(
            id: "implicit-access-levels", area: .organization, title: "declarations without an explicit access level",
            phrases: ["implicit access control", "implicit access levels", "implicit access level", "missing access modifiers",
                      "missing access control", "암묵적 접근 제어", "隐式访问控制", "暗黙のアクセスレベル", "contrôle d'accès implicite",
                      "implizite zugriffskontrolle", "control de acceso implícito"],
            practicePhrases: ["explicit access control", "explicit access modifiers", "explicit access modifier", "explicit access levels",
                              "explicit access level", "access modifiers explicitly", "access control explicitly", "access levels explicitly",
                              "access level explicitly", "access level on each declaration", "access modifier on each declaration",
                              "spells out its access level", "spell out its access level", "spells out the access level",
                              "spell out the access level", "spell out access levels", "spells out their access level",
                              "states its access level", "state its access level", "states the access level", "state access levels",
                              "アクセスコントロールを明示", "アクセス修飾子を明示", "アクセスレベルを明示", "접근 제어자를 명시", "접근 제어를 명시",
                              "접근 수준을 명시", "显式访问控制", "显式声明访问级别", "明确声明访问级别", "contrôle d'accès explicite",
                              "niveaux d'accès explicites", "explizite zugriffskontrolle", "explizite zugriffsmodifikatoren",
                              "control de acceso explícito", "modificadores de acceso explícitos"],
            replacement: "an access level written on every declaration (`private`, `internal`, `public`)",
            triggering: [
                "struct Cart {\n    var items: [Item] = []\n    func add(_ item: Item) { items.append(item) }\n}",
                "public final class Store {\n    private var cache: [String: Data] = [:]\n}\nextension Store {\n    func reset() { cache = [:] }\n}",
            ],
            nonTriggering: [
                "internal struct Cart {\n    private(set) var items: [Item] = []\n    internal func add(_ item: Item) {\n"
                    + "        let count = items.count\n        items.append(item)\n        print(count)\n    }\n}",
                "public protocol Loading {\n    var isLoading: Bool { get }\n}\npublic enum Tab {\n    case home, settings\n}\n"
                    + "extension Tab {\n    public var title: String { \"\\(self)\" }\n}",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in [ConceptChecks.explicitAccess(placement)] },
            placesGroupsNamedBeside: true,
            tellsExamplesApart: false,
            // "Every top-level declaration states its access level": the file's own declarations.
            makeNarrowed: { placement, words in
                let topLevel = Lexicon.names(oneOf: Lexicon.topLevelWords, among: words)
                return ConceptChecks.swift { placement in [ConceptChecks.explicitAccess(placement, topLevelOnly: topLevel)] }(placement)
            }
        ),
        Concept(
            id: "types-per-file", area: .organization, title: "several top-level types in one file",
            phrases: ["multiple types per file", "multiple types in one file", "multiple types in a single file", "several types per file",
                      "several types in one file", "more than one type per file", "multiple top-level types", "several top-level types"],
            // "One (public, top-level) type per file": the phrase leaves the words before it to narrow it.
            practicePhrases: [
                "type per file", "type per swift file", "type per .swift file", "view per file", "class per file",
                "sub-views into separate files", "subviews into separate files", "sub-views into their own files",
                "subviews into their own files",
                "in its own file", "in its own swift file", "its own .swift file",
                "파일당 하나의 타입", "파일 하나에 타입 하나", "한 파일에 하나의 타입", "每个文件一个类型", "一个文件一个类型",
                "每个类型一个文件", "1ファイル1型", "1ファイルにつき1つの型", "type par fichier", "typ pro datei", "typ je datei",
                "tipo por archivo", "tipo por fichero",
            ],
            replacement: "a file of its own for each type",
            triggering: [
                "struct FeatureView: View {\n    var body: some View { Text(\"Feature\") }\n}\n\nstruct FeatureRow: View {\n    var body: some View { Text(\"Row\") }\n}",
                "final class FeatureStore {}\nenum FeatureEvent { case opened }",
            ],
            nonTriggering: [
                "struct FeatureView: View {\n    enum Mode { case list, grid }\n    var body: some View { Text(\"Feature\") }\n}\n"
                    + "extension FeatureView { func reload() {} }",
                "struct FeatureView: View {\n    var body: some View { Text(\"Feature\") }\n}\n#Preview { FeatureView() }",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.typesPerFile(placement, publicOnly: false, views: false)] },
            placesGroupsNamedBeside: true,
            makeNarrowed: { placement, words in
                // "One primary type per file" allows small helper types beside the main one: how
                // many is a judgement, not a count.
                if words.contains("primary") || words.contains("main") { return [] }
                // "One public type per file": public types only; "each SwiftUI view in its own
                // file": views, though the module's name stood where the group's would.
                return ConceptChecks.swift { placement in
                    [ConceptChecks.typesPerFile(placement, publicOnly: words.contains("public"),
                                                views: words.contains("view") || words.contains("subview"))]
                }(placement)
            }
        ),
        Concept(
            id: "file-named-after-type", area: .organization, title: "files not named after their type",
            phrases: ["files not named after their type", "file names that do not match the type", "mismatched file names"],
            practicePhrases: [
                "file name matches the primary type", "file name matches the main type", "file name matches the type", "file name matches type",
                "file names match the primary type", "file names match the main type", "file names match the type",
                "file name matches the type name", "file names match type names", "file names match the type names",
                "file names match their types", "files are named after their type", "files are named after the type",
                "file is named after its type", "file named after its type", "name files after the type", "name files after their type",
                "name each file after its type", "name each file after the type", "named after the type it declares", "named after the primary type", "named after the main type",
                "파일명은 타입명과 일치", "파일명은 주요 타입명과 일치", "파일 이름은 타입 이름과 같", "파일명과 타입명을 일치", "文件名与类型名一致", "文件名与类名一致",
                "ファイル名は型名と一致", "ファイル名と型名を一致", "le nom du fichier correspond au type", "dateiname entspricht dem typnamen",
                "el nombre del archivo coincide con el tipo",
            ],
            replacement: "the file renamed after its type",
            triggering: ["public struct Expense: Sendable {\n    public let id: UUID\n}"],
            nonTriggering: ["struct FeatureView: View {\n    var body: some View { Text(\"Feature\") }\n}\nextension String { var trimmed: String { self } }"],
            make: ConceptChecks.swift { placement in
                var check = FileNameCheck(scope: placement.paths)
                check.codeScope = placement.codeAllowing
                return [check]
            }
        ),
        Concept(
            id: "namespace-enum", area: .organization, title: "structs and classes that only host static members",
            phrases: ["static-only structs", "static-only classes", "static-only types", "namespace structs", "structs as namespaces",
                      "classes as namespaces"],
            // "Use enums as namespaces", "a caseless enum for constants": the practice names the
            // enum, and what it excludes is a struct or class standing in for one.
            practicePhrases: [
                "enums as namespaces", "enum as a namespace", "enum as namespace", "enums for namespaces", "enum for namespaces",
                "namespaces as enums", "namespace enums", "caseless enum", "caseless enums", "case-less enum", "case-less enums",
                "enum with no cases", "enums with no cases", "enum without cases", "enums without cases", "uninhabited enum",
                "네임스페이스용 enum", "네임스페이스는 enum", "케이스 없는 enum", "ケースのない enum", "ケースを持たない enum",
                "名前空間として enum", "名前空間には enum", "无 case 的 enum", "没有 case 的 enum", "enum 作为命名空间", "用 enum 作为命名空间", "作为命名空间的枚举", "枚举作为命名空间", "命名空间枚举",
                "enums sans cas", "enum sans cas", "enums comme espaces de noms", "enums als namespaces", "enum ohne cases",
                "enums sin casos", "enum sin casos", "enums como espacios de nombres",
            ],
            // "A type that only hosts static members is a caseless `enum`": the code beside a word
            // of namespaces.
            practiceCode: ["enum"],
            practiceCodeNeeds: Lexicon.namespaceWords,
            reachWords: Lexicon.namespaceWords,
            replacement: "a caseless `enum`",
            triggering: [
                "struct FeatureDefaults {\n    static let pageSize = 20\n    static func reset() {}\n}",
                "final class FeatureMetrics {\n    static let rowHeight: CGFloat = 44\n}",
            ],
            nonTriggering: [
                "enum FeatureDefaults {\n    static let pageSize = 20\n}\nstruct FeatureItem {\n    static let empty = FeatureItem(title: \"\")\n    let title: String\n}",
                "struct FeatureView_Previews: PreviewProvider {\n    static var previews: some View { Text(\"Feature\") }\n}",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.namespaceEnum(placement)] }
        ),
        Concept(
            id: "mutable-local", area: .organization, title: "local `var`s that never change",
            phrases: ["unnecessary var", "unnecessary vars", "needless var", "needless vars", "mutable locals that never change",
                      "불필요한 var", "不要な var", "不必要的 var"],
            // "Prefer `let` over `var`", "`let` by default", "immutability first": the practice
            // names `let`, and what it excludes is a `var` nothing changes.
            practicePhrases: [
                "let over var", "let instead of var", "let rather than var", "let by default", "let-by-default", "immutable by default",
                "prefer immutability", "immutability by default", "immutable locals", "immutable local variables",
                "let 기본", "let을 기본", "let を基本", "let を優先", "默认使用 let", "优先使用 let", "let plutôt que var", "let statt var",
                "let en lugar de var",
            ],
            practiceCode: ["let"],
            disfavouredCode: ["var"],
            decidesItsEscape: true,
            replacement: "`let`",
            triggering: ["func total(of items: [Int]) -> Int {\n    var sum = items.reduce(0, +)\n    return sum\n}"],
            nonTriggering: [
                "func total(of items: [Int]) -> Int {\n    var sum = 0\n    for item in items { sum += item }\n    return sum\n}\n"
                    + "final class Cart {\n    var total = 0\n}",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.preferLet(placement)] }
        ),
        Concept(
            id: "view-returning-members", area: .organization, title: "pieces of a view built by members returning `some View`",
            // "… rather than computed properties returning views", "返回视图的私有辅助方法": the
            // members a view is split into instead of views of their own.
            phrases: [
                "computed properties returning views", "computed properties that return views", "computed properties returning some view",
                "computed view properties", "functions returning views", "functions that return views", "methods returning views",
                "methods that return views", "helper methods returning views", "helper functions returning views",
                "private methods returning views", "private functions returning views", "view-returning functions",
                "view-returning methods", "view-returning computed properties", "返回视图的私有辅助方法", "返回视图的辅助方法", "返回视图的方法",
                "返回视图的函数", "返回视图的计算属性", "ビューを返すメソッド", "ビューを返す関数", "ビューを返す計算プロパティ",
                "ビューを返す computed property", "뷰를 반환하는 메서드", "뷰를 반환하는 함수", "뷰를 반환하는 계산 프로퍼티",
                "뷰를 반환하는 computed property", "méthodes qui renvoient des vues", "propriétés calculées qui renvoient des vues",
                "methoden, die views zurückgeben", "funciones que devuelven vistas", "propiedades computadas que devuelven vistas",
            ],
            // "Extract subviews into structs": the practice.
            practicePhrases: [
                "subview structs", "subview struct", "separate view structs", "dedicated view structs", "small view structs",
                "extract subviews into structs", "extract subviews into separate structs", "extract subviews into their own structs",
                "subviews as structs", "サブビュー struct", "サブビューの struct", "サブビュー構造体", "하위 뷰 struct", "서브뷰 struct",
                "子视图结构体", "独立的视图结构体", "小的私有视图类", "sous-vues en structs", "unteransichten als structs",
                "subvistas como structs",
            ],
            replacement: "a `View` struct of its own",
            triggering: ["struct ProfileScreen: View {\n    var body: some View { header }\n    private var header: some View { Text(title) }\n}"],
            nonTriggering: ["struct ProfileScreen: View {\n    var body: some View { ProfileHeader() }\n}\nextension View {\n    func card() -> some View { padding() }\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(SubviewStructCheck(scope: placement.paths), placement)] },
            // "Split views by extracting subview structs": the views named are where it applies.
            placesGroupsNamedBeside: true
        ),
        Concept(
            id: "if-early-exits", area: .organization, title: "early exits written as `if … { return }`",
            phrases: ["early returns with if", "early exits with if", "if statements for early returns", "if statements for early exits"],
            // "Use `guard` for early returns", "アーリーリターンは `guard`": the practice names
            // `guard`, and what it excludes is an early exit written with `if`.
            practicePhrases: [
                "guard for early return", "guard for early returns", "guard for early exit", "guard for early exits",
                "guard statements for early return", "guard statements for early returns", "guard statements for early exit",
                "guard statements for early exits", "guard clauses for early return", "guard clauses for early returns",
                "early returns with guard", "early return with guard", "early exits with guard", "early exit with guard",
                "early returns via guard", "guard-based early return", "guard-based early returns", "guard 로 조기 반환", "guard로 조기 반환",
                "조기 반환은 guard", "early return은 guard", "guard を使ったアーリーリターン", "アーリーリターンは guard", "guard で早期リターン",
                "早期リターンは guard", "使用 guard 提前返回", "用 guard 提前返回", "guard 提前退出", "guard pour les retours anticipés",
                "guard für frühe rückgaben", "guard para retornos tempranos",
            ],
            practiceCode: ["guard"],
            practiceCodeNeeds: Lexicon.earlyExitWords,
            replacement: "`guard … else { return }`",
            triggering: ["func profile(id: String) -> Profile? {\n    if id.isEmpty { return nil }\n    return cache[id]\n}"],
            nonTriggering: [
                "func profile(id: String) -> Profile? {\n    guard !id.isEmpty else { return nil }\n    if let cached = cache[id] { return cached }\n"
                    + "    return load(id)\n}",
            ],
            make: ConceptChecks.swift { placement in
                // Test doubles bail out on a flag (`if shouldFail { throw … }`) as their whole job.
                let placed = placement.outsideTests
                return [ConceptChecks.placed(GuardEarlyExitCheck(scope: placed.paths), placed)]
            }
        ),
        Concept(
            id: "non-final-classes", area: .organization, title: "classes left open to subclassing that nothing subclasses",
            phrases: ["non-final classes", "non-final class", "classes without final", "final이 아닌 클래스", "final でないクラス", "非 final 类"],
            // "Mark classes `final` by default", "`final class` unless designed for subclassing":
            // the practice names `final`, and what it excludes is a class nothing inherits from.
            // Prose only: "final class" is also code (`@Observable final class ProfileViewModel`),
            // which `practiceCode` reads when it stands alone.
            practicePhrases: [
                "final classes", "final by default", "classes final", "classes as final", "classes are final",
                "classes should be final", "classes must be final", "class 는 final", "class는 final", "클래스는 final", "final 클래스",
                "final 기본", "クラスは final", "final クラス", "final を基本", "final 类", "类默认 final", "类默认使用 final",
                "classes finales", "classes final", "final par défaut", "finale klassen", "klassen final", "standardmäßig final",
                "clases finales", "clases final", "final por defecto",
            ],
            practiceCode: ["final class", "final"],
            decidesItsEscape: true,
            decidesEscapesSaying: Lexicon.subclassingEscapeWords,
            statesKind: "class",
            replacement: "`final class`",
            triggering: ["class ProfileLoader {\n    func load() {}\n}"],
            nonTriggering: [
                "final class ProfileLoader {\n    func load() {}\n}\nclass BaseCell: UITableViewCell {}\nfinal class AvatarCell: BaseCell {}\n"
                    + "open class Plugin {}\nlet kind = \"class\"",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(FinalClassCheck(scope: placement.paths), placement)] },
            // `class …ViewModel` beside `final class …ViewModel` is told apart by it, but the
            // pair says which classes: the group is the type-kind reading's.
            tellsExamplesApart: false
        ),
        Concept(
            id: "third-party-dependencies", area: .organization, title: "modules that are neither Apple's nor the repository's own",
            phrases: [
                "third-party dependencies", "third-party dependency", "third-party libraries", "third-party library", "third-party packages",
                "third-party frameworks", "third party dependencies", "third party libraries", "third party packages", "external dependencies",
                "external libraries", "external packages", "non-apple dependencies", "non-apple libraries", "non-apple frameworks",
                "서드파티 라이브러리", "서드파티 의존성", "외부 라이브러리", "외부 의존성", "サードパーティライブラリ", "サードパーティ製ライブラリ",
                "外部ライブラリ", "外部依存", "第三方库", "第三方依赖", "第三方包", "第三方框架", "dépendances externes",
                "bibliothèques tierces", "externe abhängigkeiten", "drittanbieter-bibliotheken", "dependencias externas",
                "librerías de terceros", "bibliotecas de terceros",
            ],
            practicePhrases: [
                "only apple frameworks", "only apple native frameworks", "only native frameworks", "only first-party frameworks",
                "apple frameworks only", "native frameworks only", "apple 프레임워크만", "apple のフレームワークのみ", "仅使用 apple 框架",
            ],
            replacement: "Apple's frameworks and the repository's own modules",
            triggering: ["import SwiftUI\nimport Kingfisher"],
            nonTriggering: ["import SwiftUI\nimport OSLog\n// import Kingfisher"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ThirdPartyImportCheck(scope: placement.paths), placement)] },
            makeAllowing: { placement, modules in
                ConceptChecks.swift { placement in [ConceptChecks.placed(ThirdPartyImportCheck(allowed: modules, scope: placement.paths), placement)] }(placement)
            }
        ),
        Concept(
            id: "conformance-on-declaration", area: .organization, title: "protocol conformances declared on the type itself",
            phrases: [
                "conformances on the type declaration", "conformance on the type declaration", "conformances in the type declaration",
                "conformances on the declaration", "conformances in the main declaration",
            ],
            // "Protocol conformances go in separate extensions", "conform in an extension per
            // protocol": the practice names the extension, and what it excludes is a conformance
            // listed on the type.
            practicePhrases: [
                "conformances in extensions", "conformance in extensions", "conformances in separate extensions",
                "conformance in separate extensions", "conformance in a separate extension", "conformances into separate extensions",
                "conformances into extensions", "conformances in their own extension", "conformances in their own extensions",
                "conformance in its own extension", "conformances go in extensions", "conformances go in separate extensions",
                "conformances live in extensions", "conform in an extension", "conform in extensions", "conform in separate extensions",
                "one extension per protocol", "an extension per protocol", "separate extension per protocol",
                "separate extensions for protocol conformances", "separate extensions for conformances",
                "채택은 extension", "채택은 별도 extension", "채택은 별도의 extension", "extension에서 채택", "프로토콜 준수는 extension",
                "conformance는 별도 extension", "conformance 는 별도 extension", "conformance는 extension", "conformance 는 extension",
                "conformance는 따로 extension", "conformance 는 따로 extension", "준수는 별도 extension", "채택은 따로 extension",
                "채택은 별도 익스텐션", "준수는 별도 익스텐션", "conformance は別の extension", "準拠は extension に分ける",
                "プロトコル準拠は extension で", "プロトコル準拠は別の extension", "协议遵循放在 extension", "协议遵循放在单独的 extension",
                "conformités dans des extensions", "konformitäten in extensions", "conformidades en extensiones",
            ],
            replacement: "an extension per protocol (`extension Site: Equatable`)",
            triggering: ["struct Site: Equatable {\n    let url: URL\n}"],
            nonTriggering: [
                "struct Site {\n    let url: URL\n}\n\n// MARK: - Equatable\nextension Site: Equatable {}\n"
                    + "struct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\nfinal class ProfileCell: UITableViewCell {}",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ConformanceInExtensionCheck(scope: placement.paths), placement)] },
            // Any two declarations differ in where their conformances sit: that tells a pair of
            // examples apart whatever the pair is about (`class X: ObservableObject` → `@Observable`).
            tellsExamplesApart: false
        ),
    ]
}

extension ConceptChecks {
    /// A rule naming a group of types ("each SwiftUI view in its own file") counts those only:
    /// the group's selector picks what is counted (its region keeps the findings on them too).
    static func typesPerFile(_ placement: Placement, publicOnly: Bool, views: Bool) -> TypesPerFileCheck {
        let code = placement.codeAllowing
        var selector: TypeSelector?
        for region in code.within {
            if case let .types(picked) = region { selector = picked }
        }
        if selector == nil, views { selector = TypeSelector(conformance: "View") }
        var check = TypesPerFileCheck(selector: selector, publicOnly: publicOnly, scope: placement.paths)
        check.codeScope = code
        return check
    }

    static func preferLet(_ placement: Placement) -> PreferLetCheck {
        var check = PreferLetCheck(scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }

    static func namespaceEnum(_ placement: Placement) -> NamespaceEnumCheck {
        var check = NamespaceEnumCheck(scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }
}
