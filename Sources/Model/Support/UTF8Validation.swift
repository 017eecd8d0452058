/// Strict UTF-8 validation over raw bytes (no overlongs, no surrogates, nothing above
/// U+10FFFF), without building a String: the workspace runs it over every file it lists.
package enum UTF8Validation {
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var i = 0
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return false
            }
            guard i + length <= n else { return false }
            let second = bytes[i + 1]
            guard second >= lower, second <= upper else { return false }
            var k = 2
            while k < length {
                let next = bytes[i + k]
                guard next >= 0x80, next <= 0xBF else { return false }
                k += 1
            }
            i += length
        }
        return true
    }

    package static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { isValid($0) }
    }
}
