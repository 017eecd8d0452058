import PreflightChecks
import PreflightRepository
import PreflightSwiftSource

/// Turns what a frame says about place — subject, locations, conditions, exceptions, where the
/// target is allowed, the section's heading — into a `Placement`, or says which part cannot be
/// checked. A place that cannot be read keeps the rule manual: a check that ignored it would
/// fire where the rule does not apply.
package enum PlaceReader {
    /// Containers and calls whose content is a place ("inside `ScrollView`", "in `Task { }`").
    static let containers: Set<String> = [
        "ScrollView", "List", "ForEach", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "NavigationStack", "NavigationView", "NavigationSplitView", "Form", "Section", "Group", "TabView", "GeometryReader",
        "Button", "Menu", "Task", "withAnimation", "DispatchQueue.main.async", "ViewThatFits", "TimelineView", "Canvas",
        "MainActor.run", "withTaskGroup", "withThrowingTaskGroup", "Table", "Grid",
    ]
    /// View modifiers taking a closure: "in `.onAppear`" means inside their closure.
    static let closureModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "refreshable", "onSubmit", "sheet",
        "fullScreenCover", "alert", "confirmationDialog", "popover", "toolbar", "overlay", "background", "contextMenu",
        "swipeActions", "onOpenURL", "onLongPressGesture", "gesture", "simultaneousGesture", "navigationDestination",
    ]
    /// Attributes that select types rather than properties.
    static let typeAttributes: Set<String> = ["Reducer", "Observable", "MainActor", "Model", "ObservableState", "Suite", "main", "DependencyClient"]

    enum Place {
        /// Files that use this code ("in SwiftUI views": files importing SwiftUI).
        case fileUses([SymbolPattern])
        case paths([Glob])
        case region(CodeRegion)
        case typeNames([String])
        case files(TypeSelector)
    }

    /// A term as a place in code, or nil when it names none.
    /// `#if DEBUG` → `DEBUG`: a conditional-compilation block named as a place.
    static func compilationFlag(_ code: String) -> String? {
        let words = code.split(separator: " ")
        guard words.count == 2, words[0] == "#if", words[1].allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }),
              words[1].first?.isUppercase == true else { return nil }
        return String(words[1])
    }

    static func place(of term: Term, forImports: Bool) -> Place? {
        if let family = term.family {
            switch family.selector {
            case let .files(globs): return .paths(globs.map(Glob.init))
            case .previews: return .region(.previews)
            case let .calls(name): return .region(.calls(name))
            default:
                guard let selector = family.typeSelector else { return nil }
                return forImports ? .files(selector) : .region(.types(selector))
            }
        }
        guard term.isCode, let span = term.span else { return nil }
        if let flag = compilationFlag(term.text) { return forImports ? nil : .region(.compiledWhen(flag)) }
        if term.namesFolder, term.text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" || $0 == "-" }) {
            return .paths([term.namesTarget ? TargetScope.glob(term.text) : Glob(folderGlob(term.text))])
        }
        switch span {
        case let .path(path):
            if path.hasSuffix("/") || !path.includes(".") { return .paths([Glob(folderGlob(path))]) }
            return .paths([Glob(path.includes("/") ? path : "**/" + path)])
        case let .attribute(name):
            if typeAttributes.contains(name) {
                return forImports ? .files(TypeSelector(attribute: name)) : .region(.types(TypeSelector(attribute: name)))
            }
            return .region(.attributed(name))
        case let .directive(name):
            return name == "Preview" ? .region(.previews) : nil
        case let .namePattern(prefix, suffix):
            guard prefix.isEmpty, !suffix.isEmpty, suffix.first?.isUppercase == true else { return nil }
            return forImports ? .files(TypeSelector(nameSuffix: suffix)) : .region(.types(TypeSelector(nameSuffix: suffix)))
        case let .call(shape):
            // `.onAppear { }`, `Task { }`: inside the call; `viewWillAppear(_:)`: inside the method.
            if containers.contains(shape.callee) || closureModifiers.contains(shape.callee) || shape.callee.first?.isUppercase == true {
                return .region(.calls(shape.callee))
            }
            return forImports ? nil : .region(.members([shape.callee], in: nil))
        case let .symbol(pattern):
            let text = pattern.text.hasPrefix(".") ? String(pattern.text.dropFirst()) : pattern.text
            if containers.contains(text) { return .region(.calls(text)) }
            if closureModifiers.contains(text) { return .region(.calls(text)) }
            guard text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }), let first = text.first else { return nil }
            if first.isLowercase { return .region(.members([text], in: nil)) }
            // "in SwiftUI views", "in Combine code": files that use the module.
            if SDKNames.modules.contains(text), let pattern = SymbolPattern("import " + text) { return .fileUses([pattern]) }
            // A protocol or base class (`View`, `UIViewController`) or one concrete type (`AppRouter`).
            if ["View", "UIViewController", "UIView", "App", "Scene", "ViewModifier", "PreviewProvider", "XCTestCase"].contains(text) {
                return forImports ? .files(TypeSelector(conformance: text)) : .region(.types(TypeSelector(conformance: text)))
            }
            // For imports a module is a folder of the same name ("only `DesignSystem` imports …"),
            // and a type the file named after it ("go through `NetworkClient`").
            return forImports ? .paths([Glob(folderGlob(text)), Glob("**/\(text).swift")]) : .typeNames([text])
        case let .other(text):
            // `init`, `body`, `deinit`: members named by a keyword.
            if ["init", "deinit", "body"].contains(text) { return .region(.members([text], in: nil)) }
            return nil
        default:
            return nil
        }
    }

    /// The paths an exception or an allowed place leaves out. A target leaves out the folder of
    /// its name as well: if no manifest declares it, leaving out too much is the safe mistake
    /// (its files are not flagged), where a scope that ran on it would be the unsafe one.
    static func leftOut(_ globs: [Glob], by term: Term) -> [Glob] {
        term.namesTarget ? globs + [Glob(folderGlob(term.text))] : globs
    }

    /// `AppContainer.shared` → `AppContainer`.
    static func ownerType(_ text: String) -> String? {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let first = parts.first, first.first?.isUppercase == true,
              parts.allSatisfy({ $0.allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "_" } }) else { return nil }
        return String(first)
    }

    /// A family named by a suffix (`…ViewModel`): a guess at the project's naming.
    static func isGuessedSuffix(_ term: Term) -> Bool {
        guard let family = term.family, case .nameSuffix = family.selector else { return false }
        return true
    }

    /// `Core/` → `**/Core/**`; `<App>Core/` → `**/*Core/**`.
    package static func folderGlob(_ folder: String) -> String {
        var cleaned = ""
        var inAngle = false
        for character in folder {
            if character == "<" { inAngle = true; cleaned.append("*"); continue }
            if character == ">" { inAngle = false; continue }
            if !inAngle { cleaned.append(character == "…" || character == "~" ? "*" : character) }
        }
        let trimmed = cleaned.trimming("/")
        return trimmed.hasPrefix("**") ? trimmed + "/**" : "**/" + trimmed + "/**"
    }

    /// The placement of a frame's checks, or why it cannot be read.
    package static func placement(for frame: RuleFrame, context: MappingContext, forImports: Bool = false,
                                  targetCalls: Bool = false) -> (Placement?, String?) {
        var placement = Placement(languages: context.languages)
        if let problem = placeWhere(frame, context: context, forImports: forImports, into: &placement) { return (nil, problem) }
        if let problem = leaveOutExceptions(frame, forImports: forImports, from: &placement) { return (nil, problem) }
        if let problem = leaveOutAllowedPlaces(frame, forImports: forImports, from: &placement) { return (nil, problem) }
        if let problem = readCondition(frame, into: &placement, targetCalls: targetCalls, forImports: forImports) { return (nil, problem) }
        // "테스트에서도 금지", "even in tests": the tests a concept leaves out by default are in.
        let statement = context.statement.text.lowercasedFast()
        placement.includesTests = Lexicon.testsToo.contains { statement.includes($0) }
        // "in production code", "in app code": everything but the tests.
        if frame.evidence.lowercasedFast().includes("production code") || frame.evidence.lowercasedFast().includes("app code")
            || frame.evidence.lowercasedFast().includes("shipping code") {
            placement.code.excludedPaths += TypeFamily.testGlobs.map(Glob.init)
        }
        return (placement, nil)
    }

    /// Where the checks run: the subjects and locations the frame names, else the first place a
    /// section heading names; for imports, files declaring the types named.
    static func placeWhere(_ frame: RuleFrame, context: MappingContext, forImports: Bool, into placement: inout Placement) -> String? {
        var within: [CodeRegion] = []
        var typeNames: [String] = []
        for term in frame.subjects + frame.locations {
            guard let place = place(of: term, forImports: forImports) else {
                return "\(frame.subjects.contains(term) ? "subject" : "location") \(term.display) is not a place a check can find"
            }
            placement.code.excludedPaths += (term.family?.excludedGlobs ?? []).map(Glob.init)
            switch place {
            case let .typeNames(names): typeNames += names
            default: add(place, to: &placement, within: &within)
            }
        }
        if !typeNames.isEmpty { within.append(.typesNamed(typeNames)) }
        // A section heading that names a family or a folder scopes rules that name no place.
        // A heading naming types ("## ViewModel conventions" → `…ViewModel`) narrows its rules
        // to them, by the suffix the name suggests: a guess, but one that makes a rule run
        // on those types (or nowhere, with a warning) rather than on every file.
        if frame.subjects.isEmpty, frame.locations.isEmpty,
           let (term, place) = context.headingPlaces.lazy.compactMap({ term in place(of: term, forImports: forImports).map { (term, $0) } }).first {
            placement.code.excludedPaths += (term.family?.excludedGlobs ?? []).map(Glob.init)
            add(place, to: &placement, within: &within)
        }
        guard forImports else {
            placement.code.within = within
            return nil
        }
        // An import sits outside every type: a type place means files declaring such types.
        for region in within {
            guard case let .types(selector) = region else { return "imports cannot be placed \(region)" }
            placement.code.inFilesDeclaring.append(selector)
        }
        return nil
    }

    /// One place the checks run in (type names are gathered by the caller into one region).
    static func add(_ place: Place, to placement: inout Placement, within: inout [CodeRegion]) {
        switch place {
        case let .fileUses(patterns): placement.code.whenFileContains += patterns
        case let .paths(globs): placement.paths += globs
        case let .region(region): within.append(region)
        case let .files(selector): placement.code.inFilesDeclaring.append(selector)
        case .typeNames: break
        }
    }

    /// The frame's exceptions, left out of the checks' reach.
    static func leaveOutExceptions(_ frame: RuleFrame, forImports: Bool, from placement: inout Placement) -> String? {
        for term in frame.exceptions {
            // "`0` is the exception": literal checks allow zero already.
            if ["0", "0.0", "zero", ".zero"].contains(term.text) { continue }
            // "other than `AppContainer.shared`": the type that owns the exempt member.
            if place(of: term, forImports: forImports) == nil, let owner = ownerType(term.text) {
                placement.code.outside.append(.typesNamed([owner]))
                continue
            }
            guard let place = place(of: term, forImports: forImports) else {
                return "exception \(term.display) is not a place a check can leave out"
            }
            switch place {
            case let .paths(globs): placement.code.excludedPaths += leftOut(globs, by: term)
            case let .region(region): placement.code.outside.append(region)
            case let .typeNames(names): placement.code.outside.append(.typesNamed(names))
            case let .files(selector): placement.code.outside.append(.types(selector))
            case .fileUses: return "exception \(term.display) names files by what they use, which a check cannot leave out"
            }
        }
        return nil
    }

    /// The places the frame allows what it forbids elsewhere, left out of the checks' reach.
    static func leaveOutAllowedPlaces(_ frame: RuleFrame, forImports: Bool, from placement: inout Placement) -> String? {
        for term in frame.allowedPlaces {
            guard let place = place(of: term, forImports: forImports) else {
                return "allowed place \(term.display) is not a place a check can find"
            }
            switch place {
            case let .paths(globs): placement.code.excludedPaths += leftOut(globs, by: term)
            case let .region(region): placement.code.outside.append(region)
            case let .typeNames(names): placement.allowedIn += names
            case let .files(selector): placement.code.outside.append(.types(selector))
            case .fileUses: return "allowed place \(term.display) names files by what they use, which a check cannot leave out"
            }
        }
        return nil
    }

    /// Conditions a check can test: "in code that (already) uses X" — the file uses X. Any
    /// other condition decides where the rule applies in a way only a person can tell.
    static func readCondition(_ frame: RuleFrame, into placement: inout Placement, targetCalls: Bool, forImports: Bool = false) -> String? {
        // "For new code, prefer `async`/`await`": the statement speaks of new code, which every
        // check of it then reviews only (`newCodeOnly`); the condition narrows nothing more.
        if let text = frame.conditionText, frame.conditions.isEmpty, Reading.saysOnlyNewCode(text) { return nil }
        // "`ObservableObject` for new view models": a purpose naming only a group of types is a place.
        // (An import sits outside every type: for imports, files declaring such types.)
        if let text = frame.conditionText, text.lowercasedFast().hasPrefix("for "), !frame.conditions.isEmpty,
           frame.conditions.allSatisfy({ $0.family?.typeSelector != nil }) {
            let selectors = frame.conditions.compactMap { $0.family?.typeSelector }
            if forImports { placement.code.inFilesDeclaring += selectors } else { placement.code.within += selectors.map(CodeRegion.types) }
            return nil
        }
        // "When a class is `@Observable`, …", "if the type is a `View`": a copula before a place.
        if let text = frame.conditionText, !frame.conditions.isEmpty {
            let words = text.lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init)
            let places = frame.conditions.compactMap { place(of: $0, forImports: false) }
            if let opener = words.first, Lexicon.conditionOpeners.contains(opener),
               words.contains(where: { Lexicon.conditionCopulas.contains($0) }),
               places.count == frame.conditions.count {
                for place in places {
                    switch place {
                    case let .fileUses(patterns): placement.code.whenFileContains += patterns
                    case let .region(region): placement.code.within.append(region)
                    case let .paths(globs): placement.paths += globs
                    case let .typeNames(names): placement.code.within.append(.typesNamed(names))
                    case let .files(selector): placement.code.inFilesDeclaring.append(selector)
                    }
                }
                return nil
            }
        }
        guard let text = frame.conditionText else {
            return frame.conditions.isEmpty ? nil : "condition " + frame.conditions.map(\.display).joined(separator: ", ") + " cannot be checked"
        }
        let lower = text.lowercasedFast()
        let conditionCues = Lexicon.hits(in: Array(lower))
        let usesCue = conditionCues.contains { $0.cue == .useVerb || $0.cue == .importVerb }
        let symbols = frame.conditions.flatMap(conditionSymbols)
        if usesCue, !symbols.isEmpty, lower.includes("code") || lower.includes("file") || lower.includes("module") || lower.includes("already") {
            placement.code.whenFileContains += symbols
            return nil
        }
        if conditionCues.first?.cue == .siblingCue, !symbols.isEmpty {
            // "next to `import SwiftUI`": in files that have it too.
            placement.code.whenFileContains += symbols
            return nil
        }
        return "condition “\(text)” cannot be checked"
    }

    /// The code a condition term stands for: a code span, or a concept's markers.
    static func conditionSymbols(_ term: Term) -> [SymbolPattern] {
        if let concept = term.concept { return concept.markers.compactMap(SymbolPattern.init) }
        guard term.isCode else { return [] }
        if case let .importStatement(module)? = term.span { return [SymbolPattern("import " + module)].compactMap { $0 } }
        return [SymbolPattern(term.text)].compactMap { $0 }
    }
}
