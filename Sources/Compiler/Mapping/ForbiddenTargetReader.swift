import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// What the targets of one forbidding frame name, gathered target by target before
/// `ForbiddenUseMapper` makes checks of it.
struct ForbiddenCode {
    var symbols: [SymbolPattern] = []
    var calls: [CallShape] = []
    var modules: [String] = []
    /// `@MainActor` on classes: an attribute refused on some kinds of declaration only.
    var attributesOnDeclarations: [(SymbolPattern, [String])] = []
    var concepts: [Concept] = []
    /// `.onAppear { Task { … } }`: what the closure of a forbidden call holds.
    var closureUses: [SymbolPattern] = []

    var isEmpty: Bool {
        symbols.isEmpty && calls.isEmpty && modules.isEmpty && attributesOnDeclarations.isEmpty && concepts.isEmpty
    }

    mutating func add(_ differing: ForbiddenUseMapper.Differing) {
        switch differing {
        case let .symbol(pattern): symbols.append(pattern)
        case let .call(call): calls.append(call)
        }
    }
}

/// Reads each target of one forbidding frame into `ForbiddenCode`. A target it reads is claimed
/// by the caller; one it cannot read stays unclaimed, with the reason recorded, and keeps the
/// statement manual.
struct ForbiddenTargetReader {
    typealias Mapper = ForbiddenUseMapper

    let frame: RuleFrame
    let targets: [Term]
    /// "never pass number literals to `.padding`": the literal kind the sentence refuses.
    let literal: CallShape.ArgumentKind?
    /// The literal kind narrows the call named rather than standing as a concept of its own.
    let narrowsCall: Bool

    init(frame: RuleFrame, targets: [Term]) {
        self.frame = frame
        self.targets = targets
        let evidence = Lexicon.hits(in: Array(frame.evidence.lowercasedFast()))
        let numbers = frame.targets.contains { $0.concept?.id == "magic-numbers" } || evidence.contains { $0.cue == .numberLiteral }
        literal = numbers ? .number : evidence.contains { $0.cue == .stringLiteral } ? .string : nil
        narrowsCall = literal != nil && targets.contains { target in
            switch target.span {
            case .call?: return true
            case let .symbol(pattern)?: return pattern.text.hasPrefix(".") && pattern.pieces.count == 2
            default: return false
            }
        }
    }

    /// The placeholder name written as a word of its own in `code` (`Xxx` in `XxxCellViewModel`,
    /// not `Foo` in `Football`).
    static func placeholder(in code: String) -> String? {
        let characters = Array(code)
        for name in Lexicon.placeholderNames {
            let pattern = Array(name)
            guard characters.count >= pattern.count else { continue }
            for start in 0...(characters.count - pattern.count) where Array(characters[start..<start + pattern.count]) == pattern {
                let before = start > 0 ? characters[start - 1] : nil
                let after = start + pattern.count < characters.count ? characters[start + pattern.count] : nil
                let startsWord = before.map { !$0.isLetterFast || ($0.isLowercase && pattern[0].isUppercase) } ?? true
                let endsWord = after.map { !$0.isLowercase } ?? true
                if startsWord, endsWord { return name }
            }
        }
        return nil
    }

    /// Whether `target` was read into `found`.
    func read(_ target: Term, into found: inout ForbiddenCode, context: inout MappingContext) -> Bool {
        if target.isCode, let placeholder = Self.placeholder(in: target.text) {
            // "Replace `Foo.shared` singletons …": an example of what the words name, which
            // speak for themselves; alone, the placeholder leaves nothing to look for.
            guard targets.allSatisfy({ $0.isCode && Self.placeholder(in: $0.text) != nil }) else { return true }
            context.miss("\(target.display) holds the placeholder `\(placeholder)`, a stand-in for any name, not code to look for")
            return false
        }
        if let concept = target.concept {
            if !(narrowsCall && concept.id == "magic-numbers") { found.concepts.append(concept) }
            return true
        }
        if let qualifies = readModuleQualifier(target, context: &context) { return qualifies }
        // "Swift Testing, not `XCTest`": code that the concept named beside it stands for (one of
        // its markers) is that concept, placed as the concept places it (UI tests keep XCTest).
        if target.isCode, let concept = (frame.alternatives + frame.targets).compactMap(\.concept).first(where: { $0.isMarked(by: target.text) }) {
            found.concepts.append(concept)
            return true
        }
        // A deprecated API the table knows: its check tells the deprecated form apart (the
        // one-parameter `onChange`, `@Environment(\.presentationMode)`) and names the replacement.
        if target.isCode, let entry = ConceptCatalogue.deprecatedEntry(named: target.text),
           let concept = ConceptCatalogue.concept("deprecated-" + entry.id) {
            found.concepts.append(concept)
            return true
        }
        guard target.isCode, let span = target.span else {
            let placesIt = targets.contains { $0.concept?.placesGroupsNamedBeside == true }
            if target.source == .family, !(placesIt && target.family?.typeSelector != nil) {
                context.miss("\(target.display) names a group of types, not code to forbid")
            }
            return false
        }
        return read(span, of: target, into: &found, context: &context)
    }

