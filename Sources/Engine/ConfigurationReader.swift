import Foundation
import PreflightDocument
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Typed reads of `.preflight.yml` nodes; each wrong shape becomes a `PreflightError` at the
/// node's line and column, saying what was expected and what was found.
struct ConfigurationReader {
    package let file: String

    static let topLevelKeys = ["include", "exclude", "skills", "items", "modules", "folders", "headerTemplate", "manifest",
                               "baseline", "maxLineLength"]
    static let itemKeys = ["disabled", "severity", "paths", "exclude"]

    package func error(at node: YAMLNode, _ message: String) -> PreflightError {
        PreflightError(file: file, line: node.line, column: node.column, message)
    }

    /// What a person calls the node's kind, with an article: "a string", "a list", "null".
    private func found(_ node: YAMLNode) -> String {
        switch node.kindName {
        case "null": return "null"
        case "list": return "a list"
        case "mapping": return "a mapping"
        default: return "a string"
        }
    }

    /// A mapping key, which must be a plain string among `allowed`. `parent` names the enclosing
    /// key in messages (`items.x`).
    package func key(_ node: YAMLNode, allowed: [String], in parent: String?) throws -> String {
        guard let name = node.scalar else {
            throw error(at: node, "a key must be a plain name, found \(found(node))")
        }
        guard allowed.contains(name) else {
            let place = parent.map { "in `\($0)`" } ?? "in the configuration"
            let suggestion = EditDistance.suggestion(for: name, among: allowed).map { "; did you mean `\($0)`?" } ?? ""
            let list = allowed.map { "`\($0)`" }.joined(separator: ", ")
            throw error(at: node, "unknown key `\(name)` \(place)\(suggestion) (known keys: \(list))")
        }
        return name
    }

    package func string(_ node: YAMLNode, name: String, what: String) throws -> String {
        guard let text = node.scalar, !node.isPlainNull else {
            throw error(at: node, "`\(name)` must be \(what), found \(found(node))")
        }
        return text
    }

