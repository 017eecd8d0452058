import Foundation
import PreflightChange
import PreflightChecks
import PreflightCompiler
import PreflightModel

/// Firing rates kept between runs, so a review measures the merge base's tree once and an audit
/// of one file (an editor's save) knows the repository's rates. An entry lives in `rates/` of the
/// compile cache's folder, named by the SHA-256 of what the rates depend on: the tree's hash and
/// the folder's place in it, a fingerprint of the checks as they run (`ActiveRuleSet
/// .rateFingerprint`), Preflight's version and the executable's size and modification time.
///
/// Built to be invisible, as the compile cache is: an entry that cannot be read or decoded is
/// measured afresh, a folder that cannot be written is not used, entries are written through a
/// temporary file and a rename, and beyond `capacity` entries the oldest are removed.
public struct RateCache: Sendable {
    /// Where entries live; nil when the cache is off.
    public let folder: String?
    private let stamp: String?

    static let capacity = 200
    /// The entry layout; raised when it changes, so old entries are ignored.
    static let format = "preflight-rate-cache/1"

    /// `cacheFolder`: the compile cache's folder (`CompileCache.folder(environment:disabled:)`);
    /// nil turns the cache off. `executable`: the file whose size and modification time mark the
    /// build; the cache is off when it cannot be read.
    public init(cacheFolder: String?, executable: String? = CompileCache.runningExecutable()) {
        folder = cacheFolder.map { ($0 as NSString).appendingPathComponent("rates") }
        stamp = executable.flatMap(Self.stamp(of:))
    }

    struct Entry: Codable {
        var format: String
        var rates: [String: FiringRate]
    }

    func entryPath(tree: TreeIdentity, fingerprint: String) -> String? {
        guard let folder, let stamp else { return nil }
        var hasher = SHA256()
        for field in [Self.format, Preflight.version, stamp, tree.hash, tree.prefix, fingerprint] { hasher.updateField(field) }
        return (folder as NSString).appendingPathComponent(SHA256.hex(hasher.finalize()) + ".json")
    }

    /// The rates kept for the tree and checks, or nil.
    func load(tree: TreeIdentity, fingerprint: String) -> [String: FiringRate]? {
        guard let path = entryPath(tree: tree, fingerprint: fingerprint),
              let data = FileManager.default.contents(atPath: path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.format == Self.format else { return nil }
        return entry.rates
    }

    func store(_ rates: [String: FiringRate], tree: TreeIdentity, fingerprint: String) {
        guard let path = entryPath(tree: tree, fingerprint: fingerprint) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Entry(format: Self.format, rates: rates)) else { return }
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

    /// Removes the oldest entries beyond the capacity: every new merge base leaves one.
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

    /// Size and modification time of `path`, following links, as the compile cache marks a build.
    static func stamp(of path: String) -> String? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return "\(resolved) \(size.int64Value) \(modified.timeIntervalSince1970)"
    }
}

/// A tree as git names it, and the checked folder's place in the work tree (rates of `App/` are
/// not those of the whole repository).
struct TreeIdentity: Hashable, Sendable {
    var hash: String
    var prefix: String
}

extension GitRepository {
    /// The tree `revision` names, with the folder's place in the work tree, in one git process;
    /// nil when git cannot tell (no such commit, no commit yet, not a repository).
    func treeIdentity(_ revision: String) -> TreeIdentity? {
        guard let result = try? run(["rev-parse", "--show-prefix", "\(revision)^{tree}"]), result.status == 0 else { return nil }
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2, [40, 64].contains(lines[1].utf8.count), lines[1].allSatisfy(\.isHexDigit) else { return nil }
        return TreeIdentity(hash: lines[1], prefix: lines[0])
    }

    /// Whether the work tree under the folder is HEAD's tree: nothing modified, staged or
    /// untracked (ignored files aside, as an audit's walk leaves them aside). Without optional
    /// locks: a status that refreshed the index could make the user's own git command fail.
    func isClean() -> Bool {
        guard let result = try? run(["--no-optional-locks", "status", "--porcelain", "-z", "--untracked-files=normal", "--", "."]),
              result.status == 0 else { return false }
        return result.stdout.isEmpty
    }
}

extension ActiveRuleSet {
    /// What firing rates depend on besides the tree: every check as it runs (its id, its
    /// parameters after the configuration, where it looks, whether it is about new code only)
    /// and which files the configuration lets a run read. Severities and confirmations are not
    /// in it: they decide what a rate means, not what it is.
    func rateFingerprint(configuration: Configuration?) -> String {
        var hasher = SHA256()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for pattern in (configuration?.include ?? []) + ["--"] + (configuration?.exclude ?? []) { hasher.updateField(pattern) }
        for (id, check) in checks.sorted(by: { $0.key < $1.key }) {
            let parameters = (try? encoder.encode(AnyCheck(check.check))).map { String(decoding: $0, as: UTF8.self) } ?? check.check.kind
            var fields = [id, parameters, check.compiled.newCodeOnly ? "new" : "all"]
            fields.append((check.paths ?? []).map(\.pattern).joined(separator: "\u{0}"))
            fields.append((check.exclude ?? []).map(\.pattern).joined(separator: "\u{0}"))
            if let limits = check.documentLimits {
                fields.append((limits.folder ?? "") + "\u{0}" + limits.globs.map(\.pattern).joined(separator: "\u{0}"))
            }
            for field in fields { hasher.updateField(field) }
        }
        return SHA256.hex(hasher.finalize())
    }
}
