import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Uses of deprecated SwiftUI and UIKit APIs from `DeprecatedAPI.table`, each reported with its
/// replacement ("`.foregroundColor(_:)` is deprecated since iOS 17; use `.foregroundStyle(…)`").
/// Shapes tell the deprecated form from the current one where both share a name: the
/// one-parameter `.onChange`, `.animation(_:)` without `value:`, `.alert(isPresented:content:)`.
public struct DeprecatedAPICheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "deprecated-api",
        summary: "Deprecated SDK APIs, each with its replacement.",
        triggering: [
            "↓NavigationView {\n    List(items) { Text($0.name) }\n        ↓.foregroundColor(.secondary)\n        ↓.navigationBarTitle(\"Items\")\n}",
            "Text(title)\n    ↓.onChange(of: query) { newValue in search(newValue) }\n    ↓.onChange(of: page) { load($0) }\n    ↓.animation(.easeInOut)",
            "@Environment(↓\\.presentationMode) var presentationMode\nlet scale = ↓UIScreen.main.scale\nlet window = ↓UIApplication.shared.windows.first",
            "↓UIGraphicsBeginImageContextWithOptions(size, false, 0)\nbutton.↓contentEdgeInsets = .zero\ncell.↓textLabel?.text = name\n"
                + "view.↓overlay(badge, alignment: .topTrailing)\n↓.alert(isPresented: $showsError) { ↓Alert(title: Text(\"Oops\")) }",
        ],
        nonTriggering: [
            "NavigationStack {\n    List(items) { Text($0.name) }\n        .foregroundStyle(.secondary)\n        .navigationTitle(\"Items\")\n}",
            "Text(title)\n    .onChange(of: query) { oldValue, newValue in search(newValue) }\n    .onChange(of: page) { reload() }\n"
                + "    .onChange(of: page, initial: true) { _, _ in reload() }\n    .animation(.easeInOut, value: isOpen)\n"
                + "Toggle(\"On\", isOn: $isOn.animation(.spring()))",
            "@Environment(\\.dismiss) private var dismiss\nlet attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red]\n"
                + "view.layer.cornerRadius = 12\nlet screen = window?.windowScene?.screen\nfinal class MyNavigationViewModel {}",
            "view.overlay(alignment: .topTrailing) { badge }\n.alert(\"Oops\", isPresented: $showsError) { Button(\"OK\") {} }\n"
                + ".alert(isPresented: $showsError, error: error) { _ in }\nlabel.textLabel.text = name\n// NavigationView is gone\nlet text = \"UIScreen.main\"",
        ]
    )

    /// Entry ids from `DeprecatedAPI.table`; nil means all of them.
    public var entries: [String]?
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(entries: [String]? = nil, scope: [Glob] = []) {
        self.entries = entries
        self.scope = scope
    }

    public static let example = DeprecatedAPICheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case entries
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        var entries: [String]?
        if container.contains(.entries), try !container.decodeNil(forKey: .entries) {
            let ids = DeprecatedAPI.table.map(\.id)
            entries = try container.each(.entries, what: "a list of deprecated API ids", entry: "an id") { text, path in
                guard DeprecatedAPI.byId[text] != nil else {
                    let suggestion = EditDistance.suggestion(for: text, among: ids).map { "; did you mean `\($0)`?" } ?? ""
                    throw DecodingProblem.message("unknown deprecated API `\(text)`\(suggestion)", at: path)
                }
                return text
            }
        }
        self.init(entries: entries)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if let entries { try container.encode(entries, forKey: .entries) }
    }

    public var covered: [DeprecatedAPI] {
        entries.map { $0.compactMap { DeprecatedAPI.byId[$0] } } ?? DeprecatedAPI.table
    }

    public var summary: String {
        let what = entries == nil ? "deprecated SwiftUI and UIKit APIs" : covered.map { "`\($0.api)`" }.joined(separator: ", ")
        return codeScope.appended(to: "forbids \(what) (replacements in the findings)")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let tokens = file.codeTokens
        var found: [Int: DeprecatedAPI] = [:]
        var calls: [String: [(member: Bool, condition: DeprecatedAPI.Condition, api: DeprecatedAPI)]] = [:]
        var members: [String: [(receivers: [String], api: DeprecatedAPI)]] = [:]
        for api in covered {
            for shape in api.shapes {
                switch shape {
                case let .symbol(text):
                    guard let pattern = SymbolPattern(text) else { continue }
                    for index in pattern.matches(in: file) where found[index] == nil {
                        // `.whiteLarge`: point at the name, not the dot.
                        let anchor = file.isPunctuation(tokens[index], ".") && index + 1 < tokens.count ? index + 1 : index
                        found[anchor] = api
                    }
                case let .call(callee, member, condition):
                    calls[callee, default: []].append((member, condition, api))
                case let .member(name, receivers):
                    members[name, default: []].append((receivers, api))
                }
            }
        }
        if !calls.isEmpty || !members.isEmpty {
            for index in tokens.indices where tokens[index].kind == .identifier {
                let name = file.text(of: tokens[index])
                let dotted = index > 0 && file.isPunctuation(tokens[index - 1], ".")
                if let candidates = calls[name], let call = file.callArguments(at: index), call.parentheses != nil || !call.trailingClosures.isEmpty {
                    if let match = candidates.first(where: { $0.member == dotted && $0.condition.holds(for: call, in: file) }) {
                        found[index] = found[index] ?? match.api
                    }
                }
                if let candidates = members[name], dotted, index >= 2, tokens[index - 2].kind == .identifier {
                    let receiver = file.text(of: tokens[index - 2])
                    if let match = candidates.first(where: { $0.receivers.contains(where: receiver.hasSuffix) }) {
                        found[index] = found[index] ?? match.api
                    }
                }
            }
        }
        return found.keys.sorted().map { index in
            // A member call is shown at its dot, where `↓.foregroundColor` reads naturally.
            let token = index > 0 && file.isPunctuation(tokens[index - 1], ".") && found[index].map(isCall) == true ? tokens[index - 1] : tokens[index]
            return Violation(path: file.path, line: token.line, column: token.column, message: found[index]!.message)
        }
    }

    func isCall(_ api: DeprecatedAPI) -> Bool {
        api.shapes.contains { if case .call = $0 { return true } else { return false } }
    }
}
