import PreflightModel

/// A short run of code tokens written as text (`UIApplication.shared`, `@Published`,
/// `operator fun invoke`, `import shared`), matched token by token over a file's code, so a
/// match never lands in a comment or a string literal.
public struct SymbolPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    package let pieces: [String]
    package let pieceBytes: [[UInt8]]
    /// Offsets of pieces written glued to the previous one where spacing changes the meaning:
    /// `try!` is a forced try, `try !flag` is a try of a negation.
    package let gluedOffsets: [Int]
    /// `XCTAssert*`: every identifier starting with the one piece (`XCTAssertEqual`,
    /// `XCTAssertNil`), a family of names written with a trailing `*`.
    package let matchesPrefix: Bool

    public init?(_ text: String) {
        if text.count > 3, text.hasSuffix("*"), let prefix = Optional(String(text.dropLast())),
           prefix.first.map({ $0.isLetter || $0 == "_" }) == true, prefix.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            self.text = text
            pieces = [prefix]
            pieceBytes = [Array(prefix.utf8)]
            gluedOffsets = []
            matchesPrefix = true
            return
        }
        matchesPrefix = false
        let tokens = SwiftLexer.tokenize(text)
        let bytes = Array(text.utf8)
        var pieces: [String] = []
        var glued: [Int] = []
        var previousEnd: Int?
        for token in tokens {
            switch token.kind {
            case .comment, .stringLiteral, .integerLiteral, .floatLiteral, .regexLiteral, .unknown:
                return nil
            default:
                let piece = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
                if let end = previousEnd, end == token.start, piece == "!" || piece == "?" {
                    glued.append(pieces.count)
                }
                pieces.append(piece)
                previousEnd = token.end
            }
        }
        guard !pieces.isEmpty, pieces.contains(where: { $0.first.map { $0.isLetter || $0 == "@" || $0 == "#" || $0 == "_" } ?? false })
        else { return nil }
        // `get { }`, `didSet { … }`: an accessor block, whose presence in a declaration no token
        // sequence tells apart from the code around it.
        if pieces.count > 1, SwiftKeywords.accessorBlocks.contains(pieces[0]), pieces[1] == "{" { return nil }
        self.text = text
        self.pieces = pieces
        pieceBytes = pieces.map { Array($0.utf8) }
        gluedOffsets = glued
    }

    public static func == (lhs: SymbolPattern, rhs: SymbolPattern) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    public var description: String { text }

    /// Code-token indices where the pattern starts. Candidates come from the file's token index
    /// (one hash lookup), not from a walk over every token for every pattern.
    package func matches(in file: SourceFile) -> [Int] {
        if matchesPrefix { return prefixMatches(in: file) }
        let tokens = file.codeTokens
        guard tokens.count >= pieces.count, let candidates = file.tokenIndex[SymbolPattern.hash(pieceBytes[0])] else { return [] }
        var result: [Int] = []
        for index in candidates where index + pieces.count <= tokens.count && file.bytesEqual(tokens[index], pieceBytes[0]) {
            var matched = true
            for offset in 1..<max(1, pieces.count) where !file.bytesEqual(tokens[index + offset], pieceBytes[offset]) {
                matched = false
                break
            }
            guard matched else { continue }
            if gluedOffsets.contains(where: { tokens[index + $0].start != tokens[index + $0 - 1].end }) { continue }
            // `foo.ObservableObject` names a member, not the symbol: skip dotted uses of one-word patterns.
            if pieces.count > 1 || index == 0 || !file.isPunctuation(tokens[index - 1], ".") || pieces[0].first == "@" {
                result.append(index)
            }
        }
        return result
    }

    /// Identifiers starting with the prefix, outside member access (`x.XCTAssertEqual` names
    /// another's member): one pass over the code, as no hash finds a prefix.
    private func prefixMatches(in file: SourceFile) -> [Int] {
        let tokens = file.codeTokens
        let prefix = pieceBytes[0]
        var result: [Int] = []
        for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].end - tokens[index].start >= prefix.count {
            let start = tokens[index].start
            guard file.bytes[start] == prefix[0], file.bytes[start..<(start + prefix.count)].elementsEqual(prefix) else { continue }
            if index > 0, file.isPunctuation(tokens[index - 1], ".") { continue }
            result.append(index)
        }
        return result
    }

    /// The key of `SourceFile.tokenIndex` for a token's bytes.
    @inlinable
    package static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        FNV1a.hash(bytes)
    }
}

extension SourceFile {
    package func bytesEqual(_ token: Token, _ word: [UInt8]) -> Bool {
        guard token.end - token.start == word.count else { return false }
        var k = 0
        while k < word.count {
            if bytes[token.start + k] != word[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether code token `index` is the name a `func` (or `macro`) declaration gives: such a
    /// name matches a call pattern's text without being a call.
    package func isDeclaredName(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = codeTokens[index - 1]
        return bytesEqual(previous, Array("func".utf8)) || bytesEqual(previous, Array("macro".utf8))
    }

    package func isPunctuation(_ token: Token, _ character: UInt8) -> Bool {
        token.end - token.start == 1 && bytes[token.start] == character
    }

    package func isPunctuation(_ token: Token, _ character: Character) -> Bool {
        // Not `asciiValue`: it compares the character with "\r\n" first, a string comparison
        // that made this the hottest line of the indentation pass.
        let utf8 = character.utf8
        guard token.end - token.start == 1, utf8.count == 1, let byte = utf8.first else { return false }
        return bytes[token.start] == byte
    }

    /// Names of the types (and extended types) whose bodies hold code token `index`.
    package func enclosingTypeNames(ofToken index: Int) -> [String] {
        declarations.filter { $0.kind.isType && ($0.body?.contains(index) ?? false) }.map(\.name)
    }

    /// Whether code token `index` lies inside the body of a type conforming to `conformance`
    /// (an extension that declares the conformance counts).
    package func isInside(conformingTo conformance: String, token index: Int) -> Bool {
        typeBodies(key: "conforming:" + conformance) {
            var names = Set<String>()
            for declaration in declarations where declaration.kind.isType && declaration.inheritance.contains(conformance) {
                names.insert(declaration.name)
            }
            return names
        }.contains(index)
    }

    /// Whether code token `index` lies in the body of a type (or extension) named in `names`.
    package func isInsideType(named names: Set<String>, token index: Int) -> Bool {
        !names.isEmpty && typeBodies(key: "named:" + names.sorted().joined(separator: "\u{0}")) { names }.contains(index)
    }
}