    /// A module named bare before code or a noun ("a SwiftUI `View`", "Combine publishers"):
    /// whether it was read as a qualifier, or nil when the target is no such module.
    func readModuleQualifier(_ target: Term, context: inout MappingContext) -> Bool? {
        guard target.source == .bareName, SDKNames.modules.contains(target.text), !context.has(.importVerb) else { return nil }
        if let next = targets.first(where: { $0.position > target.position }), next.isCode,
           context.reading.utterance.characters[(target.position + 1)..<next.position].allSatisfy({ $0 == " " }) {
            // "a SwiftUI `View`": the module says whose type the code is; it is not forbidden itself.
            return true
        }
        guard let noun = frame.nounAfterTarget[target.position]?.split(separator: " ").first, noun.first?.isLowercase == true,
              !Lexicon.nonNounsAfterName.contains(String(noun)) else { return nil }
        if Mapper.instanceFollows(target, in: targets, context: context) {
            // "Dispatch patterns like `DispatchQueue.main.async()`": the code given is
            // what the sentence forbids; the qualified noun only announces it.
            return true
        }
        // "a live Realm object", "Combine publishers": the module qualifies a noun.
        context.miss("`\(target.text)` qualifies “\(noun)”, which names no code")
        return false
    }

    func read(_ span: CodeSpan, of target: Term, into found: inout ForbiddenCode, context: inout MappingContext) -> Bool {
        switch span {
        case let .attribute(name):
            return readAttribute(name, of: target, into: &found, context: &context)
        case let .directive(name):
            if let pattern = SymbolPattern("#" + name) { found.symbols.append(pattern) }
        case let .importStatement(module):
            found.modules.append(module)
        case let .call(shape):
            return readCall(shape, of: target, into: &found, context: &context)
        case let .symbol(pattern) where TypeFamily.baseTypes.contains(pattern.text)
            && (!context.reading.has(.importVerb) || target.source == .bareName)
            && !context.reading.has(.inheritVerb) && !context.reading.has(.conformVerb):
            // "a `UITableViewCell` or SwiftUI `View` stays free of networking": the kind of
            // type the rule is about; forbidding the name would flag every such type.
            context.miss("\(target.display) names the kind of type the rule is about, not code to forbid")
        case let .other(text) where ConceptCatalogue.consoleOutput(named: text) != nil:
            // "never `print`": console output, which tests may use, as the concept reads it.
            // (`NSLog` stays the symbol it always was: its check's id is in teams' baselines.)
            found.concepts.append(ConceptCatalogue.consoleOutput(named: text)!)
        case let .symbol(pattern):
            return readSymbol(pattern, of: target, into: &found, context: &context)
        case let .other(text) where text == "!":
            // A lone `!` named as forbidden is the force unwrap.
            if let concept = ConceptCatalogue.concept("force-unwrap") { found.concepts.append(concept) }
        case let .other(text) where Mapper.functionCall(text) != nil:
            return readNamedCall(Mapper.functionCall(text)!, of: target, into: &found, context: &context)
        case let .other(text) where Mapper.leadingCall(text) != nil:
            found.calls.append(Mapper.leadingCall(text)!)
        case let .modifier(name) where Mapper.standaloneModifiers.contains(name) && !frame.targets.contains(where: { $0.family != nil }):
            // `fileprivate`, `nonisolated`: the keyword is only ever a modifier, so each use
            // is a declaration that carries it.
            if let pattern = SymbolPattern(name) { found.symbols.append(pattern) }
        case .modifier:
            context.miss("\(target.display) is a modifier: forbidding it needs the declarations it applies to")
            return false
        case let .namePattern(prefix, suffix) where suffix.isEmpty && prefix.count >= 3 && prefix.first?.isUppercase == true:
            // "instead of `XCTAssert*`": a family of names by how they start, each use of one.
            // (A lower-case start, `is…`, names how declarations are named, not code to forbid.)
            guard let pattern = SymbolPattern(prefix + "*") else { return false }
            found.symbols.append(pattern)
        default:
            // "Prefer `let` over `var`": the keyword stands for what the practice replaces.
            let replaced = ConceptCatalogue.concepts(disfavouring: target.text, alternatives: frame.alternatives.map(\.text))
            guard replaced.isEmpty else {
                found.concepts += replaced
                return true
            }
            context.miss("\(target.display) is not code a check can find")
            return false
        }
        return true
    }

