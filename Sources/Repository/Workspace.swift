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
    /// The root with every link resolved: what a file must lie under to be read.
    public let realRoot: String
    /// Text files, relative with forward slashes, sorted by their UTF-8 bytes.
    public private(set) var files: [String] = []
    /// Every file that is not ignored or filtered out, binary or not, same order.
    public private(set) var paths: [String] = []
    public private(set) var skipped: [SkippedFile] = []

    /// Why a file linked from outside the root is listed as skipped.
    public static let linkOutsideReason = "symbolic link leads outside the root"

    /// Folders holding build output, fetched dependencies or vendored third-party code, skipped at
    /// any depth: a team's conventions are about its own code, and a vendored library follows its
    /// authors' (`Vendor/`, `ThirdParty/`).
    public static let skippedFolders = Set([".git", ".build", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules"])
        .union(listedFolders.keys)

    /// The skipped folders a team places by hand, with code it did not write or that is no part
    /// of the app: each is listed as skipped (unless ignored) with its reason, so a reader sees
    /// that its files were passed over and why. fastlane's folder holds the tool's release
    /// scripts and, for Swift setups, the runner code fastlane generates (`fastlane/swift/`).
    public static let listedFolders: [String: String] = {
        var folders = Dictionary(uniqueKeysWithValues: vendoredFolders.map { ($0, vendoredReason) })
        folders["fastlane"] = toolingReason
        return folders
    }()

    public static let vendoredFolders: Set<String> = ["Vendor", "vendor", "Vendored", "ThirdParty", "third_party", "3rdParty"]

    /// Why a vendored folder is listed as skipped.
    public static let vendoredReason = "vendored third-party code: it follows its authors' conventions, not checked"

    /// Why a release-tooling folder is listed as skipped.
    public static let toolingReason = "release tooling (fastlane): the tool's templates and scripts, not the app's code"

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
        self.realRoot = realRoot
        let filter = PathFilter(include: include, exclude: exclude)
        var walker = Walker(root: root, realRoot: realRoot, filter: filter)
        var base = IgnoreStack()
        if let exclude = walker.ignoreFile(Workspace.join(root, ".git/info/exclude"), shown: ".git/info/exclude") {
            base = base.adding(IgnoreRules(base: "", text: exclude))
        }
        walker.walk(ignores: base)

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

    /// Largest file read for checking; a larger one is listed as skipped. Far above real
    /// source files (a hand-written one rarely passes 300 KB), it bounds what one file can cost:
    /// its tokens, structure and findings take about 35 times its size, so a 4 MB file audits
    /// in about 160 MB.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// What reading a file for checking gave: its text bytes, or why it was passed over.
    public enum FileRead: Sendable, Equatable {
        case text([UInt8])
        case skipped(String)
    }

    /// Reads a file for checking: its first bytes decide whether it is binary before the rest
    /// is read (a 2 GB sparse file costs 8 KB), a file above `maximumFileSize` is not read, and
    /// one that cannot be opened or is not UTF-8 is skipped with the reason — never dropped
    /// silently, so a reader can tell "checked and clean" from "not checked".
    public func read(_ path: String) -> FileRead {
        Workspace.read(fullPath: Workspace.join(root, path))
    }

    /// `read` for a file named on the command line rather than found by the walk, which refuses
    /// links leading outside the root: a named file gets the same test, so `audit Keys.swift`
    /// never reads (and reports) a file elsewhere that a committed link points to.
    public func readNamed(_ path: String) -> FileRead {
        let full = Workspace.join(root, path)
        guard let real = Workspace.realPath(full) else { return read(path) }
        guard ReadBoundary.contains(realRoot, real) else { return .skipped(Workspace.linkOutsideReason + ": not read") }
        return Workspace.read(fullPath: real)
    }

    package static func read(fullPath: String) -> FileRead {
        let descriptor = open(fullPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .skipped("unreadable (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .skipped("unreadable (\(String(cString: strerror(errno))))") }
        guard status.st_mode & S_IFMT == S_IFREG else { return .skipped("not a regular file") }
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: min(size, maximumFileSize) + 1)
        var filled = 0
        func fill(upTo limit: Int) -> Bool {
            while filled < limit {
                let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, limit - filled) }
                if count < 0 { if errno == EINTR { continue }; return false }
                if count == 0 { break }
                filled += count
            }
            return true
        }
        guard fill(upTo: min(8192, bytes.count)) else { return .skipped("unreadable (\(String(cString: strerror(errno))))") }
        if bytes[..<filled].contains(0) { return .skipped("binary file") }
        if size > maximumFileSize { return .skipped("larger than \(maximumFileSize / 1_048_576) MB") }
        guard fill(upTo: bytes.count) else { return .skipped("unreadable (\(String(cString: strerror(errno))))") }
        // One byte more than the size was asked for: a file that grew past the limit is caught.
        if filled > maximumFileSize { return .skipped("larger than \(maximumFileSize / 1_048_576) MB") }
        bytes.removeSubrange(filled...)
        if let reason = classify(bytes: bytes) { return .skipped(reason) }
        return .text(bytes)
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

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// nil for a readable text file, else why it is skipped. Only the first 8 KB of a binary
    /// file is read, so large assets cost next to nothing.
    package static func classify(_ fullPath: String) -> String? {
        if case let .skipped(reason) = read(fullPath: fullPath) { return reason }
        return nil
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

    /// Largest ignore file read; a larger one is skipped (and its files are checked: reading
    /// too much beats silently missing files).
    static let maximumIgnoreFileSize = 16 * 1024 * 1024

    mutating func ignoreFile(_ path: String, shown: String) -> String? {
        // An ignore file is read only inside the root, like everything else.
        if let real = Workspace.realPath(path), !ReadBoundary.contains(realRoot, real) {
            skipped.append(.init(path: shown, reason: "symbolic link leads outside the root: not read"))
            return nil
        }
        do {
            guard let bytes = try BoundedRead.contents(of: path, limit: Walker.maximumIgnoreFileSize, shown: shown, what: "ignore files")
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        } catch {
            skipped.append(.init(path: shown, reason: "ignore file larger than \(Walker.maximumIgnoreFileSize / 1_048_576) MB: not read"))
            return nil
        }
    }

    /// Folder by folder with an explicit stack (a deep tree cannot exhaust the call stack).
    /// Names are read as bytes: one that is not UTF-8 cannot be named in a report or matched by
    /// a glob, so it is listed as skipped, never dropped silently.
    package mutating func walk(ignores base: IgnoreStack) {
        var pending: [(directory: String, ignores: IgnoreStack)] = [("", base)]
        while let (directory, inherited) = pending.popLast() {
            let fullDirectory = Workspace.join(root, directory)
            guard let entries = Walker.entries(of: fullDirectory) else {
                if !directory.isEmpty { skipped.append(.init(path: directory, reason: "unreadable folder")) }
                continue
            }
            var ignores = inherited
            let ignoreName = Array(".gitignore".utf8)
            if entries.contains(ignoreName),
               let text = ignoreFile(Workspace.join(fullDirectory, ".gitignore"),
                                     shown: directory.isEmpty ? ".gitignore" : directory + "/.gitignore") {
                ignores = ignores.adding(IgnoreRules(base: directory, text: text))
            }
            var folders: [String] = []
            for raw in entries.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                guard let name = String(validatingUTF8Bytes: raw) else {
                    let shown = (directory.isEmpty ? "" : directory + "/") + Walker.escaped(raw)
                    skipped.append(.init(path: shown, reason: "name is not valid UTF-8"))
                    continue
                }
                let path = directory.isEmpty ? name : directory + "/" + name
                let full = Workspace.join(root, path)
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                if type == S_IFDIR {
                    if ignores.isIgnored(path, isDirectory: true) || filter.excludesFolder(path) { continue }
                    if Workspace.skippedFolders.contains(name) {
                        if let reason = Workspace.listedFolders[name] { skipped.append(.init(path: path, reason: reason)) }
                        continue
                    }
                    folders.append(path)
                } else if type == S_IFLNK {
                    if Workspace.skippedFolders.contains(name) || ignores.isIgnored(path, isDirectory: false) { continue }
                    guard let target = Workspace.realPath(full) else {
                        skipped.append(.init(path: path, reason: "broken symbolic link")); continue
                    }
                    guard ReadBoundary.contains(realRoot, target) else {
                        skipped.append(.init(path: path, reason: Workspace.linkOutsideReason)); continue
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
                } else if !ignores.isIgnored(path, isDirectory: false), filter.keeps(path) {
                    // A pipe, socket or device would block or never end: named, not read.
                    skipped.append(.init(path: path, reason: "not a regular file (a pipe, socket or device): not read"))
                }
            }
            for folder in folders.reversed() { pending.append((folder, ignores)) }
        }
    }

    /// The entry names of a folder as raw bytes (without `.` and `..`), or nil when it cannot be listed.
    static func entries(of path: String) -> [[UInt8]]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                let bytes = raw.bindMemory(to: UInt8.self)
                return Array(bytes.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names
    }

    /// A name for messages: printable ASCII and valid UTF-8 as they are, other bytes as `\xNN`.
    static func escaped(_ raw: [UInt8]) -> String {
        var text = ""
        for byte in raw {
            if byte >= 0x20 && byte < 0x7F { text.unicodeScalars.append(Unicode.Scalar(byte)) } else {
                text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return text
    }
}

/// read(2), named apart from the instance methods called `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
