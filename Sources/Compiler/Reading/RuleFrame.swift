import PreflightChecks
import PreflightModel

/// One thing a statement requires or forbids, read once: what (targets), instead of what
/// (alternatives), whose code (subject), where (locations), when (condition), with what
/// exceptions. Only targets ever become checks; the rest places them or keeps them manual.
package struct RuleFrame: Sendable {
    package enum Modality: String, Sendable, Equatable {
        case must, mustNot, should, shouldNot, may

        package var forbids: Bool { self == .mustNot || self == .shouldNot }
        /// Obligations and prohibitions fail a run; preferences warn.
        package var severity: Severity { self == .must || self == .mustNot ? .error : .warning }
    }

    package var modality: Modality
    package var targets: [Term]
    package var alternatives: [Term] = []
    package var subjects: [Term] = []
    package var locations: [Term] = []
    package var conditions: [Term] = []
    /// The words of the condition ("for async work", "as a `List` id").
    package var conditionText: String?
    /// A human escape ("unless required", "where possible").
    package var escape: String?
    /// A degree only a person can judge ("excessively", "too many").
    package var degree: String?
    /// A place written in prose with nothing to find ("in performance-sensitive lists").
    package var unresolvedPlace: String?
    package var exceptions: [Term] = []
    package var allowedPlaces: [Term] = []
    /// What the targets are applied to ("to the `Button`").
    package var attachments: [Term] = []
    /// Prose right after each target, by target position ("`@ViewBuilder` functions").
    package var nounAfterTarget: [Int: String] = [:]
    /// The clause the frame was read from.
    package var evidence: String

    /// How `compile` shows the reading: "mustNot `A` · instead `B` · in “views” · unless required".
    package var display: String {
        var parts = [modality.rawValue + " " + targets.map(\.display).joined(separator: ", ")]
        if !alternatives.isEmpty { parts.append("instead " + alternatives.map(\.display).joined(separator: ", ")) }
        if !subjects.isEmpty { parts.append("subject " + subjects.map(\.display).joined(separator: ", ")) }
        if !locations.isEmpty { parts.append("in " + locations.map(\.display).joined(separator: ", ")) }
        if let conditionText { parts.append("when “\(conditionText)”") }
        if !exceptions.isEmpty { parts.append("except " + exceptions.map(\.display).joined(separator: ", ")) }
        if !allowedPlaces.isEmpty { parts.append("allowed only in " + allowedPlaces.map(\.display).joined(separator: ", ")) }
        if !attachments.isEmpty { parts.append("applied to " + attachments.map(\.display).joined(separator: ", ")) }
        if let escape { parts.append("escape “\(escape)”") }
        if let degree { parts.append("degree “\(degree)”") }
        if let unresolvedPlace { parts.append("place “\(unresolvedPlace)”") }
        return parts.joined(separator: " · ")
    }
}
