import PreflightSwiftSource

/// A part of a Swift file a rule speaks of: "in views", "in `body`", "inside `ScrollView`", "in
/// `.onAppear`", "on `@IBOutlet`s", "in previews". Regions are token ranges, so a finding is
/// inside one when its token is.
public enum CodeRegion: Sendable, Hashable, CustomStringConvertible {
    /// Bodies of the types a selector picks, and of their extensions.
    case types(TypeSelector)
    /// Bodies of members with one of these names (`body`, `init`, `viewDidLoad`), optionally
    /// only in types a selector picks.
    case members([String], in: TypeSelector?)
    /// Arguments and closures of calls to this callee (`ScrollView`, `onAppear`, `Task`).
    case calls(String)
    /// Declarations carrying this attribute, head and body (`@IBOutlet`, `@State`).
    case attributed(String)
    /// `#Preview { … }` blocks and `PreviewProvider` types.
    case previews
    /// Bodies of types with exactly these names (`AppRouter`), and of their extensions.
    case typesNamed([String])
    /// Heads of declarations of these kinds (`func`, `var`): attributes and modifiers included.
    case declarationHeads([String])
    /// Initial values of stored properties (`static let formatter = DateFormatter()`): code that
    /// runs once per type or instance rather than on every call.
    case storedValues
    /// Properties that hold a type's own state, optionally only in types a selector picks: a
    /// stored `var` whole (type and value), a stored `let` by its value (`let count =
    /// BehaviorRelay(value: 0)` creates state; `let relay: BehaviorRelay<Int>` handed in by
    /// `init` holds another's). Parameters and locals are never state properties.
    case stateProperties(in: TypeSelector?)
    /// The bodies of every type and extension: whatever is not at the top level of the file
    /// ("top-level declarations use `private`" leaves members alone).
    case typeBodies
    /// The heads of functions a framework calls back, whose signature the framework fixes: an
    /// `override`, or a method named after its first, unlabelled parameter's type, as delegate
    /// methods are (`urlSession(_ session: URLSession, …)`, `application(_ application:
    /// UIApplication, …)`). A completion handler there is the framework's, not the team's.
    case frameworkCallbacks
    /// Code compiled only when a condition holds: the branch of `#if DEBUG` (or `#if DEBUG &&
    /// …`) up to its `#else`, `#elseif` or `#endif`.
    case compiledWhen(String)

    public var description: String {
        switch self {
        case let .types(selector): return selector.text
        case let .members(names, selector):
            return names.map { "`\($0)`" }.joined(separator: "/") + (selector.map { " of \($0.text)" } ?? "")
        case let .calls(callee): return "`\(callee)` closures"
        case let .attributed(attribute): return "`@\(attribute)` declarations"
        case .previews: return "previews"
        case let .typesNamed(names): return names.map { "`\($0)`" }.joined(separator: "/")
        case let .declarationHeads(kinds): return kinds.joined(separator: "/") + " declarations"
        case .storedValues: return "stored property values"
        case .typeBodies: return "type and extension bodies"
        case .frameworkCallbacks: return "framework callbacks"
        case let .stateProperties(selector): return "state properties" + (selector.map { " of \($0.text)" } ?? "")
        case let .compiledWhen(flag): return "`#if \(flag)` blocks"
        }
    }

    /// The region as one string, as `within:` / `outside:` write it: `types:View`,
    /// `members:body,init in View`, `calls:ScrollView`, `attributed:State`, `previews`,
    /// `typesNamed:AppRouter`, `declarationHeads:func`, `storedValues`.
    public var text: String {
        switch self {
        case let .types(selector): return "types:" + selector.text
        case let .members(names, selector): return "members:" + names.joined(separator: ",") + (selector.map { " in " + $0.text } ?? "")
        case let .calls(callee): return "calls:" + callee
        case let .attributed(attribute): return "attributed:" + attribute
        case .previews: return "previews"
        case let .typesNamed(names): return "typesNamed:" + names.joined(separator: ",")
        case let .declarationHeads(kinds): return "declarationHeads:" + kinds.joined(separator: ",")
        case .storedValues: return "storedValues"
        case .typeBodies: return "typeBodies"
        case .frameworkCallbacks: return "frameworkCallbacks"
        case let .stateProperties(selector): return "stateProperties" + (selector.map { ":" + $0.text } ?? "")
        case let .compiledWhen(flag): return "compiledWhen:" + flag
        }
    }

