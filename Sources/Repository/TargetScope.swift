/// A scope written as a build target ("never import `UIKit` in the `Core` target") is stored as
/// the glob `target:Core/**`: the compiled rule set names the target, and the repository says
/// where it is. At run time the head `target:Core` is replaced by the target's folders (from
/// `.preflight.yml` or the project's manifests, `BuildTargets`); a target nothing declares keeps
/// its head, which no path matches, so its checks run nowhere (and `audit` says why).
public enum TargetScope {
    static let marker = "target:"

    /// `Core` → `target:Core/**`.
    public static func glob(_ name: String) -> Glob {
        Glob(marker + name + "/**")
    }

    /// The head a `FolderMapping` entry replaces: `target:Core`.
    public static func head(_ name: String) -> String {
        marker + name
    }

    /// The target a glob names, while it is unresolved: `target:Core/**` → `Core`.
    public static func name(in pattern: String) -> String? {
        guard pattern.hasPrefix(marker) else { return nil }
        let rest = pattern.dropFirst(marker.count)
        let name = rest.prefix { $0 != "/" }
        return name.isEmpty ? nil : String(name)
    }
}
