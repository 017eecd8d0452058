import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Stored properties of classes named like a pattern (`delegate`, `…Delegate`, `dataSource`) or
/// typed like one (`…Delegate`) must be `weak` or `unowned`. Properties the object owns are left
/// alone: those given a value where they are declared (`lazy var dataSource = makeDataSource()`),
/// property wrappers, generic, collection and closure types.
public struct WeakPropertyCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "weak-property",
        summary: "Stored properties named or typed like a delegate are `weak`.",
        triggering: [
            "final class ComposerView: UIView {\n    ↓var delegate: ComposerViewDelegate?\n    ↓var dataSource: (any ComposerDataSource)!\n}",
            "final class Coordinator {\n    ↓let paymentDelegate: PaymentFlowDelegate\n    ↓private var listener: ChatListenerDelegate?\n}",
        ],
        nonTriggering: [
            "final class ComposerView: UIView {\n    weak var delegate: ComposerViewDelegate?\n    unowned(unsafe) var dataSource: ComposerDataSource\n}",
            "final class FeedViewController: UIViewController {\n    private lazy var dataSource = makeDataSource()\n"
                + "    private var diffableDataSource: UICollectionViewDiffableDataSource<Section, Item>!\n"
                + "    var onDelegate: (() -> Void)?\n    let appDelegate = AppDelegate()\n}",
            "protocol ComposerViewDelegate: AnyObject {}\nprotocol Host { var delegate: ComposerViewDelegate? { get set } }\n"
                + "struct Row { var delegate: RowDelegate? }\n@main struct App { @UIApplicationDelegateAdaptor var appDelegate: AppDelegate }",
            "final class Presenter {\n    var delegateCount: Int = 0\n    var delegate: PresenterDelegate? { host.delegate }\n    func load() { let delegate: Loader? = nil }\n}",
        ]
    )

    /// Property name patterns: `delegate` (exactly), `…Delegate` (ending so), `delegate…`.
    public var names: [String]
    /// Type name patterns, the same way: `…Delegate`.
    public var types: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(names: [String], types: [String] = [], scope: [Glob] = []) {
        self.names = names
        self.types = types
        self.scope = scope
    }

    public static let example = WeakPropertyCheck(names: ["delegate", "…Delegate", "dataSource"], types: ["…Delegate"])

    public enum Parameters: String, CodingKey, CaseIterable {
        case names, types
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let names = try container.optionalStrings(.names, what: "a list of name patterns")
        let types = try container.optionalStrings(.types, what: "a list of type name patterns")
        guard !(names.isEmpty && types.isEmpty) else {
            throw DecodingProblem.message("`weak-property` needs `names` or `types` to pick the properties it applies to",
                                          at: decoder.codingPath)
        }
        self.init(names: names, types: types)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if !names.isEmpty { try container.encode(names, forKey: .names) }
        if !types.isEmpty { try container.encode(types, forKey: .types) }
    }

    public var summary: String {
        let named = names.isEmpty ? [] : ["named " + names.map { "`\($0)`" }.joined(separator: ", ")]
        let typed = types.isEmpty ? [] : ["typed " + types.map { "`\($0)`" }.joined(separator: ", ")]
        return codeScope.appended(to: "stored properties " + (named + typed).joined(separator: " or ") + " are `weak`")
    }

    /// Attributes that do not wrap the storage: a property carrying any other is a wrapper.
    static let plainAttributes: Set<String> = ["objc", "nonobjc", "IBOutlet", "MainActor", "available", "preconcurrency"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        var violations: [Violation] = []
        for declaration in declarations where declaration.kind.isBinding && !declaration.isLocal && !declaration.isComputed {
            guard let parent = declaration.parent, [.class, .actor].contains(declarations[parent].kind) else { continue }
            if declaration.hasModifier("weak") || declaration.hasModifier("unowned") || declaration.hasModifier("lazy")
                || declaration.hasModifier("static") || declaration.hasModifier("class") { continue }
            if declaration.attributes.contains(where: { !Self.plainAttributes.contains($0.name) }) { continue }
            // A value given here is owned by the object: only `= nil` leaves it borrowed.
            if declaration.hasInitializer, declaration.initializerTokens.map({ file.text(of: $0, tokens: file.codeTokens) }) != "nil" { continue }
            let type = declaration.typeAnnotation.flatMap(WeakPropertyCheck.referenceTypeName)
            let byName = names.contains { WeakPropertyCheck.matches(declaration.name, pattern: $0) }
            let byType = type.map { name in types.contains { WeakPropertyCheck.matches(name, pattern: $0) } } ?? false
            guard byName || byType, declaration.typeAnnotation == nil || type != nil else { continue }
            violations.append(Violation(path: file.path, line: declaration.line, column: declaration.column,
                                        message: "`\(declaration.name)` is a strong reference; make it `weak`"))
        }
        return violations
    }

    /// The type name a delegate-like annotation refers to (`FooDelegate` from `(any FooDelegate)?`),
    /// nil for generic, collection, tuple and function types, which are not borrowed objects.
    static func referenceTypeName(_ annotation: String) -> String? {
        var text = annotation.filter { !$0.isWhitespace }
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        for prefix in ["any", "some"] where text.hasPrefix(prefix) && text.count > prefix.count
            && text[text.index(text.startIndex, offsetBy: prefix.count)].isUppercase {
            text.removeFirst(prefix.count)
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "&" }) else { return nil }
        return text.split(separator: ".").last.map(String.init)
    }

    /// `delegate` matches exactly, `…Delegate` / `*Delegate` a suffix, `delegate…` a prefix.
    static func matches(_ name: String, pattern: String) -> Bool {
        for marker in ["…", "*", "..."] {
            if pattern.hasPrefix(marker) { return name.hasSuffix(String(pattern.dropFirst(marker.count))) }
            if pattern.hasSuffix(marker) { return name.hasPrefix(String(pattern.dropLast(marker.count))) }
        }
        return name == pattern
    }
}

extension SourceFile {
    /// The source text of a range of code tokens, as written.
    func text(of range: Range<Int>, tokens: [Token]) -> String {
        guard let first = range.first, let last = range.last, last < tokens.count else { return "" }
        return text(tokens[first].start..<tokens[last].end)
    }
}
