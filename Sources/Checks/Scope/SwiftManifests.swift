/// The Swift files a build tool runs as manifests instead of compiling them into a target:
/// SwiftPM's `Package.swift` (and its `Package@swift-5.9.swift` variants) and Tuist's. One list,
/// read by the checks that leave scripts alone and by the compiler when a rule names the
/// manifest that declares modules.
public enum SwiftManifests {
    /// The manifests that declare modules and targets.
    public static let declaringModules: Set<String> = ["Package.swift", "Project.swift", "Workspace.swift", "Dependencies.swift", "Tuist.swift"]

    /// Tuist's other manifests, which configure the tool rather than declare modules.
    static let configuring: Set<String> = ["Config.swift", "Plugin.swift"]

    /// Whether a file of this name is a manifest a tool runs.
    public static func isManifest(fileName name: String) -> Bool {
        declaringModules.contains(name) || configuring.contains(name) || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    }
}
