import PreflightChecks
import PreflightDocument
import PreflightModel

/// Parameters `.preflight.yml` sets on every check of one kind (`checks: {line-length: {max: 140}}`,
/// or the shorthands `maxLineLength`, `headerTemplate`, `manifest`). They are applied the way an
/// annotation is read: the check is encoded as `compile` prints it, these parameters replace its
/// own, and the registry decodes the result, so a value a check refuses in an annotation is refused
/// here too, at its line in the configuration.
public struct CheckParameters: Sendable, Equatable {
    public var kind: String
    /// As written, each with its place in the file.
    public var pairs: [YAMLPair]

    public init(kind: String, pairs: [YAMLPair]) {
        self.kind = kind
        self.pairs = pairs
    }

    /// `check` with these parameters in place of its own; other kinds are returned as they are.
    public func applied(to check: any Check, file: String) throws -> any Check {
        guard check.kind == kind, let first = pairs.first else { return check }
        let encoded = YAMLNode(try JSONValueEncoder().encode(AnyCheck(check)), line: first.key.line, column: first.key.column)
        var merged = encoded.pairs ?? []
        for pair in pairs {
            if let index = merged.firstIndex(where: { $0.key.scalar == pair.key.scalar }) {
                merged[index] = pair
            } else {
                merged.append(pair)
            }
        }
        var node = encoded
        node.value = .mapping(merged)
        return try YAMLDecoder(file: file, rootPath: ["checks", kind]).decode(AnyCheck.self, from: node).check
    }

    /// The parameters a configuration sets, in the order they apply (a `checks:` entry after the
    /// shorthand it overlaps), each checked against its kind's example so a mistake is reported
    /// when the file is read.
    static func read(from root: YAMLNode, file: String) throws -> [CheckParameters] {
        var result: [CheckParameters] = []
        for (key, kind, parameter) in [("maxLineLength", "line-length", "max"), ("headerTemplate", "file-header", "template"),
                                       ("manifest", "declared-module", "manifest")] {
            guard let pair = root.pairs?.first(where: { $0.key.scalar == key }), !pair.value.isPlainNull else { continue }
            var name = pair.key
            name.value = .scalar(parameter, .plain)
            result.append(CheckParameters(kind: kind, pairs: [YAMLPair(key: name, value: pair.value)]))
        }
        for entry in root["checks"]?.pairs ?? [] {
            guard let kind = entry.key.scalar, let pairs = entry.value.pairs, !pairs.isEmpty else { continue }
            result.append(CheckParameters(kind: kind, pairs: pairs))
        }
        for parameters in result {
            guard let type = CheckRegistry.type(ofKind: parameters.kind) else { continue }
            _ = try parameters.applied(to: type.example, file: file)
        }
        return result
    }
}
