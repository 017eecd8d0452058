import Foundation
import PreflightRepository

/// The repository's own modules, for checks that tell its imports from dependencies: the
/// targets its manifests declare (`Package.swift`, Tuist's `Project.swift`, XcodeGen's
/// `project.yml`, an `.xcodeproj`), and every folder name (an app's target is usually its
/// folder's name, a package's `Sources/<Target>` always). Folder names err on the side of
/// calling a module local: a dependency named like a folder goes unreported, never the reverse.
enum LocalModules {
    static func names(paths: [String], read: @Sendable (String) -> [UInt8]?) -> Set<String> {
        var names = Set<String>()
        for path in paths {
            var components = path.split(separator: "/").dropLast()
            while let last = components.last {
                names.insert(String(last))
                names.insert(last.lowercased())
                components = components.dropLast()
            }
            let base = (path as NSString).lastPathComponent
            let folder = (path as NSString).deletingLastPathComponent
            let targets: (String) -> [BuildTarget]
            switch base {
            case "Package.swift": targets = { BuildTargets.swiftManifest($0, folder: folder, manifest: path, package: true) }
            case "Project.swift": targets = { BuildTargets.swiftManifest($0, folder: folder, manifest: path, package: false) }
            case "project.yml", "project.yaml": targets = { BuildTargets.xcodeGen($0, folder: folder, manifest: path) }
            case "project.pbxproj" where folder.hasSuffix(".xcodeproj"):
                names.insert(((folder as NSString).lastPathComponent as NSString).deletingPathExtension)
                // A target's module is named after its product (`PRODUCT_NAME = Aizen;` for the
                // target `aizen`) unless `PRODUCT_MODULE_NAME` says otherwise.
                targets = { text in
                    productNames(in: text).map { BuildTarget(name: $0, folders: [], manifest: path) }
                        + BuildTargets.pbxproj(text, folder: (folder as NSString).deletingLastPathComponent, manifest: path)
                }
            default: continue
            }
            guard let bytes = read(path), bytes.count <= BuildTargets.maximumManifestSize else { continue }
            for target in targets(String(decoding: bytes, as: UTF8.self)) {
                // A target's module name replaces characters an identifier cannot hold (`My-App` → `My_App`).
                let module = String(target.name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
                names.formUnion([target.name, module, target.name.lowercased(), module.lowercased()])
            }
        }
        return names
    }

    /// The values of `PRODUCT_NAME` and `PRODUCT_MODULE_NAME` settings that are names, not
    /// variables (`$(TARGET_NAME)`).
    static func productNames(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("PRODUCT_NAME = ") || trimmed.hasPrefix("PRODUCT_MODULE_NAME = ") else { continue }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;\""))
            if !value.isEmpty, !value.contains("$") { found.append(value) }
        }
        return found
    }
}