    func readAttribute(_ name: String, of target: Term, into found: inout ForbiddenCode, context: inout MappingContext) -> Bool {
        // `@Environment(\.presentationMode)`: the attribute with its arguments as written.
        let written = Mapper.attributeWithArguments(target.text)
        // `@AppStorage("someKey")`: the literal argument is what is refused; banning the
        // bare wrapper would flag `@AppStorage(Keys.haptics)`, which keeps the rule.
        if let written, written.includes("\""), SymbolPattern(written) == nil {
            context.miss("the literal argument of `@\(name)` is what \(target.display) refuses; no check here tells it from a named key")
            return false
        }
        guard let pattern = written.flatMap(SymbolPattern.init) ?? SymbolPattern("@" + name) else { return false }
        let kinds = Mapper.declarationKinds(frame.nounAfterTarget[target.position])
        if kinds.isEmpty { found.symbols.append(pattern) } else { found.attributesOnDeclarations.append((pattern, kinds)) }
        return true
    }

    func readCall(_ written: CallShape, of target: Term, into found: inout ForbiddenCode, context: inout MappingContext) -> Bool {
        var shape = Mapper.documentationName(target.text) ?? written
        shape = Mapper.relaxingSharedArguments(shape, written: target.text, alternatives: frame.alternatives)
        if let differing = Mapper.difference(target, frame.alternatives) {
            found.add(differing)
            return true
        }
        if let nested = Mapper.nestedCallPattern(target.text) {
            // `.font(.system(size:))`: the argument's own call is what is forbidden.
            found.symbols.append(nested)
            return true
        }
        if literal == nil, frame.alternatives.isEmpty, !Mapper.isLabelledExample(context), let message = Mapper.writtenMessage(target.text) {
            // `fatalError("Not implemented")`: the message may be the point; a call with
            // another message may be fine.
            context.miss("\(target.display) is written with the message “\(message)”: whether other messages are wrong too, the sentence does not say")
            return false
        }
        if let content = Mapper.closureContent(target.text), shape.trailingClosure {
            // `.onAppear { Task { await … } }`: calls whose closure does that.
            found.closureUses += content
        }
        if literal == nil, let path = Mapper.staticPathCall(target.text) {
            // `DispatchQueue.main.async()`: the value is reached from a type, so the whole
            // path is what is forbidden, not every `.async` on any value.
            found.symbols.append(path)
            return true
        }
        found.calls.append(widened(shape, of: target))
        return true
    }

    /// A call shape as the sentence means it: any receiver for a method named without one, any
    /// arguments for a call written without them, the literal kind refused in any argument.
    func widened(_ written: CallShape, of target: Term) -> CallShape {
        var shape = written
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
        return shape
    }

    func readSymbol(_ pattern: SymbolPattern, of target: Term, into found: inout ForbiddenCode, context: inout MappingContext) -> Bool {
        if let differing = Mapper.difference(target, frame.alternatives) {
            found.add(differing)
        } else if let literal, pattern.text.hasPrefix("."), pattern.pieces.count == 2, var shape = CallShape(parsing: pattern.text + "(…)") {
            shape.literalAnywhere = literal
            shape.anyArguments = true
            found.calls.append(shape)
        } else if let made = madeInstance(pattern, of: target, context: context) {
            found.calls += made
        } else if context.reading.has(.importVerb), pattern.pieces.count == 1, pattern.text.first?.isUppercase == true,
                  pattern.text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }) {
            found.modules.append(pattern.text)
        } else if let last = Mapper.lastCallInChain(target.text, alternatives: frame.alternatives) {
            // `Text(x).foregroundColor(.red)`: the call the example is about.
            found.calls.append(last)
        } else if let call = Mapper.functionCall(pattern) {
            return readNamedCall(call, of: target, into: &found, context: &context)
        } else if Mapper.isSearchable(pattern) {
            found.symbols.append(pattern)
        } else {
            context.miss("\(target.display) is too common a word to forbid on its own")
            return false
        }
        return true
    }

    /// "Don't hand-roll `AsyncThrowingStream`": making one, not naming the type in a signature —
    /// its initialiser and its trailing-closure form.
    func madeInstance(_ pattern: SymbolPattern, of target: Term, context: MappingContext) -> [CallShape]? {
        guard context.reading.has(.createVerb), !context.reading.has(.importVerb), pattern.pieces.count == 1,
              !Mapper.namesDeclarations(frame.nounAfterTarget[target.position]),
              pattern.text.first?.isUppercase == true, pattern.text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }),
              var initialiser = CallShape(parsing: pattern.text + "(…)"), let closure = CallShape(parsing: pattern.text + " { }") else { return nil }
        initialiser.anyArguments = true
        return [initialiser, closure]
    }

    /// A call written without parentheses (`UserDefaults.standard.set`): forbidden as a call only
    /// when the sentence says it is called.
    func readNamedCall(_ call: CallShape, of target: Term, into found: inout ForbiddenCode, context: inout MappingContext) -> Bool {
        guard Mapper.namesACall(call, target: target, frame: frame, context: context) else {
            context.miss("\(target.display) is written without parentheses and without a verb of calling: a property or a function, the sentence does not say")
            return false
        }
        found.calls.append(call)
        return true
    }
}
