import Foundation
import PreflightDocument
import PreflightRepository

extension ConventionDocuments {
    /// Parses the documents the arguments name, each real file once (a skill mirrored for
    /// several agents through links is read once).
    public static func load(_ arguments: [String]) throws -> [SkillDocument] {
        var seen = Set<String>()
        var documents: [SkillDocument] = []
        for argument in arguments {
            for path in try self.documents(for: argument) {
                let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard seen.insert(real).inserted else { continue }
                documents.append(try SkillDocument.load(path: path))
            }
        }
        return documents
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
        return documents
    }
}
