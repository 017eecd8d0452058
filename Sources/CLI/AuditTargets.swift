import Foundation
import PreflightEngine
import PreflightModel
import PreflightRepository

/// What `audit` was asked to check: a folder (the usual case), or files — named on the command
/// line (`audit Sources/App/A.swift Sources/App/B.swift`), or one buffer on standard input that
/// stands for a file (`audit --stdin-path Sources/X.swift < buffer`, for editors). Files are
/// checked as part of their repository: its documents, its configuration, its tree for checks
/// about placement, with paths relative to its top level.
struct AuditTargets {
    /// The folder the run is about; nil to let `RunSupport.setup` take the usual one.
    var root: String?
    var selection: AuditSelection?
    /// How reports name what was checked.
    var name: String

    static func resolve(_ arguments: ParsedArguments, console: Console) throws -> AuditTargets {
        let typed = arguments.positionals
        let stdinPath = arguments.value("--stdin-path")
        if stdinPath == nil, typed.count <= 1, isFolder(console.absolute(typed.first ?? ".")) {
            return AuditTargets(root: nil, selection: nil, name: typed.first ?? ".")
        }
        if stdinPath != nil, !typed.isEmpty {
            throw UsageError(command: "audit", message: "--stdin-path audits the buffer on standard input alone; give no PATH or FILE with it")
        }
        if arguments.value("--write-baseline") != nil {
            throw UsageError(command: "audit", message: "--write-baseline records the whole repository: give a folder, not files")
        }
        var targets: [(typed: String, absolute: String, folder: Bool)] = []
        for argument in typed {
            let absolute = console.absolute(argument)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw PreflightError(file: argument, "no such file or folder")
            }
            targets.append((argument, resolved(absolute), isDirectory.boolValue))
        }
        if let stdinPath {
            targets.append((stdinPath, resolved(console.absolute(stdinPath)), false))
        }
        // The repository of the first target; outside any, the working directory when every
        // target is inside it, else the first target's folder.
        let first = targets[0]
        let firstFolder = first.folder ? first.absolute : (first.absolute as NSString).deletingLastPathComponent
        let workingDirectory = resolved(console.absolute("."))
        let root = RepositoryRoot.find(firstFolder)?.path
            ?? (targets.allSatisfy { RepositoryTopLevel.relative($0.absolute, to: workingDirectory) != nil } ? workingDirectory : firstFolder)
        var selection = AuditSelection()
        for target in targets {
            guard let relative = RepositoryTopLevel.relative(target.absolute, to: root) else {
                throw PreflightError(file: target.typed, "is outside \(root), where the first one lies: audit one repository at a time")
            }
            if target.folder {
                if relative.isEmpty { return AuditTargets(root: root, selection: nil, name: target.typed) }
                selection.folders.append(relative)
            } else if target.typed == stdinPath {
                guard !relative.isEmpty else { throw PreflightError(file: target.typed, "--stdin-path names a folder, not a file") }
                guard let data = console.standardInput(limit: Workspace.maximumFileSize) else {
                    throw PreflightError(file: "<stdin>", "the buffer for \(target.typed) is larger than "
                                         + "\(Workspace.maximumFileSize / 1_048_576) MB; files that large are not checked")
                }
                guard let text = String(data: data, encoding: .utf8), !text.utf8.contains(0) else {
                    throw PreflightError(file: "<stdin>", "the buffer for \(target.typed) is not UTF-8 text")
                }
                selection.buffers[relative] = Array(text.utf8)
            } else {
                selection.files.append(relative)
            }
        }
        let name = targets.count <= 3 ? targets.map(\.typed).joined(separator: ", ") : "\(targets.count) files"
        return AuditTargets(root: root, selection: selection, name: name)
    }

    /// The path with links in its folders resolved, as `RepositoryRoot` resolves the top level,
    /// so one is a prefix of the other; the last part stays as named (a linked file keeps its
    /// name in the repository).
    static func resolved(_ absolute: String) -> String {
        let folder = (absolute as NSString).deletingLastPathComponent
        guard !folder.isEmpty, folder != absolute else { return absolute }
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        return (real as NSString).appendingPathComponent((absolute as NSString).lastPathComponent)
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
