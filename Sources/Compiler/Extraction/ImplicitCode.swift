import PreflightSwiftSource

/// Documents pasted as plain text lose their backticks: "no .padding(16)", "use newId, never
/// newID", "Core never imports SwiftUI". For a statement without any inline code, words that can
/// only be code are put back in backticks, so the recognizers read the same rule either way.
enum ImplicitCode {
    package static func markup(_ text: String) -> String {
        var words: [String] = []
        var pending = ""
        var depth = 0
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            // Keep `.padding(value: .medium)` together: join pieces until parentheses balance.
            pending += pending.isEmpty ? String(piece) : " " + piece
            // Only a call's parenthesis (`name(` / `.name(`) holds pieces together, not prose "(".
            let opensCall = piece.firstIndex(of: "(").map { $0 > piece.startIndex && piece[piece.index(before: $0)].isLetterFast } ?? false
            if opensCall || depth > 0 {
                depth += piece.filter { $0 == "(" }.count - piece.filter { $0 == ")" }.count
            }
            if depth <= 0 {
                words.append(pending)
                pending = ""
                depth = 0
            }
        }
        if !pending.isEmpty { words.append(pending) }
        return words.map(markWord).joined(separator: " ")
    }

    static func markWord(_ word: String) -> String {
        var core = Substring(word)
        var lead = ""
        var trail = ""
        while let first = core.first, "(\"'“".contains(first), !(first == "(" && core.last == ")" && core.dropFirst().first?.isLetterFast == false) {
            lead.append(first)
            core = core.dropFirst()
        }
        while let last = core.last, ",;:!?\"'”".contains(last) || (last == "." && !core.hasSuffix("...")) || (last == ")" && core.filter({ $0 == "(" }).count < core.filter({ $0 == ")" }).count) {
            trail = String(last) + trail
            core = core.dropLast()
        }
        guard !core.isEmpty, isCode(String(core)) else { return word }
        return lead + "`" + core + "`" + trail
    }

    package static func isCode(_ word: String) -> Bool {
        guard let first = word.first, word.unicodeScalars.allSatisfy({ $0.isASCII || $0 == "…" }) else { return false }
        // "no snake_case", "use camelCase": a casing style's name is written as code would be.
        if Lexicon.casingStyleNames.contains(word.lowercasedFast()) { return true }
        if first == "@" || first == "#" { return word.dropFirst().first?.isLetterFast == true }
        if first == "." { return word.dropFirst().first?.isLetterFast == true && (word.includes("(") || word.dropFirst().includes(".") == false && word.count > 3) }
        if first == "…" || first == "~" { return word.dropFirst().first?.isUppercase == true }
        if let open = word.firstIndex(of: "("), word.hasSuffix(")"), open > word.startIndex,
           word[..<open].allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "." || $0 == "_" }) { return true }
        let identifier = word.allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "_" }
        if identifier, hasInnerCapital(word) { return true }
        // `Features/Home/`, `Sources/App`; not "Combine/GCD/completion handlers", where a plain
        // lower-case word among the parts says the slash separates alternatives in prose.
        if word.includes("/"), word.contains(where: \.isUppercase) || word.hasSuffix("/"), !isProseAlternatives(word),
           word.allSatisfy({ $0.isLetterFast || $0.isNumber || "/_-.<>*+".contains($0) }) { return true }
        if word.includes("."), !word.hasPrefix("."), !word.hasSuffix("."),
           word.allSatisfy({ $0.isLetterFast || $0.isNumber || "._-+*".contains($0) }) {
            let parts = word.split(separator: ".")
            let ext = parts.last.map(String.init) ?? ""
            return parts.count >= 2 && (CodeSpan.fileExtensions.contains(ext) || parts.contains { $0.first?.isUppercase == true && hasInnerCapital(String($0)) || $0.first?.isUppercase == true })
        }
        return false
    }

    /// "Combine/GCD/completion": names joined by slashes, one of them a plain lower-case word, are
    /// alternatives written in prose, not a path (`Sources/App`, `Features/Home/`).
    static func isProseAlternatives<Word: StringProtocol>(_ word: Word) -> Bool {
        let parts = word.split(separator: "/")
        return parts.count >= 2 && !word.hasSuffix("/") && parts.contains { $0.allSatisfy(\.isLowercase) }
            && parts.contains { $0.first?.isUppercase == true }
    }

    /// `newId`, `ObservableObject`, `SwiftUI`, `UIKit`: a capital after a lower-case letter, or
    /// two capitals and a lower-case letter.
    static func hasInnerCapital(_ word: String) -> Bool {
        let characters = Array(word)
        // Each character's case read once, with the ASCII shortcut: words pass here one by one.
        let upper = characters.map(\.isUppercaseFast)
        let lower = characters.map(\.isLowercaseFast)
        // "APIs", "URLs", "IDs": a plural acronym is prose.
        if characters.count >= 3, characters.last == "s", upper.dropLast().allSatisfy({ $0 }) { return false }
        for index in characters.indices.dropFirst() where upper[index] && lower[index - 1] {
            return true
        }
        let capitals = upper.filter { $0 }.count
        return capitals >= 2 && lower.contains(true) && upper.first == true
    }
}
