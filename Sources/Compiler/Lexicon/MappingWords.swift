/// The words the mappers (`Compiler/Mapping/`) read beside the cues: nouns of kinds of
/// declaration, verbs that place or pick code rather than require it, and the small words a
/// pattern, a limit or a condition may stand among.
extension Lexicon {
    // MARK: Kinds of type and ownership (`KindAndOwnershipMapper`)

    /// Nouns of the kinds of type in prose, with the Swift keyword each names ("enums" → `enum`,
    /// "클래스" → `class`): "routes are enums" states the kind a group is declared as.
    static let typeKindWords: [String: String] = [
        "enum": "enum", "enums": "enum", "struct": "struct", "structs": "struct", "structure": "struct", "structures": "struct",
        "actor": "actor", "actors": "actor", "class": "class", "classes": "class", "protocol": "protocol", "protocols": "protocol",
        "열거형": "enum", "구조체": "struct", "액터": "actor", "클래스": "class", "枚举": "enum", "结构体": "struct", "类": "class",
        "列挙型": "enum", "構造体": "struct", "アクター": "actor", "クラス": "class", "énumération": "enum", "énumérations": "enum",
        "klasse": "class", "klassen": "class", "struktur": "struct", "strukturen": "struct", "clase": "class", "clases": "class",
        "estructura": "struct", "estructuras": "struct",
    ]

    /// Words for text shown to people, whose line length is typography ("for body text, 45–75
    /// characters per line"), not the width of source lines.
    static let screenTextWords = [
        "body text", "running text", "paragraph text", "on-screen text", "text on screen", "reading width", "正文", "本文テキスト",
        "본문 텍스트", "texte courant", "fließtext", "texto del cuerpo",
    ]

    /// What joins two numbers into one range ("45–75", "100 ~ 120", "2 to 3").
    static let rangeJoiners = ["-", "–", "—", "~", "〜", "～", "to"]

    /// The word that offers another way beside a term ("`@MainActor` or an actor", "`A`, `B`,
    /// or a `C` layer"): what stands beside it is one choice among several, not the rule.
    /// English only, as the readings that ask for it are.
    static let alternativeJoiners: Set<String> = ["or"]

    /// Words that join a subject to what it must be ("are", "must be", "are declared as"): the
    /// kinds after them are required, the words before them the subject.
    static let copulas: Set<String> = ["is", "are", "be", "become", "declared", "written", "as", "ist", "sind", "est", "sont", "es", "son",
                                       "이다", "です", "是", "werden", "sein", "être", "ser"]

    /// Words that place the subject somewhere ("registered in", "stored under"): a kind named
    /// after them describes that place ("…in `Core/DI/`, an `open` class …"), not the subject.
    static let placingWords: Set<String> = [
        "in", "inside", "under", "into", "registered", "listed", "stored", "placed", "declared in", "by", "from", "whose", "via", "through",
    ]

    /// Nouns after a type name that make it the base of the group ("every `UIViewController`
    /// subclass is `final`"): the types that inherit from or conform to it.
    static let inheritorNouns = ["subclass", "subclasses", "conformer", "conformers", "conformance", "conformances"]

    /// The only words a subject may hold for "all classes are `final`" to speak of every class.
    static let allClassesWords = ["all", "every", "each", "class", "classes", "alle", "klassen", "toutes", "les", "todas", "las", "clases"]

    /// What an escape to "classes are `final`" says when the repository decides it: being
    /// subclassed ("unless designed for subclassing"), a default ("by default"), what is possible
    /// ("where possible": a class something inherits from is the one that cannot be `final`).
    /// Any other escape ("when it makes sense") stays a person's.
    static let subclassingEscapeWords = [
        "subclass", "inherit", "overrid", "default", "possible", "상속", "기본", "가능", "継承", "基本", "サブクラス", "可能", "继承", "子类",
        "默认", "hérit", "sous-classe", "défaut", "vererb", "unterklass", "standardmäßig", "möglich", "hered", "subclase", "defecto",
        "posible",
    ]

    /// "Early return", "early exit" in each language: what "use `guard` for …" must speak of
    /// to ask for early exits written as `guard`.
    static let earlyExitWords = ["early", "조기", "얼리", "アーリー", "早期", "提前", "anticip", "früh", "tempran"]

