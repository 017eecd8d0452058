import PreflightModel

/// Gives each term of a statement its role — target, subject, place, condition, exception,
/// attachment, aside — walking the clauses character by character: a cue word sets the role of
/// the terms after it, a postposition the role of the term before it.
struct RoleAssignment {
    let utterance: Utterance
    var roles: [Role]
    /// Terms whose role a postposition or an "only" fixed; later cues leave them alone.
    var fixed = Set<Int>()
    /// "apply `X` to the `Button`, not to a `List`": the verb reaches the sentence's later clauses.
    var attaching = false
    var lastRole: Role = .target

    /// What one clause's walk carries from cue to cue.
    struct Clause {
        let segment: Segment
        var role: Role
        var onlyBefore = false
        var wrapping = false
        var passing = false
        /// A refusal to add something: "to" names where it would go.
        var adding = false
    }

    mutating func walk(_ segment: Segment) {
        var clause = Clause(segment: segment, role: carriedRole(into: segment))
        if segment.strongBefore { attaching = false }
        for position in segment.range {
            for hit in utterance.cues where hit.range.lowerBound == position {
                read(hit, at: position, in: &clause)
            }
            if let term = Utterance.termIndex(utterance.characters[position]), !fixed.contains(term) {
                roles[term] = clause.role
            }
        }
        lastRole = clause.role
        subjectsBeforeModal(segment)
    }

    /// "not to a parent `List`, `Section`, or a container": a list goes on in the role it began with.
    func carriedRole(into segment: Segment) -> Role {
        let carried: Set<Role> = [.attachment, .location, .exception, .allowedPlace, .condition]
        guard !segment.ownStance, !segment.strongBefore, segment.opener != "(", carried.contains(lastRole),
              let firstTerm = utterance.terms.first(where: { segment.range.contains($0.position) }),
              !utterance.cues.contains(where: { segment.range.contains($0.range.lowerBound) && $0.range.lowerBound < firstTerm.position
                  && !Lexicon.listConjunctions.contains($0.phrase) }) else { return .target }
        return lastRole
    }

    /// The terms of the clause before `position` not yet fixed take `role`, for good.
    mutating func fixEarlier(in segment: Segment, before position: Int, as role: Role) {
        for term in utterance.terms.indices where segment.range.contains(utterance.terms[term].position)
            && utterance.terms[term].position < position && !fixed.contains(term) {
            roles[term] = role
            fixed.insert(term)
        }
    }

    mutating func read(_ hit: CueHit, at position: Int, in clause: inout Clause) {
        if hit.isPostposition, hit.cue == .exception, hit.phrase.hasPrefix("is ") || hit.phrase.hasPrefix("are ") {
            // "`init(coder:)` in programmatic views is the only exception": the whole
            // subject of the clause is the exception.
            fixEarlier(in: clause.segment, before: position, as: .exception)
            return
        }
        if hit.isPostposition {
            if let term = StatementReader.termBefore(position, characters: utterance.characters, limit: 3), !fixed.contains(term) {
                roles[term] = StatementReader.roleAfterPostposition(hit.cue) ?? roles[term]
                fixed.insert(term)
            }
            return
        }
        // "Add `.task` to the view that owns …": adding a modifier is attaching it. Refusing to
        // add anything else refuses it somewhere: "never add `Combine` to view models" names
        // where (as "pass `X` to `Y`" does), not a second thing to forbid. (A requirement, "add
        // `@MainActor` to view models", names the group its mappers read as the subject.)
        if Lexicon.addingVerbs.contains(hit.phrase) {
            let next = utterance.terms.first { $0.position > position && clause.segment.range.contains($0.position) }
            if let next, next.isCode, next.text.hasPrefix("."), next.text.dropFirst().first?.isLowercase == true {
                attaching = true
            } else if clause.segment.stance.isForbid {
                clause.adding = true
            }
        }
        if readPlacing(hit, at: position, in: &clause) { return }
        readVerb(hit, at: position, in: &clause)
    }

