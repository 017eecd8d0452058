/// What property wrappers are for, as data: a member order written with some wrappers
/// (`@LazyInjectService`, `@Environment`, `@State` …) places the wrappers it does not name by
/// what they do (`@InjectService` goes where `@LazyInjectService` goes, `@ScaledMetric` with
/// the environment), and attributes that are not wrappers (`@MainActor`, `@ViewBuilder`) say
/// nothing about where a member belongs.
public enum PropertyWrappers {
    public enum Category: String, Sendable, CaseIterable {
        /// A service resolved from a dependency container.
        case injected
        /// Read from the SwiftUI environment (or derived from it, such as a scaled metric).
        case environment
        /// Persisted in user defaults or scene storage.
        case storage
        /// State the view owns.
        case state
        /// State owned elsewhere and handed in.
        case binding
        /// An observed reference or query result.
        case observed
    }

    public static let categories: [String: Category] = [
        "InjectService": .injected, "LazyInjectService": .injected, "Inject": .injected, "Injected": .injected,
        "LazyInject": .injected, "LazyInjected": .injected, "WeakInject": .injected, "Dependency": .injected,
        "Resolve": .injected, "Service": .injected,
        "Environment": .environment, "EnvironmentObject": .environment, "ScaledMetric": .environment,
        "FocusedValue": .environment, "FocusedObject": .environment, "FocusedBinding": .environment,
        "UIApplicationDelegateAdaptor": .environment, "NSApplicationDelegateAdaptor": .environment,
        "AppStorage": .storage, "SceneStorage": .storage,
        "State": .state, "StateObject": .state, "FocusState": .state, "GestureState": .state,
        "AccessibilityFocusState": .state, "Namespace": .state,
        "Binding": .binding, "Bindable": .binding,
        "ObservedObject": .observed, "ObservedRealmObject": .observed, "ObservedResults": .observed,
        "ObservedSectionedResults": .observed, "Query": .observed, "FetchRequest": .observed,
        "SectionedFetchRequest": .observed,
    ]

    /// Attributes that are not property wrappers: where they stand says nothing about a
    /// member's group.
    public static let neutral: Set<String> = [
        "MainActor", "IBOutlet", "IBInspectable", "IBAction", "GKInspectable", "NSManaged", "NSCopying",
        "ViewBuilder", "Sendable", "Previewable", "ObservationIgnored", "ObservationTracked", "Transient",
        "Attribute", "Relationship", "TaskLocal",
    ]

    /// The category of a wrapper; nil for attributes that are not wrappers or are unknown.
    public static func category(of attribute: String) -> Category? { categories[attribute] }

    /// Whether an attribute says nothing about the member's group: compiler attributes
    /// (`@objc`, `@available`), result builders (`@…Builder`), global actors (`@…Actor`).
    public static func isNeutral(_ attribute: String) -> Bool {
        guard let first = attribute.first else { return true }
        return first.isLowercase || first == "_" || neutral.contains(attribute)
            || attribute.hasSuffix("Builder") || attribute.hasSuffix("Actor")
    }
}
