import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// A recognizer reads one statement and proposes checks, each with a note of what in the
/// text it came from (shown by `compile`). Recognizers are tried in `all` order; each is small
/// and knows one way people state one kind of rule.
protocol Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized]
}

struct Recognized {
    package var check: any Check
    /// "from `never .padding(16)`", "from the layout tree at line 20".
    package var origin: String
}

enum Recognizers {
    package static let all: [any Recognizer.Type] = [
        NamingPairRecognizer.self, DeclarationPairRecognizer.self, RequiredModifierRecognizer.self, RequiredAttributeRecognizer.self,
        RequiredConformanceRecognizer.self, RequiredCompanionRecognizer.self, VoidMethodsRecognizer.self, RequiredMemberRecognizer.self,
        TypeSuffixRecognizer.self, BindingNameRecognizer.self, MemberOrderRecognizer.self, TextRuleRecognizer.self,
        ImportOrderRecognizer.self, FileHeaderRecognizer.self, ImportBoundaryRecognizer.self,
        DeclaredModuleRecognizer.self, CoChangeRecognizer.self, PathRuleRecognizer.self, OnlyRecognizer.self,
        ForbiddenCodeRecognizer.self,
    ]

    static func recognize(_ statement: Statement, document: SkillDocument) -> [Recognized] {
        var statement = statement
        if !statement.text.contains("`") {
            // Plain-text copies lost their backticks: read the words that can only be code as code.
            statement.text = ImplicitCode.markup(statement.text)
            statement.codeSpans = statement.text.backtickedSpans
        }
        let context = RecognitionContext(statement: statement, document: document)
        var result: [Recognized] = []
        for recognizer in all {
            for candidate in recognizer.recognize(context)
            where !result.contains(where: { $0.check.isSameCheck(as: candidate.check) }) {
                result.append(candidate)
            }
        }
        return ForbiddenCodeRecognizer.dropSpansClaimedByOthers(result)
    }
}
