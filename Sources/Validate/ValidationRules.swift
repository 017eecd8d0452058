import PreflightModel
import PreflightReport

/// Every check `preflight validate` runs: a stable id, its severity and what it is about.
/// Findings are plain `Finding`s carrying one of these ids; the SARIF `rules[]` come from here.
public struct ValidationRule: Sendable, Equatable {
    public var id: String
    public var severity: Severity
    public var summary: String

    public init(_ id: String, _ severity: Severity, _ summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }

    public func finding(_ path: String, line: Int, column: Int? = nil, _ message: String) -> Finding {
        Finding(ruleId: id, path: path, line: max(1, line), column: column, severity: severity, message: message)
    }

    public var sarifRule: SARIFRule { SARIFRule(id: id, shortDescription: summary, defaultLevel: severity) }
}

public enum ValidationRules {
    // Frontmatter syntax
    public static let frontmatterMissing = ValidationRule("frontmatter-missing", .error, "SKILL.md has no YAML frontmatter")
    public static let frontmatterNotAtStart = ValidationRule("frontmatter-not-at-start", .error, "the frontmatter does not start at the first byte of the file")
    public static let frontmatterUnclosed = ValidationRule("frontmatter-unclosed", .error, "the frontmatter is never closed by a '---' line")
    public static let frontmatterByteOrderMark = ValidationRule("frontmatter-bom", .warning, "a UTF-8 byte order mark precedes the frontmatter")
    public static let frontmatterEmpty = ValidationRule("frontmatter-empty", .error, "the frontmatter holds no keys")
    public static let frontmatterNotMapping = ValidationRule("frontmatter-not-mapping", .error, "the frontmatter is not a mapping of keys")
    public static let frontmatterSyntax = ValidationRule("frontmatter-yaml-syntax", .error, "the frontmatter is not valid YAML")
    public static let frontmatterDuplicateKey = ValidationRule("frontmatter-duplicate-key", .error, "a frontmatter key is written twice")
    public static let frontmatterTabIndent = ValidationRule("frontmatter-tab-indent", .error, "a tab indents a frontmatter line")
    public static let frontmatterTab = ValidationRule("frontmatter-tab", .warning, "a tab character inside the frontmatter")
    public static let frontmatterCommentTruncation = ValidationRule("frontmatter-comment-truncation", .warning, "an unquoted ' #' cut a value short")
    // Fields
    public static let nameMissing = ValidationRule("name-missing", .error, "the required 'name' is missing or empty")
    public static let nameType = ValidationRule("name-type", .error, "'name' is not a string")
    public static let nameLength = ValidationRule("name-length", .error, "'name' is longer than 64 characters")
    public static let nameCharacters = ValidationRule("name-characters", .error, "'name' uses characters other than a-z, 0-9 and '-'")
    public static let nameHyphens = ValidationRule("name-hyphens", .error, "'name' starts or ends with a hyphen or holds '--'")
    public static let nameFolderMismatch = ValidationRule("name-folder-mismatch", .error, "'name' differs from the skill's folder name")
    public static let nameReserved = ValidationRule("name-reserved-word", .warning, "'name' holds a reserved word (claude, anthropic)")
    public static let descriptionMissing = ValidationRule("description-missing", .error, "the required 'description' is missing or empty")
    public static let descriptionType = ValidationRule("description-type", .error, "'description' is not a string")
    public static let descriptionLength = ValidationRule("description-length", .error, "'description' is longer than 1024 characters")
    public static let descriptionMarkup = ValidationRule("description-markup", .error, "'description' holds XML/HTML tags")
    public static let compatibilityInvalid = ValidationRule("compatibility-invalid", .error, "'compatibility' is not a 1-500 character string")
    public static let fieldType = ValidationRule("field-type", .error, "an optional spec field has the wrong type")
    public static let fieldUnknown = ValidationRule("field-unknown", .warning, "a frontmatter key no agent reads")
    public static let fieldTypo = ValidationRule("field-typo", .warning, "a frontmatter key that looks like a misspelt known key")
    public static let fieldAgentSpecific = ValidationRule("field-agent-specific", .note, "a key outside the spec that only some agents read")
    // Files
    public static let fileEmpty = ValidationRule("file-empty", .error, "SKILL.md is empty")
    public static let fileBinary = ValidationRule("file-binary", .error, "SKILL.md holds binary data (NUL bytes)")
    public static let fileEncoding = ValidationRule("file-encoding", .error, "SKILL.md is not valid UTF-8")
    public static let fileUnreadable = ValidationRule("file-unreadable", .error, "a skill file cannot be read")
    public static let fileNoBody = ValidationRule("file-no-body", .warning, "SKILL.md has no instructions after the frontmatter")
    public static let fileTooManyLines = ValidationRule("file-too-many-lines", .warning, "SKILL.md is over the line budget")
    public static let fileTooManyTokens = ValidationRule("file-too-many-tokens", .warning, "the SKILL.md body is over the token budget")
    // Layout
    public static let layoutFileNameCase = ValidationRule("layout-file-name", .error, "the skill file is not named exactly SKILL.md")
    public static let layoutLooseSkillFile = ValidationRule("layout-loose-skill-file", .error, "a SKILL.md sits directly in a skills folder")
    public static let layoutNestedTooDeep = ValidationRule("layout-nested-too-deep", .error, "a skill is nested one level too deep")
    public static let layoutFolderWithoutSkill = ValidationRule("layout-folder-without-skill", .warning, "a folder in a skills folder has no SKILL.md")
    public static let layoutDanglingSymlink = ValidationRule("layout-dangling-symlink", .error, "a symbolic link in a skills folder points nowhere")
    public static let layoutUnscannedLocation = ValidationRule("layout-unscanned-location", .warning, "a skill sits in a folder no agent scans")
    public static let layoutSkillCollection = ValidationRule("layout-skill-collection", .note, "skills in a top-level skills/ folder, which agents do not load from there")
    public static let layoutShadowed = ValidationRule("layout-shadowed", .warning, "the same skill name is installed twice with different content")
    public static let layoutLinkOutside = ValidationRule("layout-link-outside", .note, "a symlinked skill points outside the validated path and was not read")
    public static let layoutNoSkills = ValidationRule("layout-no-skills", .warning, "no skill was found")
    // References
    public static let referenceBroken = ValidationRule("reference-broken-link", .error, "a relative link points to a file the skill does not have")
    public static let referenceMissingPath = ValidationRule("reference-missing-path", .warning, "a path in backticks names a skill file that does not exist")
    public static let referenceOutsideSkill = ValidationRule("reference-outside-skill", .warning, "a link leaves the skill folder")
    public static let referenceAbsolutePath = ValidationRule("reference-absolute-path", .warning, "an absolute or user-specific path")
    public static let referenceUnknownSkill = ValidationRule("reference-unknown-skill", .warning, "a skill named in the body is not installed")
    public static let referenceInstallPath = ValidationRule("reference-install-path", .warning, "install instructions name a folder that does not match the skill's name")
    // Convention documents (AGENTS.md, CLAUDE.md, Copilot instructions, Cursor rules)
    public static let documentSyntax = ValidationRule("document-syntax", .error, "a convention document's frontmatter cannot be read")
    public static let documentEmpty = ValidationRule("document-empty", .warning, "a convention document is empty")
    public static let documentNeverApplied = ValidationRule("document-never-applied", .warning, "a Cursor rule has no globs, no description and no alwaysApply")
    public static let documentBrokenImport = ValidationRule("document-broken-import", .error, "an `@path` import names no file in the repository")
    public static let documentScopeMatchesNothing = ValidationRule("document-scope-matches-nothing", .warning, "a scoped document's globs match no file, so it is never applied")
    public static let documentTooLong = ValidationRule("document-too-long", .warning, "a document is longer than the agent reading it takes in")
    // Hygiene
    public static let hygieneInvisibleCharacter = ValidationRule("hygiene-invisible-character", .error, "an invisible or bidirectional-control character")
    public static let hygieneHiddenInstruction = ValidationRule("hygiene-hidden-instruction", .error, "an HTML comment holds instructions aimed at the agent")
    public static let hygieneSecret = ValidationRule("hygiene-secret", .error, "a hard-coded secret")