    public init?(text: String) {
        let trimmed = text.trimming(" ")
        if trimmed == "previews" { self = .previews; return }
        if trimmed == "storedValues" { self = .storedValues; return }
        if trimmed == "typeBodies" { self = .typeBodies; return }
        if trimmed == "frameworkCallbacks" { self = .frameworkCallbacks; return }
        if trimmed == "stateProperties" { self = .stateProperties(in: nil); return }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let kind = String(trimmed[..<colon])
        let value = String(trimmed[trimmed.index(after: colon)...]).trimming(" ")
        let list = value.split(separator: ",").map { String($0).trimming(" ") }.filter { !$0.isEmpty }
        guard !value.isEmpty, !list.isEmpty else { return nil }
        switch kind {
        case "types":
            guard let selector = TypeSelector(text: value) else { return nil }
            self = .types(selector)
        case "members":
            let parts = value.components(separatedBy: " in ")
            let names = parts[0].split(separator: ",").map { String($0).trimming(" ") }
            var selector: TypeSelector?
            if parts.count > 1 {
                guard let parsed = TypeSelector(text: parts[1]) else { return nil }
                selector = parsed
            }
            self = .members(names, in: selector)
        case "calls": self = .calls(value)
        case "attributed": self = .attributed(value.trimmingPrefix("@"))
        case "typesNamed": self = .typesNamed(list)
        case "declarationHeads": self = .declarationHeads(list)
        case "stateProperties":
            guard let selector = TypeSelector(text: value) else { return nil }
            self = .stateProperties(in: selector)
        case "compiledWhen":
            guard list.count == 1, list[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            self = .compiledWhen(list[0])
        default: return nil
        }
    }

    /// Protocol requirements of Apple's frameworks whose signature holds a completion handler
    /// and that the delegate convention does not name: WidgetKit's timeline providers,
    /// Foundation's file presenters and the others named below. A team function of the same
    /// name is left out too: a finding missed, never one made up.
    static let frameworkRequirements: Set<String> = [
        "getSnapshot", "getTimeline", "savePresentedItemChanges", "accommodatePresentedItemDeletion",
        "accommodatePresentedSubitemDeletion", "relinquishPresentedItem",
        // SiriKit intent handlers, notification content extensions, file providers, item providers.
        "handle", "confirm", "didReceive", "fetchContents", "loadData",
    ]

    /// Token ranges of `file` (code-token indices) this region covers.
    /// Computed once per file and region: a check's scope and the evidence of what it judged
    /// ask the same question, and several checks share a region.
    package func ranges(in file: SourceFile) -> [ClosedRange<Int>] {
        file.memo("region\u{0}" + text) { computeRanges(in: file) }
    }

    private func computeRanges(in file: SourceFile) -> [ClosedRange<Int>] {
        let declarations = file.declarations
        switch self {
        case let .types(selector):
            let bodies = file.typeBodies(selector)
            return selector.attribute.map { file.isolated(bodies, by: $0) } ?? bodies
        case let .members(names, selector):
            let typeRanges = selector.map { TokenIntervals(file.typeBodies($0)) }
            return declarations.compactMap { declaration -> ClosedRange<Int>? in
                guard let body = declaration.body, !declaration.kind.isType, names.contains(declaration.name) else { return nil }
                if let typeRanges, !typeRanges.contains(declaration.keywordToken) { return nil }
                return body
            }
        case let .calls(callee):
            let name = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee
            let bytes = Array(name.utf8)
            let tokens = file.codeTokens
            var result: [ClosedRange<Int>] = []
            for index in tokens.indices where tokens[index].kind == .identifier && file.bytesEqual(tokens[index], bytes) {
                guard let call = file.callArguments(at: index) else { continue }
                if let parentheses = call.parentheses { result.append(parentheses) }
                result += call.trailingClosures.map(\.braces)
            }
            return result
        case let .attributed(attribute):
            let attributed = declarations.compactMap { declaration in
                declaration.attribute(named: attribute) == nil ? nil : declaration.firstToken...max(declaration.firstToken, declaration.endToken)
            }
            return file.isolated(attributed, by: attribute)
        case let .typesNamed(names):
            return declarations.compactMap { declaration in
                guard declaration.kind.isType, names.contains(declaration.name), let body = declaration.body else { return nil }
                return declaration.firstToken...body.upperBound
            }
        case let .declarationHeads(kinds):
            return declarations.compactMap { declaration in
                kinds.contains(declaration.kind.rawValue) ? declaration.firstToken...max(declaration.firstToken, declaration.keywordToken) : nil
            }
        case let .stateProperties(selector):
            let typeRanges = selector.map { TokenIntervals(file.typeBodies($0)) }
            return declarations.compactMap { declaration -> ClosedRange<Int>? in
                guard declaration.kind.isBinding, !declaration.isLocal, !declaration.isComputed else { return nil }
                if let typeRanges, !typeRanges.contains(declaration.keywordToken) { return nil }
                if declaration.kind == .variable { return declaration.firstToken...max(declaration.firstToken, declaration.endToken) }
                guard let value = declaration.initializerTokens, !value.isEmpty else { return nil }
                return value.lowerBound...(value.upperBound - 1)
            }
        case .typeBodies:
            return declarations.compactMap { declaration in
                declaration.kind.isType || declaration.kind == .extension ? declaration.body : nil
            }
        case .frameworkCallbacks:
            return file.frameworkCallbackHeads(requirements: Self.frameworkRequirements)
        case .storedValues:
            return declarations.compactMap { declaration in
                guard declaration.kind.isBinding, !declaration.isLocal, !declaration.isComputed,
                      let value = declaration.initializerTokens, !value.isEmpty else { return nil }
                return value.lowerBound...(value.upperBound - 1)
            }
        case let .compiledWhen(flag):
            return file.conditionalBranches(requiring: flag)
        case .previews:
            return file.previewRanges()
        }
    }
}

extension SourceFile {
    /// The branches of `#if` blocks whose condition requires `flag` (`#if DEBUG`, `#if DEBUG &&
    /// targetEnvironment(simulator)`), each from its `#if` to the `#else`, `#elseif` or `#endif`
    /// that ends it. A negated or alternative flag (`!DEBUG`, `DEBUG || BETA`) does not count.
    package func conditionalBranches(requiring flag: String) -> [ClosedRange<Int>] {
        let tokens = codeTokens
        var open: [(start: Int, counts: Bool)] = []
        var result: [ClosedRange<Int>] = []
        for index in tokens.indices where tokens[index].kind == .poundDirective {
            switch text(of: tokens[index]) {
            case "#if":
                open.append((index, conditionRequires(flag, after: index)))
            case "#elseif", "#else":
                if let last = open.popLast() {
                    if last.counts { result.append(last.start...index) }
                    open.append((index, false))
                }
            case "#endif":
                if let last = open.popLast(), last.counts { result.append(last.start...index) }
            default: break
            }
        }
        return result
    }

