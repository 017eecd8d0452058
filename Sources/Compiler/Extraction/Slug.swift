import PreflightModel

/// Item ids are `<skill>/<slug>` with the slug taken from the item's own words, so an id
/// stays the same when unrelated lines move; a repeated slug gets `-2`, `-3` in document order.
package enum Slug {
    package static func make(_ text: String, maxWords: Int = 6) -> String {
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty, !Lexicon.slugStopWords.contains(current) { words.append(current) }
            current = ""
        }
        // Lower-cased scalar by scalar, as far as the words go: a whole paragraph's text is not
        // lower-cased for its first six words.
        scan: for original in text.unicodeScalars {
            let lowered = original.isASCII ? [Self.asciiLowercased(original)] : Array(original.properties.lowercaseMapping.unicodeScalars)
            for scalar in lowered {
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    current.unicodeScalars.append(scalar)
                } else {
                    flush()
                }
                if words.count >= maxWords { break scan }
            }
        }
        flush()
        let slug = words.prefix(maxWords).joined(separator: "-")
        if slug.count >= 3 { return String(slug.prefix(60)) }
        // Prose without Latin words (Korean, Japanese …): a short content hash keeps ids stable.
        return "item-" + String(FNV1a.hash(text.utf8) & 0xFFFFFF, radix: 16)
    }

    static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar
    }

    package struct Allocator {
        package var used: [String: Int] = [:]

        package mutating func id(skill: String, text: String) -> String {
            let base = "\(skill)/\(Slug.make(text))"
            let count = (used[base] ?? 0) + 1
            used[base] = count
            return count == 1 ? base : "\(base)-\(count)"
        }
    }
}
