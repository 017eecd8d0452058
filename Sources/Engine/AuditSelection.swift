import PreflightRepository

/// What `audit FILE...` and `audit --stdin-path PATH` check instead of the whole tree: named
/// files, folders (every file below), and buffers that stand in for files (an editor's unsaved
/// text). Paths are relative to the audited root.
public struct AuditSelection: Sendable, Equatable {
    public var files: [String]
    public var folders: [String]
    /// The text of a file as an editor holds it, checked instead of what is on disk (the file
    /// need not exist yet).
    public var buffers: [String: [UInt8]]

    public init(files: [String] = [], folders: [String] = [], buffers: [String: [UInt8]] = [:]) {
        self.files = files
        self.folders = folders
        self.buffers = buffers
    }

    /// The files to check: the tree's files under the named folders, and every named file or
    /// buffer — even one `.gitignore` hides, since it was asked for by name — unless the
    /// configuration leaves it out of audits.
    func files(among treeFiles: [String], configuration: Configuration?) -> [String] {
        var result = treeFiles.filter { path in folders.contains { path.hasPrefix($0 + "/") } }
        var seen = Set(result)
        for path in files + buffers.keys.sorted() where configuration?.includes(path) ?? true {
            if seen.insert(path).inserted { result.append(path) }
        }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The tree as tree checks see it: a buffer for a file not on disk yet is in it.
    func treePaths(_ paths: [String]) -> [String] {
        var known = Set(paths)
        let added = (files + buffers.keys.sorted()).filter { known.insert($0).inserted }
        return added.isEmpty ? paths : (paths + added).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