    /// Whether the condition of the `#if` at `index` (its line) requires `flag`.
    private func conditionRequires(_ flag: String, after index: Int) -> Bool {
        let tokens = codeTokens
        let line = tokens[index].line
        var found = false
        var cursor = index + 1
        while cursor < tokens.count, tokens[cursor].line == line {
            let piece = text(of: tokens[cursor])
            if piece == "||" { return false }
            if piece == flag, cursor == index + 1 || text(of: tokens[cursor - 1]) != "!" { found = true }
            cursor += 1
        }
        return found
    }

    /// Bodies of the types `selector` picks, and of the extensions of those types (or
    /// extensions adding the selector's conformance).
    package func typeBodies(_ selector: TypeSelector) -> [ClosedRange<Int>] {
        let declarations = self.declarations
        var names = Set(selector.select(in: self).map { declarations[$0].name })
        // Declarations are read in place, by index: iterating them would copy each one (its
        // names, attributes and spans) for every selector of every file.
        if let conformance = selector.conformance {
            for index in declarations.indices
            where declarations[index].kind == .extension && declarations[index].inheritance.contains(conformance) {
                names.insert(declarations[index].name)
            }
        }
        // The head counts too: `class Store: ObservableObject` is "in" the store.
        return declarations.indices.compactMap { index in
            guard declarations[index].kind.isType, names.contains(declarations[index].name),
                  let body = declarations[index].body else { return nil }
            return declarations[index].firstToken...body.upperBound
        }
    }