    /// The cues that place the terms after them (where, with what, to what): whether `hit` was one.
    mutating func readPlacing(_ hit: CueHit, at position: Int, in clause: inout Clause) -> Bool {
        let keepsException = clause.role != .exception
        switch hit.cue {
        // "`Realm()` は `Database/` でのみ使う": a particle of "only" follows the place
        // it restricts to (`ParticleRoles`), so the terms before it are no allowed place.
        case .only: clause.onlyBefore = !Lexicon.onlyPlaceParticles.contains(hit.phrase)
        case .wrapVerb: clause.wrapping = true
        case .argumentVerb: clause.passing = true
        case .attachVerb: attaching = true
        case .toward where attaching:
            if keepsException { clause.role = .attachment }
        case .toward where clause.adding && namesRightAfter(hit, in: clause.segment):
            // "never add `Combine` to view models": where the addition would go.
            if keepsException { clause.role = .location }
        case .toward:
            // "never pass `id: \.self` to `ForEach`": where the argument goes.
            if clause.passing, keepsException { clause.role = .location }
        case .containing where utterance.cues.contains(where: { $0.cue == .replaceVerb && $0.range.upperBound <= position }):
            // "Replace `print(…)` with a `Logger` call": the replacement, not a content.
            break
        case .containing where endsWith(before: position):
            // "Don't end a line with a semicolon": what the line ends with is the thing refused.
            break
        case .containing, .siblingCue:
            // "`.onAppear` with a `Task` inside": what the target's closure holds; "don't
            // `import Foundation` next to `import SwiftUI`": a file condition.
            if keepsException { clause.role = .condition }
        case .onto where attaching:
            if keepsException { clause.role = .attachment }
        case .location, .onto:
            // "wrap a view in `AnyView`": what it is wrapped in is the thing used;
            // "except in `X`" stays an exception.
            if keepsException { clause.role = clause.wrapping ? .target : clause.onlyBefore ? .allowedPlace : .location }
        default:
            return false
        }
        return true
    }

    /// Whether a verb of ending ("end", "terminer", "enden") stands in the three words before
    /// `position`: "end a line with", "literals end with".
    func endsWith(before position: Int) -> Bool {
        NeighbourWords.words(before: position, count: 3, in: utterance.characters).split(separator: " ")
            .contains { Lexicon.endingVerbs.contains(String($0)) }
    }

    /// Whether a term follows the cue with nothing but articles or words like "every" between
    /// ("to the `Core` module", "to every view model"), not a verb ("to wait for `X`").
    func namesRightAfter(_ hit: CueHit, in segment: Segment) -> Bool {
        guard let next = utterance.terms.first(where: { $0.position >= hit.range.upperBound && segment.range.contains($0.position) })
        else { return false }
        let between = String(utterance.characters[hit.range.upperBound..<next.position]).lowercasedFast().split(whereSeparator: { !$0.isLetterFast })
        return between.allSatisfy { Lexicon.articles.contains(String($0)) || Self.universalWords.contains(String($0)) }
    }

    /// "Pass it as a trailing closure": "as a" right before a practice of the catalogue says how
    /// the code is written, the very thing the sentence asks for, not when it applies.
    static func namesTheManner(_ hit: CueHit, in segment: Segment, utterance: Utterance) -> Bool {
        guard hit.cue == .condition, Lexicon.mannerMarkers.contains(hit.phrase),
              let next = utterance.terms.first(where: { $0.position >= hit.range.upperBound && segment.range.contains($0.position) }),
              next.source == .concept, next.namesPractice else { return false }
        return utterance.characters[hit.range.upperBound..<next.position].allSatisfy { $0 == " " }
    }

    /// "every", "all", "모든": words that may stand between "to" and the place it names.
    static let universalWords = Set(Lexicon.phrases(.universal))

