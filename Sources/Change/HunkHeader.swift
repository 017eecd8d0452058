/// `@@ -oldStart[,oldCount] +newStart[,newCount] @@[ section]`; a count left out is 1.
enum HunkHeader {
    package static func parse(_ bytes: ArraySlice<UInt8>) -> Hunk? {
        var position = bytes.startIndex
        func expect(_ text: String) -> Bool {
            let utf8 = Array(text.utf8)
            guard bytes[position...].starts(with: utf8) else { return false }
            position += utf8.count
            return true
        }
        func number() -> Int? {
            var value = 0
            var digits = 0
            while position < bytes.endIndex, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
                if digits > 12 { return nil }
            }
            return digits == 0 ? nil : value
        }
        func range() -> (Int, Int)? {
            guard let start = number() else { return nil }
            var count = 1
            if position < bytes.endIndex, bytes[position] == UInt8(ascii: ",") {
                position += 1
                guard let value = number() else { return nil }
                count = value
            }
            if count > 0 && start == 0 { return nil }
            return (start, count)
        }
        guard expect("@@ -"), let old = range(), expect(" +"), let new = range(), expect(" @@") else { return nil }
        var section = ""
        if position < bytes.endIndex {
            guard bytes[position] == UInt8(ascii: " ") else { return nil }
            section = String(decoding: bytes[(position + 1)...], as: UTF8.self)
        }
        return Hunk(oldStart: old.0, oldCount: old.1, newStart: new.0, newCount: new.1, section: section)
    }
}
