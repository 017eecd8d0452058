/// The words of a written member order ("nested types → static properties → init → methods",
/// "ライフサイクル、public メソッド、private メソッドの順", "1. 중첩 타입 2. 프로퍼티 …"): what names
/// an order, and what names each group of members, per language. `MemberOrderReader` reads them.
extension Lexicon {
    /// Words that say the list is an order. Narrower than the order cue: "sorted" and
    /// "alphabetical" order names, not kinds of member.
    static let memberOrderWords = [
        "order", "ordering", "ordered", "sequence", "順序", "順番", "の順", "順に", "순서", "순으로", "顺序", "次序",
        "ordre", "reihenfolge", "orden",
    ]

    /// Words that say what an order is of, before its colon or in its heading: a type's members
    /// or declarations ("Declaration order:", "타입 멤버 순서", "推奨配置順序").
    static let memberOrderSubjects = [
        "member", "members", "declaration", "declarations", "type", "types", "class", "classes", "struct", "structs",
        "멤버", "선언", "타입", "メンバ", "宣言", "配置", "型の中", "成员", "声明", "类型内部", "membres", "membre", "typ",
        "deklaration", "miembros", "declaraciones",
    ]

    /// Small words a part of an order may hold beside its group ("then methods", "메서드는",
    /// "all other methods"), and that may stand alone before a colon with words of order
    /// ("Recommended order:").
    static let memberOrderFillers = [
        "and", "then", "the", "all", "other", "any", "first", "last", "finally", "its", "their", "instance", "plus", "recommended",
        "preferred", "following", "this", "that", "is", "in", "as", "follows", "는", "은", "을", "를", "이", "가", "의", "와", "과", "및",
        "권장", "の", "と", "推奨", "的", "和", "及", "推荐", "des", "les", "le", "la", "der", "die", "im", "el", "los",
    ]

    /// What may close the last part of an order after its group ("… in this order", "… の順で整理する").
    static let memberOrderTrailers = ["in this order", "in that order", "in the order", "in order"]

    /// Phrases with an order word that say why, not in what order ("in order to keep …").
    static let memberOrderPurposePhrases = ["in order to", "in order for"]

    /// What separates the groups of an order written on one line.
    static let memberOrderArrows = ["->", "→", "⇒", "=>", "➝", "➔"]

    /// What separates the groups of an order written as a list in a sentence.
    static let memberOrderCommas = [",", "、", "，", ";"]

    /// Words a separated group may begin with that join it to the one before ("…, then methods",
    /// "…, and methods").
    static let memberOrderJoiners = ["then", "and", "finally", "followed by", "그다음", "다음", "その後", "然后"]

    /// Names of groups of members, with the group each stands for (`MemberGroup`'s words; "-"
    /// for a group that holds no member of a type, such as extensions, which an order may end
    /// with). The longest phrase that fits is read.
    static let memberGroupPhrases: [String: String] = [
        // Nested types.
        "nested types": "type", "nested type": "type", "inner types": "type", "nested enums": "type", "types": "type",
        "type definitions": "type", "중첩 타입": "type", "중첩타입": "type", "내부 타입": "type", "ネストした型": "type",
        "ネスト型": "type", "入れ子の型": "type", "嵌套类型": "type", "types imbriqués": "type", "verschachtelte typen": "type",
        // Static members.
        "static/class members": "static", "static and class members": "static", "static members": "static",
"静的メンバー": "static", "静的メンバ": "static", "정적 멤버": "static", "静态成员": "static",
        "static": "static",
        "static properties": "static property", "static property": "static property", "static props": "static property",
        "static vars": "static property", "static lets": "static property", "static constants": "static property",
        "type properties": "static property", "静的プロパティ": "static property", "정적 프로퍼티": "static property",
        "static 프로퍼티": "static property", "静态属性": "static property",
        // Properties.
        "stored properties": "stored", "stored property": "stored", "stored props": "stored", "stored": "stored",
        "保存プロパティ": "stored", "ストアドプロパティ": "stored", "格納プロパティ": "stored", "저장 프로퍼티": "stored",
        "저장프로퍼티": "stored", "stored 프로퍼티": "stored", "存储属性": "stored",
        "computed properties": "computed", "computed property": "computed", "computed props": "computed", "computed": "computed",
        "計算プロパティ": "computed", "コンピューテッドプロパティ": "computed", "계산 프로퍼티": "computed",
        "연산 프로퍼티": "computed", "computed 프로퍼티": "computed", "计算属性": "computed",
        "properties": "property", "property": "property", "props": "property", "instance properties": "property",
        "プロパティ": "property", "프로퍼티": "property", "属性": "property", "propriétés": "property", "eigenschaften": "property",
        "propiedades": "property",
        // Initialisers.
        "initializers": "init", "initializer": "init", "initialisers": "init", "initialiser": "init",
        "initialization": "init", "initialisation": "init", "inits": "init", "init": "init", "イニシャライザ": "init",
        "イニシャライザー": "init", "初期化": "init", "이니셜라이저": "init", "생성자": "init", "초기화": "init",
        "初始化方法": "init", "初始化器": "init", "构造器": "init", "构造函数": "init", "deinit": "deinit",
        "deinitializer": "deinit", "deinitializers": "deinit",
        // Lifecycle overrides.
        "lifecycle methods": "lifecycle", "lifecycle": "lifecycle", "life cycle": "lifecycle", "view lifecycle": "lifecycle",
        "ライフサイクル": "lifecycle", "ライフサイクルメソッド": "lifecycle", "라이프사이클": "lifecycle", "생명주기": "lifecycle",
        "생명 주기": "lifecycle", "生命周期": "lifecycle", "生命周期方法": "lifecycle",
        // Methods.
        "instance methods": "method", "methods": "method", "method": "method", "functions": "method", "funcs": "method",
        "メソッド": "method", "インスタンスメソッド": "method", "関数": "method", "메서드": "method", "메소드": "method",
        "함수": "method", "方法": "method", "函数": "method", "méthodes": "method", "methoden": "method", "métodos": "method",
        "body": "body",
        // Groups that hold no member of the type.
        "extensions": "-", "extension": "-", "エクステンション": "-", "拡張": "-", "익스텐션": "-", "확장": "-", "扩展": "-",
    ]

    /// Access levels as an order names them, with the level the check reads.
    static let memberOrderAccessWords: [String: String] = [
        "public": "public", "open": "public", "internal": "internal", "private": "private", "fileprivate": "private",
    ]
}