    /// "Single-expression" in each language: what a ban of `return` must speak of to be about
    /// bodies that are one expression.
    static let singleExpressionWords = [
        "single-expression", "single expression", "one-expression", "one expression", "단일 표현식", "단일표현식", "한 줄 표현식",
        "単一式", "単一の式", "1つの式", "一つの式", "单表达式", "单一表达式", "单个表达式", "expression unique", "une seule expression",
        "einzelnen ausdruck", "einem ausdruck", "einzigen ausdruck", "expresión única", "una sola expresión", "expresiones únicas",
    ]

    /// Bodies a rule about single-expression bodies may name, by the kind of body each word means
    /// (`ImplicitReturnCheck.Body`'s raw values).
    static let expressionBodyWords: [(word: String, body: String)] = [
        ("function", "function"), ("func", "function"), ("method", "function"), ("함수", "function"), ("메서드", "function"),
        ("메소드", "function"), ("関数", "function"), ("メソッド", "function"), ("函数", "function"), ("方法", "function"),
        ("fonction", "function"), ("méthode", "function"), ("funktion", "function"), ("methode", "function"), ("función", "function"), ("funciones", "function"), ("funktionen", "function"), ("methoden", "function"),
        ("método", "function"), ("getter", "getter"), ("computed", "getter"), ("accessor", "getter"), ("계산", "getter"),
        ("計算プロパティ", "getter"), ("计算属性", "getter"), ("calculée", "getter"), ("berechnet", "getter"), ("calculada", "getter"),
        ("closure", "closure"), ("클로저", "closure"), ("クロージャ", "closure"), ("闭包", "closure"), ("fermeture", "closure"),
    ]

    /// "Shorthand" in each language: what "`if let`" must be said with to ask for the
    /// shorthand binding (`if let user`).
    /// "Switch", "enum", "exhaustive" in each language: what a ban of `default` must speak of
    /// (in words or in the code it names, `switch`) to be about the `default` of a switch over
    /// an enum, not a default value. Matched inside the statement's text, so "enum" is written
    /// with what follows it ("enumerate" is no enum).
    static let switchWords = [
        "switch", "enum ", "enums", "enum.", "enum,", "an enum", "the enum", "exhaustive", "열거형", "케이스", "列挙", "網羅", "枚举", "穷尽", "exhaustif",
        "exhaustiv", "exhaustivo",
    ]

    static let shorthandWords = [
        "shorthand", "short-hand", "short form", "축약", "단축", "省略記法", "省略形", "短縮", "简写", "简化写法", "缩写",
        "abrégé", "forme courte", "kurzform", "kurzschreibweise", "abreviad", "forma corta",
    ]

    /// "By default", "as the default …" in each language: an escape that a concept's check
    /// decides when what it leaves alone is exactly the place the default does not reach.
    static let defaultWords = ["default", "기본", "默认", "既定", "デフォルト", "défaut", "standard", "defecto", "predeterminad"]

    /// "weak" in each language: references held weakly ("delegates are weak").
    static let weakWords = ["weak", "약한", "弱引用", "弱参照", "schwach", "faible", "débil"]

    /// Nouns of delegates: "delegates are weak" names the properties `delegate` and `…Delegate`.
    static let delegateNouns = ["delegate", "delegates", "델리게이트", "代理", "デリゲート"]

    /// Nouns of data sources written as one word: "data sources are weak" names `dataSource` and
    /// `…DataSource`.
    static let dataSourceNouns = ["datasource", "datasources"]

    // MARK: Forbidden code (`ForbiddenUseMapper`)

    /// Words written as a string literal in forbidden code that stand for any value
    /// (`NSLocalizedString("key", …)`, `Text("title")`): the literal is a placeholder, not the
    /// string forbidden.
    static let standInWords: Set<String> = [
        "key", "title", "text", "string", "name", "value", "foo", "bar", "baz", "x", "y", "message", "id", "label",
        "identifier", "format", "url", "path", "image", "icon", "symbol", "color", "colour", "font", "some-key", "my-key",
    ]

