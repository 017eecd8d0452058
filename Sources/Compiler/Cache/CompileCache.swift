import Foundation
import PreflightDocument
import PreflightModel

/// Compiled skills kept between runs, so `review`, `checklist` and a pre-commit hook do not
/// recompile documents that have not changed. An entry is named by the SHA-256 of everything
/// the compile depends on: the document's text, its path and the name and folder discovery
/// gave it, Preflight's version and the executable's size and modification time (a rebuilt
/// binary may compile differently under the same version).
///
/// The cache never changes an answer: an entry is written only when decoding it gives back
/// exactly what was compiled, an entry that cannot be read or decoded is compiled afresh, and
/// a folder that cannot be written is simply not used.
public struct CompileCache: Sendable {
    /// Where entries live; nil when the cache is off.
    public let folder: String?
    private let stamp: String?

    /// Entries kept before the oldest are removed (a few hundred kilobytes each at most).
    static let capacity = 200
    /// The entry layout; raised when it changes, so old entries are ignored.
    static let format = "preflight-compile-cache/1"

    /// `folder` nil: no cache. `executable`: the file whose size and modification time mark
    /// the build (default: the running executable); the cache is off when it cannot be read.
    public init(folder: String?, executable: String? = CompileCache.runningExecutable()) {
        self.folder = folder
        stamp = executable.flatMap(Self.stamp(of:))
    }

    /// `$XDG_CACHE_HOME/preflight`, else `~/.cache/preflight`; nil when `PREFLIGHT_NO_CACHE`
    /// is set, when `disabled` (`--no-cache`), or when the environment names no home.
    public static func folder(environment: [String: String], disabled: Bool) -> String? {
        if disabled || environment["PREFLIGHT_NO_CACHE"].map({ !$0.isEmpty && $0 != "0" }) == true { return nil }
        // The XDG specification ignores a relative XDG_CACHE_HOME.
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("preflight")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (home as NSString).appendingPathComponent(".cache/preflight")
        }
        return nil
    }

    /// The compiled skill, from the cache when an entry for exactly this document and build is
    /// there, otherwise compiled (and stored for next time).
    public func compile(_ document: SkillDocument) throws -> CompiledSkill {
        guard let entryPath = entryPath(for: document) else { return try SkillCompiler.compile(document) }
        if let entry = read(entryPath) {
            return CompiledSkill(name: document.name, path: document.path, document: document, items: entry.items,
                                 contradictions: entry.contradictions, warnings: entry.warnings, notRules: entry.notRules)
        }
        let skill = try SkillCompiler.compile(document)
        store(skill, at: entryPath)
        return skill
    }

    /// The file an entry for `document` lives in; nil when the cache is off or the document
    /// has no known text.
    func entryPath(for document: SkillDocument) -> String? {
        guard let folder, let stamp, let digest = document.sourceDigest else { return nil }
        var hasher = SHA256()
        for field in [Self.format, Preflight.version, stamp, document.path, SHA256.hex(digest)] { hasher.updateField(field) }
        // Discovery's name and folder change ids and scopes; absent differs from empty.
        for field in [document.assignedName, document.folder] {
            if let field { hasher.updateField("+" + field) } else { hasher.updateField("-") }
        }
        // Whether the document imports others decides its "no rule found" warning.
        for imported in document.imports { hasher.updateField("@" + imported) }
        return (folder as NSString).appendingPathComponent(SHA256.hex(hasher.finalize()) + ".json")
    }

    private func read(_ path: String) -> CompiledSkillEntry? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(CompiledSkillEntry.self, from: data)
    }

    private func store(_ skill: CompiledSkill, at path: String) {
        let entry = CompiledSkillEntry(items: skill.items, contradictions: skill.contradictions, warnings: skill.warnings,
                                       notRules: skill.notRules)
        guard let data = try? JSONEncoder().encode(entry),
              let decoded = try? JSONDecoder().decode(CompiledSkillEntry.self, from: data),
              ReflectedEquality.equal(decoded, entry) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try data.write(to: URL(fileURLWithPath: temporary))
            // Readers see the old entry or the new one, never half of one.
            guard rename(temporary, path) == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                return
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        trim(folder)
    }

    /// Removes the oldest entries beyond the capacity, so the folder does not grow without end
    /// as documents are edited.
    private func trim(_ folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let entries = names.filter { $0.hasSuffix(".json") }
        guard entries.count > Self.capacity else { return }
        let dated = entries.map { name -> (String, Date) in
            let path = (folder as NSString).appendingPathComponent(name)
            let date = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            return (path, date)
        }
        for (path, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(entries.count - Self.capacity) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Size and modification time of `path`, following links; nil when it cannot be read.
    static func stamp(of path: String) -> String? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return "\(resolved) \(size.int64Value) \(modified.timeIntervalSince1970)"
    }

    /// The running program's file: `/proc/self/exe` on Linux, else what Foundation reports.
    public static func runningExecutable() -> String? {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return target }
        return Bundle.main.executablePath
    }
}
