import Foundation
import PreflightModel
import PreflightReport
import PreflightRepository
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One place a skill is installed: the folder as reached (a link keeps its own name) and the
/// agents that load skills from there.
public struct SkillInstall: Sendable, Equatable {
    /// The install folder, relative to the validated path (e.g. `.claude/skills/swift-style`).
    public var folder: String
    /// The folder's (or link's) own name as the directory entry spells it; nil for a loose file.
    public var entryName: String?
    public var agents: [AgentProfile]
}

/// A skill file found on disk, with every install that reaches the same real folder.
package final class SkillCandidate {
    package let file: URL
    let realFolder: String
    package let displayPath: String
    var installs: [SkillInstall]
    /// Set for a link whose target lies outside the validated path: named, never read.
    var outsideTarget: String?

    package init(file: URL, realFolder: String, displayPath: String, installs: [SkillInstall], outsideTarget: String? = nil) {
        self.file = file
        self.realFolder = realFolder
        self.displayPath = displayPath
        self.installs = installs
        self.outsideTarget = outsideTarget
    }
}

/// Finds the skills under one PATH given on the command line: a repository (every known
/// skills folder, plus skill files anywhere no agent looks), a skills folder, a skill folder
/// or a SKILL.md. Follows links inside the path, never reads through a link leaving it.
struct SkillLocator {
    enum Mode { case skillFile, skillFolder, skillsFolder, repository }

    package let base: String
    let realBase: String
    package let prefix: String
    package let home: String?
    package private(set) var candidates: [SkillCandidate] = []
    package private(set) var findings: [Finding] = []
    package private(set) var mode: Mode = .repository
    private var byRealFolder: [String: SkillCandidate] = [:]

    static let skippedDirectories: Set<String> = [".git", ".hg", ".svn", "node_modules", ".build", "build", "DerivedData", "Pods",
                                                   "Carthage", ".venv", "venv", "dist", "target", ".gradle", "vendor",
                                                   "Tests", "tests", "test", "Fixtures", "fixtures", "testdata", "__fixtures__"]