    /// The cues that set a clause's terms to targets, conditions, exceptions or asides.
    mutating func readVerb(_ hit: CueHit, at position: Int, in clause: inout Clause) {
        let segment = clause.segment
        switch hit.cue {
        case .condition, .escape:
            // "Write view models without `@Published`": "without" is the prohibition itself.
            let isTheProhibition = hit.cue == .condition && segment.modalPosition == hit.range.lowerBound && segment.stance.isForbid
            clause.role = isTheProhibition || Self.namesTheManner(hit, in: segment, utterance: utterance) ? .target : .condition
        case .exception:
            clause.role = .exception
        case .outside:
            // "never use it outside a `View`": the only place it may be.
            clause.role = .allowedPlace
        case .reason:
            // "モジュールから" is "from the module", not "because".
            if !utterance.cues.contains(where: { $0.range == hit.range && $0.isPostposition }) { clause.role = .aside }
        case .negation, .avoid, .obligation, .recommendation, .useVerb, .callVerb, .importVerb:
            // "Only `DesignSystem` imports `SnapKit`": what stood after "only" is where it is allowed.
            if clause.onlyBefore, hit.cue == .importVerb || hit.cue == .useVerb || hit.cue == .callVerb {
                fixEarlier(in: segment, before: position, as: .allowedPlace)
                clause.onlyBefore = false
            }
            if clause.role != .exception && clause.role != .aside { clause.role = .target }
        case .permission:
            // "Only `A` may touch …": what came before is where it is allowed.
            if clause.onlyBefore {
                fixEarlier(in: segment, before: position, as: .allowedPlace)
                clause.onlyBefore = false
            }
            clause.role = .target
        default:
            break
        }
    }

    /// Terms before the modal cue are the subject when the clause names targets after it
    /// ("`Core/` never imports `SwiftUI`", "View models must not …").
    mutating func subjectsBeforeModal(_ segment: Segment) {
        guard let modal = segment.modalPosition, segment.stance != .none else { return }
        let inSegment = utterance.terms.indices.filter { segment.range.contains(utterance.terms[$0].position) }
        let before = inSegment.filter { utterance.terms[$0].position < modal && roles[$0] == .target }
        let after = inSegment.filter { utterance.terms[$0].position > modal && roles[$0] == .target }
        // "`Core` never imports a feature module": the object is prose, the code its subject.
        guard !before.isEmpty, !after.isEmpty || StatementReader.hasProseObject(after: modal, in: segment, utterance: utterance) else { return }
        for term in before where !fixed.contains(term) { roles[term] = .subject }
    }
}

/// The roles of a statement's terms, once its clauses have their stances.
extension StatementReader {
    /// Each term's role once the clauses have their stances, and the pairs named as combinations.
    static func readRoles(utterance: Utterance, segments: [Segment]) -> ([Role], [String]) {
        var roles = [Role](repeating: .target, count: utterance.terms.count)
        assignRoles(&roles, utterance: utterance, segments: segments)
        ParticleRoles.apply(&roles, utterance: utterance, segments: segments)
        for (index, term) in utterance.terms.enumerated() {
            // A folder named among forbidden code is where it is forbidden ("nothing in `Core/`
            // imports `SwiftUI`"); rules about committing folders read the text themselves.
            if roles[index] == .target, case let .path(path)? = term.span, path.hasSuffix("/") { roles[index] = .location }
            // "(shared UI allowed under `UI/`)": a place in a permitting clause is where it is allowed.
            if roles[index] == .location,
               let segment = segments.first(where: { $0.range.contains(term.position) }), segment.ownStance, segment.stance == .permit {
                roles[index] = .allowedPlace
            }
        }
        namesBeforeProhibitions(&roles, utterance: utterance, segments: segments)
        setAsideExamples(&roles, utterance: utterance, segments: segments)
        // "`target` + `@objc` plumbing", "`isLoading` + `content` side by side": what is refused
        // is the pair used together, which no check sees; neither name is a target alone.
        var combinations: [String] = []
        for (first, second) in combinedTerms(utterance) where roles[first] == .target || roles[second] == .target {
            roles[first] = .aside
            roles[second] = .aside
            combinations.append("\(utterance.terms[first].display) + \(utterance.terms[second].display)")
        }
        return (roles, combinations)
    }

