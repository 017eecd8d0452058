import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Declarations typed `T!` (implicitly unwrapped optionals), except those carrying an exempt
/// attribute (`@IBOutlet` by default: Interface Builder sets outlets after `init`).
public struct ImplicitlyUnwrappedCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "implicitly-unwrapped",
        summary: "Declarations typed as implicitly unwrapped optionals (`T!`), outside exempt attributes.",
        triggering: [
            "final class OrderViewController: UIViewController {\n    @IBOutlet private weak var totalLabel: UILabel!\n    var viewModel: OrderViewModel↓!\n}",
            "final class PlayerTests: XCTestCase {\n    private var sut: Player↓!\n    private var items: [Item]↓! = []\n}",
            "func configure(with name: String↓!) -> String↓! { name }",
        ],
        nonTriggering: [
            "@IBOutlet weak var emailField: UITextField!\n@IBOutlet var buttons: [UIButton]!",
            "weak var coordinator: SignUpCoordinator?\nlet user = users.first!\nif a != b { x = !y }",
            "let cell = tableView.dequeueReusableCell(withIdentifier: id) as! Cell\nlet data = try! load()",
        ]
    )

    /// Attributes whose declarations may be `T!`, without `@`.
    public var exemptAttributes: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(exemptAttributes: [String] = ["IBOutlet"], scope: [Glob] = []) {
        self.exemptAttributes = exemptAttributes
        self.scope = scope
    }

    public static let example = ImplicitlyUnwrappedCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case except
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(exemptAttributes: try container.optionalStrings(.except, what: "a list of attributes", allowEmpty: true,
                                                                  default: ["IBOutlet"]).map { $0.trimmingPrefix("@") })
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(exemptAttributes.map { "@\($0)" }, forKey: .except)
    }

    public var summary: String {
        let except = exemptAttributes.isEmpty ? "" : " except on " + exemptAttributes.map { "`@\($0)`" }.joined(separator: ", ")
        return codeScope.appended(to: "forbids implicitly unwrapped optionals (`T!`)" + except)
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        file.unwrapSites.compactMap { site in
            guard site.kind == .implicitlyUnwrappedType, !site.attributes.contains(where: exemptAttributes.contains) else { return nil }
            let name = site.declaredName.map { "`\($0)` is" } ?? "type is"
            return Violation(path: file.path, line: site.line, column: site.column, message: "\(name) implicitly unwrapped (`!`)")
        }
    }
}
