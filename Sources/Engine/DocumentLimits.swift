import PreflightDocument
import PreflightRepository

/// Where a document's checks may look, by the document's own account: the folder a nested
/// `AGENTS.md` governs, the globs a Cursor rule or a Copilot instructions file declares. Both are
/// written relative to the repository's top level, while checked paths are relative to the
/// audited folder, so the folder's place in the repository is put in front before matching.
package struct DocumentLimits: Sendable {
    package var folder: String?
    package var globs: [Glob]
    package var repositoryPrefix: String

    /// nil when the document applies everywhere.
    package init?(document: SkillDocument, repositoryPrefix: String) {
        let declared = DocumentScope.globs(of: document)
        guard document.folder != nil || !declared.isEmpty else { return nil }
        folder = document.folder
        globs = PathFilter(include: declared, exclude: []).include
        self.repositoryPrefix = repositoryPrefix
    }

    package func allows(_ path: String) -> Bool {
        let inRepository = repositoryPrefix.isEmpty ? path : repositoryPrefix + "/" + path
        if let folder, !inRepository.hasPrefix(folder + "/") { return false }
        return globs.isEmpty || globs.contains { $0.matches(inRepository) }
    }
}
