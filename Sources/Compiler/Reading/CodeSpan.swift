import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// What an inline code span names, read from its own text: an attribute (`@State`), a
/// directive (`#Preview`), an import (`import SwiftUI`), a call (`.padding(16)`), a symbol
/// (`ObservableObject`, `UIApplication.shared`), a name pattern (`…Id`, `~Item`,
/// `isShowing<Name>`), a path or file name (`Core/`, `Project.swift`, `*.xcodeproj`),
/// or a modifier keyword (`private`).
public enum CodeSpan: Equatable, Sendable {
    case attribute(String)
    case directive(String)
    case importStatement(String)
    case call(CallShape)
    case symbol(SymbolPattern)
    case namePattern(prefix: String, suffix: String)
    case path(String)
    case modifier(String)
    case other(String)

    package static let modifiers: Set<String> = ["private", "fileprivate", "private(set)", "fileprivate(set)", "public", "internal", "open", "final", "static",
                                         "nonisolated", "package", "lazy", "weak"]
    static var fileExtensions: Set<String> { Lexicon.fileExtensions }
    static let placeholderMarks: [Character] = ["…", "~", "*", "<", ">"]
    /// Apple's platforms: written in code font (`iOS 16`, `macOS`), a version, not code.
    static let platforms: Set<String> = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "xrOS"]

    public static func classify(_ raw: String) -> CodeSpan {
        let text = raw.trimming(" \t")
        guard !text.isEmpty else { return .other(raw) }
        if modifiers.contains(text) { return .modifier(text) }
        if text.hasPrefix("import "), let module = text.split(separator: " ").dropFirst().first,
           module.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" || $0 == "." }) {
            return .importStatement(String(module.split(separator: ".").first ?? module))
        }
        if text.hasPrefix("@"), let name = leadingIdentifier(text.dropFirst()), !name.isEmpty {
            let rest = text.dropFirst(1 + name.count)
            if rest.isEmpty || rest.hasPrefix("(") { return .attribute(name) }
        }
        if text.hasPrefix("#"), let name = leadingIdentifier(text.dropFirst()), !name.isEmpty,
           text.dropFirst(1 + name.count).allSatisfy({ $0 == " " || $0 == "{" || $0 == "}" || $0 == "(" || $0 == ")" }) {
            return .directive(name)
        }
        if let path = pathLike(text) { return .path(path) }
        // `spacing:` names an argument label, not code that can be searched for alone.
        if text.hasSuffix(":"), text.dropLast().allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }) { return .other(text) }
        // `PublishRelay<T>`, `Result<T, AppError>`: a generic type, named by its base.
        if let base = genericTypeBase(text), let symbol = SymbolPattern(base) { return .symbol(symbol) }
        // `Set<AnyHashable>`, `Task<Void, Never>`: the type as written, token by token.
        if isGenericType(text) { return SymbolPattern(text).map { .symbol($0) } ?? .other(text) }
        if let pattern = namePattern(text) { return pattern }
        if let shape = CallShape(parsing: text) { return .call(shape) }
        if let symbol = SymbolPattern(text), isSymbolShaped(text) { return .symbol(symbol) }
        return .other(text)
    }

    static func leadingIdentifier(_ text: Substring) -> String? {
        let name = text.prefix { $0.isLetterFast || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// `Core/`, `Features/<Feature>/`, `Project.swift`, `*.xcodeproj`, `file-header-template.txt`.
    static func pathLike(_ text: String) -> String? {
        if text.includes(" ") || text.includes("(") || text.hasPrefix(".") && !text.hasPrefix(".*") && text.dropFirst().includes(".") == false && !fileExtensions.contains(String(text.dropFirst())) {
            return nil
        }
        if text.hasSuffix("/") || (text.includes("/") && !text.includes("\\") && !text.hasPrefix("//")) {
            return text
        }
        // `*.p12`, `*.mobileprovision`: a glob on an extension names files whatever the extension.
        if text.hasPrefix("*."), text.count > 2, text.dropFirst(2).allSatisfy({ $0.isLetterFast || $0.isNumber }) { return text }
        if let dot = text.lastIndex(of: "."), fileExtensions.contains(String(text[text.index(after: dot)...])) {
            let stem = text[..<dot]
            if stem.isEmpty || stem == "*" || stem.allSatisfy({ $0.isLetterFast || $0.isNumber || "-_+*<>~…".contains($0) }) {
                return text
            }
        }
        return nil
    }

    /// `PublishRelay<T>`, `Result<T, E>`, `Controller<VM>`: a generic type written with
    /// placeholder arguments (one or two capitals each) stands for every use of its base. With
    /// real arguments (`Set<AnyHashable>`, `Task<Void, Never>`) the arguments are the point and
    /// the base alone would reach `Set<String>` too: nil then, and the type is matched as written. Never a family of names by how
    /// they start (`isShowing<ViewName>` and `<Name>Screen` are those: a lower-case start, or
    /// the angle first).
    static func genericTypeBase(_ text: String) -> String? {
        guard text.first?.isUppercase == true, text.hasSuffix(">"), let open = text.firstIndex(of: "<") else { return nil }
        let base = text[..<open]
        guard base.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" || $0 == "." }), !base.hasSuffix(".") else { return nil }
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ",").map { $0.trimming(" ") }
        guard !arguments.isEmpty, arguments.allSatisfy({ $0.count <= 2 && $0.allSatisfy(\.isUppercase) }) else { return nil }
        return String(base)
    }

    /// Whether the text is a generic type with its arguments (`Set<AnyHashable>`): not a family
    /// of names, whatever its base.
    static func isGenericType(_ text: String) -> Bool {
        guard text.first?.isUppercase == true, text.hasSuffix(">"), let open = text.firstIndex(of: "<") else { return false }
        return text[..<open].allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// `…Id`, `~Item`, `*ViewModel`, `isShowing<ViewName>`, `isShowing…`, `<Name>Screen`.
    static func namePattern(_ text: String) -> CodeSpan? {
        guard text.contains(where: { placeholderMarks.contains($0) }) else { return nil }
        var cleaned = text
        if let colon = cleaned.firstIndex(of: ":") { cleaned = String(cleaned[..<colon]) }
        var prefix = ""
        var suffix = ""
        var seenPlaceholder = false
        var insideAngle = false
        for character in cleaned {
            if character == "<" { insideAngle = true; seenPlaceholder = true; continue }
            if character == ">" { insideAngle = false; continue }
            if insideAngle { continue }
            if placeholderMarks.contains(character) || character == "." && seenPlaceholder == false && prefix.isEmpty {
                seenPlaceholder = true
                continue
            }
            guard character.isLetterFast || character.isNumber || character == "_" else { return nil }
            if seenPlaceholder { suffix.append(character) } else { prefix.append(character) }
        }
        guard seenPlaceholder, !(prefix.isEmpty && suffix.isEmpty) else { return nil }
        return .namePattern(prefix: prefix, suffix: suffix)
    }

    static func isSymbolShaped(_ text: String) -> Bool {
        // One plain lower-case word (`get`, `body`) says too little to be forbidden on its own;
        // with an operator it is code (`try!`, `as!`).
        if text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }), text.first?.isLowercase == true { return false }
        return true
    }

    /// Type names a span lists: `Identifiable, Equatable, Sendable`, `View & Sendable`, `View`.
    static func typeNames(in raw: String) -> [String] {
        let parts = raw.split(whereSeparator: { $0 == "," || $0 == "&" }).map { $0.trimming(" ") }
        guard !parts.isEmpty, parts.allSatisfy({ part in
            part.first?.isUppercase == true && part.allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "_" }
        }) else { return [] }
        return parts
    }

    /// The stem after a placeholder in a file name: `<Name>ViewModel.swift`, `XViewModel.swift`,
    /// `FooViewModel.swift`, `*ViewModel.swift` → `ViewModel.swift`.
    static func placeholderSuffix(_ name: String) -> String? {
        guard !name.includes("/") else { return nil }
        if let close = name.firstIndex(of: ">"), name.hasPrefix("<") { return String(name[name.index(after: close)...]) }
        for prefix in ["*", "~", "…", "X", "Foo", "Name"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase || prefix == "*" || prefix == "~" || prefix == "…" { return String(rest) }
        }
        return nil
    }

    /// A bare type-like name (`View`, `Sendable`, `RealmSchemaVersion`).
    package var typeName: String? {
        if case let .symbol(pattern) = self, pattern.pieces.count == 1, let first = pattern.text.first, first.isUppercase {
            return pattern.text
        }
        return nil
    }
}

extension String {
    /// The contents of the backtick spans in Markdown text.
    package var backtickedSpans: [String] {
        let parts = split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
}