    public static let all: [ValidationRule] = [
        frontmatterMissing, frontmatterNotAtStart, frontmatterUnclosed, frontmatterByteOrderMark, frontmatterEmpty,
        frontmatterNotMapping, frontmatterSyntax, frontmatterDuplicateKey, frontmatterTabIndent, frontmatterTab,
        frontmatterCommentTruncation,
        nameMissing, nameType, nameLength, nameCharacters, nameHyphens, nameFolderMismatch, nameReserved,
        descriptionMissing, descriptionType, descriptionLength, descriptionMarkup, compatibilityInvalid, fieldType,
        fieldUnknown, fieldTypo, fieldAgentSpecific,
        fileEmpty, fileBinary, fileEncoding, fileUnreadable, fileNoBody, fileTooManyLines, fileTooManyTokens,
        layoutFileNameCase, layoutLooseSkillFile, layoutNestedTooDeep, layoutFolderWithoutSkill, layoutDanglingSymlink,
        layoutUnscannedLocation, layoutSkillCollection, layoutShadowed, layoutLinkOutside, layoutNoSkills,
        referenceBroken, referenceMissingPath, referenceOutsideSkill, referenceAbsolutePath, referenceUnknownSkill,
        referenceInstallPath,
        documentSyntax, documentEmpty, documentNeverApplied, documentBrokenImport, documentScopeMatchesNothing, documentTooLong,
        hygieneInvisibleCharacter, hygieneHiddenInstruction, hygieneSecret,
    ]
}
