import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Turns the YAML of a `<!-- preflight: … -->` annotation into checks and settings. The
/// syntax (README, "Annotations"):
///
///     <!-- preflight:
///       replace: true            # drop what the compiler read from the prose
///       severity: warning
///       checks:
///         - kind: forbidden-call
///           calls: [".padding(16)"]
///           inside: View
///     -->
///
/// `disable: true` drops the item from reports; `manual: "reason"` keeps it for a person.
struct AnnotationSettings {
    package var checks: [(any Check, String)] = []
    package var replace = false
    package var disabled = false
    package var manualReason: String?
    package var severity: Severity?
}

enum AnnotationDecoder {
    static let topKeys = ["checks", "replace", "disable", "disabled", "manual", "severity", "check"]

    package static func decode(_ html: String, line: Int, file: String) throws -> AnnotationSettings {
        let (yaml, offset) = Annotation.yamlBody(html)
        var settings = AnnotationSettings()
        let trimmed = yaml.trimming(" \n\t")
        if trimmed.isEmpty { return settings }
        guard let root = try YAMLReader.read(yaml, file: file, lineOffset: line + offset) else { return settings }
        guard let pairs = root.pairs else {
            throw PreflightError(file: file, line: root.line, column: root.column, "preflight annotation must be a mapping")
        }
        for pair in pairs {
            guard let key = pair.key.scalar, topKeys.contains(key) else {
                throw PreflightError(file: file, line: pair.key.line, column: pair.key.column,
                                     "unknown annotation key '\(pair.key.scalar ?? "?")'; expected one of \(topKeys.joined(separator: ", "))")
            }
            switch key {
            case "replace": settings.replace = try bool(pair.value, file: file)
            case "disable", "disabled": settings.disabled = try bool(pair.value, file: file)
            case "manual": settings.manualReason = try manualReason(pair.value, file: file)
            case "severity":
                guard let value = pair.value.scalar, let severity = Severity(rawValue: value) else {
                    throw PreflightError(file: file, line: pair.value.line, column: pair.value.column,
                                         "severity must be error, warning or note")
                }
                settings.severity = severity
            default:
                let list = pair.value.sequence ?? [pair.value]
                for node in list { settings.checks.append((try check(from: node, file: file), "annotation at line \(node.line)")) }
            }
        }
        return settings
    }

    /// `manual: "why a person decides"` or `manual: true`; anything else is an error at its line.
    static func manualReason(_ node: YAMLNode, file: String) throws -> String {
        if node.scalarStyle == .plain, let text = node.scalar, ["true", "yes", "on"].contains(text) { return "marked manual" }
        guard let text = node.scalar, !node.isPlainNull, !text.trimming(" \t").isEmpty,
              node.scalarStyle != .plain || !["false", "no", "off"].contains(text) else {
            throw PreflightError(file: file, line: node.line, column: node.column,
                                 "'manual' takes the reason a person decides the item (a string) or true, found \(node.kindName == "string" ? "\"\(node.scalar ?? "")\"" : node.kindName)")
        }
        return text
    }

    package static func bool(_ node: YAMLNode, file: String) throws -> Bool {
        switch node.scalar {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw PreflightError(file: file, line: node.line, column: node.column, "expected true or false")
        }
    }

    package struct Parameters {
        package let node: YAMLNode
        package let file: String
        package var used: Set<String> = ["kind"]

        package mutating func string(_ key: String) throws -> String {
            used.insert(key)
            guard let value = node[key]?.scalar, !value.isEmpty else {
                throw PreflightError(file: file, line: node.line, column: node.column, "'\(node["kind"]?.scalar ?? "")' needs '\(key)'")
            }
            return value
        }

        mutating func optionalString(_ key: String) -> String? {
            used.insert(key)
            return node[key]?.scalar
        }

        package mutating func list(_ key: String, required: Bool = true) throws -> [String] {
            used.insert(key)
            guard let value = node[key] else {
                if required { throw PreflightError(file: file, line: node.line, column: node.column, "'\(node["kind"]?.scalar ?? "")' needs '\(key)'") }
                return []
            }
            if let scalar = value.scalar { return [scalar] }
            guard let items = value.sequence?.compactMap(\.scalar) else {
                throw PreflightError(file: file, line: value.line, column: value.column, "'\(key)' must be a list of strings")
            }
            return items
        }

        package mutating func int(_ key: String) throws -> Int {
            let text = try string(key)
            guard let value = Int(text) else {
                throw PreflightError(file: file, line: node[key]?.line ?? node.line, column: node[key]?.column, "'\(key)' must be a number")
            }
            return value
        }

        package mutating func selector() -> TypeSelector {
            TypeSelector(nameSuffix: optionalString("nameSuffix"), conformance: optionalString("conformance"),
                         attribute: optionalString("attribute").map { $0.trimmingPrefix("@") },
                         kinds: (try? list("kinds", required: false)) ?? [])
        }

        package func finish() throws {
            for pair in node.pairs ?? [] where !used.contains(pair.key.scalar ?? "") {
                throw PreflightError(file: file, line: pair.key.line, column: pair.key.column,
                                     "unknown parameter '\(pair.key.scalar ?? "?")' for '\(node["kind"]?.scalar ?? "")'")
            }
        }
    }