    /// Verbs of setting and reading a value ("Don't set `frame` directly"): the lower-case name
    /// they act on is a property, not a function to call.
    static let propertyVerbs: Set<String> = [
        "set", "sets", "setting", "assign", "assigns", "assigning", "mutate", "mutates", "mutating", "modify", "modifies",
        "modifying", "read", "reads", "reading", "write", "writes", "writing", "store", "stores", "storing",
    ]

    /// Words after a module or file name that leave it a noun of its own ("SwiftUI or UIKit",
    /// "storyboards in …"): any other word after it makes the name an adjective ("SwiftUI
    /// views", "storyboard segues").
    static let nonNounsAfterName: Set<String> = [
        "or", "and", "nor", "in", "inside", "from", "to", "on", "at", "for", "with", "by", "unless", "except", "anywhere",
        "directly", "itself", "ever", "either", "neither", "but", "import", "imports", "framework", "frameworks", "library",
        "module", "sdk", "is", "are", "at all", "here", "there", "anymore", "any", "again",
    ]

    /// Nouns of stored values after an attribute ("`@Published` properties"): the attribute is
    /// forbidden on `var` and `let` declarations.
    static let propertyDeclarationNouns = ["property", "properties", "var", "vars", "variable", "variables"]

    /// Nouns after a type name that make it a declaration, not an instance ("new
    /// `ObservableObject` types", "`UIViewController` subclasses").
    static let declarationNouns = ["types", "type", "subclass", "subclasses", "conformances", "conformance"]

    /// Nouns of a file after an Interface Builder noun ("storyboard files"): the noun still names
    /// the files.
    static let fileNouns = ["files", "file"]

    /// Where the sentence of a limit's number ends, for the nouns it may lend to its clause.
    static let sentenceAndClauseEnds: Set<Character> = [".", ";", "。", "；", "!", "?"]
    /// Words for comments and the notes left in them: a rule against `TODO`s "in comments" names
    /// where such markers always are, not a narrower place.
    static let commentWords = [
        "comment", "comments", "note", "notes", "주석", "코멘트", "コメント", "注释", "注解", "commentaire", "commentaires", "kommentar",
        "kommentare", "kommentaren", "comentario", "comentarios",
    ]
    /// Words that make `enum` the namespace practice ("a caseless `enum`", "`enum` as a
    /// namespace", "only static members"), not any use of enums.
    static let namespaceWords = [
        "caseless", "case-less", "namespace", "namespaces", "no cases", "without cases", "only static", "static-only", "only hosts static",
        "only host static", "네임스페이스", "케이스 없는", "名前空間", "ケースのない", "命名空间", "无 case", "espace de noms", "espaces de noms",
        "sans cas", "ohne cases", "espacio de nombres", "espacios de nombres", "sin casos",
    ]
    /// Verbal nouns that close a terse Korean rule ("… extension 으로 분리", "… 주석 제거"): the act
    /// the rule asks for, said without a verb ending.
    static let koreanClosingVerbalNouns: Set<String> = [
        "분리", "제거", "정의", "유지", "명시", "적용", "선언", "작성", "배치", "구현", "처리", "추가", "통일", "준수", "지정", "호출", "반환",
        "전달", "주입", "캡슐화", "사용",
    ]
    /// Verbs of comparing: "instead of comparing `count` with zero" refuses the comparison.
    static let comparisonVerbs: Set<String> = [
        "compare", "compares", "comparing", "compared", "comparer", "comparant", "vergleichen", "vergleicht", "comparar", "comparando",
        "비교", "비교하는", "比較", "比较",
    ]
    /// Words naming a file's own declarations, as opposed to members: "top-level" (split into
    /// its words by the reader), "file-level".
    static let topLevelWords = ["top level", "file level", "file scope", "최상위", "トップレベル", "顶层", "haut niveau", "oberste ebene", "nivel superior"]
    /// Verbs of ending: "don't end a line with a semicolon" refuses what the line ends with.
    static let endingVerbs: Set<String> = [
        "end", "ends", "ending", "ended", "terminate", "terminates", "finish", "finishes",
        "terminer", "termine", "terminent", "finir", "finit", "enden", "endet", "beenden", "terminar", "termina", "terminan", "acabar",
    ]
    /// Words saying a semicolon rule is about the ends of lines ("trailing semicolons", "don't
    /// end a line with a semicolon"), not about every `;`.
    static let lineEndWords: [String] = [
        "trailing", "end", "ends", "ending", "eol", "줄 끝", "행 끝", "끝에", "行末", "末尾", "行尾", "结尾", "fin de ligne", "fin de línea",
        "final de línea", "zeilenende", "am ende",
    ]
    /// Where what an exception speaks of ends ("…, except initializers; …").
    static let exemptionBoundaries: Set<Character> = [",", ";", ":", ".", "。", "；", "，", "、", "!", "?", "(", ")", "（", "）"]
    /// Words around the declarations an exception names that add nothing ("initializers and
    /// all overrides are exempt"; "이니셜라이저와 오버라이드는 예외").
    static let exemptionFillers: Set<String> = [
        // "`init`s": the plural ending after a code span.
        "s", "and", "or", "all", "both", "also", "are", "is", "those", "these", "their", "ones", "declarations",
        "et", "ou", "les", "sont", "und", "oder", "sind", "alle", "y", "o", "son", "todos", "todas",
        "와", "과", "및", "는", "은", "도", "と", "は", "も", "および", "和", "及", "与", "都",
    ]

