import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A `switch` over an enum names its cases instead of ending in `default` ("no `default` in a
/// switch over an enum", "열거형 `switch` 에는 `default` 를 두지 않는다"): with every case listed,
/// a case added later makes the compiler stop at each switch that must decide it; `default`
/// decides it silently.
///
/// A switch is judged only where its subject is surely an enum, which tokens alone can show in
/// two ways: a pattern takes a case's associated values apart (`.failed(let error)`, which only an
/// enum case can), or an enum declared in the same file has every case the labels name. Besides,
/// every label but `default` is a `case` whose patterns are all enum cases written with a leading
/// dot (`.idle`, `let .failed(error)`, `State.idle`), and none has a `where` clause (a guarded
/// case leaves values the `default` must take). A leading-dot pattern alone may be a static
/// member of a struct (`Notification.Name`, `URLError.Code`), whose switches need their
/// `default`, so enums declared elsewhere and matched without payloads are left alone.
/// `@unknown default`, which Swift asks for on enums that may gain cases, is no `default` here.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct EnumSwitchDefaultCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "enum-switch-default",
        summary: "A `switch` over an enum lists its cases instead of ending in `default`.",
        triggering: [
            "enum LoadState {\n    case idle, loading, failed\n}\n\nfunc title(for state: LoadState) -> String {\n    switch state {\n"
                + "    case .idle: return \"Start\"\n    ↓default: return \"Wait\"\n    }\n}",
            "func message(for result: Result<Receipt, Error>) -> String {\n    switch result {\n"
                + "    case .failure(let error): return error.localizedDescription\n    ↓default: return \"\"\n    }\n}",
        ],
        nonTriggering: [
            "enum LoadState {\n    case idle, loading, failed\n}\n\nfunc title(for state: LoadState) -> String {\n    switch state {\n"
                + "    case .idle: return \"Start\"\n    case .loading, .failed: return \"Wait\"\n    }\n}",
            "func handle(_ note: Notification, status: Int) {\n    switch note.name {\n    case .didSaveDraft: reload()\n    default: break\n    }\n"
                + "    switch status {\n    case 200: accept()\n    default: reject()\n    }\n}",
            "func icon(for result: Result<Receipt, Error>, scheme: ColorScheme) -> String {\n    switch result {\n"
                + "    case .success(let receipt) where receipt.isRefund: return \"arrow.uturn.left\"\n    default: return \"checkmark\"\n    }\n"
                + "    switch scheme {\n    case .dark(let tint): return tint\n    @unknown default: return \"sun.max\"\n    }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = EnumSwitchDefaultCheck()

    public var summary: String { codeScope.appended(to: "no `default` in a `switch` over an enum's cases") }

    public var anchorTokens: [String]? { ["default"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var declaredCases: [Set<String>]?
        var violations: [Violation] = []
        for index in code.indices where code[index].kind == .keyword && file.text(of: code[index]) == "switch" {
            guard let open = file.blockOpening(after: index), let close = file.partnerToken(of: open), close > open,
                  let labels = Self.labels(in: (open + 1)..<close, of: file), let plainDefault = labels.plainDefault,
                  !labels.caseNames.isEmpty else { continue }
            if !labels.takesPayloadApart {
                if declaredCases == nil { declaredCases = Self.enumCases(in: file) }
                guard declaredCases!.contains(where: { labels.caseNames.isSubset(of: $0) }) else { continue }
            }
            let token = code[plainDefault]
            violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                        message: "`default` in a `switch` over an enum: list the cases it stands for, so a case added later stops the build here"))
        }
        return violations
    }

    /// What a switch's labels say: the enum cases its `case` labels name, whether one takes a
    /// case's values apart, and where a plain `default` stands; nil when some label is not an
    /// enum-case label (a literal, a range, a binding, a `where` clause).
    struct Labels {
        var caseNames: Set<String> = []
        var takesPayloadApart = false
        var plainDefault: Int?
    }

    /// The labels among `body`'s tokens, read at the switch's own depth: the braces, brackets
    /// and parentheses of the statements inside are stepped over, so each token is read once.
    static func labels(in body: Range<Int>, of file: SourceFile) -> Labels? {
        let code = file.codeTokens
        var labels = Labels()
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            let token = code[cursor]
            if token.kind == .punctuation, file.isPunctuation(token, "{") || file.isPunctuation(token, "(") || file.isPunctuation(token, "[") {
                guard let partner = file.partnerToken(of: cursor), partner > cursor else { return nil }
                cursor = partner + 1
                continue
            }
            if token.kind == .keyword, file.text(of: token) == "default" {
                let unknown = cursor > body.lowerBound && code[cursor - 1].kind == .attribute && file.text(of: code[cursor - 1]) == "@unknown"
                if !unknown { labels.plainDefault = cursor }
            } else if token.kind == .keyword, file.text(of: token) == "case", isLabel(cursor, in: body, of: file) {
                guard let end = readCase(from: cursor + 1, to: body.upperBound, of: file, into: &labels) else { return nil }
                cursor = end
            }
            cursor += 1
        }
        return labels
    }

    /// A `case` that opens a label, not the `case` of `if case`, `guard case`, `for case` or of a
    /// condition list (`if let a, case .b = c`).
    static func isLabel(_ index: Int, in body: Range<Int>, of file: SourceFile) -> Bool {
        guard index > body.lowerBound else { return true }
        let previous = file.codeTokens[index - 1]
        if file.isPunctuation(previous, ",") { return false }
        return !(previous.kind == .keyword && ["if", "guard", "while", "for"].contains(file.text(of: previous)))
    }

    /// Reads one `case` label's patterns up to its `:`, adding what they name to `labels`;
    /// returns the index of the `:`, or nil when a pattern is no enum case.
    static func readCase(from start: Int, to end: Int, of file: SourceFile, into labels: inout Labels) -> Int? {
        let code = file.codeTokens
        var pattern: [Int] = []
        var cursor = start
        while cursor < end {
            let token = code[cursor]
            if token.kind == .keyword, file.text(of: token) == "where" { return nil }
            if token.kind == .punctuation, file.isPunctuation(token, ":") || file.isPunctuation(token, ",") {
                guard let name = caseName(pattern, of: file, payload: &labels.takesPayloadApart) else { return nil }
                labels.caseNames.insert(name)
                if file.isPunctuation(token, ":") { return cursor }
                pattern = []
                cursor += 1
                continue
            }
            pattern.append(cursor)
            if token.kind == .punctuation, file.isPunctuation(token, "(") || file.isPunctuation(token, "[") {
                guard let partner = file.partnerToken(of: cursor), partner > cursor, partner < end else { return nil }
                pattern.append(partner)
                cursor = partner
            }
            cursor += 1
        }
        return nil
    }

    /// The case a pattern names: `.idle`, `let .failed(error)`, `.failed(let error)`,
    /// `LoadState.idle`, `.idle?`; nil for any other pattern. A parenthesis after the name that
    /// binds what it holds (`let` before the pattern or inside the parenthesis) takes the case's
    /// associated values apart, which sets `payload`; `.seconds(0)` may be a struct's factory.
    static func caseName(_ pattern: [Int], of file: SourceFile, payload: inout Bool) -> String? {
        let code = file.codeTokens
        var tokens = pattern[...]
        let isBinding = { (index: Int) in code[index].kind == .keyword && ["let", "var"].contains(file.text(of: code[index])) }
        let bindsBefore = tokens.first.map(isBinding) ?? false
        if bindsBefore { tokens = tokens.dropFirst() }
        // `LoadState.idle`: a type name before the dot.
        if tokens.count >= 3, code[tokens[tokens.startIndex]].kind == .identifier,
           file.text(of: code[tokens[tokens.startIndex]]).first?.isUppercase == true {
            tokens = tokens.dropFirst()
        }
        guard tokens.count >= 2, file.isPunctuation(code[tokens[tokens.startIndex]], "."),
              code[tokens[tokens.startIndex + 1]].kind == .identifier else { return nil }
        let name = file.text(of: code[tokens[tokens.startIndex + 1]]).filter { $0 != "`" }
        let rest = tokens.dropFirst(2)
        if rest.isEmpty { return name }
        if rest.count == 1, file.text(of: code[rest[rest.startIndex]]) == "?" { return name }
        // `(` … `)`: the opening and closing tokens are all `readCase` keeps of a parenthesis.
        guard rest.count == 2 else { return nil }
        let open = rest[rest.startIndex], close = rest[rest.startIndex + 1]
        guard file.isPunctuation(code[open], "("), close > open else { return nil }
        if bindsBefore || ((open + 1)..<close).contains(where: isBinding) { payload = true }
        return name
    }

    /// The case names of each enum the file declares.
    static func enumCases(in file: SourceFile) -> [Set<String>] {
        let declarations = file.declarations
        var cases: [Int: Set<String>] = [:]
        for declaration in declarations where declaration.kind == .enumCase {
            guard let parent = declaration.parent, declarations[parent].kind == .enum else { continue }
            cases[parent, default: []].formUnion(declaration.names)
        }
        return cases.keys.sorted().map { cases[$0]! }
    }
}
