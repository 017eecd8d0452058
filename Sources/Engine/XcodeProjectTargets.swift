import Foundation
import PreflightDocument
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Xcode projects (`project.pbxproj`): each native target's folders, from its synchronized
/// folders or its groups, read from the project file's own object graph.
extension BuildTargets {
    /// Each native target's folders: its synchronized folders (Xcode 16,
    /// `fileSystemSynchronizedGroups`), the files another target's synchronized folder lends it
    /// (an exception set naming it), and the folders holding the files of its sources build
    /// phase (classic groups: `PBXBuildFile` → `PBXFileReference`). Every folder is placed by the
    /// chain of `PBXGroup`s above it.
    static func pbxproj(_ text: String, folder: String, manifest: String) -> [BuildTarget] {
        let objects = pbxObjects(text)
        let byId = Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let groups = ClassicGroups(objects)
        let lent = lentFiles(objects, byId: byId, groups: groups)
        return objects.filter { $0.fields["isa"] == "PBXNativeTarget" }.compactMap { object in
            guard let name = object.fields["name"] else { return nil }
            var folders = (object.lists["fileSystemSynchronizedGroups"] ?? []).compactMap(groups.path)
            let phases = (object.lists["buildPhases"] ?? []).compactMap { byId[$0] }.filter { $0.fields["isa"] == "PBXSourcesBuildPhase" }
            let files = phases.flatMap { $0.lists["files"] ?? [] }.compactMap { byId[$0]?.fields["fileRef"] }.compactMap(groups.path)
            folders += outermost((files + (lent[object.id] ?? [])).map { ($0 as NSString).deletingLastPathComponent })
            let placed = folders.map { folder.isEmpty ? $0 : $0.isEmpty ? folder : folder + "/" + $0 }
            return BuildTarget(name: name, folders: outermost(placed.map(FolderMapping.normalized)), manifest: manifest)
        }
    }

    /// Target id → the files of other targets' synchronized folders it is given: an exception
    /// set of a folder names a target and files; for a target that does not hold the folder,
    /// those files are its own (a share extension's one controller inside `Extensions/`).
    static func lentFiles(_ objects: [PBXObject], byId: [String: PBXObject], groups: ClassicGroups) -> [String: [String]] {
        var holders: [String: Set<String>] = [:]
        for object in objects where object.fields["isa"] == "PBXNativeTarget" {
            for group in object.lists["fileSystemSynchronizedGroups"] ?? [] { holders[group, default: []].insert(object.id) }
        }
        var lent: [String: [String]] = [:]
        for group in objects where group.fields["isa"] == "PBXFileSystemSynchronizedRootGroup" {
            guard let base = groups.path(group.id) else { continue }
            for set in (group.lists["exceptions"] ?? []).compactMap({ byId[$0] }) {
                guard let target = set.fields["target"], holders[group.id]?.contains(target) != true else { continue }
                for file in set.lists["membershipExceptions"] ?? [] where !file.hasPrefix("/") && !file.split(separator: "/").contains("..") {
                    lent[target, default: []].append(base.isEmpty ? file : base + "/" + file)
                }
            }
        }
        return lent
    }

    /// The folders that hold no other of them (`App`, not also `App/Views`); a file at the
    /// project's top counts only when it is the target's only place, since the top holds
    /// every other target too.
    static func outermost(_ folders: [String]) -> [String] {
        let distinct = Array(Set(folders)).sorted()
        let nested = distinct.filter { !$0.isEmpty }
        let kept = nested.filter { folder in !nested.contains { folder != $0 && folder.hasPrefix($0 + "/") } }
        return kept.isEmpty && distinct.contains("") ? [""] : kept
    }

    /// Where each file reference of a classic project lies, relative to the project's folder:
    /// the `path`s of the groups above it joined, for references and groups relative to their
    /// group (`<group>`) or to the project (`SOURCE_ROOT`). Anything else (an SDK, a build
    /// product, an absolute path) lies nowhere in the repository.
    struct ClassicGroups {
        var objects: [String: PBXObject] = [:]
        var parent: [String: String] = [:]

        init(_ all: [PBXObject]) {
            let placed: Set<String> = ["PBXGroup", "PBXVariantGroup", "PBXFileReference", "PBXFileSystemSynchronizedRootGroup"]
            for object in all where placed.contains(object.fields["isa"] ?? "") {
                objects[object.id] = object
            }
            for object in all where object.fields["isa"] == "PBXGroup" || object.fields["isa"] == "PBXVariantGroup" {
                for child in object.lists["children"] ?? [] where parent[child] == nil { parent[child] = object.id }
            }
        }