    /// What follows a view named in words when the limit is on its body ("a view's body",
    /// "View の body", "뷰의 body"): `MetricMapper` measures `body` alone.
    static let viewBodyTails = ["'s body", "’s body", " body", "の body", "のbody", " の body", "의 body", "의body", " 의 body", "的 body", "的body"]

    // MARK: Places (`PlaceReader`, `FrameCompiler`, `TreeRuleMapper`)

    /// Words that open a condition ("when a class is `@Observable`, …"): with a copula after
    /// them, the condition names the place the rule holds.
    static let conditionOpeners = ["when", "if", "for", "wenn", "quand", "si", "cuando"]

    /// The copulas of such a condition ("if the type is a `View`").
    static let conditionCopulas = ["is", "are", "ist", "sind", "est", "sont", "es", "son"]

    /// Nouns in a heading that make the capitalised word before them a folder ("## Core module",
    /// "## Networking layer").
    static let folderNounsInHeadings = ["module", "layer", "package", "target", "folder", "directory", "모듈", "模块", "モジュール"]

    /// Nouns after a path that make it a folder ("the `Modules` folder", "the `Features`
    /// packages").
    static let folderNouns = ["folder", "folders", "directory", "directories", "module", "modules", "package", "packages"]

    // MARK: Type requirements (`TypeRequirementMapper`)

    /// Verbs that say where code lives ("all business logic belongs in the view model"): the
    /// sentence places code, it requires nothing of the types it names.
    static let placementVerbs: Set<String> = ["belongs", "belong", "lives", "live", "resides", "reside", "sits", "goes"]

    /// Nouns of views: "every SwiftUI view has a `#Preview`" requires it of `View`s.
    static let viewNouns: Set<String> = ["view", "views"]

    /// Verbs by which a type holds a member ("include `BindingReducer()`", "every reducer has …").
    static let containingVerbs: Set<String> = ["include", "includes", "contain", "contains", "have", "has", "add"]

    /// Verbs of returning and nouns of methods: "view model functions return `Void`".
    static let returnVerbs: Set<String> = ["return", "returns"]
    static let methodNouns: Set<String> = ["function", "functions", "method", "methods"]

    // MARK: Name patterns (`NamePatternMapper`)

    /// Particles and conjunctions of a list of names before a pattern cue ("`is`, `has`로 시작",
    /// "以 `A` 或 `B` 结尾"): the names before them belong to the same list.
    static let nameListParticles: Set<Character> = ["로", "으", "で", "以", "と", "或", "和", "및", "や", "か", "나"]

    /// Relative particles (的, の, 인, 는, 한): a pattern before one and a kind noun picks the
    /// types ("以 `Service` 结尾的类型"); the rule is what follows.
    static let relativeParticles: [Character] = ["的", "の", "인", "는", "한"]

