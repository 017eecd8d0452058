import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Paths that must never be committed (`*.xcodeproj`, generated workspaces, `.env`). A glob
/// without `/` matches any path component, so `*.xcodeproj` catches the folder's files.
public struct ForbiddenPathCheck: TreeCheck {
    public static let description = CheckDescription(
        kind: "forbidden-path",
        summary: "Paths that must not be committed.",
        triggering: ["↓App/App.xcodeproj/project.pbxproj"],
        nonTriggering: ["Project.swift", "App/Sources/AppDelegate.swift"],
        decidedPerPath: true
    )

    public var globs: [Glob]
    /// Paths the ban leaves alone (`**/LaunchScreen.storyboard` under "no storyboards").
    public var exceptPaths: [Glob] = []

    public init(globs: [Glob], exceptPaths: [Glob] = []) {
        self.globs = globs
        self.exceptPaths = exceptPaths
    }

    public static let example = ForbiddenPathCheck(globs: [Glob("*.xcodeproj")])

    enum CodingKeys: String, CodingKey, CaseIterable {
        /// `globs` is the older spelling, still read.
        case paths, globs, except
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(globs: try container.globs(container.contains(.globs) && !container.contains(.paths) ? .globs : .paths),
                  exceptPaths: try container.optionalGlobs(.except))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(globs, forKey: .paths)
        if !exceptPaths.isEmpty { try container.encode(exceptPaths, forKey: .except) }
    }

    public var summary: String {
        "never commit " + globs.map { "`\($0.pattern)`" }.joined(separator: ", ")
            + (exceptPaths.isEmpty ? "" : " except " + exceptPaths.map { "`\($0.pattern)`" }.joined(separator: ", "))
    }

    /// The offending part of a path (the `.xcodeproj` folder), or nil.
    public func offendingPrefix(of path: String) -> String? {
        let segments = Glob.segments(of: path)
        if exceptPaths.contains(where: { $0.matches(segments: segments) }) { return nil }
        for glob in globs {
            if glob.pattern.contains("/") {
                if glob.matches(segments: segments) { return path }
                continue
            }
            for index in segments.indices where glob.matches(segments: [segments[index]]) {
                return path.split(separator: "/")[...index].joined(separator: "/")
            }
        }
        return nil
    }

    /// Every committed path is one that could be forbidden.
    public func subject(of path: String) -> String? {
        "a committed path (never " + globs.map { "`\($0.pattern)`" }.joined(separator: ", ") + ")"
    }

    public func run(on tree: TreeSnapshot, context: CheckContext) -> [Violation] {
        var reported = Set<String>()
        var violations: [Violation] = []
        for path in tree.paths {
            guard let prefix = offendingPrefix(of: path), reported.insert(prefix).inserted else { continue }
            violations.append(Violation(path: path, line: 1, message: "`\(prefix)` must not be committed"))
        }
        return violations
    }
}
