import PreflightChecks
import PreflightDocument
import PreflightRepository
import PreflightSwiftSource

/// "Max line width 130", "lines are at most 120 characters long", "no line is longer than 130
/// characters", "4-space indentation", "indent with 4 spaces", "LF line endings".
enum TextRuleRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let text = context.statement.text.lowercased().replacingOccurrences(of: "`", with: "")
        // Each clause is read on its own: "lines at most 130 characters; indentation is 4 spaces".
        let clauses = text.split(whereSeparator: { ";,.".contains($0) }).map { " " + $0 + " " }
        var result: [Recognized] = []
        for clause in clauses {
            let words = clause.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init)
            func has(_ word: String) -> Bool { words.contains { $0 == word || $0.hasPrefix(word + "-") || $0.hasSuffix("-" + word) } }
            let numbers = words.flatMap { $0.split(separator: "-") }.compactMap { Int($0) }
            if (has("line") || has("lines")), has("characters") || has("chars") || has("columns") || has("width") || has("long")
                || has("length") || has("wide"), let width = numbers.first(where: { (40...400).contains($0) }),
               !result.contains(where: { $0.check is LineLengthCheck }) {
                result.append(Recognized(check: LineLengthCheck(maximum: width), origin: "line width \(width)"))
            }
            if words.contains(where: { $0.hasPrefix("indent") }), has("space") || has("spaces"),
               let width = numbers.first(where: { (1...8).contains($0) }), !result.contains(where: { $0.check is IndentationCheck }) {
                result.append(Recognized(check: IndentationCheck(width: width), origin: "\(width)-space indentation"))
            }
            let aboutEndings = has("ending") || has("endings") || has("newlines") || has("terminators") || has("line-endings")
            if aboutEndings, !result.contains(where: { $0.check is LineEndingCheck }) {
                if has("crlf") && !has("lf") {
                    result.append(Recognized(check: LineEndingCheck(crlf: true), origin: "CRLF line endings"))
                } else if has("lf") || has("unix") {
                    result.append(Recognized(check: LineEndingCheck(), origin: "LF line endings"))
                }
            }
        }
        return result
    }
}

/// "Imports sorted alphabetically, a blank line after them".
enum ImportOrderRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.mentions("import", "imports"),
              context.mentions("sorted", "sort", "alphabetical", "alphabetically", "ordered", "order", "grouped") else { return [] }
        let blank = context.mentions("blank line", "empty line", "newline after")
        return [Recognized(check: ImportOrderCheck(sorted: true, blankLineAfter: blank), origin: "import ordering")]
    }
}

/// "Every Swift file starts with the header from `file-header-template.txt`".
enum FileHeaderRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.mentions("header", "headers", "license", "licence", "copyright") else { return [] }
        var template: String?
        for span in context.spans {
            if case let .path(path) = span, !path.hasSuffix("/"), !path.hasSuffix(".swift") { template = path }
        }
        if template == nil {
            // Flattened text loses backticks: a word that reads as a template file name.
            template = context.statement.text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," })
                .map { String($0).trimming(".`") }
                .first { $0.contains("template") && $0.contains(".") && CodeSpan.pathLike($0) != nil }
        }
        guard let template else { return [] }
        return [Recognized(check: FileHeaderCheck(templatePath: template), origin: "header template `\(template)`")]
    }
}

/// "Nothing in `Core/` imports `SwiftUI` or `UIKit`", "`Core/` never imports UI": imports
/// forbidden in files under a folder.
enum ImportBoundaryRecognizer: Recognizer {
    static let uiFrameworks = ["SwiftUI", "UIKit", "AppKit"]

    static func hasScope(_ context: RecognitionContext) -> Bool {
        folders(context).isEmpty == false && (namesImport(context) || context.mentions("import", "imports", "ui"))
    }

    /// "`import UIKit` is forbidden in `Domain/`": the word "import" sits inside the code span.
    static func namesImport(_ context: RecognitionContext) -> Bool {
        context.spans.contains { if case .importStatement = $0 { return true } else { return false } }
    }