    /// Words that may stand in a naming rule besides the kind and the pattern; any other word
    /// narrows the rule beyond what the check selects.
    static let namePatternNeutralWords: Set<String> = [
        "all", "every", "each", "any", "the", "our", "a", "an", "their", "its", "declared", "swift", "name", "names",
        "named", "identifier", "identifiers", "must", "should", "always", "never", "do", "does", "don't", "not", "no", "are",
        "is", "be", "have", "has", "use", "uses", "using", "with", "public", "internal", "private", "new", "that", "which",
        "conform", "conforms", "conforming", "to", "of", "on", "for", "in", "async", "or", "and", "written", "spelled",
        "start", "starts", "end", "ends", "begin", "begins", "get", "gets", "carry", "carries", "take", "takes",
        // Particles that Korean and Japanese attach to a name written as code (`UpperCamelCase`를).
        "를", "을", "은", "는", "이", "가", "로", "으로", "의", "에", "を", "は", "が", "の", "に", "で", "的",
        "에는", "에서는", "用于", "する", "にする",
        // "使用 `PascalCase` 表示类型", "`UpperCamelCase` を使う", "`UpperCamelCase` 사용": use, denote.
        "使用", "用", "采用", "表示", "使う", "使用する", "사용", "사용한다", "사용합니다",
        // "the `is…` form", "어서션 형태": the shape a name takes, and the Swift guidelines' word
        // for a Boolean's ("read as assertions").
        "form", "forms", "형태", "形式", "形", "assertion", "assertions", "predicate", "predicates", "어서션", "述語", "断言",
        // Articles, conjunctions and the verbs of using and writing in French, German and Spanish,
        // and Korean's "values" and "write" ("Bool 값은 … 형태로 쓴다").
        "le", "la", "les", "des", "ou", "et", "utilisent", "utilise", "utilisez", "utiliser", "portent",
        "die", "der", "das", "oder", "und", "verwenden", "verwende", "tragen",
        "el", "los", "las", "o", "y", "usan", "usa", "usar", "llevan",
        "값", "값은", "쓴다", "씁니다", "작성한다",
        // "Booleans read as assertions", "read like predicates", in four languages.
        "read", "reads", "as", "like", "se", "lisent", "lit", "comme", "leen", "lee", "como", "lesen", "liest", "sich", "wie", "als",
    ]

    /// Pattern cues said as participles ("types ending in `Store`"): they pick declarations by
    /// name rather than state the rule.
    static let namePickingParticiples: Set<String> = ["ending in", "ending with", "starting with", "beginning with", "prefixed with", "suffixed with"]

    /// Pattern cues that are nouns ("the `View` suffix"): the name right before them is the
    /// pattern.
    static let affixNouns = ["prefix", "suffix", "prefixes", "suffixes"]

    // MARK: Metrics (`MetricMapper`)

    /// "respectively" in each language: "functions and types are capped at 30 and 200 lines
    /// respectively" pairs the limits with the nouns in order.
    static let respectivelyWords = ["respectively", "respectivement", "respectivamente", "jeweils", "beziehungsweise", "分别", "それぞれ", "각각"]

    /// "and" between spaces, at which a limit's clauses split ("functions under 40 lines and
    /// files under 400"): each part may carry its own limit.
    static let clauseJoiningAnds = [" and ", " und ", " et ", " y "]

    /// Words saying that marks divide code into parts ("to organize code sections", "섹션 구분",
    /// "セクションを区切る", "划分代码分区"): a rule about `// MARK: -` that says one asks for marks
    /// where code has parts, not only for their form. Found inside the lower-cased statement, as
    /// the languages written without spaces need.
    static let sectionWords = [
        "section", "organize", "organise", "organizing", "organising", "divide", "separate", "split",
        "섹션", "구분", "분리", "セクション", "区切", "区分け", "分区", "分段", "划分",
        "abschnitt", "gliedere", "gliedern", "organiser", "organisez", "sección", "secciones", "organizar", "organiza",
    ]
    /// Nouns that name the marks themselves ("section marks", "section headers"): a statement
    /// saying them speaks of the marks' form, not of dividing code.
    static let sectionMarkNouns = ["section mark", "section comment", "section header", "section divider", "section separator"]

