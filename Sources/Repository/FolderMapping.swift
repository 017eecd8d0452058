import PreflightModel

/// `.preflight.yml` `folders:`: a document's folder names mapped to the repository's own, so a
/// skill written for `Core/` checks `AcmeCore/` (`Core/: AcmeCore/`), or several folders when one
/// became several (`Core/: [AcmeCore/, AcmeKit/]`). Every glob of every check goes through it.
public struct FolderMapping: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// The document's folder, without leading `./` or trailing `/` (`Core`, `Sources/Core`).
        public var folder: String
        /// The repository's folders it stands for (globs allowed: `Modules/*Core`).
        public var replacements: [String]
        /// Where the entry stands in `.preflight.yml`.
        public var line: Int

        public init(folder: String, replacements: [String], line: Int = 0) {
            self.folder = FolderMapping.normalized(folder)
            self.replacements = replacements.map(FolderMapping.normalized)
            self.line = line
        }
    }

    /// Longest folder first, so `Sources/Core` wins over `Core` where both apply.
    public private(set) var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries.sorted { $0.folder.count > $1.folder.count }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// `./Core/` → `Core`.
    public static func normalized(_ folder: String) -> String {
        var text = Substring(folder)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasPrefix("/") { text = text.dropFirst() }
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    /// The glob with each mapped folder replaced where it stands as whole path segments (at the
    /// start, after `/`, or inside `{…,…}`): `**/Core/**` → `**/AcmeCore/**`, while `CoreUI/**`
    /// stays as it is. Several replacements become alternatives: `{AcmeCore,AcmeKit}/**`.
    public func apply(_ glob: Glob) -> Glob {
        guard !entries.isEmpty else { return glob }
        let mapped = apply(pattern: glob.pattern)
        return mapped == glob.pattern ? glob : Glob(mapped)
    }

    public func apply(_ globs: [Glob]) -> [Glob] { globs.map(apply) }

    public func apply(pattern: String) -> String {
        let characters = Array(pattern)
        var result = ""
        var index = 0
        var atStart = true
        func isEnd(_ position: Int) -> Bool {
            position == characters.count || "/},".contains(characters[position])
        }
        while index < characters.count {
            if atStart, let entry = entries.first(where: { entry in
                let folder = Array(entry.folder)
                return !folder.isEmpty && index + folder.count <= characters.count
                    && Array(characters[index..<(index + folder.count)]) == folder && isEnd(index + folder.count)
            }) {
                result += entry.replacements.count == 1 ? entry.replacements[0] : "{" + entry.replacements.joined(separator: ",") + "}"
                index += entry.folder.count
                atStart = false
                continue
            }
            let character = characters[index]
            result.append(character)
            atStart = "/{,".contains(character)
            index += 1
        }
        return result
    }
}

/// For a glob that matches nothing in the repository: the document's folder it names that the
/// repository lacks, and the repository's folders it most likely means (`Core` → `AcmeCore`).
public struct FolderSuggestion: Sendable, Equatable {
    /// The document's folder (`Core`, `UI/Controller`).
    public var folder: String
    /// The repository's folders, best first (at most three).
    public var candidates: [String]

    public init(folder: String, candidates: [String]) {
        self.folder = folder
        self.candidates = candidates
    }

    /// The `folders:` line that would map it to the best candidate.
    public var configurationLine: String {
        "\(folder)/: \(candidates.first.map { $0 + "/" } ?? "…")"
    }

    /// nil when the glob names no literal folder the repository lacks (`**/*Item.swift`), so
    /// there is nothing a mapping could fix.
    public static func suggest(for pattern: String, folders: [String]) -> FolderSuggestion? {
        let segments = pattern.split(separator: "/").map(String.init)
        let trees = folders.map { $0.split(separator: "/").map(String.init) }
        var index = 0
        while index < segments.count {
            guard isLiteral(segments[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < segments.count, isLiteral(segments[end]) { end += 1 }
            let run = Array(segments[index..<end])
            let anchored = index == 0
            // A file name at the end of the glob is not a folder to map.
            let folderRun = end == segments.count && run.count > 0 && run.last!.contains(".") ? Array(run.dropLast()) : run
            index = end
            guard !folderRun.isEmpty else { continue }
            let occurs = trees.contains { tree in anchored ? tree.starts(with: folderRun) : contains(tree, folderRun) }
            if occurs { continue }
            return FolderSuggestion(folder: folderRun.joined(separator: "/"),
                                    candidates: candidates(for: folderRun, anchored: anchored, trees: trees))
        }
        return nil
    }

    /// The repository's folders most likely meant by the name `name` (a build target's), the
    /// folder of that very name first.
    public static func candidates(named name: String, folders: [String]) -> [String] {
        candidates(for: [name], anchored: false, trees: folders.map { $0.split(separator: "/").map(String.init) }, whole: true)
    }

    static func isLiteral(_ segment: String) -> Bool {
        !segment.isEmpty && !segment.contains { "*?[]{}\\".contains($0) }
    }

    static func contains(_ tree: [String], _ run: [String]) -> Bool {
        guard run.count <= tree.count else { return false }
        return (0...(tree.count - run.count)).contains { Array(tree[$0..<($0 + run.count)]) == run }
    }

    /// Folders whose name resembles the missing one: the same name (deeper, or in another case),
    /// one holding the other (`AcmeCore`, `CoreKit`), or a near spelling; at the same depth first
    /// when the glob is anchored at the top.
    /// `whole`: name each candidate by its whole path (a target's folder is written from the top).
    static func candidates(for run: [String], anchored: Bool, trees: [[String]], whole: Bool = false) -> [String] {
        guard let wanted = run.last?.lowercased(), wanted.count >= 2 else { return [] }
        var scored: [(value: String, score: Int, depth: Int)] = []
        for tree in trees {
            guard let name = tree.last, !name.hasPrefix("."), name.count >= 2 else { continue }
            let lower = name.lowercased()
            let similarity: Int
            if lower == wanted {
                similarity = 0
            } else if lower.contains(wanted) || wanted.contains(lower) {
                similarity = 1
            } else if EditDistance.levenshtein(lower, wanted, limit: 2) <= max(1, min(2, wanted.count / 3)) {
                similarity = 2
            } else {
                continue
            }
            let value = anchored || whole ? tree.joined(separator: "/") : tree.suffix(run.count).joined(separator: "/")
            let depthPenalty = anchored && tree.count != run.count ? 3 : 0
            scored.append((value, similarity + depthPenalty, tree.count))
        }
        var seen = Set<String>()
        return scored.sorted { ($0.score, $0.depth, $0.value) < ($1.score, $1.depth, $1.value) }
            .map(\.value).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
    }
}