    /// The clause before a prohibition names what to write instead — unless it names whose code
    /// it is ("View models (`…ViewModel`) hold no UIKit types").
    static func namesBeforeProhibitions(_ roles: inout [Role], utterance: Utterance, segments: [Segment]) {
        for segment in segments where segment.stance == .none {
            let sentenceStart = segments.first(where: { $0.strongBefore && $0.range.lowerBound <= segment.range.lowerBound }).map(\.range.lowerBound) ?? -1
            for term in utterance.terms.indices where segment.range.contains(utterance.terms[term].position) && roles[term] == .target {
                let named = utterance.terms[term]
                // "The `App`, `Widget` targets never …": a target named in a list is whose code it is.
                if named.namesTarget {
                    roles[term] = .subject
                    continue
                }
                var names = named.family?.typeSelector != nil
                if case let .namePattern(prefix, suffix)? = named.span, prefix.isEmpty, !suffix.isEmpty { names = true }
                roles[term] = names && segment.isPlaceClause == false && segment.range.lowerBound == sentenceStart
                    ? .subject : (names && segment.opener == "(" ? .subject : .alternative)
            }
        }
    }

    /// "(e.g., `MCPStatusPopoverViewController`, not `MCPStatusPopoverController`)", "(a `.back`
    /// route from a tab close)": names given to illustrate, up to the parenthesis' end or the
    /// clause's, are no part of the rule — forbidding them would flag unrelated code.
    static func setAsideExamples(_ roles: inout [Role], utterance: Utterance, segments: [Segment]) {
        let characters = utterance.characters
        func setAside(from start: Int, inParenthesis: Bool) {
            var end = start
            while end < characters.count, characters[end] != ")", inParenthesis || !".;:".contains(characters[end]) { end += 1 }
            for index in utterance.terms.indices where utterance.terms[index].position >= start && utterance.terms[index].position < end {
                roles[index] = .aside
            }
        }
        for hit in utterance.formCues where hit.cue == .exampleMarker {
            let open = characters[..<hit.range.lowerBound].lastIndex(of: "(")
            let close = characters[..<hit.range.lowerBound].lastIndex(of: ")")
            setAside(from: hit.range.upperBound, inParenthesis: open != nil && (close == nil || close! < open!))
        }
        // "Key path names match the type, lower-cased: `MyService` → `\.myService`": arrows after
        // a naming lead show the naming, not a name to replace.
        if let colon = characters.firstIndex(where: { $0 == ":" || $0 == "：" }),
           utterance.cues.contains(where: { [.nameVerb, .prefixCue, .suffixCue, .casingCue].contains($0.cue) && $0.range.upperBound <= colon }),
           utterance.cues.contains(where: { $0.cue == .disfavouredBefore && $0.range.lowerBound > colon && !$0.phrase.contains(where: \.isLetterFast) }) {
            for index in utterance.terms.indices where utterance.terms[index].position > colon { roles[index] = .aside }
        }
        for segment in segments where segment.opener == "(" && !segment.ownStance {
            guard let first = firstWord(characters, in: segment.range), Lexicon.indefiniteArticles.contains(first) else { continue }
            setAside(from: segment.range.lowerBound, inParenthesis: true)
        }
        setAsideWrittenForms(&roles, utterance: utterance, segments: segments)
    }

    /// "조건문 괄호: 생략 (`if x == 0`)", "omit (`if ready {`)": code in parentheses right after
    /// the refusal of a concept shows how the code reads without it, the form to write; the
    /// concept stays the target. (Code right after the concept's name, "no force unwraps
    /// (`!`)", names the refused form and stays.)
    static func setAsideWrittenForms(_ roles: inout [Role], utterance: Utterance, segments: [Segment]) {
        let characters = utterance.characters
        guard utterance.terms.contains(where: { $0.source == .concept && !$0.namesPractice }) else { return }
        for segment in segments where segment.opener == "(" && !segment.ownStance {
            let inside = utterance.terms.indices.filter { segment.range.contains(utterance.terms[$0].position) }
            guard !inside.isEmpty, inside.allSatisfy({ utterance.terms[$0].isCode }),
                  !characters[segment.range].contains(where: \.isLetterFast) else { continue }
            // Between the refusal and the parenthesis: nothing, or a pronoun ("omit them (…)").
            let pronouns = utterance.cues.filter { $0.cue == .pronoun }.map(\.range)
            let refusal = utterance.cues.first { hit in
                [.negation, .avoid].contains(hit.cue) && hit.range.upperBound <= segment.range.lowerBound
                    && (hit.range.upperBound..<segment.range.lowerBound).allSatisfy { index in
                        " (（".contains(characters[index]) || pronouns.contains { $0.contains(index) }
                    }
            }
            guard refusal != nil else { continue }
            for index in inside { roles[index] = .aside }
        }
    }

