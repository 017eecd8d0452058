import PreflightModel
import PreflightSwiftSource

/// The output formats of `audit`, `review` and `checklist` (SPEC: `--format md|text|json|sarif|github`).
public enum ReportFormat: String, CaseIterable, Sendable {
    /// GitHub-flavoured Markdown: a pull-request comment, or a checklist to paste in a PR description.
    case md
    /// Terminal text: compiler-style `path:line:col: error: message [rule]` lines, then the verdicts.
    case text
    /// The versioned JSON document described in the README.
    case json
    /// SARIF 2.1.0 for GitHub code scanning and other SARIF readers.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    case github
    /// Xcode build-phase diagnostics with absolute paths (`/abs/path:line:col: error: message [rule]`).
    case xcode

    /// Reads a `--format` value. Accepts the names above, case-insensitively, and a few spellings
    /// people type anyway (`markdown`, `txt`, `github-actions`).
    public init?(argument: String) {
        switch argument.lowercased() {
        case "md", "markdown": self = .md
        case "text", "txt": self = .text
        case "json": self = .json
        case "sarif": self = .sarif
        case "github", "github-actions": self = .github
        case "xcode": self = .xcode
        default: return nil
        }
    }

    /// Reads a `--format` value a command accepts, or throws the usage error the CLI prints
    /// (exit 2), naming the formats that command allows.
    public static func parse(_ argument: String, allowed: [ReportFormat] = ReportFormat.allCases) throws -> ReportFormat {
        guard let format = ReportFormat(argument: argument), allowed.contains(format) else {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw PreflightError("unknown format '\(argument)' for --format; expected one of: \(names)")
        }
        return format
    }

    /// SPEC: `md` when writing a file (`--output`), `text` on a terminal, `md` otherwise (piped).
    public static func defaultFormat(output: String?, isTerminal: Bool) -> ReportFormat {
        output == nil && isTerminal ? .text : .md
    }

    /// The reporter that writes this format.
    public var reporter: any Reporter.Type {
        switch self {
        case .md: return MarkdownReporter.self
        case .text: return TextReporter.self
        case .json: return JSONReporter.self
        case .sarif: return SARIFReporter.self
        case .github: return GitHubActionsReporter.self
        case .xcode: return XcodeReporter.self
        }
    }

    /// The usual file extension for `--output` files of this format.
    public var fileExtension: String {
        switch self {
        case .md: return "md"
        case .text, .github, .xcode: return "txt"
        case .json: return "json"
        case .sarif: return "sarif"
        }
    }

    /// Renders `report` in this format. The formats a person reads get text from the inputs
    /// with control characters and bidi overrides escaped (`displaySafe`); JSON and SARIF escape
    /// them their own way and keep the text as it is.
    public func render(_ report: Report, options: ReportOptions = ReportOptions()) -> String {
        switch self {
        case .json, .sarif: return reporter.generateReport(report, options: options)
        case .md, .github: return reporter.generateReport(report, options: options).displaySafe
        // Colours are escape sequences of the reporter's own: the report's text is made safe instead.
        case .text, .xcode: return reporter.generateReport(report.displaySafe, options: options)
        }
    }

    /// `render` in pieces: JSON and SARIF are written as they are made, the other formats in one piece.
    public func write(_ report: Report, options: ReportOptions = ReportOptions(), to sink: @escaping (String) throws -> Void) throws {
        switch self {
        case .json, .sarif: try reporter.writeReport(report, options: options, to: sink)
        default: try sink(render(report, options: options))
        }
    }
}

/// What a reporter may vary besides the report itself. Everything else is fixed, so the same
/// report and options always give byte-identical output.
public struct ReportOptions: Sendable, Equatable {
    /// ANSI colours (text format only; the CLI sets it from `Console.usesColor`).
    public var useColor: Bool
    /// How the checked root is named in headings and summaries (for example the folder name).
    public var rootName: String
    /// Markdown: findings listed under an item before the rest is folded in `<details>`.
    public var visibleFindings: Int
    /// Markdown: findings listed per item at most (folded ones included); the rest are counted,
    /// which keeps a PR comment under GitHub's 65,536-character limit on large audits.
    public var maxListedFindings: Int
    /// Markdown: when set, `path:line` pointers become links, `<base>/<path>#L<line>` (for example
    /// `https://github.com/OWNER/REPO/blob/SHA`, from `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`
    /// and the head commit).
    public var sourceLinkBase: String?

    public init(useColor: Bool = false, rootName: String = ".", visibleFindings: Int = 5,
                maxListedFindings: Int = 100, sourceLinkBase: String? = nil) {
        self.useColor = useColor
        self.rootName = rootName
        self.visibleFindings = max(0, visibleFindings)
        self.maxListedFindings = max(1, maxListedFindings)
        self.sourceLinkBase = sourceLinkBase
    }
}

/// One output format, like SwiftLint's reporters: a name and a pure function from the report to
/// the whole output text (ending with a newline).
public protocol Reporter {
    /// The `--format` name.
    static var identifier: String { get }
    /// One line for `--help`.
    static var description: String { get }
    static func generateReport(_ report: Report, options: ReportOptions) -> String
    /// The report handed to `sink` in pieces, for formats whose reports can be large.
    static func writeReport(_ report: Report, options: ReportOptions, to sink: @escaping (String) throws -> Void) throws
}

extension Reporter {
    public static func writeReport(_ report: Report, options: ReportOptions, to sink: @escaping (String) throws -> Void) throws {
        try sink(generateReport(report, options: options))
    }
}

/// The single entry point the commands call: `report` rendered as `format`.
public func render(_ report: Report, format: ReportFormat, options: ReportOptions = ReportOptions()) -> String {
    format.render(report, options: options)
}
