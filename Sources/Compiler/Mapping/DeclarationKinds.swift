/// Swift's declaration keywords as checks name the declarations they select: code, not prose,
/// shared by the mappers that write them.
enum DeclarationKinds {
    /// The declarations of a property.
    static let properties = ["var", "let"]
    /// The declarations of a type, in the order a check lists them.
    static let types = ["class", "struct", "enum", "actor", "protocol"]
    /// What a casing rule's "everything else" covers beside the types: properties, functions and
    /// enum cases.
    static let members = ["var", "let", "func", "case"]
    static let functions = ["func"]
    /// Every kind of type, as a name-pattern check selects them at once.
    static let anyType = ["type"]
}