    static func assignRoles(_ roles: inout [Role], utterance: Utterance, segments: [Segment]) {
        var assignment = RoleAssignment(utterance: utterance, roles: roles)
        for segment in segments { assignment.walk(segment) }
        roles = assignment.roles
    }

    /// Whether an action verb after the modal word has a prose object ("imports a feature
    /// module", "uses the network layer"), not an adverb ("is never used directly") or a
    /// passive ("darf nicht verwendet werden").
    static func hasProseObject(after modal: Int, in segment: Segment, utterance: Utterance) -> Bool {
        // "n'importe jamais un module": in French the verb may stand before the negation's second word.
        let from = utterance.cues.first { $0.range.upperBound == modal || $0.range.lowerBound == modal }.map { min($0.range.lowerBound, modal) } ?? modal
        guard let verb = utterance.cues.first(where: { $0.range.lowerBound >= from - 12 && segment.range.contains($0.range.lowerBound)
            && [.importVerb, .useVerb, .callVerb].contains($0.cue) }), !verb.phrase.hasSuffix("ed") else { return false }
        let end = max(verb.range.upperBound, modal)
        guard end < segment.range.upperBound else { return false }
        let rest = String(utterance.characters[end..<segment.range.upperBound]).lowercasedFast()
        let words = rest.split(whereSeparator: { !$0.isLetterFast && $0 != "'" }).map(String.init).drop { Lexicon.wordsBeforeObject.contains($0) }
        guard let first = words.first else { return false }
        return Lexicon.objectDeterminers.contains(first)
    }

    static func roleAfterPostposition(_ cue: Cue) -> Role? {
        switch cue {
        case .location, .onto: return .location
        case .condition, .escape: return .condition
        case .exception: return .exception
        default: return nil
        }
    }

    /// `last` and the code names listed before it, joined by commas or a coordinating word
    /// only ("`App`, `Widget` and `Intents`").
    static func coordinatedNames(endingAt last: Int, utterance: Utterance) -> [Int] {
        var names = [last]
        var index = last
        while index > 0, utterance.terms[index - 1].isCode {
            let gap = (utterance.terms[index - 1].position + 1)..<utterance.terms[index].position
            let coordinator = utterance.formCues.first { $0.cue == .coordinator && gap.contains($0.range.lowerBound) }
            let rest = utterance.characters[gap].filter { $0 != " " && $0 != "," }
            let comma = utterance.characters[gap].contains(",")
            guard rest.count == (coordinator?.range.count ?? 0), coordinator != nil || comma else { break }
            names.append(index - 1)
            index -= 1
        }
        return names
    }

    /// The term just before a particle, across at most `limit` non-space characters.
    static func termBefore(_ position: Int, characters: [Character], limit: Int) -> Int? {
        var index = position - 1
        var skipped = 0
        var words = 0
        while index >= 0, skipped <= limit || (characters[index] == " " || CueMatcher.isSpacedWordCharacter(characters[index])) && words < 3 {
            if let term = Utterance.termIndex(characters[index]) { return term }
            // Alphabetic words ("the `X` target is the exception") count as words, CJK as characters.
            if characters[index] == " ", index > 0, CueMatcher.isSpacedWordCharacter(characters[index - 1]) { words += 1 }
            if characters[index] != " ", !CueMatcher.isSpacedWordCharacter(characters[index]) { skipped += 1 }
            index -= 1
        }
        return nil
    }
}