    package static func folders(_ context: RecognitionContext) -> [String] {
        context.spans.compactMap { span in
            if case let .path(path) = span, path.hasSuffix("/") || !path.contains(".") { return path }
            return nil
        }
    }

    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let folders = folders(context)
        guard !folders.isEmpty, context.spans(.forbidden).isEmpty == false || context.statement.modality?.isNegative == true
                || context.mentions("no ui", "never imports", "must not import", "does not import")
        else { return [] }
        var modules = context.spans.compactMap { span -> String? in
            switch span {
            case let .importStatement(module): return module
            case let .symbol(pattern) where pattern.pieces.count == 1 && pattern.text.first?.isUppercase == true: return pattern.text
            default: return nil
            }
        }
        if modules.isEmpty, context.mentions("ui") { modules = uiFrameworks }
        guard !modules.isEmpty, namesImport(context) || context.mentions("import", "imports", "ui") else { return [] }
        // "(shared UI allowed under UI/)", "except in `Core/UI/`": a subfolder where it is fine.
        let lower = context.statement.text.lowercased()
        var allowed: [String] = []
        for cue in ["allowed under ", "allowed in ", "except in ", "except under ", "except "] {
            guard let range = lower.range(of: cue) else { continue }
            let word = lower[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == ")" || $0 == "," }).first.map(String.init) ?? ""
            let original = String(context.statement.text[range.upperBound...].prefix(word.count)).trimming("`")
            if original.hasSuffix("/") || original.contains("/") { allowed.append(original) }
            break
        }
        let globs = folders.filter { !allowed.contains($0) }.map(folderGlob)
        let allowedGlobs = allowed.flatMap { sub in globs.map { $0.replacingOccurrences(of: "/**", with: "") + "/" + sub.trimming("/") + "/**" } }
        guard !globs.isEmpty else { return [] }
        return [Recognized(check: ForbiddenImportCheck(modules: modules, scope: globs.map(Glob.init), allowedIn: allowedGlobs.map(Glob.init)),
                           origin: "module boundary for " + folders.map { "`\($0)`" }.joined(separator: ", "))]
    }

    /// `Core/` → `**/Core/**`; `<App>Core/` → `**/*Core/**`.
    static func folderGlob(_ folder: String) -> String {
        var cleaned = ""
        var inAngle = false
        for character in folder {
            if character == "<" { inAngle = true; cleaned.append("*"); continue }
            if character == ">" { inAngle = false; continue }
            if !inAngle { cleaned.append(character == "…" || character == "~" ? "*" : character) }
        }
        let trimmed = cleaned.trimming("/")
        return trimmed.hasPrefix("**") ? trimmed + "/**" : "**/" + trimmed + "/**"
    }
}

/// "Every folder under `Features/` is declared in `Project.swift`": module folders named in a
/// manifest file.
enum DeclaredModuleRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.mentions("declare", "declared", "listed", "list", "named", "register", "registered") else { return [] }
        var manifest: String?
        var root: String?
        for span in context.spans {
            guard case let .path(path) = span else { continue }
            if path.hasSuffix(".swift") || path.hasSuffix(".yml") || path.hasSuffix(".json") || path.hasSuffix(".toml") {
                manifest = manifest ?? path
            } else if root == nil {
                // `Features/<Feature>/` → root `Features`.
                let parts = path.split(separator: "/")
                if let first = parts.first { root = ImportBoundaryRecognizer.folderGlob(String(first)).replacingOccurrences(of: "/**", with: "").replacingOccurrences(of: "**/", with: "") }
            }
        }
        guard let manifest, let root else { return [] }
        return [Recognized(check: DeclaredModuleCheck(root: Glob(root), manifest: manifest),
                           origin: "module folders under `\(root)/` named in `\(manifest)`")]
    }
}

