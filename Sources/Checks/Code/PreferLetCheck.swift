import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A local `var` that nothing changes is a `let` ("prefer `let` over `var`", "`let` 기본"): the
/// compiler's "never mutated" warning, as a rule a review can hold a change to.
///
/// Conservative where it cannot see: after its declaration, the variable counts as changed when
/// anything in its block (closures and nested functions included) assigns it (`=`, `+=`, a tuple
/// on the left of `=`), passes it `inout` (`&x`), subscripts it, or reaches through it (`x.`,
/// `x?.`, `x!`), since a method or a member assignment may mutate a value — except through the
/// standard library's reading members (`.count`, `.filter`, `.map`, `.isEmpty` …), so
/// `var apps = …; return apps.filter { … }.count` is flagged. Not judged: properties (another file
/// may assign them), `var`s without an initial value, with attributes (property wrappers) or
/// `lazy`/`weak`, and bindings in patterns (`if var`, `for var`, `case var`).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct PreferLetCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "prefer-let",
        summary: "A local `var` that is never assigned, mutated or passed `inout` after its declaration is declared with `let`.",
        triggering: [
            "func total(of items: [Item]) -> Int {\n    var ↓sum = items.reduce(0) { $0 + $1.price }\n    var ↓label = \"Total\"\n    print(label)\n    return sum\n}",
        ],
        nonTriggering: [
            "func total(of items: [Item]) -> Int {\n    var sum = 0\n    for item in items { sum += item.price }\n    var names = [String]()\n"
                + "    names.append(\"a\")\n    var (low, high) = (0, 0)\n    (low, high) = (1, 2)\n    var buffer = Data()\n    fill(&buffer)\n"
                + "    let label = \"Total\"\n    return sum + low + high + buffer.count + label.count\n}",
            "final class Counter {\n    var value = 0\n    func bump() {\n        var step = 1\n        let apply = { step *= 2 }\n        apply()\n"
                + "        value += step\n        if var cached = cache { cached.reset() }\n    }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = PreferLetCheck()

    public var summary: String { codeScope.appended(to: "local `var`s that nothing changes are `let`") }

    /// Keywords and punctuation before `var` that make it a pattern's binding, not a declaration.
    static let patternOpeners: Set<String> = ["if", "guard", "while", "for", "case", ",", "(", "catch"]

    /// Standard-library members that never mutate their receiver: reading through them is a read.
    static let readOnlyMembers: Set<String> = [
        "count", "isEmpty", "first", "last", "filter", "map", "compactMap", "flatMap", "reduce", "contains", "sorted", "reversed",
        "joined", "description", "prefix", "suffix", "dropFirst", "dropLast", "firstIndex", "lastIndex", "min", "max", "lowercased",
        "uppercased", "hasPrefix", "hasSuffix", "split", "components", "forEach", "enumerated", "indices", "keys", "values",
        "allSatisfy", "union", "intersection", "subtracting", "appending", "replacingOccurrences", "trimmingCharacters", "isSubset",
        "isSuperset", "startIndex", "endIndex", "lazy", "elementsEqual", "starts", "localizedDescription", "uuidString", "absoluteString",
    ]

    /// Operators that compare rather than assign, though they end in `=`.
    static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!==", "~="]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let candidates = Self.candidates(in: file)
        guard !candidates.isEmpty else { return [] }
        var byNameToken: [Int: Int] = [:]
        for (index, declaration) in candidates.enumerated() { byNameToken[declaration.nameToken!] = index }
        var changed = Array(repeating: false, count: candidates.count)
        // Candidates in scope, per name, innermost last, with the brace depth they were declared at.
        var active: [String: [(candidate: Int, depth: Int)]] = [:]
        var declaredAtDepth: [[String]] = [[]]
        var depth = 0
        for index in code.indices {
            let token = code[index]
            let text = file.text(of: token)
            if token.kind == .punctuation, text == "{" {
                depth += 1
                declaredAtDepth.append([])
                continue
            }
            if token.kind == .punctuation, text == "}" {
                for name in declaredAtDepth.removeLast() { active[name]?.removeLast() }
                if declaredAtDepth.isEmpty { declaredAtDepth.append([]) }
                depth = max(0, depth - 1)
                continue
            }
            if let candidate = byNameToken[index] {
                active[text, default: []].append((candidate, depth))
                declaredAtDepth[declaredAtDepth.count - 1].append(text)
                continue
            }
            // `(low, high) = …`: every name of the tuple is assigned.
            if Self.isAssignment(text, token), index > 0, file.text(of: code[index - 1]) == ")" {
                let open = file.structure.partner[index - 1]
                if open >= 0, open < index - 1 {
                    for inner in (open + 1)..<(index - 1) where code[inner].kind == .identifier {
                        Self.markChanged(file.text(of: code[inner]), active: active, changed: &changed)
                    }
                }
            }
            guard token.kind == .identifier, active[text]?.isEmpty == false, Self.changes(at: index, file: file) else { continue }
            Self.markChanged(text, active: active, changed: &changed)
        }
        return candidates.indices.filter { !changed[$0] }.map { index in
            let declaration = candidates[index]
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` is never changed after its declaration; declare it with `let`")
        }
    }

    /// Local `var`s with one name and an initial value, no attributes, not `lazy` or `weak`, not
    /// a pattern's binding, not computed.
    static func candidates(in file: SourceFile) -> [Declaration] {
        let code = file.codeTokens
        return file.declarations.filter { declaration in
            guard declaration.kind == .variable, declaration.isLocal, !declaration.isComputed, declaration.hasInitializer,
                  declaration.attributes.isEmpty, declaration.names.count <= 1, declaration.nameToken != nil,
                  !declaration.modifiers.contains(where: { ["lazy", "weak", "unowned", "static", "class"].contains($0) }) else { return false }
            let keyword = declaration.keywordToken
            guard file.text(of: code[keyword]) == "var" else { return false }
            return keyword == 0 || !patternOpeners.contains(file.text(of: code[keyword - 1]))
        }
    }

    /// Whether the identifier at `index` is changed there: assigned, passed `inout`, subscripted
    /// or reached through. A member of something else (`other.x`) is not the local.
    static func changes(at index: Int, file: SourceFile) -> Bool {
        let code = file.codeTokens
        let token = code[index]
        if index > 0 {
            let previous = code[index - 1]
            let before = file.text(of: previous)
            if before == "." || before == "?." { return false }
            if before == "&", previous.end == token.start { return true }
        }
        guard index + 1 < code.count else { return false }
        let next = code[index + 1]
        let after = file.text(of: next)
        if isAssignment(after, next) { return true }
        // `apps.filter { … }`, `items.count`: members that only read (the standard library's) leave
        // it unchanged, whatever is done with what they return.
        if after == "." || after == "?.", index + 2 < code.count, readOnlyMembers.contains(file.text(of: code[index + 2])),
           index + 3 >= code.count || !isAssignment(file.text(of: code[index + 3]), code[index + 3]) {
            return false
        }
        // `x.append(…)`, `x?.reset()`, `x!.y = 1`, `x[0] = 1`: a method or member may mutate it.
        if next.start == token.end, [".", "?", "!", "?.", "[", "!."].contains(after) { return true }
        if after == "." || after == "[" { return true }
        return false
    }

    static func isAssignment(_ text: String, _ token: Token) -> Bool {
        token.kind == .operator || token.kind == .punctuation ? text.hasSuffix("=") && !comparisons.contains(text) : false
    }

    /// Marks the innermost candidates of `name` — those declared at the innermost depth, so
    /// both branches of an `#if` count — as changed.
    static func markChanged(_ name: String, active: [String: [(candidate: Int, depth: Int)]], changed: inout [Bool]) {
        guard let entries = active[name], let top = entries.last else { return }
        for entry in entries.reversed() {
            // Outer scopes' names are shadowed; those below a changed one were marked with it.
            if entry.depth != top.depth || (changed[entry.candidate] && entry.candidate != top.candidate) { break }
            changed[entry.candidate] = true
        }
    }
}