    /// The `{` opening the block of the statement whose keyword is at `index` (`switch`,
    /// `catch`, `if` …): the first brace after it outside the parentheses and brackets of its
    /// subject or pattern; nil when the statement ends (`}`, `;`) first.
    package func blockOpening(after index: Int) -> Int? {
        let code = codeTokens
        var cursor = index + 1
        while cursor < code.count {
            let token = code[cursor]
            if token.kind == .punctuation {
                if isPunctuation(token, "{") { return cursor }
                if isPunctuation(token, "}") || isPunctuation(token, ";") { return nil }
                if isPunctuation(token, "(") || isPunctuation(token, "[") {
                    guard let partner = partnerToken(of: cursor), partner > cursor else { return nil }
                    cursor = partner
                }
            }
            cursor += 1
        }
        return nil
    }

    /// The code token matching the bracket at `index`, when there is one.
    package func partnerToken(of index: Int) -> Int? {
        let partner = structure.partner
        guard index >= 0, index < partner.count, partner[index] >= 0 else { return nil }
        return partner[index]
    }

    /// The code token at a line and column (the first token starting there or after it on that
    /// line), for placing a finding in regions.
    package func codeTokenIndex(line: Int, column: Int?) -> Int? {
        let tokens = codeTokens
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if (tokens[mid].line, tokens[mid].column) < (line, column ?? 1) { low = mid + 1 } else { high = mid }
        }
        if low < tokens.count, tokens[low].line == line { return low }
        // Past the last token of the line: the token before still says where it stands.
        return low > 0 && tokens[low - 1].line == line ? low - 1 : nil
    }

    /// The code a global actor attribute (`@MainActor`) isolates within `ranges`: its isolation does
    /// not reach a `nonisolated` member, whose declaration is cut out. Other attributes: `ranges`.
    func isolated(_ ranges: [ClosedRange<Int>], by attribute: String) -> [ClosedRange<Int>] {
        guard attribute.hasSuffix("Actor") else { return ranges }
        let exempt = declarations.filter { $0.modifiers.contains("nonisolated") }
            .map { $0.firstToken...max($0.firstToken, $0.endToken) }
        return exempt.isEmpty ? ranges : Self.subtracting(exempt, from: ranges)
    }

    /// `ranges` with every part that lies in one of `holes` cut out (both sorted or not).
    static func subtracting(_ holes: [ClosedRange<Int>], from ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        let sortedHoles = holes.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<Int>] = []
        for range in ranges {
            var start = range.lowerBound
            for hole in sortedHoles where hole.upperBound >= start && hole.lowerBound <= range.upperBound {
                if hole.lowerBound > start { result.append(start...(hole.lowerBound - 1)) }
                start = max(start, hole.upperBound + 1)
                if start > range.upperBound { break }
            }
            if start <= range.upperBound { result.append(start...range.upperBound) }
        }
        return result
    }
}

