import Foundation
import PreflightDocument
import PreflightModel
import PreflightRepository

/// Follows `@path` imports (`CLAUDE.md` holding `@AGENTS.md`): every imported Markdown file inside
/// the repository becomes a document of its own, listed under its own file and lines and
/// governing what its importer governs. A file already read counts once; a cycle is cut and an
/// import chain stops at `maximumDepth` (Claude Code's own limit), each with a warning. An `@word`
/// that names no file, names a file outside the repository or a file that is not Markdown
/// (`@package.json`, context for the agent, not conventions) stays plain text.
public struct ImportFollower {
    public static let maximumDepth = SkillDocument.maximumImportDepth

    /// The repository: an import resolving outside it, as written or through a link, is not read.
    let boundary: ReadBoundary
    /// The bytes of the file at an absolute path, nil when there is none: the disk, or in a
    /// review the reviewed commit.
    let read: (String) throws -> [UInt8]?

    public init(boundary: ReadBoundary, read: ((String) throws -> [UInt8]?)? = nil) {
        self.boundary = boundary
        self.read = read ?? { path in try ImportFollower.readFromDisk(path) }
    }

    public struct Outcome {
        public var documents: [SkillDocument] = []
        public var warnings: [String] = []
    }

    /// `documents` (absolute paths) with the documents they import inserted after each importer.
    public func expand(_ documents: [SkillDocument]) throws -> Outcome {
        var outcome = Outcome()
        var loaded = Set(documents.map { ReadBoundary.resolved($0.path) })
        for document in documents {
            outcome.documents.append(document)
            guard SkillDocument.importingFileNames.contains((document.path as NSString).lastPathComponent) else { continue }
            try follow(from: outcome.documents.count - 1, chain: [ReadBoundary.resolved(document.path)], into: &outcome, loaded: &loaded)
        }
        ConventionDocuments.disambiguate(&outcome.documents)
        return outcome
    }

    /// Reads the imports of `outcome.documents[index]`, depth first, so each imported document
    /// stands right after the one that imports it.
    private func follow(from index: Int, chain: [String], into outcome: inout Outcome, loaded: inout Set<String>) throws {
        let importer = outcome.documents[index]
        let folder = (importer.path as NSString).deletingLastPathComponent
        for candidate in importer.importCandidates {
            guard let path = ImportPath.resolve(candidate.reference, from: folder, within: boundary) else { continue }
            let real = ReadBoundary.resolved(path)
            if chain.contains(real) {
                outcome.documents[index].imports.append(path)
                outcome.warnings.append("\(shown(importer.path)):\(candidate.line): '@\(candidate.reference)' leads back to "
                                        + "\(shown(path)), which this file is imported from: the import cycle was cut here")
                continue
            }
            if loaded.contains(real) {
                // Already read (discovered, or imported before): it counts once.
                outcome.documents[index].imports.append(path)
                continue
            }
            guard let bytes = try read(path) else { continue }
            guard chain.count < Self.maximumDepth else {
                outcome.warnings.append("\(shown(importer.path)):\(candidate.line): '@\(candidate.reference)' is an import "
                                        + "\(chain.count + 1) levels deep; agents follow \(Self.maximumDepth), so it was not read")
                continue
            }
            var imported = try SkillDocument.parse(bytes: bytes, path: path)
            imported.folder = importer.folder
            imported.importedBy = importer.path
            imported.assignedName = ConventionDocuments.Discovered(path: path, folder: importer.folder).distinctName
            loaded.insert(real)
            outcome.documents[index].imports.append(path)
            outcome.documents.append(imported)
            try follow(from: outcome.documents.count - 1, chain: chain + [real], into: &outcome, loaded: &loaded)
        }
    }

    /// A path as messages show it: relative to the repository's top level.
    func shown(_ path: String) -> String {
        boundary.relativeToRoot(path) ?? path
    }

    /// A regular file's bytes, bounded like every document; nil when there is no file.
    public static func readFromDisk(_ path: String) throws -> [UInt8]? {
        guard ConventionDocuments.isFile(path) else { return nil }
        return try BoundedRead.contents(of: path, limit: SkillDocument.maximumSize, shown: path, what: "documents")
    }
}
