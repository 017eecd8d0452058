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
        for frame in context.reading.frames {
            var frame = frame
            if frame.modality.forbids {
                // "Don't use explicit access modifiers", "never localize every string": refusing
                // the practice asks for the very thing the concept's checks find.
                for practice in frame.targets where practice.source == .concept && practice.namesPractice {
                    context.miss("the sentence refuses the practice that avoids \(practice.display): the checks find \(practice.display), not the practice")
                    context.claim(practice)
                }
                frame.targets.removeAll { $0.source == .concept && $0.namesPractice }
            }
            if !frame.modality.forbids {
                // "Localize every string", "use Dynamic Type": a practice required forbids what breaks it.
                var practices = frame.targets.filter { $0.source == .concept && $0.namesPractice }
                if let (read, named) = practicesNamedByCode(frame, context: context) {
                    frame = read
                    practices += named
                }
                guard !practices.isEmpty else { continue }
                // "Every view lives in its own file": the group named beside the practice places it.
                let groups = practices.contains { $0.concept?.placesGroupsNamedBeside == true }
                    ? frame.targets.filter { $0.family?.typeSelector != nil } : []
                frame.targets = practices + groups
                frame.modality = frame.modality == .must ? .mustNot : .shouldNot
            }
            let targets = frame.targets.filter { !context.isClaimed($0) }
            guard !targets.isEmpty else { continue }
            result += mapKeepingEscapesApart(frame, targets: targets, context: &context)
        }
        return result
    }

    /// "No force unwraps unless the situation is unrecoverable": only a person can tell when the
    /// escape applies, so the ban stays manual; the checks it would run are marked with the escape
    /// (whatever shape of check the ban takes), for a team that wants them as warnings naming it
    /// (`escapes: warn`). `FrameCompiler` keeps them apart from the item's checks.
    static func mapKeepingEscapesApart(_ frame: RuleFrame, targets: [Term], context: inout MappingContext) -> [Mapped] {
        guard let escape = frame.escape else { return map(frame, targets: targets, context: &context) }
        context.miss("human condition: “\(escape)” — only a person can tell when it applies")
        var unescaped = frame
        unescaped.escape = nil
        return map(unescaped, targets: targets, context: &context).map { mapped in
            var escaped = mapped
            escaped.escape = escape
            escaped.severity = .warning
            return escaped
        }
    }

    /// "`[String: Any]` protocol 시그니처 금지": a group of types written right after the code,
    /// with nothing between, is where the code is forbidden (nouns stacked the way Korean,
    /// Japanese and Chinese place them), not a second thing to forbid.
    static func groupsRightAfterCode(_ frame: RuleFrame, targets: [Term], context: MappingContext) -> (RuleFrame, [Term]) {
        let characters = context.reading.utterance.characters
        var frame = frame
        var kept: [Term] = []
        for (index, target) in targets.enumerated() {
            if target.family?.typeSelector != nil, index > 0, targets[index - 1].isCode,
               targets[index - 1].position + 1 <= target.position,
               characters[(targets[index - 1].position + 1)..<target.position].allSatisfy({ $0 == " " }) {
                frame.locations.append(target)
                frame.targets.removeAll { $0 == target }
                continue
            }
            kept.append(target)
        }
        return (frame, kept)
    }

    /// "No number literal inside `.padding(…)`, `spacing:` or `EdgeInsets(…)`": the literal kind
    /// and the places it may not stand, read as one literal-argument check.
    static func literalPositions(_ frame: RuleFrame, context: inout MappingContext) -> [Mapped]? {
        let evidence = Lexicon.hits(in: Array(frame.evidence.lowercased()))
        let numbers = frame.targets.contains { $0.concept?.id == "magic-numbers" } || evidence.contains { $0.cue == .numberLiteral }
        let strings = evidence.contains { $0.cue == .stringLiteral }
        guard numbers || strings else { return nil }
        var positions: [String] = []
        var used: [Term] = []
        for term in frame.targets + frame.locations where term.isCode {
            if let position = literalPosition(term.text) {
                if !positions.contains(position) { positions.append(position) }
                used.append(term)
            }
        }
        guard !positions.isEmpty, used.count == (frame.targets + frame.locations).filter(\.isCode).count else { return nil }
        var place = frame
        place.locations.removeAll { used.contains($0) }
        place.unresolvedPlace = nil
        guard let placement = PlaceReader.placement(for: place, context: context).0 else { return nil }
        var check = LiteralArgumentCheck(positions: positions.compactMap(LiteralPosition.init(text:)), literals: numbers ? [.number] : [.string],
                                         allowsZero: true, scope: placement.paths)
        check.codeScope = placement.code
        guard !check.positions.isEmpty else { return nil }
        for term in frame.targets + frame.locations { context.claim(term) }
        return [Mapped(check: check, origin: "read as " + frame.display, severity: context.severity(of: frame))]
    }

    /// `.padding(16)` / `.padding(…)` / `.padding` → `.padding(*)`; `spacing:` / `spacing: 8` →
    /// `spacing:`; `layer.cornerRadius = 12` → `layer.cornerRadius =`; `EdgeInsets` → `EdgeInsets(*)`.
    static func literalPosition(_ text: String) -> String? {
        let trimmed = text.trimming(" ")
        if let equals = trimmed.firstIndex(of: "="), !trimmed.contains("==") {
            let member = trimmed[..<equals].trimming(" ")
            return member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) && !member.isEmpty ? member + " =" : nil
        }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed.contains("(") {
            let label = trimmed[..<colon]
            return label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !label.isEmpty ? label + ":" : nil
        }
        var name = trimmed
        if let open = name.firstIndex(of: "(") {
            // `.frame(width:height:)` keeps its labels; other arguments mean any.
            let inside = name[name.index(after: open)...].dropLast()
            if inside.hasSuffix(":"), inside.split(separator: ":").allSatisfy({ $0.allSatisfy { $0.isLetter } }) { return name }
            name = String(name[..<open])
        }
        guard name.trimmingPrefix(".").allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }), !name.isEmpty else { return nil }
        return name + "(*)"
    }

    static func map(_ read: RuleFrame, targets named: [Term], context: inout MappingContext) -> [Mapped] {
        // Narrowed below too, by a purpose naming what a closure holds.
        var (frame, targets) = groupsRightAfterCode(read, targets: named, context: context)
        if let literal = literalPositions(frame, context: &context) { return literal }
        if let place = frame.unresolvedPlace {
            context.miss("location “\(place)” is not a place a check can find")
            return []
        }
        if let degree = frame.degree {
            context.miss("degree: “\(degree)” is a judgement, not something a check can count")
            return []
        }
        if let names = ruledOutNames(frame, targets: targets, context: &context) { return names }
        var symbols: [SymbolPattern] = []
        var calls: [CallShape] = []
        var modules: [String] = []
        var attributesOnDeclarations: [(SymbolPattern, [String])] = []
        var concepts: [Concept] = []
        var closureUses: [SymbolPattern] = []
        // "never pass number literals to `.padding`": the literal kind narrows the call named.
        let evidence = Lexicon.hits(in: Array(frame.evidence.lowercased()))
        let literal: CallShape.ArgumentKind? = frame.targets.contains { $0.concept?.id == "magic-numbers" } || evidence.contains { $0.cue == .numberLiteral }
            ? .number : evidence.contains { $0.cue == .stringLiteral } ? .string : nil
        let narrowsCall = literal != nil && targets.contains { target in
            switch target.span {
            case .call?: return true
            case let .symbol(pattern)?: return pattern.text.hasPrefix(".") && pattern.pieces.count == 2
            default: return false
            }
        }
        for target in targets {
            if let concept = target.concept {
                if !(narrowsCall && concept.id == "magic-numbers") { concepts.append(concept) }
                context.claim(target)
                continue
            }
            if target.source == .bareName, SDKNames.modules.contains(target.text), !context.has(.importVerb),
               let next = targets.first(where: { $0.position > target.position }), next.isCode,
               context.reading.utterance.characters[(target.position + 1)..<next.position].allSatisfy({ $0 == " " }) {
                // "a SwiftUI `View`": the module says whose type the code is; it is not forbidden itself.
                context.claim(target)
                continue
            }
            if target.source == .bareName, SDKNames.modules.contains(target.text), !context.has(.importVerb),
               let noun = frame.nounAfterTarget[target.position]?.split(separator: " ").first, noun.first?.isLowercase == true,
               !Self.notNouns.contains(String(noun)) {
                if instanceFollows(target, in: targets, context: context) {
                    // "Dispatch patterns like `DispatchQueue.main.async()`": the code given is
                    // what the sentence forbids; the qualified noun only announces it.
                    context.claim(target)
                    continue
                }
                // "a live Realm object", "Combine publishers": the module qualifies a noun.
                context.miss("`\(target.text)` qualifies “\(noun)”, which names no code")
                continue
            }
            // A deprecated API the table knows: its check tells the deprecated form apart (the
            // one-parameter `onChange`, `@Environment(\.presentationMode)`) and names the replacement.
            if target.isCode, let entry = ConceptCatalogue.deprecatedEntry(named: target.text),
               let concept = ConceptCatalogue.concept("deprecated-" + entry.id) {
                concepts.append(concept)
                context.claim(target)
                continue
            }
            guard target.isCode, let span = target.span else {
                let placesIt = targets.contains { $0.concept?.placesGroupsNamedBeside == true }
                if target.source == .family, !(placesIt && target.family?.typeSelector != nil) {
                    context.miss("\(target.display) names a group of types, not code to forbid")
                }
                continue
            }
            switch span {
            case let .attribute(name):
                // `@Environment(\.presentationMode)`: the attribute with its arguments as written.
                let written = attributeWithArguments(target.text)
                // `@AppStorage("someKey")`: the literal argument is what is refused; banning the
                // bare wrapper would flag `@AppStorage(Keys.haptics)`, which keeps the rule.
                if let written, written.contains("\""), SymbolPattern(written) == nil {
                    context.miss("the literal argument of `@\(name)` is what \(target.display) refuses; no check here tells it from a named key")
                    continue
                }
                guard let pattern = written.flatMap(SymbolPattern.init) ?? SymbolPattern("@" + name) else { continue }
                let kinds = declarationKinds(frame.nounAfterTarget[target.position])
                if kinds.isEmpty { symbols.append(pattern) } else { attributesOnDeclarations.append((pattern, kinds)) }
            case let .directive(name):
                if let pattern = SymbolPattern("#" + name) { symbols.append(pattern) }
            case let .importStatement(module):
                modules.append(module)
            case var .call(shape):
                if let written = documentationName(target.text) { shape = written }
                shape = relaxingSharedArguments(shape, written: target.text, alternatives: frame.alternatives)
                if let differing = difference(target, frame.alternatives) {
                    switch differing {
                    case let .symbol(pattern): symbols.append(pattern)
                    case let .call(call): calls.append(call)
                    }
                    context.claim(target)
                    continue
                }
                if let nested = nestedCallPattern(target.text) {
                    // `.font(.system(size:))`: the argument's own call is what is forbidden.
                    symbols.append(nested)
                    context.claim(target)
                    continue
                }
                if literal == nil, frame.alternatives.isEmpty, !isLabelledExample(context), let message = writtenMessage(target.text) {
                    // `fatalError("Not implemented")`: the message may be the point; a call with
                    // another message may be fine.
                    context.miss("\(target.display) is written with the message “\(message)”: whether other messages are wrong too, the sentence does not say")
                    continue
                }
                if let content = closureContent(target.text), shape.trailingClosure {
                    // `.onAppear { Task { await … } }`: calls whose closure does that.
                    closureUses += content
                    shape.trailingClosure = true
                }
                if literal == nil, let path = staticPathCall(target.text) {
                    // `DispatchQueue.main.async()`: the value is reached from a type, so the whole
                    // path is what is forbidden, not every `.async` on any value.
                    symbols.append(path)
                    context.claim(target)
                    continue
                }
                if shape.anyArguments || shape.arguments.isEmpty, !shape.trailingClosure, let literal { shape.literalAnywhere = literal; shape.anyArguments = true }
                if shape.labelsOnly {
                    // `foregroundColor(_:)`: Swift's way of naming a method; `_` is an unlabeled argument.
                    shape.arguments.removeAll { $0.label == "_" }
                    if shape.arguments.isEmpty { shape.labelsOnly = false; shape.anyArguments = true }
                }
                // `foregroundColor(…)` written without a dot still names a method: any receiver.
                let free = SDKNames.freeFunctions.contains(shape.callee)
                if !shape.isMember, shape.callee.first?.isLowercase == true, !free { shape.anyReceiver = true }
                if shape.arguments.isEmpty, !shape.trailingClosure, !shape.labelsOnly,
                   !(CallShape.emptyFormIsThePoint.contains(shape.callee) && !shape.isMember) {
                    // `opacity()`, `print()`: the function named, with any arguments.
                    shape.anyArguments = true
                    // `session.translate(…)` stays a value's call: `Translator.translate(…)` is another function.
                    if (target.source == .bareName && !free) || (shape.isMember && !shape.valueReceiver) { shape.anyReceiver = true }
                }
                calls.append(shape)
            case let .symbol(pattern) where TypeFamily.baseTypes.contains(pattern.text)
                && (!context.reading.has(.importVerb) || target.source == .bareName)
                && !context.reading.has(.inheritVerb) && !context.reading.has(.conformVerb):
                // "a `UITableViewCell` or SwiftUI `View` stays free of networking": the kind of
                // type the rule is about; forbidding the name would flag every such type.
                context.miss("\(target.display) names the kind of type the rule is about, not code to forbid")
            case let .symbol(pattern):
                if let differing = difference(target, frame.alternatives) {
                    switch differing {
                    case let .symbol(found): symbols.append(found)
                    case let .call(call): calls.append(call)
                    }
                } else if let literal, pattern.text.hasPrefix("."), pattern.pieces.count == 2, var shape = CallShape(parsing: pattern.text + "(…)") {
                    shape.literalAnywhere = literal
                    shape.anyArguments = true
                    calls.append(shape)
                } else if context.reading.has(.createVerb), !context.reading.has(.importVerb), pattern.pieces.count == 1,
                          !namesDeclarations(frame.nounAfterTarget[target.position]),
                          pattern.text.first?.isUppercase == true, pattern.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                          var initialiser = CallShape(parsing: pattern.text + "(…)"), let closure = CallShape(parsing: pattern.text + " { }") {
                    // "Don't hand-roll `AsyncThrowingStream`": making one, not naming the type in a signature.
                    initialiser.anyArguments = true
                    calls.append(initialiser)
                    calls.append(closure)
                } else if context.reading.has(.importVerb), pattern.pieces.count == 1, pattern.text.first?.isUppercase == true,
                   pattern.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    modules.append(pattern.text)
                } else if let last = lastCallInChain(target.text, alternatives: frame.alternatives) {
                    // `Text(x).foregroundColor(.red)`: the call the example is about.
                    calls.append(last)
                } else if let call = functionCall(pattern) {
                    guard namesACall(call, target: target, frame: frame, context: context) else {
                        context.miss("\(target.display) is written without parentheses and without a verb of calling: a property or a function, the sentence does not say")
                        continue
                    }
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
                let call = functionCall(text)!
                guard namesACall(call, target: target, frame: frame, context: context) else {
                    context.miss("\(target.display) is written without parentheses and without a verb of calling: a property or a function, the sentence does not say")
                    continue
                }
                calls.append(call)
            case let .other(text) where leadingCall(text) != nil:
                calls.append(leadingCall(text)!)
            case let .modifier(name) where standaloneModifiers.contains(name) && !frame.targets.contains(where: { $0.family != nil }):
                // `fileprivate`, `nonisolated`: the keyword is only ever a modifier, so each use
                // is a declaration that carries it.
                if let pattern = SymbolPattern(name) { symbols.append(pattern) }
            case .modifier:
                context.miss("\(target.display) is a modifier: forbidding it needs the declarations it applies to")
                continue
            default:
                context.miss("\(target.display) is not code a check can find")
                continue
            }
            context.claim(target)
        }
        // A target that could not be read means the sentence was not understood: all of it stays manual.
        if targets.contains(where: { !context.isClaimed($0) && $0.source != .family }) {
            return []
        }
        guard !(symbols.isEmpty && calls.isEmpty && modules.isEmpty && attributesOnDeclarations.isEmpty && concepts.isEmpty) else {
            if frame.targets.allSatisfy({ $0.source == .family }) == false, context.missing.isEmpty {
                context.miss("no target: the forbidden thing is not named as code or as a known concept")
            }
            return []
        }
        var closureCondition: [SymbolPattern] = closureUses
        if !calls.isEmpty || !symbols.isEmpty, let condition = frame.conditionText, purposeNamesClosureContent(condition),
           let concept = frame.conditions.compactMap(\.concept).first, !concept.markers.isEmpty {
            // "`.onAppear` for async work": calls whose closure does that work.
            closureCondition = concept.markers.compactMap(SymbolPattern.init)
            frame.conditionText = nil
            frame.conditions = []
        } else if let condition = frame.conditionText, Lexicon.hits(in: Array(condition.lowercased())).first?.cue == .containing,
                  !frame.conditions.isEmpty, frame.conditions.allSatisfy(\.isCode) {
            // "`.onAppear` with a `Task` inside": calls whose closure holds it.
            closureCondition = frame.conditions.flatMap(PlaceReader.conditionSymbols)
            frame.conditionText = nil
            frame.conditions = []
        }
        if !closureCondition.isEmpty, calls.isEmpty {
            // A member named bare (`.onAppear`) with a closure condition is a call.
            for symbol in symbols where symbol.text.hasPrefix(".") && symbol.pieces.count == 2 {
                if var shape = CallShape(parsing: symbol.text + " { }") { shape.anyArguments = true; calls.append(shape) }
            }
            symbols.removeAll { $0.text.hasPrefix(".") && $0.pieces.count == 2 }
        }
        let (found, problem) = PlaceReader.placement(for: frame, context: context)
        guard var placement = found else {
            context.miss(problem ?? "its place cannot be read")
            return []
        }
        // "use the `KmpStream.of(_:map:)` helper instead": the helper itself is where the
        // forbidden code is written once, so the type that offers it is left out.
        let owners = frame.alternatives.filter(\.isCode).compactMap { helperOwner($0.text) }
            .filter { owner in !frame.targets.contains { $0.text.hasPrefix(owner) } }
        if !owners.isEmpty { placement.code.outside.append(.typesNamed(owners)) }
        if speaksOfStateProperties(frame, symbols: symbols, context: context) { narrowToStateProperties(&placement.code) }
        // "Prefer `private` over `fileprivate`": at the top level of a file the two mean the same,
        // so only a member's `fileprivate` is one `private` could replace.
        if symbols.map(\.text) == ["fileprivate"], frame.alternatives.contains(where: { $0.text == "private" }), placement.code.within.isEmpty {
            placement.code.within = [.types(TypeSelector(kinds: ["class", "struct", "enum", "actor"]))]
            // A type's own head (`fileprivate final class …`) is not one of its members.
            placement.code.outside.append(.declarationHeads(["class", "struct", "enum", "actor", "protocol"]))
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
        if !calls.isEmpty, !placement.languages.contains(.swift) {
            // Kotlin is read line by line: a call is its written text (`get()`).
            let written = calls.compactMap { SymbolPattern($0.callee + "(") }
            if !written.isEmpty {
                var check = ForbiddenSymbolCheck(symbols: written, languages: placement.languages, scope: placement.paths, allowedIn: placement.allowedIn)
                check.codeScope = placement.code
                result.append(Mapped(check: check, origin: origin, severity: severity))
            }
        }
        if !calls.isEmpty, placement.languages.contains(.swift) {
            var check = ForbiddenCallCheck(shapes: uniqueCalls(calls), languages: placement.languages, scope: placement.paths)
            check.codeScope = placement.code
            // A call check has no `allowedIn`: the types it may be called in are left out as regions.
            if !placement.allowedIn.isEmpty { check.codeScope.outside.append(.typesNamed(placement.allowedIn)) }
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
            // A concept made of imports is placed as imports are (files, not regions).
            var conceptPlacement = placement
            if concept.placesGroupsNamedBeside {
                conceptPlacement.code.within += targets.compactMap { $0.family?.typeSelector }.map(CodeRegion.types)
            }
            if concept.markers.allSatisfy({ $0.hasPrefix("import ") }), !concept.markers.isEmpty {
                guard let importPlacement = PlaceReader.placement(for: frame, context: context, forImports: true).0 else { continue }
                conceptPlacement = importPlacement
            }
            let checks = concept.checks(conceptPlacement, words: ExampleMapper.proseWords(context))
            // "One primary type per file": the statement's words narrow the concept to a judgement.
            if checks.isEmpty { context.miss("‹\(concept.id)› as the statement narrows it (\(concept.title)) is a judgement, not a count") }
            for check in checks {
                result.append(Mapped(check: check, origin: origin + " (concept ‹\(concept.id)›)", severity: severity))
            }
        }
        // A check that fires on the form the statement recommends reads the rule wrong.
        let recommended = frame.alternatives.filter(\.isCode)
        return result.filter { mapped in
            guard let fileCheck = mapped.check.asFileCheck,
                  let alternative = recommended.first(where: { !fileCheck.run(on: SourceFile(path: "Sources/App/Alternative.swift", text: $0.text),
                                                                                 context: CheckContext()).isEmpty }) else { return true }
            context.miss("the forbidden form also matches the recommended \(alternative.display)")
            return false
        }
    }

    /// Modifiers whose every written use is what a prohibition refuses. `internal` is the default
    /// access level: "no explicit `internal`" refuses writing it anywhere.
    static let standaloneModifiers: Set<String> = ["fileprivate", "nonisolated", "dynamic", "unowned", "indirect", "required", "internal"]

    static let fileExtensions: Set<String> = ["swift", "kt", "kts", "m", "h", "mm", "md", "json", "yml", "yaml", "plist", "strings", "xcstrings", "storyboard", "xib"]

    /// `KmpStream.of(_:map:)` → `KmpStream`: the type a recommended helper is a member of.
    /// "State properties — use `@Observed` (not `BehaviorRelay`)": a property wrapper offered in
    /// place of a type speaks of how a property holds state. The type passed to `init`, or held
    /// by a `let` that `init` hands in, is no state property, and banning every use flags them.
    static func speaksOfStateProperties(_ frame: RuleFrame, symbols: [SymbolPattern], context: MappingContext) -> Bool {
        guard !symbols.isEmpty, symbols.allSatisfy({ !$0.text.hasPrefix("@") && !$0.text.hasPrefix(".") }) else { return false }
        // A property noun in words ("state properties", "Variablen"), not the keyword `var` of
        // pasted code ("use @Bindable var store … do not use WithViewStore").
        let namesProperties = context.reading.utterance.cues.contains { $0.cue == .propertyNoun && !bindingKeywords.contains($0.phrase) }
        return frame.alternatives.contains { $0.isCode && $0.text.hasPrefix("@") } && namesProperties
    }

    static let bindingKeywords: Set<String> = ["var", "vars", "let", "lets"]

    /// The scope's regions become the state properties of the types it named (union semantics:
    /// only a scope made of whole types is narrowed, so nothing is widened).
    static func narrowToStateProperties(_ scope: inout CodeScope) {
        var selectors: [TypeSelector] = []
        for region in scope.within {
            guard case let .types(selector) = region else { return }
            selectors.append(selector)
        }
        scope.within = selectors.isEmpty ? [.stateProperties(in: nil)] : selectors.map { .stateProperties(in: $0) }
    }

    static func helperOwner(_ text: String) -> String? {
        let head = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let member = text.dropFirst(head.count + 1).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard text.dropFirst(head.count).hasPrefix("."), head.first?.isUppercase == true, head.count > 1,
              !SDKNames.isKnown(String(head)), !fileExtensions.contains(member.lowercased()) else { return nil }
        return String(head)
    }

    /// "new `ObservableObject` types", "`UIViewController` subclasses": declarations, not instances.
    static func namesDeclarations(_ nounAfter: String?) -> Bool {
        guard let noun = nounAfter?.split(separator: " ").first.map(String.init) else { return false }
        return Lexicon.phrases(.typeNoun).contains(noun) || ["types", "type", "subclass", "subclasses", "conformances", "conformance"].contains(noun)
    }

    /// `UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)` against the recommended
    /// `UIEdgeInsets(top: 0, left: 0, bottom: UIConstants.List.paddingBottom, right: 0)`: the
    /// arguments both write alike are not what the rule objects to, so they match any value.
    static func relaxingSharedArguments(_ shape: CallShape, written: String, alternatives: [Term]) -> CallShape {
        guard let bad = writtenArguments(written) else { return shape }
        var shape = shape
        for alternative in alternatives where alternative.isCode {
            guard let good = writtenArguments(alternative.text), good.callee == bad.callee,
                  good.arguments.map(\.label) == bad.arguments.map(\.label), good.arguments.count == shape.arguments.count else { continue }
            for index in shape.arguments.indices where good.arguments[index].text == bad.arguments[index].text {
                shape.arguments[index].kind = .any
            }
        }
        return shape
    }

    static func writtenArguments(_ text: String) -> (callee: String, arguments: [(label: String?, text: String)])? {
        let file = SourceFile(path: "written.swift", text: text)
        let tokens = file.codeTokens
        guard let calleeIndex = tokens.indices.first(where: { index in
            tokens[index].kind == .identifier && index + 1 < tokens.count && file.isPunctuation(tokens[index + 1], "(")
        }), let call = file.callArguments(at: calleeIndex) else { return nil }
        let arguments = call.arguments.map { argument in
            (label: argument.label, text: argument.tokens.map { file.text(of: tokens[$0]) }.joined(separator: " "))
        }
        return (file.text(of: tokens[calleeIndex]), arguments)
    }

    enum Differing {
        case symbol(SymbolPattern)
        case call(CallShape)
    }

    /// What a forbidden example changes in a recommended one of the same shape: `try!` against
    /// `try`, `.foregroundColor(…)` against `.foregroundStyle(…)`, `NavigationView` against
    /// `NavigationStack`. Nil when the two differ in more than one name or only in literals.
    static func difference(_ bad: Term, _ alternatives: [Term]) -> Differing? {
        let badTokens = tokenTexts(bad.text)
        guard badTokens.count >= 2 else { return nil }
        for alternative in alternatives where alternative.isCode {
            let goodTokens = tokenTexts(alternative.text)
            var prefix = 0
            while prefix < min(badTokens.count, goodTokens.count), badTokens[prefix] == goodTokens[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(badTokens.count, goodTokens.count) - prefix,
                  badTokens[badTokens.count - 1 - suffix] == goodTokens[goodTokens.count - 1 - suffix] { suffix += 1 }
            guard prefix + suffix > 0, prefix + suffix < badTokens.count else { continue }
            let middle = Array(badTokens[prefix..<(badTokens.count - suffix)])
            guard middle.count == 1, let token = middle.first else { continue }
            let previous = prefix > 0 ? badTokens[prefix - 1] : nil
            let next = badTokens.count - suffix < badTokens.count ? badTokens[badTokens.count - suffix] : nil
            if token == "!" || token == "?", let previous, ["try", "as"].contains(previous) {
                return SymbolPattern(previous + token).map(Differing.symbol)
            }
            guard let first = token.first, first.isLetter || first == "_" || first == "@" else { continue }
            if previous == ".", next == "(", var call = CallShape(parsing: "." + token + "(…)") {
                call.anyArguments = true
                return .call(call)
            }
            if previous == "." { return SymbolPattern("." + token).map(Differing.symbol) }
            // `Task { }` against `.task { }`: the differing name is called; the call is what is
            // forbidden, not every mention (`Task.sleep`, `Task.isCancelled`).
            if prefix == 0, next == "{" || next == "(", first.isUppercase, let call = CallShape(parsing: bad.text) {
                return .call(call)
            }
            if first.isUppercase || first == "@" { return SymbolPattern(token).map(Differing.symbol) }
        }
        return nil
    }

    static func tokenTexts(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return SwiftLexer.tokenize(text).filter { $0.kind != .comment }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    /// `animation(_:)`, `onChange(of:perform:)`: Swift's way of naming a function by its labels.
    /// `_` is one unlabeled argument, so `animation(_:)` is the one-argument form only; names
    /// without `_` keep "has these labels".
    static func documentationName(_ text: String) -> CallShape? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(":)") else { return nil }
        let labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !labels.isEmpty, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        let arguments = labels.map { $0 == "_" ? "x" : "\($0): x" }.joined(separator: ", ")
        guard var shape = CallShape(parsing: String(text[..<open]) + "(" + arguments + ")") else { return nil }
        shape.writtenWithParentheses = true
        // `urls(for:in:)`: every label must be there (more may follow).
        if !labels.contains("_") { shape.labelsOnly = true }
        return shape
    }

    /// `FileManager.default.urls(…)[0]`, `….first!`: the call a written expression ends in.
    static func leadingCall(_ text: String) -> CallShape? {
        var trimmed = text
        while !trimmed.isEmpty, !trimmed.hasSuffix(")") {
            guard let close = trimmed.lastIndex(of: ")") else { return nil }
            trimmed = String(trimmed[...close])
        }
        guard trimmed != text, !trimmed.isEmpty else { return nil }
        return CallShape(parsing: trimmed)
    }

    /// `.font(.system(size:))` → the pattern `.font(.system(size:` (the tokens as far as they
    /// are written), when an argument is itself a member call.
    static func nestedCallPattern(_ text: String) -> SymbolPattern? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let inside = text[text.index(after: open)...].drop { $0 == " " }
        let firstArgument = inside.hasPrefix(".") || inside.drop(while: { $0.isLetter || $0 == "_" }).hasPrefix(": .")
        guard firstArgument, inside.contains("(") else { return nil }
        // As far as the code is written without a literal: `.font(.system(size: 20))` → `.font(.system(size:`.
        var prefix = ""
        for character in text.replacingOccurrences(of: "…", with: "") {
            if character.isNumber || character == "\"" { break }
            prefix.append(character)
        }
        while let last = prefix.last, last == ")" || last == " " || last == "," { prefix.removeLast() }
        return SymbolPattern(prefix)
    }

    /// `@Environment(\.presentationMode) var x` → `@Environment(\.presentationMode)`; nil
    /// when the attribute has no arguments.
    static func attributeWithArguments(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "("), text.hasPrefix("@") else { return nil }
        var depth = 0
        var end = open
        for index in text.indices[open...] {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { end = index; break } }
        }
        guard depth == 0, end > open else { return nil }
        return String(text[...end])
    }

    /// The code inside a written trailing closure (`.onAppear { Task { await … } }` → `Task`,
    /// `await`): what a matching call's closure must hold.
    static func closureContent(_ text: String) -> [SymbolPattern]? {
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { return nil }
        let body = text[text.index(after: open)..<close]
        let tokens = SwiftLexer.tokenize(String(body))
        let source = Array(String(body).utf8)
        let words = tokens.compactMap { token -> String? in
            let word = String(decoding: source[token.start..<token.end], as: UTF8.self)
            guard token.kind == .identifier || token.kind == .keyword else { return nil }
            return word == "await" || word.first?.isUppercase == true ? word : nil
        }
        let patterns = Array(Set(words)).sorted().compactMap(SymbolPattern.init)
        return patterns.isEmpty ? nil : patterns
    }

    /// The last member call of a written chain (`Text(note).foregroundColor(.secondary)` →
    /// `.foregroundColor(.secondary)`), or, when an alternative is the same chain with another last
    /// call, that call. Nil when the text is not a chain of calls.
    static func lastCallInChain(_ text: String, alternatives: [Term]) -> CallShape? {
        guard text.contains("("), let split = lastMemberCallStart(text) else { return nil }
        let tail = String(text[split...])
        guard var shape = CallShape(parsing: tail), shape.isMember else { return nil }
        let head = text[..<split]
        if let twin = alternatives.first(where: { $0.text.hasPrefix(head) && $0.text != text }),
           let twinSplit = lastMemberCallStart(twin.text), twin.text[..<twinSplit] == head,
           let twinShape = CallShape(parsing: String(twin.text[twinSplit...])), twinShape.callee == shape.callee {
            // Same call on both sides: the difference is in the arguments, which the shape keeps.
            _ = twinShape
        }
        shape.anyReceiver = false
        return shape
    }

    /// `DispatchQueue.main.async()`, `UIApplication.shared.open(…)`: a call on a value reached
    /// from a type by names alone, written with no arguments that matter — the path as one pattern.
    static func staticPathCall(_ text: String) -> SymbolPattern? {
        var head = text.trimming(" ")
        if head.hasSuffix("()") { head = String(head.dropLast(2)) }
        else if head.hasSuffix("(…)") || head.hasSuffix("(...)") { head = String(head[..<head.firstIndex(of: "(")!]) }
        let names = head.split(separator: ".", omittingEmptySubsequences: false)
        guard names.count >= 3, names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              names[0].first?.isUppercase == true, names.dropFirst().allSatisfy({ $0.first?.isLowercase == true }) else { return nil }
        return SymbolPattern(head)
    }

    /// Where the last top-level `.name(` of a chain starts.
    static func lastMemberCallStart(_ text: String) -> String.Index? {
        var depth = 0
        var candidate: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "[" || character == "{" { depth += 1 }
            if character == ")" || character == "]" || character == "}" { depth -= 1 }
            if character == ".", depth == 0, index > text.startIndex {
                let next = text.index(after: index)
                if next < text.endIndex, text[next].isLetter { candidate = index }
            }
            index = text.index(after: index)
        }
        guard let candidate, text[candidate...].contains("(") else { return nil }
        return candidate
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

    /// A string argument that reads as a message (`"Not implemented"`, `"TODO"`, `""`), not a
    /// stand-in value (`"key"`, `"..."`, `"settings.title"`): a call written with a message
    /// may object to that message only.
    static func writtenMessage(_ text: String) -> String? {
        var inside = false
        var current = ""
        for character in text {
            if character == "\"" {
                if inside {
                    if !isStandIn(current) { return current }
                    current = ""
                }
                inside.toggle()
            } else if inside {
                current.append(character)
            }
        }
        return nil
    }

    /// "❌ `NSLocalizedString("orders.empty", comment: "")`", "Falsch: `…`": a label and code, so
    /// the call is the example, not its message.
    static func isLabelledExample(_ context: MappingContext) -> Bool {
        let reading = context.reading
        guard reading.terms.count == 1, reading.has(.badLabel) || reading.has(.goodLabel) else { return false }
        let words = String(reading.utterance.characters).split { !$0.isLetter }
        return words.count <= 2
    }

    static let standInWords: Set<String> = [
        "key", "title", "text", "string", "name", "value", "foo", "bar", "baz", "x", "y", "message", "id", "label",
        "identifier", "format", "url", "path", "image", "icon", "symbol", "color", "colour", "font", "some-key", "my-key",
    ]

    static func isStandIn(_ literal: String) -> Bool {
        let trimmed = literal.trimming(" ")
        if trimmed.contains(" ") { return false }
        if trimmed.isEmpty { return literal.isEmpty ? false : true }
        // Elisions, interpolations and localization keys stand for any value.
        if trimmed.allSatisfy({ $0 == "." || $0 == "…" }) || trimmed.contains("\\(") || trimmed.contains("%") { return true }
        if trimmed.contains(".") || trimmed.contains("_") { return true }
        return standInWords.contains(trimmed.lowercased())
    }

    /// A lower-case name written bare is a call when it is a known free function, when the
    /// sentence calls it ("never call `reloadData`") or when a function noun follows it.
    static func namesACall(_ call: CallShape, target: Term, frame: RuleFrame, context: MappingContext) -> Bool {
        if SDKNames.freeFunctions.contains(call.callee) || context.reading.has(.callVerb) { return true }
        if let noun = frame.nounAfterTarget[target.position]?.split(separator: " ").first.map(String.init),
           Lexicon.phrases(.functionNoun).contains(noun) { return true }
        // A name written without code font ("Acme still uses Realm") may be a product or a
        // person's word for a thing: a call only with a call verb or a function noun.
        if target.source == .bareName { return false }
        // "Don't set `frame` directly": a name one sets or assigns is a property.
        return !context.mentionsWord(propertyVerbs)
    }

    static let propertyVerbs: Set<String> = [
        "set", "sets", "setting", "assign", "assigns", "assigning", "mutate", "mutates", "mutating", "modify", "modifies",
        "modifying", "read", "reads", "reading", "write", "writes", "writing", "store", "stores", "storing",
    ]

    /// Platform names written in code font (`iOS 16`) are versions, not functions.
    static let platforms: Set<String> = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "xrOS"]

    static func functionCall(_ text: String) -> CallShape? {
        guard let first = text.first, first.isLowercase, !platforms.contains(text), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              SwiftLexer.tokenize(text).count == 1, SwiftLexer.tokenize(text).first?.kind == .identifier,
              !contextualKeywords.contains(text),
              var shape = CallShape(parsing: text + "()") else { return nil }
        shape.anyArguments = true
        shape.anyReceiver = !SDKNames.freeFunctions.contains(text)
        return shape
    }

    /// Words after a module name that do not make it an adjective ("SwiftUI or UIKit").
    static let notNouns: Set<String> = [
        "or", "and", "nor", "in", "inside", "from", "to", "on", "at", "for", "with", "by", "unless", "except", "anywhere",
        "directly", "itself", "ever", "either", "neither", "but", "import", "imports", "framework", "frameworks", "library",
        "module", "sdk", "is", "are", "at all", "here", "there", "anymore", "any", "again",
    ]

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
        let lower = condition.lowercased().trimming(" ")
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