    /// `argument` as typed (for messages), `absolute` resolved against the working directory.
    package static func locate(argument: String, absolute: String, prefix: String, home: String?) throws -> SkillLocator {
        let path = URL(fileURLWithPath: absolute).standardizedFileURL.path
        guard let kind = FileKind.of(path, following: true) else {
            if FileKind.of(path, following: false) == .symlink {
                throw PreflightError(file: argument, "is a symbolic link to nothing")
            }
            throw PreflightError(file: argument, "no such file or directory")
        }
        if kind == .file {
            guard FileManager.default.isReadableFile(atPath: path) else { throw PreflightError(file: argument, "cannot be read (permission denied)") }
            let parent = (path as NSString).deletingLastPathComponent
            var locator = SkillLocator(base: parent, realBase: realPath(parent) ?? parent, prefix: prefix, home: home)
            locator.mode = .skillFile
            locator.addSkillFolder(parent, display: "", entryName: installedEntryName(parent),
                                   agents: AgentCatalog.agents(forSkillsFolderPath: (parent as NSString).deletingLastPathComponent, home: home)?.agents ?? [],
                                   fileName: (path as NSString).lastPathComponent)
            return locator
        }
        guard kind == .directory, let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw PreflightError(file: argument, "cannot be read (not a readable folder)")
        }
        var locator = SkillLocator(base: path, realBase: realPath(path) ?? path, prefix: prefix, home: home)
        let isHome = home.map { URL(fileURLWithPath: $0).standardizedFileURL.path == path } ?? false
        let known = knownFolders(inside: path, isHome: isHome)
        let knownInside = known.map(\.folder)
        if entries.contains(where: { $0.lowercased() == "skill.md" }) {
            locator.mode = .skillFolder
            let parent = (path as NSString).deletingLastPathComponent
            locator.addSkillFolder(path, display: "", entryName: installedEntryName(path),
                                   agents: AgentCatalog.agents(forSkillsFolderPath: parent, home: home)?.agents ?? [], fileName: nil)
        } else if let known = AgentCatalog.agents(forSkillsFolderPath: path, home: home), knownInside.isEmpty {
            locator.mode = .skillsFolder
            locator.scanSkillsFolder(path, display: "", agents: known.agents)
        } else if knownInside.isEmpty, (path as NSString).lastPathComponent.lowercased() == "skills"
                    || entries.contains(where: { hasSkillFile(path + "/" + $0) }) {
            locator.mode = .skillsFolder
            locator.scanSkillsFolder(path, display: "", agents: [])
        } else {
            locator.mode = .repository
            for (folder, agents) in known {
                locator.scanKnownFolder(folder, agents: agents)
            }
            locator.walk(path, relative: "", depth: 0, skipping: Set(knownInside))
        }
        return locator
    }

    /// The agents' skills folders that exist under `path`: project folders (`.claude/skills`),
    /// their tail when `path` is an agent's own folder (`skills` inside `.claude`), and the
    /// user-level folders when `path` is the home folder.
    static func knownFolders(inside path: String, isHome: Bool) -> [(folder: String, agents: [AgentProfile])] {
        var result: [(folder: String, agents: [AgentProfile])] = []
        func add(_ folder: String, _ agents: [AgentProfile]) {
            guard !agents.isEmpty, FileKind.of(path + "/" + folder, following: true) == .directory else { return }
            if let index = result.firstIndex(where: { $0.folder == folder }) {
                for agent in agents where !result[index].agents.contains(agent) { result[index].agents.append(agent) }
            } else {
                result.append((folder, agents))
            }
        }
        for folder in AgentCatalog.projectFolders {
            add(folder, AgentCatalog.agents(scanning: folder, userLevel: false))
            let parts = folder.split(separator: "/", maxSplits: 1)
            if parts.count == 2, path.hasSuffix("/" + parts[0]) {
                add(String(parts[1]), AgentCatalog.agents(scanning: folder, userLevel: false))
            }
        }
        if isHome {
            for folder in AgentCatalog.userFolders { add(folder, AgentCatalog.agents(scanning: folder, userLevel: true)) }
        }
        return result
    }

    package init(base: String, realBase: String, prefix: String, home: String?) {
        self.base = base
        self.realBase = realBase
        self.prefix = prefix
        self.home = home
    }

    package func display(_ relative: String) -> String {
        if prefix.isEmpty { return relative.isEmpty ? "." : relative }
        return relative.isEmpty ? prefix : prefix + "/" + relative
    }

    package func join(_ a: String, _ b: String) -> String { a.isEmpty ? b : a + "/" + b }

    package func isInside(_ real: String) -> Bool { ReadBoundary.contains(realBase, real) }

    static func hasSkillFile(_ folder: String) -> Bool {
        guard FileKind.of(folder, following: true) == .directory,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return entries.contains { $0.lowercased() == "skill.md" }
    }

    /// The folder's name as its parent lists it (a path typed in another case still finds it on
    /// a case-insensitive disk; the entry shows the real spelling).
    /// The name a skill folder is installed under; nil for a skill published as a repository of
    /// its own (a `.git` beside its `SKILL.md`): a clone's folder name is whatever the clone
    /// chose, and installers name the installed folder after the skill's `name`.
    static func installedEntryName(_ folder: String) -> String? {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) ? nil : realEntryName(folder)
    }

    static func realEntryName(_ folder: String) -> String {
        let name = (folder as NSString).lastPathComponent
        let parent = (folder as NSString).deletingLastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent), !entries.contains(name) else { return name }
        return entries.first { $0.lowercased() == name.lowercased() } ?? name
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: Known skills folders

    mutating func scanKnownFolder(_ folder: String, agents: [AgentProfile]) {
        let full = base + "/" + folder
        if FileKind.of(full, following: false) == .symlink, let real = Self.realPath(full), !isInside(real) {
            findings.append(ValidationRules.layoutLinkOutside.finding(display(folder), line: 1,
                "'\(folder)' is a link to '\(real)', outside the validated path: it was not read — validate that folder itself"))
            return
        }
        scanSkillsFolder(full, display: folder, agents: agents)
    }

    mutating func scanSkillsFolder(_ folder: String, display relative: String, agents: [AgentProfile]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            findings.append(ValidationRules.fileUnreadable.finding(display(relative), line: 1, "the skills folder cannot be listed: check its permissions"))
            return
        }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let full = folder + "/" + entry
            let shown = join(relative, entry)
            switch FileKind.of(full, following: false) {
            case .symlink:
                guard let real = Self.realPath(full), let kind = FileKind.of(real, following: true) else {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?"
                    findings.append(ValidationRules.layoutDanglingSymlink.finding(display(shown), line: 1,
                        "'\(entry)' is a link to '\(target)', which does not exist: agents skip it — re-create the link or delete it"))
                    continue
                }
                if kind == .directory {
                    if !isInside(real) {
                        addOutsideLink(shown, entryName: entry, target: real, agents: agents)
                    } else {
                        addSkillFolder(full, display: shown, entryName: entry, agents: agents, fileName: nil)
                    }
                } else if entry.lowercased() == "skill.md" {
                    looseFile(full, shown: shown, relative: relative, agents: agents)
                }
            case .directory:
                addSkillFolder(full, display: shown, entryName: entry, agents: agents, fileName: nil)
            case .file:
                if entry.lowercased() == "skill.md" { looseFile(full, shown: shown, relative: relative, agents: agents) }
            default:
                continue
            }
        }
    }

    mutating func looseFile(_ full: String, shown: String, relative: String, agents: [AgentProfile]) {
        findings.append(ValidationRules.layoutLooseSkillFile.finding(display(shown), line: 1,
            "this skill file sits directly in the skills folder, where agents do not look: move it to \(join(relative, "<name>"))/SKILL.md, the folder named like its 'name'"))
        addFile(URL(fileURLWithPath: full), realFolder: (Self.realPath(full) ?? full) + "#loose", display: display(shown),
                install: SkillInstall(folder: display(relative), entryName: nil, agents: []))
    }

    mutating func addOutsideLink(_ shown: String, entryName: String, target: String, agents: [AgentProfile]) {
        findings.append(ValidationRules.layoutLinkOutside.finding(display(shown), line: 1,
            "'\(entryName)' is installed as a link to '\(target)', outside the validated path: it was not read — validate the target itself"))
        let candidate = SkillCandidate(file: URL(fileURLWithPath: target + "/SKILL.md"), realFolder: target, displayPath: display(shown),
                                       installs: [SkillInstall(folder: display(shown), entryName: entryName, agents: agents)],
                                       outsideTarget: target)
        if let existing = byRealFolder[target] {
            existing.installs.append(contentsOf: candidate.installs)
        } else {
            byRealFolder[target] = candidate
            candidates.append(candidate)
        }
    }

    /// A folder that should hold a skill: its SKILL.md, a misnamed one, skills nested a level
    /// too deep, or nothing.
    mutating func addSkillFolder(_ folder: String, display shown: String, entryName: String?, agents: [AgentProfile], fileName: String?) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            findings.append(ValidationRules.fileUnreadable.finding(display(shown), line: 1, "the skill folder cannot be listed: check its permissions"))
            return
        }
        var install = SkillInstall(folder: display(shown), entryName: entryName, agents: agents)
        let file = fileName ?? (entries.contains("SKILL.md") ? "SKILL.md" : entries.sorted().first { $0.lowercased() == "skill.md" })
        if let file {
            // Agents look for exactly SKILL.md: a differently named file is not loaded (on a
            // case-sensitive disk), so no agent is credited with seeing it.
            if file != "SKILL.md" { install.agents = [] }
            let shownFile = display(join(shown, file))
            if file != "SKILL.md" {
                let rule = ValidationRules.layoutFileNameCase
                findings.append(rule.finding(shownFile, line: 1, file.lowercased() == "skill.md"
                    ? "the skill file is named '\(file)': agents look for exactly 'SKILL.md' (on a case-sensitive disk they never see it) — rename it"
                    : "'\(file)' is not a skill file name: agents load only '<skills>/<name>/SKILL.md'"))
            }
            let path = folder + "/" + file
            if FileKind.of(path, following: false) == .symlink, let real = Self.realPath(path), !isInside(real) {
                findings.append(ValidationRules.layoutLinkOutside.finding(shownFile, line: 1,
                    "'\(file)' is a link to '\(real)', outside the validated path: it was not read"))
                return
            }
            let real = Self.realPath(folder) ?? folder
            addFile(URL(fileURLWithPath: path), realFolder: real, display: shownFile, install: install)
            return
        }
        let nested = entries.sorted().filter { !$0.hasPrefix(".") && Self.hasSkillFile(folder + "/" + $0) }
        guard nested.isEmpty else {
            for child in nested {
                let childShown = join(shown, child)
                let parentSkills = (install.folder as NSString).deletingLastPathComponent
                findings.append(ValidationRules.layoutNestedTooDeep.finding(display(childShown) + "/SKILL.md", line: 1,
                    "this skill is nested one level too deep ('\(entryName)/\(child)'): agents load only <skills>/<name>/SKILL.md — move it to \(parentSkills.isEmpty || parentSkills == "." ? "" : parentSkills + "/")\(child)/"))
                addSkillFolder(folder + "/" + child, display: childShown, entryName: child, agents: [], fileName: nil)
            }
            return
        }
        findings.append(ValidationRules.layoutFolderWithoutSkill.finding(display(shown), line: 1,
            "the folder '\(entryName)' in a skills folder has no SKILL.md, so no agent loads it: add \(entryName)/SKILL.md or move the folder out"))
    }

    mutating func addFile(_ file: URL, realFolder: String, display: String, install: SkillInstall) {
        if let existing = byRealFolder[realFolder] {
            existing.installs.append(install)
            return
        }
        let candidate = SkillCandidate(file: file, realFolder: realFolder, displayPath: display, installs: [install])
        byRealFolder[realFolder] = candidate
        candidates.append(candidate)
    }

    // MARK: Skill files no agent looks at

    package mutating func walk(_ folder: String, relative: String, depth: Int, skipping known: Set<String>) {
        guard depth <= 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let full = folder + "/" + entry
            let shown = join(relative, entry)
            switch FileKind.of(full, following: false) {
            case .directory:
                if Self.skippedDirectories.contains(entry) || known.contains(shown) { continue }
                // A project inside the repository (monorepo package) has its own agent folders.
                if let folder = AgentCatalog.projectFolders.first(where: { shown.hasSuffix("/" + $0) }) {
                    scanKnownFolder(shown, agents: AgentCatalog.agents(scanning: folder, userLevel: false))
                    continue
                }
                walk(full, relative: shown, depth: depth + 1, skipping: known)
            case .file where entry.lowercased() == "skill.md" && !relative.isEmpty:
                strayFile(folder, file: entry, relative: relative)
            case .symlink where !known.contains(shown):
                strayLink(full, entry: entry, shown: shown)
            default:
                continue
            }
        }
    }

    /// A link met outside the agents' folders that installs a skill from outside the validated
    /// path (a folder holding a SKILL.md, or a SKILL.md itself): named, never read. Only
    /// whether the target holds a SKILL.md is looked at, not its content.
    mutating func strayLink(_ full: String, entry: String, shown: String) {
        guard let real = Self.realPath(full), !isInside(real) else { return }
        let kind = FileKind.of(real, following: true)
        if kind == .directory, Self.hasSkillFile(real) {
            findings.append(ValidationRules.layoutLinkOutside.finding(display(shown), line: 1,
                "'\(entry)' is a link to the skill folder '\(real)', outside the validated path: it was not read — validate the target itself"))
        } else if kind == .file, entry.lowercased() == "skill.md" {
            findings.append(ValidationRules.layoutLinkOutside.finding(display(shown), line: 1,
                "'\(entry)' is a link to '\(real)', outside the validated path: it was not read"))
        }
    }

    mutating func strayFile(_ folder: String, file: String, relative: String) {
        let name = (relative as NSString).lastPathComponent
        let parent = (relative as NSString).deletingLastPathComponent
        let shownFile = display(join(relative, file))
        // The source folder of a skill installed by a link: fine where it is.
        if byRealFolder[Self.realPath(folder) ?? folder] != nil { return }
        if parent.lowercased() == "skills" {
            findings.append(ValidationRules.layoutSkillCollection.finding(shownFile, line: 1,
                "a skill in the top-level '\(parent)/' folder: no agent loads skills from there (it is the layout of a plugin or a skill collection) — install it by linking \(parent)/\(name) into .claude/skills/ or .agents/skills/"))
        } else if parent.isEmpty {
            // `<name>/SKILL.md` at the top of the validated folder: a repository publishing skills.
            findings.append(ValidationRules.layoutSkillCollection.finding(shownFile, line: 1,
                "a skill folder at the top of the validated folder: the layout of a repository that publishes skills, which no agent loads from where it is — installers copy '\(name)/' into an agent's skills folder; to use it in this repository, link it into .claude/skills/ or .agents/skills/"))
        } else {
            let nearest = TextMetrics.nearest(to: parent, in: AgentCatalog.projectFolders.sorted(), maxDistance: 3, prefixFallback: false)
            let advice = nearest.map { "did you mean '\($0)/\(name)/'?" }
                ?? "move it to .claude/skills/\(name)/ (Claude Code) or .agents/skills/\(name)/ (Codex, opencode, Cursor, Copilot, Gemini)"
            findings.append(ValidationRules.layoutUnscannedLocation.finding(shownFile, line: 1,
                "no agent scans '\(parent.isEmpty ? "." : parent)/' for skills, so this skill is never loaded: \(advice)"))
        }
        if file != "SKILL.md" {
            findings.append(ValidationRules.layoutFileNameCase.finding(shownFile, line: 1,
                "the skill file is named '\(file)': agents look for exactly 'SKILL.md' — rename it"))
        }
        addFile(URL(fileURLWithPath: folder + "/" + file), realFolder: Self.realPath(folder) ?? folder, display: shownFile,
                install: SkillInstall(folder: display(relative), entryName: name, agents: []))
    }
}

enum FileKind: Equatable {
    case file, directory, symlink, other

    package static func of(_ path: String, following: Bool) -> FileKind? {
        var info = stat()
        let status = following ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }
}
