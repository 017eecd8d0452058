import Foundation
import PreflightModel
import PreflightSwiftSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a repository as Preflight checks them: what git would track (`.gitignore`
/// files at every level, `.git/info/exclude`), minus build output, never outside the root.
///
/// Directory symlinks are not followed (that alone rules out cycles); a file symlink is kept
/// only when it resolves inside the root. Binary files (a NUL byte in the first 8 KB) and files
/// that are not valid UTF-8 are left out of `files` and listed once in `skipped`; `paths` still
/// holds them, for checks about which paths may be committed at all.
public struct Workspace: Sendable {
    public struct SkippedFile: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    /// The root as given, used to read files.
    public let root: String
    /// Text files, relative with forward slashes, sorted by their UTF-8 bytes.
    public private(set) var files: [String] = []
    /// Every file that is not ignored or filtered out, binary or not, same order.
    public private(set) var paths: [String] = []
    public private(set) var skipped: [SkippedFile] = []

    /// Folders holding build output or fetched dependencies, skipped at any depth.
    public static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules"]

    /// - Parameters:
    ///   - include: path globs a file must match (any of them) to be kept; empty keeps all.
    ///   - exclude: path globs that drop a file, or a whole folder when they match it.
    ///   A glob without `/` matches a name at any depth (`*.generated.swift`).
    ///   - classify: read each file to set binary and non-UTF-8 files apart. A caller that reads
    ///     every file anyway (the audit) passes false and classifies as it reads, once.
    public init(root: String, include: [String] = [], exclude: [String] = [], classify: Bool = true) throws {
        self.root = root
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PreflightError(file: root, "not a folder")
        }
        let realRoot = Workspace.realPath(root) ?? root
        let filter = PathFilter(include: include, exclude: exclude)
        var walker = Walker(root: root, realRoot: realRoot, filter: filter)
        var base = IgnoreStack()
        if let exclude = Workspace.readText(Workspace.join(root, ".git/info/exclude")) {
            base = base.adding(IgnoreRules(base: "", text: exclude))
        }
        walker.walk(directory: "", ignores: base)

        let candidates = walker.found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        paths = candidates
        let rootPath = root
        let verdicts = classify ? concurrentMap(candidates) { path in Workspace.classify(Workspace.join(rootPath, path)) }
            : Array(repeating: nil, count: candidates.count)
        var skipped = walker.skipped
        for (path, verdict) in zip(candidates, verdicts) {
            if let reason = verdict { skipped.append(SkippedFile(path: path, reason: reason)) } else { files.append(path) }
        }
        self.skipped = skipped.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The bytes of a file given by its relative path.
    public func contents(of path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: Workspace.join(root, path)) else {
            throw PreflightError(file: path, "cannot be read")
        }
        return [UInt8](data)
    }

    public func sourceFile(_ path: String) throws -> SourceFile {
        SourceFile(path: path, bytes: try contents(of: path))
    }

    /// The text files whose paths match `glob`, in order.
    public func files(matching glob: Glob) -> [String] {
        files.filter { glob.matches($0) }
    }

    // MARK: Helpers

    package static func join(_ root: String, _ path: String) -> String {
        if path.isEmpty { return root }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    static func readText(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// nil for a readable text file, else why it is skipped. Only the first 8 KB of a binary
    /// file is read, so large assets cost next to nothing.
    package static func classify(_ fullPath: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: fullPath) else { return "unreadable" }
        defer { try? handle.close() }
        var data = handle.readData(ofLength: 8192)
        if data.withUnsafeBytes({ $0.baseAddress.map { memchr($0, 0, data.count) != nil } ?? false }) { return "binary file" }
        if data.count == 8192 { data.append(handle.readDataToEndOfFile()) }
        return data.withUnsafeBytes { raw in
            UTF8Validation.isValid(raw.bindMemory(to: UInt8.self)) ? nil : "not valid UTF-8"
        }
    }

    /// The same verdict for bytes already read.
    public static func classify(bytes: [UInt8]) -> String? {
        let headCount = min(bytes.count, 8192)
        if bytes.withUnsafeBytes({ $0.baseAddress.map { memchr($0, 0, headCount) != nil } ?? false }) { return "binary file" }
        return UTF8Validation.isValid(bytes) ? nil : "not valid UTF-8"
    }
}

/// include / exclude globs of the workspace.
package struct PathFilter: Sendable {
    package let include: [Glob]
    package let exclude: [Glob]

    package init(include: [String], exclude: [String]) {
        func compile(_ pattern: String) -> Glob {
            var trimmed = pattern
            while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
            while trimmed.hasSuffix("/") { trimmed.removeLast() }
            if trimmed.hasPrefix("/") { trimmed.removeFirst() }
            return Glob(trimmed.contains("/") ? trimmed : "**/" + trimmed)
        }
        self.include = include.map(compile)
        self.exclude = exclude.map(compile)
    }

    func excludesFolder(_ path: String) -> Bool {
        exclude.contains { $0.matches(path) }
    }

    /// A file is kept when it, or a folder above it, matches an include glob.
    package func keeps(_ path: String) -> Bool {
        if exclude.contains(where: { $0.matches(path) }) { return false }
        guard !include.isEmpty else { return true }
        var prefix = Substring(path)
        while true {
            if include.contains(where: { $0.matches(String(prefix)) }) { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }
}

private struct Walker {
    package let root: String
    let realRoot: String
    package let filter: PathFilter
    package var found: [String] = []
    package var skipped: [Workspace.SkippedFile] = []

    package mutating func walk(directory: String, ignores inherited: IgnoreStack) {
        let fullDirectory = Workspace.join(root, directory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: fullDirectory) else {
            if !directory.isEmpty { skipped.append(.init(path: directory, reason: "unreadable folder")) }
            return
        }
        var ignores = inherited
        if names.contains(".gitignore"), let text = Workspace.readText(Workspace.join(fullDirectory, ".gitignore")) {
            ignores = ignores.adding(IgnoreRules(base: directory, text: text))
        }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = directory.isEmpty ? name : directory + "/" + name
            let full = Workspace.join(root, path)
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            if type == S_IFDIR {
                if Workspace.skippedFolders.contains(name) { continue }
                if ignores.isIgnored(path, isDirectory: true) || filter.excludesFolder(path) { continue }
                walk(directory: path, ignores: ignores)
            } else if type == S_IFLNK {
                if Workspace.skippedFolders.contains(name) || ignores.isIgnored(path, isDirectory: false) { continue }
                guard let target = Workspace.realPath(full) else {
                    skipped.append(.init(path: path, reason: "broken symbolic link")); continue
                }
                guard ReadBoundary.contains(realRoot, target) else {
                    skipped.append(.init(path: path, reason: "symbolic link leads outside the root")); continue
                }
                var targetStatus = stat()
                guard stat(full, &targetStatus) == 0, targetStatus.st_mode & S_IFMT == S_IFREG else {
                    // Folder links are never followed: that rules out cycles and double visits.
                    continue
                }
                if filter.keeps(path) { found.append(path) }
            } else if type == S_IFREG {
                if name == ".git" { continue }
                if ignores.isIgnored(path, isDirectory: false) { continue }
                if filter.keeps(path) { found.append(path) }
            }
        }
    }
}
