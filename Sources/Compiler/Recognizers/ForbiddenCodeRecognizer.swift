import PreflightChecks
import PreflightRepository
import PreflightSwiftSource

/// Code a statement forbids — "never `ObservableObject`", "no `.padding(16)`", "`WithViewStore`
/// is not allowed", "do not write `try Realm()`" — becomes symbol, call or import checks.
/// Calls generalise their literals (the output shows `.padding(<number>)`).
enum ForbiddenCodeRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let forbiddenClauses = context.clauses.filter { $0.polarity == .forbidden }
        guard forbiddenClauses.contains(where: { !$0.spans.isEmpty }) else { return [] }
        // "Don't commit `.DS_Store`" is about files in the tree, not code.
        if PathRuleRecognizer.isAboutCommits(context) { return [] }
        var symbols: [SymbolPattern] = []
        var calls: [CallShape] = []
        var modules: [String] = []
        let literal = literalCue(context.prose)
        for clause in forbiddenClauses {
          let mentionsImport = clause.prose.lowercased().contains("import")
          for span in clause.spans.map(CodeSpan.classify) {
            switch span {
            case let .attribute(name):
                if let pattern = SymbolPattern("@" + name) { symbols.append(pattern) }
            case let .directive(name):
                if let pattern = SymbolPattern("#" + name) { symbols.append(pattern) }
            case let .importStatement(module):
                modules.append(module)
            case var .call(shape):
                // "no number literal inside `.padding(…)`": the placeholder call takes the literal kind.
                if shape.anyArguments, !shape.trailingClosure, let literal { shape.literalAnywhere = literal }
                calls.append(shape)
            case let .other(text) where isFunctionName(text) && context.mentions("use", "call", "calls", "uses", "using"):
                // "Use `Logger` instead of `print`": a bare function name stands for its calls.
                if var shape = CallShape(parsing: text + "()") {
                    shape.anyReceiver = true
                    calls.append(shape)
                }
            case let .symbol(pattern):
                if mentionsImport, pattern.pieces.count == 1 {
                    modules.append(pattern.text)
                } else if pattern.pieces.count > 1 || pattern.text.first?.isUppercase == true {
                    symbols.append(pattern)
                }
            default:
                break
            }
          }
        }
        symbols = symbols.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        calls = calls.reduce(into: []) { list, shape in if !list.contains(where: { $0.description == shape.description }) { list.append(shape) } }
        let languages = context.languages
        let subject = languages.contains(.swift)
            ? forbiddenClauses.lazy.compactMap { context.subject(of: $0) ?? context.sentenceSubject(of: $0) }.first : nil
        let inside = subject ?? context.viewScope.flatMap { scope in
            // "in views" narrows calls that are ordinary elsewhere (`Task { }`), not type names.
            calls.contains { $0.trailingClosure || $0.anyArguments } ? TypeSelector(conformance: scope) : nil
        }
        var result: [Recognized] = []
        let where_ = context.statement.text
        if !symbols.isEmpty {
            result.append(Recognized(check: ForbiddenSymbolCheck(symbols: symbols, languages: languages, inside: subject),
                                     origin: "forbidden code in “\(where_)”"))
        }
        if !calls.isEmpty {
            result.append(Recognized(check: ForbiddenCallCheck(shapes: calls, languages: languages, inside: inside),
                                     origin: "forbidden call in “\(where_)”"))
        }
        if !modules.isEmpty, !ImportBoundaryRecognizer.hasScope(context) {
            // "`…Item` files never `import shared`": the name pattern scopes the files.
            let scope = context.subjectPattern.map { pattern in
                languages.map { [Glob("**/*\(pattern.suffix).\($0 == .kotlin ? "kt" : "swift")")] }.flatMap { $0 }
            } ?? []
            result.append(Recognized(check: ForbiddenImportCheck(modules: modules, languages: languages, scope: scope),
                                     origin: "forbidden import in “\(where_)”"))
        }
        result += attributesForbiddenInFolders(context)
        return result
    }

    /// "`@MainActor` only on UI types, never on `Core/` managers": a forbidden clause naming only
    /// a folder forbids the statement's attributes in that folder.
    static func attributesForbiddenInFolders(_ context: RecognitionContext) -> [Recognized] {
        var folders: [String] = []
        for clause in context.clauses where clause.polarity == .forbidden {
            let spans = clause.spans.map(CodeSpan.classify)
            guard !spans.isEmpty, spans.allSatisfy({ if case let .path(path) = $0 { return path.hasSuffix("/") } else { return false } })
            else { continue }
            for case let .path(path) in spans { folders.append(path) }
        }
        let attributes = context.spans(.required).compactMap { span -> SymbolPattern? in
            if case let .attribute(name) = span { return SymbolPattern("@" + name) }
            return nil
        }
        guard !folders.isEmpty, !attributes.isEmpty else { return [] }
        let scope = folders.map { Glob(ImportBoundaryRecognizer.folderGlob($0)) }
        return [Recognized(check: ForbiddenSymbolCheck(symbols: attributes, languages: context.languages, scope: scope),
                           origin: "attribute kept out of " + folders.map { "`\($0)`" }.joined(separator: ", "))]
    }

    /// A lower-case identifier that is not a Swift keyword (`print`, `fatalError`).
    static func isFunctionName(_ text: String) -> Bool {
        guard let first = text.first, first.isLowercase, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return SwiftLexer.tokenize(text).first?.kind == .identifier
    }

    /// "number literal", "magic numbers", "hard-coded string": the literal kind a rule bans.
    static func literalCue(_ prose: String) -> CallShape.ArgumentKind? {
        let lower = prose.lowercased()
        if ["number literal", "numeric literal", "magic number", "literal number", "hard-coded number", "hardcoded number",
            "raw number", "raw value", "literal value"].contains(where: lower.contains) { return .number }
        if ["string literal", "hard-coded string", "hardcoded string", "raw string", "literal string"].contains(where: lower.contains) {
            return .string
        }
        return nil
    }

    /// When a more specific recognizer (naming pair, import boundary) used a span, the generic
    /// "forbidden symbol" for the same span is dropped.
    static func dropSpansClaimedByOthers(_ recognized: [Recognized]) -> [Recognized] {
        let naming = recognized.compactMap { $0.check as? IdentifierNamingCheck }
        let modifierPairs = recognized.filter { $0.origin.hasPrefix("declaration pair") }.compactMap { $0.check as? RequiredModifierCheck }
        let scopedImports = recognized.compactMap { $0.check as? ForbiddenImportCheck }.filter { !$0.scope.isEmpty }
        let committedPaths = Set(recognized.compactMap { $0.check as? ForbiddenPathCheck }.flatMap { $0.globs.map(\.pattern) })
        return recognized.compactMap { candidate in
            if var symbols = candidate.check as? ForbiddenSymbolCheck {
                symbols.symbols.removeAll { symbol in
                    // The declaration pair's wrong spelling is covered by its modifier rule.
                    modifierPairs.contains { pair in pair.attributes.contains { symbol.text.hasPrefix("@" + $0 + " ") } }
                        || naming.contains { symbol.text.contains($0.forbidden) }
                        || scopedImports.contains { $0.modules.contains(symbol.text) }
                        || committedPaths.contains("*" + symbol.text)
                }
                guard !symbols.symbols.isEmpty else { return nil }
                return Recognized(check: symbols, origin: candidate.origin)
            }
            if var calls = candidate.check as? ForbiddenCallCheck {
                calls.shapes.removeAll { shape in naming.contains { shape.callee.contains($0.forbidden) } }
                guard !calls.shapes.isEmpty else { return nil }
                return Recognized(check: calls, origin: candidate.origin)
            }
            return candidate
        }
    }
}