    /// Words saying code is written only where it is needed ("`self` only when required",
    /// "`self.` を不要な場所で書かない", "필요한 경우에만 `self`"), found inside the lower-cased
    /// statement: for `self`, the compiler knows where that is.
    static let necessityWords = [
        "required", "needed", "necessary", "redundant", "unnecessary", "needless", "unneeded",
        "必要", "不要", "필요", "필수", "불필요", "必需", "需要", "多余",
        "nötig", "notwendig", "erforderlich", "überflüssig", "nécessaire", "requis", "superflu", "redondant",
        "necesario", "requerido", "redundante", "innecesario",
    ]
    /// Words asking for code everywhere, even where it is not needed ("always write `self`,
    /// even when not required"): the opposite rule.
    static let everywhereWords = ["always", "even when", "even if", "every time", "항상", "常に", "总是", "始终", "immer", "toujours", "siempre"]

    /// Words for Swift extensions ("extension files", "익스텐션", "拡張ファイル"), found inside
    /// the lower-cased statement: a file naming rule that says one is about extension files.
    static let extensionWords = ["extension", "익스텐션", "확장", "拡張", "エクステンション", "扩展", "erweiterung", "extensión", "extensiones"]
    /// Names that stand for any type in a written file name (`Type+Feature.swift`).
    static let placeholderTypeNames: Set<String> = ["Type", "TypeName", "Types", "Class", "ClassName", "Xxx", "XXX", "X", "Name", "Foo", "MyType"]

    /// Words for a module's whole public surface, in a documentation rule ("document the public
    /// API", "公共 API", "öffentliche Schnittstellen"): every kind of declaration.
    static let wholeAPIWords: Set<String> = ["api", "apis", "interface", "interfaces", "declaration", "declarations", "symbol", "symbols",
                                             "member", "members", "everything", "schnittstelle", "schnittstellen", "interfaz",
                                             "인터페이스", "선언", "宣言", "声明", "接口"]

    /// A word before a concept that makes it the compiler's checking rather than a way of
    /// writing code: "strict Swift concurrency", "엄격한 동시성" is a build setting.
    static let strictCheckingWords: Set<String> = ["strict", "complete", "full", "엄격한", "엄격", "strikte", "strikter", "stricte", "estricta", "estricto"]
    /// Nouns after such a concept that make it the compiler's checking: "Swift concurrency
    /// checks enabled", "concurrency warnings".
    static let checkingNouns: Set<String> = ["checks", "checking", "warnings", "errors", "mode", "settings", "diagnostics"]

    /// Where documentation lives outside the code ("document it in the README", "on the wiki"):
    /// a documentation rule naming one asks for a file, not `///` comments. Whole words.
    static let documentationPlaces = ["readme", "wiki", "changelog", "confluence", "notion", "docc catalog"]

    /// A view's `body` named in words: a limit beside it measures the body, never the group of
    /// types the sentence also names ("break the view up when body grows beyond 50 lines").
    static let bodyWords: Set<String> = ["body", "bodies"]
}

extension Lexicon {
    /// Names of factory methods in prose ("Factory 메서드는 `make` 접두사"): what a rule about the
    /// `make` prefix speaks of.
    static let factoryMethodWords = [
        "factory method", "factory function", "factory 메서드", "factory 메소드", "팩토리 메서드", "팩토리 메소드", "팩토리 함수",
        "ファクトリメソッド", "ファクトリーメソッド", "ファクトリ メソッド", "factory メソッド", "工厂方法", "工厂函数",
        "méthode de fabrique", "méthodes de fabrique", "méthode fabrique", "fabrikmethode", "fabrikmethoden",
        "método de fábrica", "métodos de fábrica",
    ]
}

extension Lexicon {
    /// What says a call takes two or more closures, where a refused trailing closure is refused
    /// ("no trailing closures when a call takes multiple closures", "2개 이상 클로저 파라미터 시").
    static let severalClosuresWords = [
        "multiple closures", "multiple closure", "several closures", "two or more closures", "two or more closure",
        "more than one closure", "2+ closures", "2 or more closures", "2개 이상 클로저",
        "2개 이상의 클로저", "두 개 이상의 클로저", "둘 이상의 클로저", "여러 클로저", "여러 개의 클로저", "클로저가 여러", "클로저가 2개 이상",
        "複数のクロージャ", "クロージャが複数", "2つ以上のクロージャ", "多个闭包", "两个或以上的闭包", "两个以上的闭包",
        "plusieurs closures", "mehrere closures", "varias closures", "varios closures",
    ]