    package func strings(_ node: YAMLNode, name: String, what: String) throws -> [String] {
        guard let entries = node.sequence else {
            throw error(at: node, "`\(name)` must be a list of \(what), found \(found(node))")
        }
        return try entries.map { entry in
            guard let text = entry.scalar, !entry.isPlainNull else {
                throw error(at: entry, "each entry of `\(name)` must be one of the \(what), found \(found(entry))")
            }
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw error(at: entry, "`\(name)` holds an empty entry")
            }
            return text
        }
    }

    package func globs(_ node: YAMLNode, name: String) throws -> [Glob] {
        Configuration.globs(try strings(node, name: name, what: "globs"))
    }

    package func path(_ node: YAMLNode, name: String) throws -> String {
        let text = try string(node, name: name, what: "a path")
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw error(at: node, "`\(name)` must be a path, found an empty string")
        }
        return text
    }

    func positiveInteger(_ node: YAMLNode, name: String) throws -> Int {
        guard let text = node.scalar, node.scalarStyle == .plain, let value = Int(text), value > 0 else {
            let shown = node.scalar.map { node.isPlainNull ? "null" : "\"\($0)\"" } ?? found(node)
            throw error(at: node, "`\(name)` must be a positive whole number, found \(shown)")
        }
        return value
    }

    package func bool(_ node: YAMLNode, name: String) throws -> Bool {
        if node.scalarStyle == .plain, let text = node.scalar {
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        let shown = node.scalar.map { node.isPlainNull ? "null" : "\"\($0)\"" } ?? found(node)
        throw error(at: node, "`\(name)` must be true or false, found \(shown)")
    }

    package func severity(_ node: YAMLNode, name: String) throws -> Severity {
        let names = Severity.allCases.map(\.rawValue)
        if let text = node.scalar, !node.isPlainNull {
            if let severity = Severity(rawValue: text) { return severity }
            let suggestion = EditDistance.suggestion(for: text, among: names).map { "; did you mean `\($0)`?" } ?? ""
            throw error(at: node, "`\(name)` must be error, warning or note, found \"\(text)\"\(suggestion)")
        }
        throw error(at: node, "`\(name)` must be error, warning or note, found \(found(node))")
    }

    // MARK: Sections

    package func items(_ node: YAMLNode) throws -> [String: Configuration.ItemSettings] {
        guard let pairs = node.pairs else {
            throw error(at: node, "`items` must be a mapping from item ids to settings, found \(found(node))")
        }
        var result: [String: Configuration.ItemSettings] = [:]
        for pair in pairs {
            guard let id = pair.key.scalar, !pair.key.isPlainNull, !id.isEmpty else {
                throw error(at: pair.key, "an `items` key must be an item id or a skill name, found \(found(pair.key))")
            }
            let name = "items.\(id)"
            guard let fields = pair.value.pairs else {
                throw error(at: pair.value, "`\(name)` must be a mapping with disabled, severity, paths or exclude, "
                            + "found \(found(pair.value))")
            }
            var settings = Configuration.ItemSettings(line: pair.key.line, column: pair.key.column)
            for field in fields {
                let key = try key(field.key, allowed: ConfigurationReader.itemKeys, in: name)
                let value = field.value
                switch key {
                case "disabled": settings.disabled = try bool(value, name: "\(name).disabled")
                case "severity": settings.severity = try severity(value, name: "\(name).severity")
                case "paths": settings.paths = try globs(value, name: "\(name).paths")
                case "exclude": settings.exclude = try globs(value, name: "\(name).exclude")
                default: break
                }
            }
            result[id] = settings
        }
        return result
    }

    package func modules(_ node: YAMLNode) throws -> [Configuration.ModuleBoundary] {
        guard let pairs = node.pairs else {
            throw error(at: node, "`modules` must be a mapping from folder globs to lists of modules they must not "
                        + "import, found \(found(node))")
        }
        return try pairs.map { pair in
            guard let glob = pair.key.scalar, !pair.key.isPlainNull, !glob.isEmpty else {
                throw error(at: pair.key, "a `modules` key must be a folder glob, found \(found(pair.key))")
            }
            let forbidden = try strings(pair.value, name: "modules.\(glob)", what: "module names")
            for (entry, module) in zip(pair.value.sequence ?? [], forbidden)
            where module.contains(where: { $0 == " " || $0 == "/" || $0 == "*" }) {
                throw error(at: entry, "`\(module)` is not a module name (modules.\(glob) lists the modules "
                            + "that files under \(glob) must not import)")
            }
            return Configuration.ModuleBoundary(folder: Configuration.globs([glob])[0], forbiddenImports: forbidden, line: pair.key.line)
        }
    }

    /// `folders: {Core/: AcmeCore/, Shared/: [SharedKit/, SharedUI/]}`.
    package func folders(_ node: YAMLNode) throws -> FolderMapping {
        guard let pairs = node.pairs else {
            throw error(at: node, "`folders` must be a mapping from a document's folder to the repository's folder "
                        + "(`Core/: AcmeCore/`), found \(found(node))")
        }
        var entries: [FolderMapping.Entry] = []
        var seen: Set<String> = []
        for pair in pairs {
            guard let written = pair.key.scalar, !pair.key.isPlainNull, !FolderMapping.normalized(written).isEmpty else {
                throw error(at: pair.key, "a `folders` key must be a folder the documents name, found \(found(pair.key))")
            }
            let folder = FolderMapping.normalized(written)
            if let bad = folder.first(where: { "*?[]{},\\".contains($0) }) {
                throw error(at: pair.key, "`\(written)` is not a plain folder (`\(bad)`): a `folders` key is the folder as the "
                            + "documents write it, such as `Core/`")
            }
            if folder.split(separator: "/").contains("..") {
                throw error(at: pair.key, "`\(written)` climbs out of the repository")
            }
            guard seen.insert(folder).inserted else {
                throw error(at: pair.key, "`\(written)` is mapped twice")
            }
            let name = "folders.\(written)"
            let replacements: [String]
            if pair.value.sequence != nil {
                replacements = try strings(pair.value, name: name, what: "folders")
                guard !replacements.isEmpty else { throw error(at: pair.value, "`\(name)` is an empty list") }
            } else {
                replacements = [try path(pair.value, name: name)]
            }
            for (entry, replacement) in zip(pair.value.sequence ?? [pair.value], replacements) {
                let normalized = FolderMapping.normalized(replacement)
                if normalized.isEmpty || normalized.contains(where: { "{},".contains($0) }) || normalized.split(separator: "/").contains("..") {
                    throw error(at: entry, "`\(replacement)` is not a folder of the repository (`\(name)` takes folders such as "
                                + "`AcmeCore/`, or a list of them)")
                }
            }
            entries.append(FolderMapping.Entry(folder: folder, replacements: replacements, line: pair.key.line))
        }
        return FolderMapping(entries)
    }
}
