import PreflightRepository
import PreflightSwiftSource

/// Every check kind, with an instance configured for its own examples. The catalogue tests run
/// each kind's triggering and non-triggering examples through that instance; `compile` and the
/// README list the kinds from here.
public enum CheckCatalogue {
    public static let kinds: [any Check.Type] = [
        ForbiddenSymbolCheck.self, ForbiddenCallCheck.self, ForbiddenImportCheck.self, ImportOrderCheck.self,
        IdentifierNamingCheck.self, TypeSuffixCheck.self, BindingNameCheck.self, RequiredModifierCheck.self,
        RequiredAttributeCheck.self, RequiredConformanceCheck.self, RequiredCompanionCheck.self,
        RequiredMemberCheck.self, VoidReturningMethodsCheck.self, MemberOrderCheck.self, FileHeaderCheck.self, LineLengthCheck.self,
        IndentationCheck.self, LineEndingCheck.self, ForbiddenPathCheck.self, FileSiblingCheck.self,
        FilePlacementCheck.self, DeclaredModuleCheck.self, CoChangeCheck.self,
    ]

    public static func exampleInstance(of kind: String) -> (any Check)? {
        switch kind {
        case "forbidden-symbol":
            return ForbiddenSymbolCheck(symbols: ["ObservableObject", "@Published", "UIApplication.shared"].compactMap(SymbolPattern.init))
        case "forbidden-call":
            return ForbiddenCallCheck(shapes: [".padding(16)", "UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)", "Realm()"]
                .compactMap(CallShape.init(parsing:)))
        case "forbidden-import":
            return ForbiddenImportCheck(modules: ["SwiftUI", "UIKit"], scope: [Glob("Core/**")])
        case "import-order": return ImportOrderCheck()
        case "identifier-naming": return IdentifierNamingCheck(forbidden: "ID", replacement: "Id")
        case "type-suffix": return TypeSuffixCheck(conformance: "View", suffixes: ["View", "Button", "TextField"])
        case "binding-name": return BindingNameCheck(callee: "sheet", label: "isPresented", prefix: "isShowing")
        case "required-modifier":
            return RequiredModifierCheck(attributes: ["State", "StateObject", "Environment", "EnvironmentObject"],
                                         modifiers: ["private"], exemptAttributes: ["Previewable"])
        case "required-attribute":
            return RequiredAttributeCheck(attribute: "MainActor", selector: TypeSelector(nameSuffix: "ViewModel", kinds: ["class"]))
        case "required-conformance":
            return RequiredConformanceCheck(protocols: ["Identifiable", "Equatable", "Sendable"], selector: TypeSelector(nameSuffix: "Item"))
        case "required-companion":
            return RequiredCompanionCheck(required: [SymbolPattern("#Preview")!], selector: TypeSelector(conformance: "View"))
        case "required-member":
            return RequiredMemberCheck(required: SymbolPattern("BindingReducer()")!, selector: TypeSelector(attribute: "Reducer"))
        case "void-methods": return VoidReturningMethodsCheck(selector: TypeSelector(nameSuffix: "ViewModel"))
        case "member-order":
            return MemberOrderCheck(groups: MemberOrderCheck.defaultGroups(wrappers: ["Environment", "State", "Binding"]),
                                    selector: TypeSelector(conformance: "View"))
        case "file-header": return FileHeaderCheck(templatePath: "file-header-template.txt")
        case "line-length": return LineLengthCheck.exampleInstance
        case "indentation": return IndentationCheck(width: 4)
        case "line-ending": return LineEndingCheck()
        case "forbidden-path": return ForbiddenPathCheck(globs: [Glob("*.xcodeproj")])
        case "file-sibling": return FileSiblingCheck(suffix: "ViewModel.swift", counterpart: "ViewController.swift")
        case "file-placement":
            return FilePlacementCheck(fileGlob: Glob("*ViewController.swift"), folders: [Glob("**/UI/Controller")])
        case "declared-module": return DeclaredModuleCheck(root: Glob("Features"), manifest: "Project.swift")
        case "co-change":
            return CoChangeCheck(triggerConformances: ["Object", "EmbeddedObject"], triggerAttribute: "Persisted",
                                 requiredSymbol: "RealmSchemaVersion")
        default:
            return nil
        }
    }

    /// Repository files the examples assume (the header template, the manifest).
    public static let exampleRepositoryFiles: [String: String] = [
        "file-header-template.txt": FileHeaderCheck.exampleTemplate,
        "Project.swift": DeclaredModuleCheck.exampleManifest,
    ]
}