    /// The words a condition may hold besides those and still only restate where such a refusal
    /// applies ("when a call takes multiple closure arguments", "2개 이상 클로저 파라미터 시").
    static let severalClosuresConditionWords = [
        "when", "if", "a", "an", "the", "call", "calls", "function", "functions", "method", "methods", "takes", "take", "has",
        "have", "with", "accepts", "passes", "closure", "closures", "argument", "arguments", "parameter", "parameters",
        "파라미터", "매개변수", "인자", "시", "경우", "때", "引数", "場合", "参数", "时",
    ]
}

extension Lexicon {
    /// What says a call takes one closure, where a practice allowed only there stays allowed
    /// ("trailing closures only for a call's single closure", "단일 마지막 클로저에만").
    static let singleClosureWords = [
        "single closure", "one closure", "a single trailing closure", "단일 클로저", "단일 마지막 클로저",
        "하나의 클로저", "클로저가 하나", "클로저 하나", "単一のクロージャ", "クロージャが1つ", "クロージャが一つ", "1つのクロージャ", "单个闭包", "只有一个闭包",
        "une seule closure", "eine einzige closure", "un solo closure", "una sola closure",
    ]
}

extension Lexicon {
    /// What says a type is clear from its value ("when the type is obvious", "타입이 명확하면"):
    /// where a rule of type inference applies, which the check already judges.
    static let obviousTypeWords = [
        "obvious", "clear", "evident", "can be inferred", "inferable", "명확", "분명", "추론 가능", "明らか", "明白", "推論できる",
        "明显", "显而易见", "évident", "offensichtlich", "obvio",
    ]
}

extension Lexicon {
    /// Words that present a name's first word as a prefix ("the `make` prefix", "begin with
    /// “make”", "`make` 접두사", "`make` で始める", "以 `make` 开头").
    static let prefixWords = [
        "prefix", "prefixed", "begin with", "begins with", "start with", "starts with", "begin their names", "start their names",
        "begin names", "start names", "접두사", "접두어", "로 시작", "으로 시작", "接頭辞", "プレフィックス", "で始め", "から始め", "前缀", "开头",
        "开始", "préfixe", "commencent par", "commence par", "präfix", "beginnen mit", "prefijo", "empiezan con", "comienzan con",
    ]
}

extension Lexicon {
    /// The factory prefix quoted in prose rather than written as code (“make”).
    static let quotedMakePrefix = ["“make”", "\"make\"", "'make'", "‘make’"]
}

extension Lexicon {
    /// Words of emptiness beside a block's keyword ("empty `catch` blocks", "빈 `catch`",
    /// "空の `catch`"): what names a block with nothing in it.
    static let emptyWords = ["empty", "빈", "비어", "비워", "空の", "空で", "空的", "为空", "vide", "vides", "leer", "leere", "leeren", "vacío", "vacíos", "vacía"]
}

extension Lexicon {
    /// What places a refused `else` after the branch that leaves, or calls it needless ("no `else`
    /// after `return`", "no superfluous `else`"), not what the `else` holds ("`else` blocks that
    /// only throw"): the reach of the superfluous-else concept.
    static let branchExitWords = [
        "after", "following", "superfluous", "redundant", "unnecessary", "needless", "뒤", "후", "後", "后", "불필요한", "冗長な",
        "不要な", "多余的", "après", "nach", "después", "superflu", "überflüssig", "superfluo",
    ]
}

extension Lexicon {
    /// What says a property only reads ("read-only computed properties", "읽기 전용"), beside a
    /// refused `get`: the reach of the explicit-getter concept.
    static let readOnlyWords = [
        "read-only", "readonly", "read only", "get-only", "getter-only", "computed property", "computed properties",
        "read-only computed", "읽기 전용", "읽기전용", "계산 프로퍼티", "読み取り専用", "計算プロパティ", "只读", "计算属性",
        "lecture seule", "schreibgeschützt", "solo lectura",
    ]
}

