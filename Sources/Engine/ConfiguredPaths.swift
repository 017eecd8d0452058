import Foundation
import PreflightChange
import PreflightModel
import PreflightRepository

/// The paths `.preflight.yml` names, each put to the run's `ReadBoundary` with the line it
/// stands at: a configuration comes with the repository (a pull request can change it), so
/// it may only point inside the repository.
extension Configuration {
    public func origin(_ key: String, index: Int? = nil) -> ReadBoundary.Origin {
        let position = positions[index.map { "\(key)[\($0)]" } ?? key] ?? positions[key]
        return .configured(file: file ?? Configuration.defaultFileName, line: position?.line, column: position?.column, key: key)
    }

    /// The `skills` entries, resolved against the file's folder, as sources to read.
    public func skillSources() -> [ConventionDocuments.Source] {
        skills.enumerated().map { index, entry in ConventionDocuments.Source(resolve(entry), origin: origin("skills", index: index)) }
    }

    /// The configured baseline, resolved, when it stays inside the boundary; an error at its line otherwise.
    public func baselinePath(within boundary: ReadBoundary) throws -> String? {
        guard let baseline else { return nil }
        return try boundary.admit(resolve(baseline), origin: origin("baseline"), shown: baseline)
    }

    /// `headerTemplate` and `manifest` are repository paths, read by checks from the tree (or
    /// the commit) under review: refused here when they climb out or lead out through a link,
    /// so the user learns why rather than seeing the check unavailable.
    public func checkRepositoryPaths(root: String, within boundary: ReadBoundary) throws {
        for (key, value) in [("headerTemplate", headerTemplate), ("manifest", manifest)] {
            guard let value else { continue }
            guard RepositoryPath.isContained(value) else {
                let position = positions[key]
                throw PreflightError(file: file ?? Configuration.defaultFileName, line: position?.line, column: position?.column,
                                     "`\(key)` names '\(value)', outside the repository: it must be a path inside it, relative to its top level")
            }
            try boundary.admit((root as NSString).appendingPathComponent(value), origin: origin(key), shown: value)
        }
    }
}
