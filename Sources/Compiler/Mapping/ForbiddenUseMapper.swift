import PreflightChecks
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// The frames that forbid code — "never `AnyView`", "`A` over `B`", "no force unwraps in
/// views" — become symbol, call, import and concept checks placed where the frame says. Only
/// targets are forbidden; a target this mapper cannot find in code keeps the rule manual.
package enum ForbiddenUseMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        var result: [Mapped] = []
        for frame in context.reading.frames where frame.modality.forbids {
            let targets = frame.targets.filter { !context.isClaimed($0) }
            guard !targets.isEmpty else { continue }
            result += map(frame, targets: targets, context: &context)
        }
        return result
    }

    static func map(_ frame: RuleFrame, targets: [Term], context: inout MappingContext) -> [Mapped] {
        var symbols: [SymbolPattern] = []
        var calls: [CallShape] = []
        var modules: [String] = []
        var attributesOnDeclarations: [(SymbolPattern, [String])] = []
        var concepts: [Concept] = []
        let literal = frame.targets.compactMap(\.concept).first { $0.id == "magic-numbers" }.map { _ in CallShape.ArgumentKind.number }
        for target in targets {
            if let concept = target.concept {
                concepts.append(concept)
                context.claim(target)
                continue
            }
            guard target.isCode, let span = target.span else {
                if target.source == .family { context.miss("\(target.display) names a group of types, not code to forbid") }
                continue
            }
            switch span {
            case let .attribute(name):
                guard let pattern = SymbolPattern("@" + name) else { continue }
                let kinds = declarationKinds(frame.nounAfterTarget[target.position])
                if kinds.isEmpty { symbols.append(pattern) } else { attributesOnDeclarations.append((pattern, kinds)) }
            case let .directive(name):
                if let pattern = SymbolPattern("#" + name) { symbols.append(pattern) }
            case let .importStatement(module):
                modules.append(module)
            case var .call(shape):
                if shape.anyArguments, !shape.trailingClosure, let literal { shape.literalAnywhere = literal }
                if shape.arguments.isEmpty, !shape.trailingClosure, !shape.labelsOnly {
                    // `opacity()`, `print()`: the function named, with any arguments.
                    shape.anyArguments = true
                    if target.source == .bareName || shape.isMember { shape.anyReceiver = true }
                }
                calls.append(shape)
            case let .symbol(pattern):
                if context.reading.has(.importVerb), pattern.pieces.count == 1, pattern.text.first?.isUppercase == true,
                   SDKNames.modules.contains(pattern.text) || frame.subjects.contains(where: isFolder) || frame.locations.contains(where: isFolder) {
                    modules.append(pattern.text)
                } else if let call = functionCall(pattern) {
                    calls.append(call)
                } else if isSearchable(pattern) {
                    symbols.append(pattern)
                } else {
                    context.miss("\(target.display) is too common a word to forbid on its own")
                    continue
                }
            case let .other(text) where text == "!":
                // A lone `!` named as forbidden is the force unwrap.
                if let concept = ConceptCatalogue.concept("force-unwrap") { concepts.append(concept) }
            case let .other(text) where functionCall(text) != nil:
                calls.append(functionCall(text)!)
            case .modifier:
                context.miss("\(target.display) is a modifier: forbidding it needs the declarations it applies to")
                continue
            default:
                context.miss("\(target.display) is not code a check can find")
                continue
            }
            context.claim(target)
        }
        guard !(symbols.isEmpty && calls.isEmpty && modules.isEmpty && attributesOnDeclarations.isEmpty && concepts.isEmpty) else {
            if frame.targets.allSatisfy({ $0.source == .family }) == false, context.missing.isEmpty {
                context.miss("no target: the forbidden thing is not named as code or as a known concept")
            }
            return []
        }
        var closureCondition: [SymbolPattern] = []
        var frame = frame
        if !calls.isEmpty, let condition = frame.conditionText, purposeNamesClosureContent(condition),
           let concept = frame.conditions.compactMap(\.concept).first, !concept.markers.isEmpty {
            // "`.onAppear` for async work": calls whose closure does that work.
            closureCondition = concept.markers.compactMap(SymbolPattern.init)
            frame.conditionText = nil
            frame.conditions = []
        }
        let (placement, problem) = PlaceReader.placement(for: frame, context: context)
        guard let placement else {
            context.miss(problem ?? "its place cannot be read")
            return []
        }
        let severity = context.severity(of: frame)
        let origin = "read as " + frame.display
        var result: [Mapped] = []
        if !symbols.isEmpty {
            var check = ForbiddenSymbolCheck(symbols: unique(symbols), languages: placement.languages, scope: placement.paths,
                                             allowedIn: placement.allowedIn)
            check.codeScope = placement.code
            result.append(Mapped(check: check, origin: origin, severity: severity))
        }
        for (pattern, kinds) in attributesOnDeclarations {
            var check = ForbiddenSymbolCheck(symbols: [pattern], languages: placement.languages, scope: placement.paths,
                                             allowedIn: placement.allowedIn)
            check.codeScope = placement.code
            check.codeScope.within.append(.declarationHeads(kinds))
            result.append(Mapped(check: check, origin: origin, severity: severity))
        }
        if !calls.isEmpty, placement.languages.contains(.swift) {
            var check = ForbiddenCallCheck(shapes: uniqueCalls(calls), languages: placement.languages, scope: placement.paths)
            check.codeScope = placement.code
            check.whoseClosureContains = closureCondition
            result.append(Mapped(check: check, origin: origin, severity: severity))
        }
        if !modules.isEmpty {
            let (importPlacement, importProblem) = PlaceReader.placement(for: frame, context: context, forImports: true)
            if let importPlacement {
                var check = ForbiddenImportCheck(modules: unique(modules), languages: importPlacement.languages, scope: importPlacement.paths)
                check.codeScope = importPlacement.code
                result.append(Mapped(check: check, origin: origin, severity: severity))
            } else {
                context.miss(importProblem ?? "imports cannot be placed there")
            }
        }
        for concept in concepts {
            for check in concept.make(placement) {
                result.append(Mapped(check: check, origin: origin + " (concept ‹\(concept.id)›)", severity: severity))
            }
        }
        return result
    }

    static func isFolder(_ term: Term) -> Bool {
        if case .path? = term.span { return true }
        return false
    }

    /// "`@ViewBuilder` functions", "`@Published` properties": the declarations an attribute is
    /// forbidden on.
    static func declarationKinds(_ noun: String?) -> [String] {
        guard let noun = noun?.split(separator: " ").first.map(String.init) else { return [] }
        if Lexicon.phrases(.functionNoun).contains(noun) { return ["func"] }
        if ["property", "properties", "var", "vars", "variable", "variables"].contains(noun) { return ["var", "let"] }
        return []
    }

    /// `print`, `fatalError`, `sleep`: a lower-case name that is not a keyword stands for its calls.
    static func functionCall(_ pattern: SymbolPattern) -> CallShape? {
        pattern.pieces.count == 1 ? functionCall(pattern.text) : nil
    }

    static func functionCall(_ text: String) -> CallShape? {
        guard let first = text.first, first.isLowercase, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              SwiftLexer.tokenize(text).count == 1, SwiftLexer.tokenize(text).first?.kind == .identifier,
              !contextualKeywords.contains(text),
              var shape = CallShape(parsing: text + "()") else { return nil }
        shape.anyArguments = true
        shape.anyReceiver = true
        return shape
    }

    /// Words Swift reads as keywords in places: never function names to forbid.
    static let contextualKeywords: Set<String> = [
        "get", "set", "willSet", "didSet", "some", "any", "async", "await", "throws", "rethrows", "final", "lazy", "weak",
        "unowned", "override", "mutating", "nonmutating", "convenience", "required", "optional", "dynamic", "open",
        "actor", "isolated", "nonisolated", "consuming", "borrowing", "body", "self", "value", "newValue", "oldValue",
    ]

    /// A pattern specific enough to forbid: a type, a member chain, an attribute, code with an
    /// operator — not one everyday word.
    static func isSearchable(_ pattern: SymbolPattern) -> Bool {
        if pattern.pieces.count > 1 { return true }
        guard let first = pattern.text.first else { return false }
        return first.isUppercase || first == "@" || first == "#" || first == "_"
    }

    /// "for async work", "to do network calls": a purpose that says what the closure does.
    static func purposeNamesClosureContent(_ condition: String) -> Bool {
        let lower = condition.lowercased()
        return lower.hasPrefix("for ") || lower.hasPrefix("to ") || lower.hasPrefix("with ") || lower.hasPrefix("pour ")
            || lower.hasPrefix("für ") || lower.hasPrefix("para ")
    }

    static func unique(_ symbols: [SymbolPattern]) -> [SymbolPattern] {
        symbols.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    static func unique(_ modules: [String]) -> [String] {
        modules.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    static func uniqueCalls(_ calls: [CallShape]) -> [CallShape] {
        calls.reduce(into: []) { list, shape in if !list.contains(where: { $0.description == shape.description }) { list.append(shape) } }
    }
}
