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
        // "Add `.task` to the view that owns …": adding a modifier is attaching it.
        if Lexicon.addingVerbs.contains(hit.phrase),
           let next = utterance.terms.first(where: { $0.position > position && clause.segment.range.contains($0.position) }),
           next.isCode, next.text.hasPrefix("."), next.text.dropFirst().first?.isLowercase == true {
            attaching = true
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
        case .toward:
            // "never pass `id: \.self` to `ForEach`": where the argument goes.
            if clause.passing, keepsException { clause.role = .location }
        case .containing where utterance.cues.contains(where: { $0.cue == .replaceVerb && $0.range.upperBound <= position }):
            // "Replace `print(…)` with a `Logger` call": the replacement, not a content.
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

    /// The cues that set a clause's terms to targets, conditions, exceptions or asides.
    mutating func readVerb(_ hit: CueHit, at position: Int, in clause: inout Clause) {
        let segment = clause.segment
        switch hit.cue {
        case .condition, .escape:
            // "Write view models without `@Published`": "without" is the prohibition itself.
            let isTheProhibition = hit.cue == .condition && segment.modalPosition == hit.range.lowerBound && segment.stance.isForbid
            clause.role = isTheProhibition ? .target : .condition
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