extension Lexicon {
    /// What says a name is one character long ("no single-character names", "한 글자 변수명").
    static let singleCharacterWords = [
        "single-character", "single character", "single-letter", "single letter", "one-letter", "one letter", "one-character",
        "one character", "한 글자", "한글자", "1글자", "1文字", "一文字", "単一文字", "单字母", "单个字母", "单字符", "d'une seule lettre",
        "einbuchstabig", "de una sola letra",
    ]
    /// Nouns of names, one of which a rule on name length speaks of.
    static let nameNouns = [
        "name", "names", "identifier", "identifiers", "variable", "variables", "이름", "변수", "名前", "変数", "命名", "名称", "变量",
        "nom", "noms", "bezeichner", "nombre", "nombres",
    ]
    /// Nouns that narrow a rule on names to properties and locals.
    static let variableNouns = [
        "variable", "variables", "property", "properties", "constant", "constants", "변수", "프로퍼티", "상수", "変数", "プロパティ",
        "定数", "变量", "属性", "常量",
    ]
    /// Words that mark names as allowed exceptions ("`x` and `y` are whitelisted exceptions").
    static let allowedNameWords = [
        "except", "exception", "exceptions", "whitelisted", "whitelist", "allowlisted", "allowlist", "allow-listed", "allowed", "fine",
        "ok", "okay", "permitted", "예외", "허용", "例外", "許可", "除外", "允许", "例外として",
    ]
}

extension Lexicon {
    /// Words that open a minimum ("at least 3 characters", "최소 2글자", "3文字以上", "至少 3 个字符"):
    /// a statement without one states no minimum length.
    static let atLeastWords = ["least", "minimum", "or more", "+ char", "+char", "+ letter", "최소", "이상", "以上", "至少"]
}

extension Lexicon {
    /// Owners of names a rule on name length may speak of that the check does not measure:
    /// files, generic parameters, tests, users ("usernames must be at least 3 characters").
    static let otherNameOwners = [
        "file", "files", "generic", "generics", "test", "tests", "username", "usernames", "user", "users", "password", "passwords",
        "tag", "tags", "branch", "branches", "파일", "테스트", "제네릭", "ファイル", "テスト", "ジェネリック", "文件", "测试", "泛型",
    ]
}

extension Lexicon {
    /// Permissions that leave a practice to each author ("not enforced", "is optional"): a
    /// sentence holding one states no rule, even beside "preferred".
    static let leftToTheAuthor: Set<String> = [
        "not enforced", "is optional", "are optional", "is not required", "are not required", "isn't required", "aren't required",
        "not mandatory", "rule is off", "rules are off", "is disabled", "are disabled", "is turned off", "are turned off", "선택 사항", "필수 아님",
        "필수가 아니", "必須ではない", "必須ではありません", "非必须", "不是必须",
    ]
}

extension Lexicon {
    /// The units a rule on name length counts in.
    static let lengthUnits = ["characters", "character", "chars", "char", "letters", "letter", "글자", "文字", "字符", "자"]
    /// Words before the number that make it a minimum ("at least 3 characters", "최소 2글자").
    static let minimumOpeners = ["at least", "a minimum of", "minimum of", "no shorter than", "at minimum", "최소", "至少"]
    /// Words after the unit that make the number a minimum ("3 characters or more", "2글자 이상").
    static let minimumClosers = ["or more", "minimum", "at least", "이상", "以上"]
    /// Words before the number that refuse anything below it ("shorter than 3 characters").
    static let shorterOpeners = ["shorter than", "fewer than", "less than", "under"]
    /// Words that open an exception made of names ("except `id`", "but for `i`").
    static let nameExceptionOpeners = ["except for ", "except ", "but for ", "but "]
    /// Words joining names in such a list ("`id` and `x`").
    static let nameListConjunctions = ["and ", "or "]
}

extension Lexicon {
    /// Console output written as a symbol rather than a call of `print` (`NSLog`): what tests
    /// may use, as the print concept leaves them alone.
    static let consoleOutputSymbols: Set<String> = ["NSLog"]
}