/// "A change to a Realm `Object` must bump `RealmSchemaVersion`": when the change touches
/// stored members of those types, a line naming the symbol must change too.
enum CoChangeRecognizer: Recognizer {
    static let verbs = ["bump", "bumps", "bumped", "increment", "increments", "incremented", "raise", "update", "updated",
                        "change", "changed"]

    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let text = context.statement.text
        let lower = text.lowercased()
        guard let verb = ["bump", "increment", "raise"].compactMap({ lower.range(of: $0) }).first
            ?? (lower.contains("schema") ? lower.range(of: "update") : nil) else { return [] }
        let before = String(text[..<verb.lowerBound]), after = String(text[verb.upperBound...])
        guard let symbol = after.backtickedSpans.compactMap({ CodeSpan.classify($0).typeName }).first
            ?? after.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).first(where: isCamelSymbol)
        else { return [] }
        let triggerSpans = before.backtickedSpans.map(CodeSpan.classify)
        var types = triggerSpans.compactMap(\.typeName)
        var attribute: String?
        for span in triggerSpans { if case let .attribute(name) = span { attribute = name } }
        if types.isEmpty {
            // Flattened prose: "Realm Object/EmbeddedObject" → the capitalised words with inner structure.
            types = before.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count > 2 && $0.first!.isUppercase && ["Object", "Model", "Entity"].contains(where: $0.hasSuffix) }
        }
        guard !types.isEmpty || attribute != nil else { return [] }
        return [Recognized(check: CoChangeCheck(triggerConformances: types, triggerAttribute: attribute, requiredSymbol: symbol),
                           origin: "co-change: `\(symbol)` with stored members of " + types.joined(separator: "/"))]
    }

    static func isCamelSymbol(_ word: String) -> Bool {
        word.count > 4 && word.first!.isUppercase && word.dropFirst().contains(where: \.isUppercase)
    }
}

/// "Never commit the generated `.xcodeproj`", "`<Name>ViewModel.swift` beside
/// `<Name>ViewController.swift`", "`*ViewController.swift` files live under `UI/Controller/`".
enum PathRuleRecognizer: Recognizer {
    static func isAboutCommits(_ context: RecognitionContext) -> Bool {
        context.mentions("commit", "committed", "commits", "check in", "checked in") && context.statement.modality?.isNegative == true
    }

    /// `.xcodeproj` / `*.xcodeproj` → `*.xcodeproj`; `.DS_Store` → `*.DS_Store` (which also
    /// matches the bare name), `Secrets/` → the folder.
    static func committedGlob(_ span: String) -> String? {
        let text = span.trimming(" ")
        if text.hasPrefix("*.") || text.contains("/") { return text.hasSuffix("/") ? String(text.dropLast()) : text }
        guard text.hasPrefix("."), text.count > 2, text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) })
        else { return nil }
        return "*" + text
    }

    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        var result: [Recognized] = []
        let paths = context.spans.compactMap { span -> String? in if case let .path(path) = span { return path }; return nil }
        let lowerText = context.statement.text.lowercased()
        if isAboutCommits(context) {
            var globs = context.statement.codeSpans.compactMap(committedGlob)
            if globs.isEmpty {
                // Flattened text: ".xcodeproj" written without backticks.
                globs = lowerText.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
                    .map { String($0).trimming(":;") }
                    .filter { $0.hasPrefix(".") && $0.count > 3 && $0.dropFirst().allSatisfy { $0.isLetter } }
                    .map { "*" + $0 }
            }
            if !globs.isEmpty {
                result.append(Recognized(check: ForbiddenPathCheck(globs: globs.map(Glob.init)), origin: "never committed"))
            }
        }
        let placeholders = paths.filter { CodeSpan.placeholderSuffix($0) != nil && $0.hasSuffix(".swift") }
        if placeholders.count >= 2, context.mentions("beside", "next to", "alongside", "same folder", "sits", "sit") {
            let suffixes = placeholders.compactMap(CodeSpan.placeholderSuffix)
            result.append(Recognized(check: FileSiblingCheck(suffix: suffixes[0], counterpart: suffixes[1]),
                                     origin: "`\(placeholders[0])` beside `\(placeholders[1])`"))
        }
        if let file = paths.first(where: { $0.hasPrefix("*") && $0.hasSuffix(".swift") }),
           context.mentions("under", "live", "lives", "belong", "belongs", "placed", "go", "goes") {
            let folders = paths.filter { $0 != file && ($0.hasSuffix("/") || $0.contains("/")) && !$0.hasSuffix(".swift") }
            if !folders.isEmpty {
                let globs = folders.map { ImportBoundaryRecognizer.folderGlob($0).replacingOccurrences(of: "/**", with: "") }
                result.append(Recognized(check: FilePlacementCheck(fileGlob: Glob(file), folders: globs.map(Glob.init)),
                                         origin: "placement of `\(file)`"))
            }
        }
        return result
    }
}
