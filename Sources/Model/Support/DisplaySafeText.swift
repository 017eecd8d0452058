/// Text from the inputs (a document's rule, a file name, a YAML value) shown to a person:
/// control characters and bidirectional overrides are written as visible escapes. Raw, an ESC
/// sequence would drive the reader's terminal, and U+202E would make a PR comment or an
/// annotation read differently from what it says ("Trojan Source").
extension String {
    /// The text with C0 / C1 controls (line feed and tab kept), DEL and the Unicode bidi
    /// controls written as `\u{…}`.
    package var displaySafe: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if Self.needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