    package static func check(from node: YAMLNode, file: String) throws -> any Check {
        guard node.pairs != nil, let kind = node["kind"]?.scalar else {
            throw PreflightError(file: file, line: node.line, column: node.column, "each check needs a 'kind'")
        }
        var p = Parameters(node: node, file: file)
        func patterns(_ key: String) throws -> [SymbolPattern] {
            try p.list(key).map { text in
                guard let pattern = SymbolPattern(text) else {
                    throw PreflightError(file: file, line: node[key]?.line ?? node.line, column: nil, "'\(text)' is not a code pattern")
                }
                return pattern
            }
        }
        func patternsIfPresent(_ key: String) throws -> [SymbolPattern] {
            node[key] == nil ? [] : try patterns(key)
        }
        let languages = Set(try p.list("languages", required: false).compactMap(SourceLanguage.init(rawValue:)))
        let scope = try p.list("paths", required: false).map(Glob.init)
        let check: any Check
        switch kind {
        case "forbidden-symbol":
            var symbols = ForbiddenSymbolCheck(symbols: try patterns("symbols"), languages: languages.isEmpty ? [.swift] : languages,
                                               scope: scope, inside: p.optionalString("inside").map(TypeSelector.init(shortDescription:)))
            symbols.whenFileContains = try patternsIfPresent("whenFileContains")
            check = symbols
        case "forbidden-call":
            let shapes = try p.list("calls").map { text -> CallShape in
                guard let shape = CallShape(parsing: text) else {
                    throw PreflightError(file: file, line: node["calls"]?.line ?? node.line, column: nil, "'\(text)' is not a call")
                }
                return shape
            }
            var calls = ForbiddenCallCheck(shapes: shapes, languages: languages.isEmpty ? [.swift] : languages, scope: scope,
                                           inside: p.optionalString("inside").map(TypeSelector.init(shortDescription:)))
            calls.whenFileContains = try patternsIfPresent("whenFileContains")
            check = calls
        case "forbidden-import":
            check = ForbiddenImportCheck(modules: try p.list("modules"), languages: languages.isEmpty ? [.swift] : languages, scope: scope,
                                         allowedIn: try p.list("allowedIn", required: false).map(Glob.init))
        case "import-order":
            check = ImportOrderCheck(sorted: p.optionalString("sorted") != "false", blankLineAfter: p.optionalString("blankLineAfter") != "false")
        case "identifier-naming":
            check = IdentifierNamingCheck(forbidden: try p.string("forbidden"), replacement: try p.string("replacement"))
        case "type-suffix":
            check = TypeSuffixCheck(conformance: try p.string("conformance"), suffixes: try p.list("suffixes"))
        case "binding-name":
            let call = try p.string("call")
            let callee = String(call.split(separator: "(").first ?? "").trimmingPrefix(".")
            let label = call.split(separator: "(").dropFirst().first.map { String($0.prefix { $0 != ":" }) } ?? "isPresented"
            check = BindingNameCheck(callee: callee, label: label, prefix: try p.string("prefix"))
        case "required-modifier":
            check = RequiredModifierCheck(attributes: try p.list("attributes").map { $0.trimmingPrefix("@") },
                                          modifiers: try p.list("modifiers"),
                                          exemptAttributes: try p.list("except", required: false).map { $0.trimmingPrefix("@") })
        case "required-attribute":
            check = RequiredAttributeCheck(attribute: try p.string("attribute").trimmingPrefix("@"), selector: p.selector())
        case "required-conformance":
            check = RequiredConformanceCheck(protocols: try p.list("protocols"), selector: p.selector())
        case "required-companion":
            check = RequiredCompanionCheck(required: try patterns("requires"), selector: p.selector())
        case "required-member":
            guard let pattern = try patterns("requires").first else { throw PreflightError(file: file, line: node.line, "needs 'requires'") }
            check = RequiredMemberCheck(required: pattern, selector: p.selector())
        case "void-methods": check = VoidReturningMethodsCheck(selector: p.selector())
        case "member-order":
            check = MemberOrderCheck(groups: try p.list("order"), selector: p.selector())
        case "file-header": check = FileHeaderCheck(templatePath: try p.string("template"))
        case "line-length": check = LineLengthCheck(maximum: try p.int("max"))
        case "indentation": check = IndentationCheck(width: try p.int("spaces"))
        case "line-ending": check = LineEndingCheck(crlf: p.optionalString("ending")?.lowercased() == "crlf")
        case "forbidden-path": check = ForbiddenPathCheck(globs: scope.isEmpty ? try p.list("globs").map(Glob.init) : scope)
        case "file-sibling": check = FileSiblingCheck(suffix: try p.string("file").replacingOccurrences(of: "<Name>", with: ""),
                                     counterpart: try p.string("beside").replacingOccurrences(of: "<Name>", with: ""))
        case "file-placement":
            check = FilePlacementCheck(fileGlob: Glob(try p.string("files")), folders: try p.list("under").map(Glob.init))
        case "declared-module": check = DeclaredModuleCheck(root: Glob(try p.string("root")), manifest: try p.string("manifest"))
        case "co-change":
            check = CoChangeCheck(triggerConformances: try p.list("types", required: false),
                                  triggerAttribute: p.optionalString("members")?.trimmingPrefix("@"),
                                  requiredSymbol: try p.string("requires"))
        default:
            throw PreflightError(file: file, line: node["kind"]?.line ?? node.line, column: node["kind"]?.column,
                                 "unknown check kind '\(kind)'; known kinds: "
                                     + CheckCatalogue.kinds.map { $0.description.kind }.joined(separator: ", "))
        }
        try p.finish()
        return check
    }
}
