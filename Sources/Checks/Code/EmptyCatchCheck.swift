import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A `catch` that does nothing with the error ("never swallow errors silently", "no empty catch
/// blocks", "エラーを握りつぶさない"): its block holds no code. A comment alone is no handling —
/// the rules this serves ask for a log line or feedback at least — so `catch { /* ignore */ }` is
/// flagged too; `catch { log(error) }` and a `catch` that rethrows, returns or assigns are not.
/// A clause for one kind of error (`catch is CancellationError {}`, `catch StoreError.busy {}`)
/// is a decision about that error, not a swallowed one: only catch-alls are judged.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct EmptyCatchCheck: FileCheck, ScopedFileCheck, CodeScopedCheck, PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "empty-catch",
        summary: "A `catch` clause does something with the error.",
        triggering: [
            "func load() {\n    do {\n        try store.load()\n    } ↓catch {}\n    do { try store.save() } ↓catch let error {\n        // ignore\n    }\n}",
        ],
        nonTriggering: [
            "func load() {\n    do {\n        try store.load()\n    } catch {\n        logger.error(\"\\(error)\")\n    }\n"
                + "    do { try store.save() } catch StoreError.full { isFull = true } catch { throw error }\n    let result = try? store.load()\n"
                + "    do { try await Task.sleep(for: .seconds(1)) } catch is CancellationError {}\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = EmptyCatchCheck()

    public var summary: String { codeScope.appended(to: "no `catch` block that does nothing") }

    public var anchorTokens: [String]? { ["catch"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var violations: [Violation] = []
        for index in code.indices where code[index].kind == .keyword && file.text(of: code[index]) == "catch" {
            guard let open = Self.blockOpening(after: index, in: file), open + 1 < code.count,
                  file.isPunctuation(code[open + 1], "}"), Self.catchesAll(code[(index + 1)..<open], in: file) else { continue }
            violations.append(Violation(path: file.path, line: code[index].line, column: code[index].column,
                                        message: "empty `catch`: the error is swallowed; log it, report it or rethrow it"))
        }
        return violations
    }

    /// `catch`, `catch let error`: no pattern picks which errors the clause takes.
    static func catchesAll(_ pattern: ArraySlice<Token>, in file: SourceFile) -> Bool {
        guard let first = pattern.first else { return true }
        let binding = file.text(of: first)
        return pattern.count == 2 && (binding == "let" || binding == "var") && pattern.last!.kind == .identifier
    }

    /// The `{` opening the clause's block: the first brace after `catch` outside the parentheses
    /// and brackets of its pattern (`catch let error as Failure where error.code > 0`).
    static func blockOpening(after index: Int, in file: SourceFile) -> Int? {
        let code = file.codeTokens
        var depth = 0
        var cursor = index + 1
        while cursor < code.count {
            let token = code[cursor]
            if token.kind == .punctuation {
                if file.isPunctuation(token, "(") || file.isPunctuation(token, "[") { depth += 1 }
                if file.isPunctuation(token, ")") || file.isPunctuation(token, "]") { depth -= 1 }
                if depth == 0, file.isPunctuation(token, "{") { return cursor }
                if file.isPunctuation(token, "}") { return nil }
            }
            cursor += 1
        }
        return nil
    }
}