extension SourceFile {
    /// `PreviewProvider` bodies and `#Preview` blocks.
    func previewRanges() -> [ClosedRange<Int>] {
        let tokens = codeTokens
        var result = typeBodies(TypeSelector(conformance: "PreviewProvider"))
        for index in tokens.indices where tokens[index].kind == .poundDirective && text(of: tokens[index]) == "#Preview" {
            if let call = callArguments(at: index) {
                let end = call.trailingClosures.last?.braces.upperBound ?? call.parentheses?.upperBound ?? index
                result.append(index...end)
            } else {
                // Up to the next directive at most: a file of bare `#Preview`s must not rescan the rest each time.
                var end = index + 1
                while end < tokens.count, tokens[end].kind != .poundDirective,
                      !(tokens[end].kind == .punctuation && text(of: tokens[end]) == "{") { end += 1 }
                if end < tokens.count, tokens[end].kind != .poundDirective, let close = partnerToken(of: end) {
                    result.append(index...close)
                }
            }
        }
        return result
    }

    /// The heads of functions whose signature a framework fixes: overrides, delegate methods,
    /// and the named protocol `requirements`.
    func frameworkCallbackHeads(requirements: Set<String>) -> [ClosedRange<Int>] {
        declarations.compactMap { declaration in
            guard declaration.kind == .function, declaration.modifiers.contains("override") || namedAfterItsSender(declaration)
                    || requirements.contains(declaration.name) else { return nil }
            return declaration.firstToken...max(declaration.firstToken, declaration.body?.lowerBound ?? declaration.endToken)
        }
    }

    /// Whether a function follows the delegate convention: its first parameter is unlabelled
    /// (`_ session:`, `_:`), a second one follows, and its name is the type's, less a two- or
    /// three-letter framework prefix (`UIApplication` and `application`, `WKWebView` and
    /// `webView`, `URLSession` and `urlSession`). `request(_ request: URLRequest)` and
    /// `user(_ user: User, …)` are the team's own.
    func namedAfterItsSender(_ declaration: Declaration) -> Bool {
        guard let name = declaration.nameToken else { return false }
        let tokens = codeTokens
        var index = name + 1
        for piece in ["(", "_"] {
            guard index < tokens.count, text(of: tokens[index]) == piece else { return false }
            index += 1
        }
        if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
        guard index < tokens.count, text(of: tokens[index]) == ":" else { return false }
        index += 1
        var type = ""
        while index < tokens.count, tokens[index].kind == .identifier || text(of: tokens[index]) == "." {
            if tokens[index].kind == .identifier { type = text(of: tokens[index]) }
            index += 1
        }
        // A delegate method tells the sender and something more.
        guard index < tokens.count, text(of: tokens[index]) == "," else { return false }
        return Self.senderNames(of: type).contains(text(of: tokens[name]))
    }

    /// The names a delegate method takes after its sender's type: the type in lower camel case
    /// (`URLSession` → `urlSession`) and, for a type with a two-letter framework prefix, the
    /// rest (`UITableView` → `tableView`, `UNUserNotificationCenter` → `userNotificationCenter`).
    static func senderNames(of type: String) -> Set<String> {
        let characters = Array(type)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals >= 2, capitals < characters.count else { return [] }
        // "URLSession": the capitals but the last start the word ("url" + "Session").
        let lowerCamel = characters[..<(capitals - 1)].map { $0.lowercased() }.joined() + String(characters[(capitals - 1)...])
        var names: Set<String> = [lowerCamel]
        if capitals == 3, frameworkPrefixes.contains(String(characters[..<2])) {
            let rest = characters[2...]
            names.insert(rest.first!.lowercased() + String(rest.dropFirst()))
        }
        return names
    }

    /// Class prefixes of Apple's frameworks whose delegates drop them from method names.
    static let frameworkPrefixes: Set<String> = [
        "UI", "NS", "WK", "UN", "CL", "CX", "MK", "AV", "SK", "PK", "GK", "AS", "MF", "MC", "EK", "CN", "PH", "QL", "AR", "SF",
        "CK", "HK", "CB", "MP", "NE", "NF", "SC", "VN", "WC", "CP", "GC", "RP", "ST", "IN", "LA", "SL", "AD",
    ]
}
