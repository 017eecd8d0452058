import PreflightChecks

/// Deprecated SDK APIs: the whole table as one concept ("no deprecated APIs"), and each table
/// entry as a concept of its own, so a rule naming one API in prose ("the one-parameter
/// `onChange`") or in code gets the check that tells its deprecated form from the current one.
extension ConceptCatalogue {
    /// Current SwiftUI and UIKit code, silent for every entry.
    static let modernCode = [
        """
        struct InboxView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List(items) { Text($0.title).foregroundStyle(.secondary) }
                        .navigationTitle(L10n.inbox)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button(L10n.done) { dismiss() } } }
                        .onChange(of: query) { oldValue, newValue in search(newValue) }
                        .animation(.default, value: items)
                        .clipShape(.rect(cornerRadius: Radius.card))
                        .overlay(alignment: .topTrailing) { badge }
                }
            }
        }
        """,
        """
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let scale = traitCollection.displayScale
                let window = view.window?.windowScene?.keyWindow
                var configuration = UIButton.Configuration.filled()
                configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                let renderer = UIGraphicsImageRenderer(size: size)
                label.textLabel = nil
                registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in self.redraw() }
            }
        }
        """,
    ]

    static let deprecatedAPIs: [Concept] = [
        Concept(
            id: "deprecated-apis", area: .deprecatedAPIs, title: "deprecated SDK APIs",
            phrases: ["deprecated apis", "deprecated api", "deprecated swiftui apis", "deprecated uikit apis", "deprecated swiftui api",
                      "deprecated uikit api", "deprecated modifiers", "deprecated sdk apis", "deprecated methods", "deprecated symbols",
                      "deprecated 된 api", "deprecated된 api", "지원 중단된 api", "폐기된 api", "더 이상 사용되지 않는 api",
                      "已废弃的 api", "已废弃 api", "废弃 api", "废弃的 api", "已弃用的 api", "弃用的 api", "过时的 api",
                      "非推奨の api", "非推奨のapi", "非推奨api", "非推奨 api", "非推奨（deprecated）の api",
                      "api obsolètes", "apis obsolètes", "api dépréciées", "api obsolète", "veraltete apis", "veralteten apis",
                      "veraltete api", "veraltete (deprecated) apis", "veralteten (deprecated) apis", "apis obsoletas", "api obsoletas",
                      "apis deprecadas", "apis en desuso"],
            practicePhrases: ["modern swiftui apis", "modern swiftui api", "modern uikit apis", "current swiftui apis"],
            replacement: "the documented replacement",
            triggering: DeprecatedAPI.table.map(\.example),
            nonTriggering: modernCode,
            markers: [],
            make: ConceptChecks.swift { placement in [ConceptChecks.deprecatedAPIs(nil, placement)] }
        ),
    ] + DeprecatedAPI.table.map(entryConcept)

    /// Prose names of single entries, where people name them without their code.
    static let deprecatedEntryPhrases: [String: [String]] = [
        "on-change-one-parameter": ["one-parameter onchange", "single-parameter onchange", "one-parameter form of onchange",
                                    "one-argument onchange", "old onchange signature"],
        "animation-without-value": ["animation without value", "animations without a value", "implicit animation without value",
                                    "value-less animation", "value-less animations"],
        "graphics-image-context": ["uigraphics image context", "uigraphics image contexts", "graphics image contexts"],
        "button-content-edge-insets": ["button edge insets"],
        "cell-default-subviews": ["default cell labels", "cell textlabel"],
        "navigation-link-is-active": ["isactive navigation links", "isactive navigationlink"],
    ]

    /// The current APIs a rule may recommend by code alone, each replacing the entries named:
    /// "use `NavigationStack`" forbids `NavigationView`. Only names that serve the entry's one
    /// use; a general modifier (`.clipShape`, `.animation`) recommends nothing about the entry.
    static let deprecatedEntrySuccessors: [String: [String]] = [
        "foreground-color": ["foregroundStyle"],
        "navigation-view": ["NavigationStack", "NavigationSplitView"],
        "edges-ignoring-safe-area": ["ignoresSafeArea"],
        "presentation-mode": ["@Environment(\\.dismiss)", "dismiss"],
        "navigation-bar-title": ["navigationTitle"],
        "action-sheet": ["confirmationDialog"],
        "accent-color": ["tint"],
        "autocapitalization": ["textInputAutocapitalization"],
        "disable-autocorrection": ["autocorrectionDisabled"],
        "graphics-image-context": ["UIGraphicsImageRenderer"],
        "table-view-row-action": ["UIContextualAction"],
        "menu-controller": ["UIEditMenuInteraction"],
        "web-view": ["WKWebView"],
        "alert-view": ["UIAlertController"],
        "action-sheet-uikit": ["UIAlertController"],
        "local-notification": ["UNNotificationRequest"],
        "layout-guides": ["safeAreaLayoutGuide"],
        "application-main-attribute": ["@main"],
        "trait-collection-did-change": ["registerForTraitChanges"],
        "text-field-on-commit": ["onSubmit"],
        "secure-field-on-commit": ["onSubmit"],
    ]

    static func entryConcept(_ entry: DeprecatedAPI) -> Concept {
        let markers = entry.shapes.map { shape -> String in
            switch shape {
            case let .symbol(text): return text
            case let .call(callee, member, _): return (member ? "." : "") + callee
            case let .member(name, _): return "." + name
            }
        }
        return Concept(
            id: "deprecated-" + entry.id, area: .deprecatedAPIs, title: "`\(entry.api)` (deprecated since \(entry.since))",
            phrases: deprecatedEntryPhrases[entry.id] ?? [],
            practiceCode: deprecatedEntrySuccessors[entry.id] ?? [],
            replacement: entry.replacement,
            triggering: [entry.example],
            nonTriggering: modernCode,
            markers: markers,
            make: ConceptChecks.swift { placement in [ConceptChecks.deprecatedAPIs([entry.id], placement)] }
        )
    }

    /// The table entry a code span names (`.foregroundColor(_:)`, `NavigationView`,
    /// `@Environment(\.presentationMode)`, `UIScreen.main`), for rules that name one deprecated
    /// API: its check tells the deprecated form apart where a call shape could not.
    package static func deprecatedEntry(named code: String) -> DeprecatedAPI? {
        let wanted = normalizedAPIName(code)
        guard !wanted.isEmpty else { return nil }
        // A short lower-case word (`.white`, `.gray`) names too many things to stand for an entry.
        guard wanted.count > 5 || wanted.contains(where: { $0.isUppercase || $0 == "." }) else { return nil }
        return entriesByName[wanted]
    }

    /// Each entry under every name it lists ("`A` / `B`"), normalised; the table's first entry
    /// for a name wins, as a scan in table order would find it.
    private static let entriesByName: [String: DeprecatedAPI] = {
        var byName: [String: DeprecatedAPI] = [:]
        for entry in DeprecatedAPI.table {
            for name in entry.api.components(separatedBy: " / ") where byName[normalizedAPIName(name)] == nil {
                byName[normalizedAPIName(name)] = entry
            }
        }
        return byName
    }()

    /// `.foregroundColor(_:)` → `foregroundColor`, `@Environment(\.presentationMode)` →
    /// `presentationMode`, `UIApplication.shared.windows` as written.
    static func normalizedAPIName(_ code: String) -> String {
        var text = code.trimming(" ")
        if text.hasPrefix("@Environment(\\."), text.hasSuffix(")") { text = String(text.dropFirst(15).dropLast()) }
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return text.trimmingPrefix(".").trimmingPrefix("@")
    }
}
