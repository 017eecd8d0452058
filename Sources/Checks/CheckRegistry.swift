import PreflightModel

/// Every check kind, declared once: a new kind is its own file plus one line in `kinds`.
/// `CheckRegistryTests` reads `Sources/Checks` and fails when a check type is missing here, so
/// the list cannot drift from the code. Annotations, `.preflight.yml` and pasted `compile`
/// output all find their kind through `decode(from:)`.
public enum CheckRegistry {
    public static let kinds: [any Check.Type] = [
        ForbiddenSymbolCheck.self,
        ForbiddenCallCheck.self,
        ForbiddenImportCheck.self,
        ImportOrderCheck.self,
        IdentifierNamingCheck.self,
        TypeSuffixCheck.self,
        NamePatternCheck.self,
        FactoryMethodNameCheck.self,
        BindingNameCheck.self,
        RequiredModifierCheck.self,
        RequiredAttributeCheck.self,
        RequiredConformanceCheck.self,
        RequiredCompanionCheck.self,
        RequiredMemberCheck.self,
        VoidReturningMethodsCheck.self,
        MemberOrderCheck.self,
        FileHeaderCheck.self,
        LineLengthCheck.self,
        IndentationCheck.self,
        LineEndingCheck.self,
        ForbiddenPathCheck.self,
        FileSiblingCheck.self,
        FilePlacementCheck.self,
        DeclaredModuleCheck.self,
        CoChangeCheck.self,
        LiteralArgumentCheck.self,
        ForceUnwrapCheck.self,
        ImplicitlyUnwrappedCheck.self,
        CommentedOutCodeCheck.self,
        CommentMarkerCheck.self,
        TypeKindCheck.self,
        WeakPropertyCheck.self,
        BodyLengthCheck.self,
        NestingDepthCheck.self,
        ParameterCountCheck.self,
        TypeNestingCheck.self,
        ThirdPartyImportCheck.self,
        DocCommentCheck.self,
        MarkSpacingCheck.self,
        DeprecatedAPICheck.self,
        MutableGlobalCheck.self,
        GlobalConstantCheck.self,
        TypesPerFileCheck.self,
        FileNameCheck.self,
        ForbiddenNameCheck.self,
        ExplicitAccessCheck.self,
        RedundantSelfCheck.self,
        PreferLetCheck.self,
        FinalClassCheck.self,
        TrailingCommaCheck.self,
        SemicolonCheck.self,
        BlankLinesCheck.self,
        TrailingWhitespaceCheck.self,
        TrailingNewlineCheck.self,
        EmptyCatchCheck.self,
        GuardEarlyExitCheck.self,
        SuperfluousElseCheck.self,
        SyntacticSugarCheck.self,
        ForWhereCheck.self,
        ImplicitGetterCheck.self,
        ExtensionAccessModifierCheck.self,
        NameLengthCheck.self,
        ColonSpacingCheck.self,
        ImplicitReturnCheck.self,
        ShorthandOptionalBindingCheck.self,
        TrailingClosureCheck.self,
        MultipleClosuresTrailingCheck.self,
        RedundantTypeAnnotationCheck.self,
        SubviewStructCheck.self,
        TrailingCommentCheck.self,
        OpeningBraceCheck.self,
        ExtensionFileNameCheck.self,
        MarkFormCheck.self,
        MarkSectionsCheck.self,
        NamespaceEnumCheck.self,
        ConformanceInExtensionCheck.self,
        EnumSwitchDefaultCheck.self,
        ParenthesizedConditionCheck.self,
    ]

    private static let byKind: [String: any Check.Type] =
        Dictionary(kinds.map { ($0.description.kind, $0) }, uniquingKeysWith: { first, _ in first })

    public static var kindNames: [String] { kinds.map { $0.description.kind } }

    public static func type(ofKind kind: String) -> (any Check.Type)? {
        byKind[kind]
    }

    /// Repository files the examples of every kind assume (the header template, the manifest).
    public static var exampleFiles: [String: String] {
        kinds.reduce(into: [:]) { files, kind in files.merge(kind.description.exampleFiles) { first, _ in first } }
    }

    /// Reads a check: its `kind`, then that kind's own parameters.
    public static func decode(from decoder: Decoder) throws -> any Check {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let key = AnyCodingKey("kind")
        let list = kindNames.map { "`\($0)`" }.joined(separator: ", ")
        guard container.contains(key) else {
            throw DecodingProblem.message("each check needs a `kind` (one of \(list))", at: decoder.codingPath)
        }
        let kind = try container.text(key)
        guard let type = type(ofKind: kind) else {
            let suggestion = EditDistance.suggestion(for: kind, among: kindNames).map { "; did you mean `\($0)`?" } ?? ""
            throw DecodingProblem.message("unknown check kind `\(kind)`\(suggestion) (known kinds: \(list))",
                                          at: decoder.codingPath + [key])
        }
        return try type.init(from: decoder)
    }
}
