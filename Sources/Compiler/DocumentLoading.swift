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
    /// name distinct from the root document's.
    public static func load(discovered: [Discovered]) throws -> [SkillDocument] {
        try discovered.map { found in
            var document = try SkillDocument.load(path: found.path)
            document.folder = found.folder
            document.assignedName = found.distinctName
            return document
        }
    }
}
