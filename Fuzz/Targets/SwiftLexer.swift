// Fuzz target: the Swift lexer, the structural pass and call reading over arbitrary bytes,
// with the invariants checks rely on: tokens in order inside the file, and the per-file
// condition table equal to the walk back it replaced.
@testable import PreflightSwiftSource

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    var previousEnd = 0
    for token in file.tokens {
        guard token.start >= previousEnd, token.end > token.start, token.end <= bytes.count, token.line >= 1 else {
            fatalError("token \(token) out of order or out of the file (\(bytes.count) bytes)")
        }
        previousEnd = token.end
    }
    let structure = file.structure
    let code = file.codeTokens
    for declaration in structure.declarations {
        if let body = declaration.body, body.upperBound >= code.count { fatalError("body past the last token") }
    }
    let cursor = TokenCursor(bytes: bytes, tokens: code)
    for index in code.indices {
        if index < 512, structure.conditionFlags[index] != cursor.statementHasCondition(upTo: index) {
            fatalError("condition table differs from the walk at token \(index)")
        }
        _ = file.callArguments(at: index)
    }
    _ = file.lines
    return 0
}
