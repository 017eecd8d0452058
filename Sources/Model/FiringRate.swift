/// How often one check fires in the code: of the files its scope selects (every scope filter
/// applied), how many hold a finding. Measured before baselines and inline suppressions, since it
/// speaks of the code, not of what a team has accepted.
///
/// A team's code mostly follows the conventions it wrote down: a check that reads a rule right
/// fires in a few files of those it looks at, a misreading of the document in many
/// (SPEC "Suspect checks").
public struct FiringRate: Codable, Hashable, Sendable {
    /// Files the check's scope selects.
    public var scopeFiles: Int
    /// Of those, files holding at least one finding of the check.
    public var firingFiles: Int
    /// Every hit in those files (the audit summary ranks checks by it).
    public var findings: Int

    public init(scopeFiles: Int, firingFiles: Int, findings: Int = 0) {
        self.scopeFiles = scopeFiles
        self.firingFiles = firingFiles
        self.findings = findings
    }

    /// "20.0%": the share of firing files, in tenths of a percent, rounded; the same text in
    /// every format, with no locale and no floating-point formatting in it.
    public var shareText: String {
        guard scopeFiles > 0 else { return "0.0%" }
        let tenths = (firingFiles * 1000 + scopeFiles / 2) / scopeFiles
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// "fires in 120 of the 600 files it looks at (20.0%)".
    public var firesText: String {
        "fires in \(firingFiles) of the \(scopeFiles) \(scopeFiles == 1 ? "file" : "files") it looks at (\(shareText))"
    }
}

/// When a check that no person confirmed is suspect: its findings fall in more than `share` of
/// the files its scope selects and in at least `minFiles` of them (`.preflight.yml`:
/// `suspect: {share: 0.05, minFiles: 20}`).
public struct SuspectThreshold: Sendable, Equatable {
    public var share: Double
    /// Files with a finding, at least.
    public var minFiles: Int

    public init(share: Double = 0.05, minFiles: Int = 20) {
        self.share = share
        self.minFiles = minFiles
    }

    public func isSuspect(_ rate: FiringRate) -> Bool {
        rate.firingFiles >= minFiles && Double(rate.firingFiles) > share * Double(rate.scopeFiles)
    }

    /// "5.0%", as `FiringRate.shareText` writes a share.
    public var shareText: String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// "more than 5.0% of the files they look at, and in at least 20 of them": the rule, as every
    /// format explains its suspect section.
    public var ruleText: String {
        "more than \(shareText) of the files they look at, and in at least \(minFiles) of them"
    }
}

/// Where a report's firing rates come from, which decide what is suspect.
public enum FiringRates: String, Sendable {
    /// Measured by this run on the tree it read (a whole-repository audit).
    case measured
    /// Measured before the change, on the merge base's tree or HEAD's (a review, a checklist).
    case base
    /// Read from the cache, measured by an earlier run on HEAD's tree (an audit of some files).
    case cached
    /// Not known (an audit of some files with nothing cached): no check is judged suspect.
    case unknown
}

/// A check of the audit summary's "most findings" list, with how often it fires.
public struct CheckFiring: Sendable, Equatable {
    public var id: String
    public var rate: FiringRate

    public init(id: String, rate: FiringRate) {
        self.id = id
        self.rate = rate
    }
}
