import PreflightChecks

/// How Swift says a thing in its shorter, idiomatic form where a linter has a rule for it:
/// `[T]` for `Array<T>`, a `where` clause on a `for` loop for an `if` that filters its body.
/// Each concept stands for one check that flags the longer form.
extension ConceptCatalogue {
    static let idioms: [Concept] = [
        Concept(
            id: "syntactic-sugar", area: .formatting, title: "types spelled out (`Array<T>`, `Dictionary<K, V>`, `Optional<T>`)",
            phrases: ["spelled-out generic types", "long-form generic types", "long-form type syntax", "desugared types", "verbose generic types"],
            // "Use shorthand type syntax", "shorthand 타입 문법", "型の省略記法": the practice.
            practicePhrases: [
                "shorthand type syntax", "shorthand syntax for types", "type shorthand syntax", "shorthand type names", "shorthand types",
                "shorthand collection types", "shorthand collection syntax", "sugared types", "sugared type syntax", "type sugar",
                "syntactic sugar for types", "syntactic sugar for collection types", "syntactic sugar for collections",
                "syntactic sugar for arrays", "syntactic sugar for optionals", "shorthand 타입 문법", "shorthand 타입", "타입 축약 문법",
                "축약 타입 문법", "축약형 타입", "型の省略記法", "型は省略記法", "型を省略記法", "型の短縮記法", "省略形の型", "类型简写", "简写类型", "类型的简写语法",
                "syntaxe abrégée des types", "kurzschreibweise für typen", "sintaxis abreviada de tipos",
            ],
            replacement: "`[T]`, `[K: V]`, `T?`",
            triggering: ["let names: Array<String> = []\nfunc find(_ id: Int) -> Optional<User> { nil }"],
            nonTriggering: ["let names: [String] = []\nfunc find(_ id: Int) -> User? { nil }\nlet type = Optional<User>.self"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(SyntacticSugarCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "if-filtering-a-loop", area: .formatting, title: "a loop whose body is one `if` that filters it",
            phrases: ["if inside a for loop", "if statement inside a for loop", "if statements inside loops", "filtering if inside loops"],
            // "Use `for … where`", "`for-where` 사용", "where 句で絞り込む": the practice.
            practicePhrases: [
                "for-where", "for-in-where", "for where clause", "for where clauses", "where clause in for loops",
                "where clauses in for loops", "where clause on for loops", "where clauses on for loops", "where clause in loops",
                "where clauses in loops", "where clause to filter", "where clauses to filter", "filter with where",
                "for 문의 where", "for문의 where", "for 문에 where", "for문에 where", "where 절로 필터", "where 句で絞り込",
                "for 文の where", "for文のwhere", "for 循环的 where", "for循环的where", "where 子句过滤",
            ],
            practiceCode: ["for-where", "for … where", "for ... where", "for-in-where", "for…where", "for x in xs where", "for item in items where"],
            // "`for … where` instead of an `if` inside the loop": the `if` is what it replaces.
            disfavouredCode: ["if"],
            // "… inside a loop", "… in the loop body": where an `if` filters is the concept's reach.
            reachWords: ["loop", "loops", "loop body", "loop's body", "루프", "반복문", "ループ", "循环"],
            reachConditionWords: ["inside", "within", "in", "a", "an", "the", "each", "every", "body", "안", "안에서", "内", "中"],
            namedByReachAlone: false,
            practiceForm: writesAWhereClause,
            replacement: "`for item in items where condition`",
            triggering: ["for user in users {\n    if user.isActive { notify(user) }\n}"],
            nonTriggering: ["for user in users where user.isActive {\n    notify(user)\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ForWhereCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "explicit-getter", area: .formatting, title: "`get { }` written around a read-only computed property",
            phrases: [
                "explicit get", "explicit getter", "explicit getters", "explicit get accessor", "explicit get accessors",
                "redundant get", "redundant getter", "redundant getters", "unnecessary get", "unnecessary getter",
                "get wrapper", "get block for read-only", "get blocks for read-only", "get for read-only", "getter for read-only",
                "명시적 getter", "불필요한 getter", "明示的な getter", "不要な getter", "显式 getter", "多余的 getter",
            ],
            practicePhrases: ["implicit getter", "implicit getters", "implicit get", "getter-only shorthand", "암묵적 getter", "暗黙の getter", "隐式 getter"],
            // "`get { }` wrapper 생략" under "read-only computed": the accessor as code, beside
            // what says the property only reads.
            disfavouredCode: ["get", "get { }", "get {}", "get { … }", "get { ... }"],
            reachWords: Lexicon.readOnlyWords,
            // "for read-only computed properties" restates the reach; "… when it generates code" narrows it.
            reachConditionWords: ["for", "on", "of", "in", "a", "an", "the", "all", "every", "property", "properties", "subscript", "subscripts", "getter", "getters", "에서는", "では", "的"],
            replacement: "the getter's body written directly",
            triggering: ["struct Cart {\n    var total: Int {\n        get { items.count }\n    }\n}"],
            nonTriggering: ["struct Cart {\n    var total: Int { items.count }\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ImplicitGetterCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "extension-access-modifier", area: .formatting, title: "an access level written on an extension",
            phrases: [
                "access modifiers on extensions", "access modifier on extensions", "access modifiers on an extension",
                "access modifier on an extension", "access control on extensions", "access control modifiers on extensions",
                "access levels on extensions", "access level on extensions", "extension access modifiers", "extension access modifier",
                "extension-level access modifiers", "extension-level access control", "extension-level access levels",
                "access level inherited from extensions", "access levels inherited from extensions", "inherited from extensions",
                "inherited from the extension", "extension 접근 제어자", "extension에 접근 제어자", "익스텐션 접근 제어자",
                "extension にアクセス修飾子", "エクステンションのアクセス修飾子", "extension 上的访问修饰符", "扩展上的访问修饰符",
            ],
            replacement: "the access level on each member",
            triggering: ["private extension ProfileView {\n    var header: some View { Text(\"Profile\") }\n}"],
            nonTriggering: ["extension ProfileView {\n    private var header: some View { Text(\"Profile\") }\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ExtensionAccessModifierCheck(scope: placement.paths), placement)] }
        ),
    ] + SyntacticSugarCheck.shorthand.keys.sorted().map(spelledOut) + ExtensionAccessModifierCheck.accessLevels.sorted().map(extensionLevel)

    /// "Avoid `public extension`": a refused level names only that level, not the others.
    static func extensionLevel(_ level: String) -> Concept {
        Concept(
            id: level + "-extension", area: .formatting, title: "`\(level) extension`",
            phrases: [],
            disfavouredForm: { writesAnExtensionAccessLevel($0, level) },
            replacement: "the access level on each member",
            triggering: ["\(level) extension ProfileView {}"],
            nonTriggering: ["extension ProfileView {}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ExtensionAccessModifierCheck(levels: [level], scope: placement.paths), placement)] }
        )
    }

    /// Whether `code` is an extension with that access level (`private extension`, `public extension Foo`).
    @Sendable static func writesAnExtensionAccessLevel(_ code: String, _ level: String) -> Bool {
        let words = code.split(separator: " ")
        return words.count >= 2 && words[0] == level && words[1] == "extension"
    }

    /// "`[String]` instead of `Array<String>`": a refused spelling of one type names only that
    /// type's shorthand, not the others'.
    static func spelledOut(_ type: String) -> Concept {
        Concept(
            id: "spelled-out-" + type.lowercased(), area: .formatting, title: "`\(type)<…>` spelled out",
            phrases: [],
            disfavouredForm: { spellsOut($0, type) },
            disfavouredFormNeedsAlternative: { sugars($0, type) },
            replacement: SyntacticSugarCheck.shorthand[type],
            triggering: ["let value: \(type == "Dictionary" ? "Dictionary<String, Int>" : type + "<Int>")"],
            nonTriggering: ["let value: \(type == "Array" ? "[Int]" : type == "Dictionary" ? "[String: Int]" : "Int?")"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(SyntacticSugarCheck(types: [type], scope: placement.paths), placement)] }
        )
    }

    /// Whether `code` is a loop filtered by a `where` clause (`for site in sites where site.isValid`).
    @Sendable static func writesAWhereClause(_ code: String) -> Bool {
        let words = code.split(separator: " ")
        guard words.count >= 6, words[0] == "for", let inIndex = words.firstIndex(of: "in"), let whereIndex = words.firstIndex(of: "where") else { return false }
        return inIndex >= 2 && whereIndex > inIndex + 1 && whereIndex + 1 < words.count
    }

    /// Whether `code` is written in `type`'s shorthand: `[T]` for arrays, `[K: V]` for
    /// dictionaries, `T?` for optionals.
    @Sendable static func sugars(_ code: String, _ type: String) -> Bool {
        let text = code.trimming(" ")
        switch type {
        case "Optional": return text.count > 1 && text.hasSuffix("?")
        case "Array", "Dictionary":
            guard text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 else { return false }
            var depth = 0
            var colonAtTop = false
            for character in text.dropFirst().dropLast() {
                if character == "[" || character == "(" || character == "<" { depth += 1 } else if character == "]" || character == ")" || character == ">" { depth -= 1 }
                if character == ":", depth == 0 { colonAtTop = true }
            }
            return colonAtTop == (type == "Dictionary")
        default: return false
        }
    }

    /// Whether `code` is `type` with generic arguments (`Array<String>`, `Swift.Optional<T>?`).
    @Sendable static func spellsOut(_ code: String, _ type: String) -> Bool {
        var text = Substring(code.trimming(" "))
        if text.hasPrefix("Swift.") { text = text.dropFirst(6) }
        while text.hasSuffix("?") { text = text.dropLast() }
        guard text.hasPrefix(type + "<"), text.hasSuffix(">") else { return false }
        return !text.dropFirst(type.count + 1).dropLast().trimming(" ").isEmpty
    }
}
