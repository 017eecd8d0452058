import Foundation
import PreflightDocument
import PreflightModel
import PreflightRepository

extension ConventionDocuments {
    public struct Loaded {
        public var documents: [SkillDocument] = []
        /// Links found on the way that lead outside the boundary, named and not read.
        public var refused: [Refusal] = []
    }

    /// Parses the documents the sources name, each real file once (a skill mirrored for
    /// several agents through links is read once).
    public static func load(_ sources: [Source], within boundary: ReadBoundary) throws -> Loaded {
        var seen = Set<String>()
        var loaded = Loaded()
        var paths: [String] = []
        // Documents parse independently, one per core; the first failure in order is the error.
        func parsed() throws -> [SkillDocument] {
            try concurrentMap(paths) { path in Result { try SkillDocument.load(path: path) } }.map { try $0.get() }
        }
        for source in sources {
            let found: Found
            do {
                found = try documents(for: source, within: boundary)
            } catch {
                // A document named earlier that does not parse is still the first error.
                _ = try parsed()
                throw error
            }
            loaded.refused += found.refused
            for path in found.documents {
                let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard seen.insert(real).inserted else { continue }
                paths.append(path)
            }
        }
        loaded.documents = try parsed()
        return loaded
    }

    /// Documents named on the command line (files or folders), read within those folders. The
    /// repository holding `workingDirectory` (the folder itself outside one) is the boundary: a
    /// named path inside it that a link takes outside is refused; one named outside it is read.
    public static func load(_ arguments: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> Loaded {
        let boundary = ReadBoundary(root: RepositoryRoot.locate(workingDirectory).path)
        return try load(arguments.map { Source($0, origin: .commandLine) }, within: boundary)
    }

    /// `CLAUDE.md` and `.claude/rules/CLAUDE.md` both read as `CLAUDE`: the one nearest the top
    /// keeps the name, the others are named after the folders between them (`claude-rules-CLAUDE`),
    /// so the ids of their checks never collide.
    static func disambiguate(_ documents: inout [SkillDocument]) {
        var taken = Set(documents.map(\.name))
        let names = documents.map(\.name)
        let paths = documents.map(\.path)
        let groups = Dictionary(grouping: names.indices, by: { names[$0] }).filter { $0.value.count > 1 }
        for name in groups.keys.sorted() {
            let indices = groups[name] ?? []
            let depth = { (index: Int) in paths[index].split(separator: "/").count }
            guard let keeper = indices.min(by: { (depth($0), $0) < (depth($1), $1) }) else { continue }
            let top = (paths[keeper] as NSString).deletingLastPathComponent
            for index in indices where index != keeper {
                let folder = (paths[index] as NSString).deletingLastPathComponent
                let between = folder.hasPrefix(top + "/") ? String(folder.dropFirst(top.count + 1)) : (folder as NSString).lastPathComponent
                let parts = between.split(separator: "/").map { $0.hasPrefix(".") ? String($0.dropFirst()) : String($0) }.filter { !$0.isEmpty }
                let base = (parts + [name]).joined(separator: "-")
                var candidate = base
                var number = 2
                while taken.contains(candidate) {
                    candidate = "\(base)-\(number)"
                    number += 1
                }
                documents[index].assignedName = candidate
                taken.insert(candidate)
            }
        }
    }

    /// Parses discovered documents, each with the folder it governs and, for a nested one, a
    /// name distinct from the root document's. `committed`, when given, reads a document as a
    /// reviewed commit or the index holds it (nil: not there, so the document plays no part);
    /// documents it cannot reach (`covers` false: above the checked folder) come from disk.
    public static func load(discovered: [Discovered], committed: ((String) throws -> [UInt8]?)? = nil,
                            covers: (String) -> Bool = { _ in true }) throws -> [SkillDocument] {
        var documents: [SkillDocument] = []
        for found in discovered {
            var document: SkillDocument
            if let committed, covers(found.path) {
                guard let bytes = try committed(found.path) else { continue }
                document = try SkillDocument.parse(bytes: bytes, path: found.path)
            } else {
                document = try SkillDocument.load(path: found.path)
            }
            document.folder = found.folder
            document.assignedName = found.distinctName
            documents.append(document)
        }
        disambiguate(&documents)
        return documents
    }
}
