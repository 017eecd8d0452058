import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A `catch` that does nothing with the error ("never swallow errors silently", "no empty catch
/// blocks", "エラーを握りつぶさない"): its block holds no code. A comment alone is no handling —
/// the rules this serves ask for a log line or feedback at least — so `catch { /* ignore */ }` is
/// flagged too; `catch { log(error) }` and a `catch` that rethrows, returns or assigns are not.
/// A clause for one kind of error (`catch is CancellationError {}`, `catch StoreError.busy {}`)
/// is a decision about that error, not a swallowed one: only catch-alls are judged. So is a
/// catch-all whose `do` can only be cancelled — every `try` in it is `Task.sleep` or
/// `Task.checkCancellation()` (a debounce, a timeout) — since cancellation is all it can catch.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct EmptyCatchCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "empty-catch",
        summary: "A `catch` clause does something with the error.",
        triggering: [
            "func load() {\n    do {\n        try store.load()\n    } ↓catch {}\n    do { try store.save() } ↓catch let error {\n        // ignore\n    }\n}",
        ],
        nonTriggering: [
            "func load() {\n    do {\n        try store.load()\n    } catch {\n        logger.error(\"\\(error)\")\n    }\n"
                + "    do { try store.save() } catch StoreError.full { isFull = true } catch { throw error }\n    let result = try? store.load()\n"
                + "    do { try await Task.sleep(for: .seconds(1)) } catch is CancellationError {}\n"
                + "    do {\n        try await Task.sleep(for: .milliseconds(300))\n        search()\n    } catch {}\n}",
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
            guard let open = file.blockOpening(after: index), open + 1 < code.count,
                  file.isPunctuation(code[open + 1], "}"), Self.catchesAll(code[(index + 1)..<open], in: file),
                  !Self.onlyCancellationCanThrow(before: index, in: file) else { continue }
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

    /// Whether every `try` of the `do` block this clause belongs to is a sleep or a cancellation
    /// check of `Task`, which only throw `CancellationError`.
    static func onlyCancellationCanThrow(before catchIndex: Int, in file: SourceFile) -> Bool {
        guard let block = doBlock(before: catchIndex, in: file) else { return false }
        let code = file.codeTokens
        let tries = block.filter { code[$0].kind == .keyword && file.text(of: code[$0]) == "try" }
        return !tries.isEmpty && tries.allSatisfy { index in
            var next = index + 1
            if next < code.count, file.text(of: code[next]) == "await" { next += 1 }
            guard next + 2 < code.count, file.text(of: code[next]) == "Task", file.isPunctuation(code[next + 1], ".") else { return false }
            return ["sleep", "checkCancellation"].contains(file.text(of: code[next + 2]))
        }
    }

    /// The tokens of the `do` block a `catch` clause follows (through earlier clauses of the
    /// same `do`), nil when the shape is not that.
    static func doBlock(before catchIndex: Int, in file: SourceFile) -> Range<Int>? {
        let code = file.codeTokens
        var close = catchIndex - 1
        // Each earlier clause costs a step: a bounded walk over one statement.
        for _ in 0..<64 {
            guard close > 0, file.isPunctuation(code[close], "}"), let open = file.partnerToken(of: close), open > 0 else { return nil }
            if file.text(of: code[open - 1]) == "do" { return (open + 1)..<close }
            guard let previous = (max(0, open - 32)..<open).last(where: { file.text(of: code[$0]) == "catch" }) else { return nil }
            close = previous - 1
        }
        return nil
    }
}