        func path(_ id: String) -> String? {
            var parts: [String] = []
            var current: String? = id
            var steps = 0
            while let id = current, let object = objects[id], steps < 64 {
                steps += 1
                let tree = object.fields["sourceTree"] ?? "<group>"
                if let path = object.fields["path"], !path.isEmpty { parts.append(path) }
                switch tree {
                case "<group>": current = parent[id]
                case "SOURCE_ROOT": current = nil
                default: return nil
                }
            }
            let joined = parts.reversed().joined(separator: "/")
            guard !joined.hasPrefix("/"), !joined.split(separator: "/").contains("..") else { return nil }
            return FolderMapping.normalized(joined)
        }
    }

    struct PBXObject {
        var id: String
        var fields: [String: String] = [:]
        var lists: [String: [String]] = [:]
    }

    /// The multi-line objects of a `project.pbxproj` (`ID /* comment */ = { … };`), one pass:
    /// their `key = value;` fields and `key = ( ID, … );` lists, comments dropped.
    static func pbxObjects(_ text: String) -> [PBXObject] {
        var objects: [PBXObject] = []
        var current: PBXObject?
        var list: (key: String, items: [String])?
        var nested = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = withoutComments(raw).trimmingCharacters(in: .whitespaces)
            if var open = list {
                if line.hasPrefix(");") {
                    current?.lists[open.key] = open.items
                    list = nil
                } else {
                    let item = line.trimmingCharacters(in: CharacterSet(charactersIn: ", "))
                    if !item.isEmpty { open.items.append(unquoted(item)) }
                    list = open
                }
                continue
            }
            // `ID = {isa = PBXBuildFile; fileRef = ID; };`: an object on one line.
            if current == nil, line.hasSuffix("};"), let open = line.range(of: "= {") {
                let id = line[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
                if id.count >= 8, id.allSatisfy(\.isHexDigit) {
                    var object = PBXObject(id: id)
                    for (key, value) in inlineFields(line[open.upperBound...].dropLast(2)) {
                        if value.hasPrefix("("), value.hasSuffix(")") {
                            object.lists[key] = value.dropFirst().dropLast().split(separator: ",").map {
                                unquoted($0.trimmingCharacters(in: .whitespaces))
                            }.filter { !$0.isEmpty }
                        } else {
                            object.fields[key] = value
                        }
                    }
                    objects.append(object)
                }
                continue
            }
            if line.hasSuffix("= {"), !line.contains(";") {
                let id = String(line.dropLast(3)).trimmingCharacters(in: .whitespaces)
                if current == nil, id.count >= 8, id.allSatisfy(\.isHexDigit) {
                    current = PBXObject(id: id)
                } else if current != nil {
                    nested += 1  // `buildSettings = {`: a dictionary inside the object
                }
                continue
            }
            guard current != nil else { continue }
            if line == "};" {
                if nested > 0 {
                    nested -= 1
                } else {
                    if let current { objects.append(current) }
                    current = nil
                }
            } else if nested > 0 {
                continue
            } else if line.hasSuffix("= ("), let key = line.split(separator: "=").first {
                list = (key.trimmingCharacters(in: .whitespaces), [])
            } else if line.hasSuffix(";"), let equals = line.firstIndex(of: "=") {
                let key = line[..<equals].trimmingCharacters(in: .whitespaces)
                let value = line[line.index(after: equals)...].dropLast().trimmingCharacters(in: .whitespaces)
                current?.fields[key] = unquoted(value)
            }
        }
        return objects
    }

    /// `isa = PBXFileReference; path = "A B.swift"; sourceTree = "<group>"; ` → its fields; a
    /// nested value (`settings = {…; };`, `exceptions = (…);`) stays one value.
    static func inlineFields(_ body: Substring) -> [String: String] {
        var fields: [String: String] = [:]
        var key = ""
        var value = ""
        var inKey = true
        var quoted = false
        var escaped = false
        var depth = 0
        for character in body {
            if quoted {
                value.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
                continue
            }
            if !inKey, "{(".contains(character) { depth += 1 }
            if !inKey, "})".contains(character) { depth = max(0, depth - 1) }
            switch character {
            case "=" where inKey: inKey = false
            case ";" where depth > 0: value.append(character)
            case ";":
                let name = key.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { fields[name] = unquoted(value.trimmingCharacters(in: .whitespaces)) }
                key = ""
                value = ""
                inKey = true
            case "\"" where !inKey:
                quoted = true
                value.append(character)
            default:
                if inKey { key.append(character) } else { value.append(character) }
            }
        }
        return fields
    }

    static func withoutComments(_ line: Substring) -> String {
        var text = String(line)
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text
    }

    static func unquoted(_ value: String) -> String {
        value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : value
    }
}
