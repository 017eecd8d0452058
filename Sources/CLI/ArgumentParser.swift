import PreflightReport
import PreflightSwiftSource

/// Hand-written because no package can be fetched here; table-driven so each command only
/// declares its options. Accepts what swift-argument-parser users type: `--flag value`,
/// `--flag=value`, repeated options, and `--` to end options.
public struct OptionSpec: Sendable {
    public var name: String
    public var valueName: String?
    public var repeatable: Bool
    public var allowedValues: [String]?
    public var help: String

    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, repeatable: false, allowedValues: nil, help: help)
    }

    public static func value(_ name: String, _ valueName: String, repeatable: Bool = false,
                             allowed: [String]? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, repeatable: repeatable, allowedValues: allowed, help: help)
    }

    var takesValue: Bool { valueName != nil }
}

public struct UsageError: Error, CustomStringConvertible {
    public var command: String?
    public var message: String
    public var description: String { message }
}

public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    public func value(_ name: String) -> String? { values[name]?.last }
    public func all(_ name: String) -> [String] { values[name] ?? [] }
    public func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}

enum ArgumentParser {
    package static func parse(_ arguments: [String], options: [OptionSpec], command: String,
                      positionalRange: ClosedRange<Int>, positionalName: String = "PATH") throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        func fail(_ message: String) -> UsageError { UsageError(command: command, message: message) }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let suggestion = closest(to: name, in: options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                throw fail("unknown option '\(name)' for '\(command)'\(suggestion)")
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, arguments[index] == "-" || !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else {
                    throw fail("option '\(name)' needs a value (\(spec.valueName ?? "VALUE"))")
                }
                if let allowed = spec.allowedValues, !allowed.contains(value) {
                    throw fail("option '\(name)' takes one of \(allowed.joined(separator: ", ")); got '\(value)'")
                }
                if !spec.repeatable, parsed.values[name] != nil {
                    throw fail("option '\(name)' given more than once")
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw fail("option '\(name)' takes no value") }
                parsed.flags.insert(name)
            }
        }
        if parsed.positionals.count < positionalRange.lowerBound {
            let count = positionalRange.lowerBound == 1 ? "" : " (at least \(positionalRange.lowerBound))"
            throw fail("missing \(positionalName): '\(command)' needs \(positionalName)\(count)")
        }
        if parsed.positionals.count > positionalRange.upperBound {
            let extra = parsed.positionals[positionalRange.upperBound...].map { "'\($0)'" }.joined(separator: ", ")
            let allowed = positionalRange.upperBound == 1 ? "one \(positionalName)" : "at most \(positionalRange.upperBound) \(positionalName)"
            throw fail("'\(command)' takes \(allowed); unexpected \(extra)")
        }
        return parsed
    }

    /// Levenshtein over short option names, for "did you mean".
    package static func closest(to word: String, in candidates: [String]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            if a.isEmpty { return b.count }
            var previous = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var current = [i + 1]
                for (j, y) in b.enumerated() {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
                }
                previous = current
            }
            return previous[b.count]
        }
        let scored = candidates.map { ($0, distance(Array(word), Array($0))) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }
}
