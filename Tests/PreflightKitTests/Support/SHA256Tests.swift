import Testing
@testable import PreflightModel

/// Digests checked against FIPS 180-4's published examples and Python's hashlib, at the lengths
/// where padding spills into a second block.
@Suite struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String { SHA256.hex(SHA256.hash(bytes)) }

    @Test func publishedExamples() {
        #expect(Self.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    ])
    func paddingBoundaries(length: Int, expected: String) {
        #expect(Self.hex([UInt8](repeating: UInt8(ascii: "a"), count: length)) == expected)
    }

    @Test func piecewiseEqualsWhole() {
        let bytes = (0..<1280).map { UInt8($0 % 256) }
        var hasher = SHA256()
        hasher.update(bytes[0..<7])
        hasher.update(bytes[7..<700])
        hasher.update(bytes[700...])
        #expect(SHA256.hex(hasher.finalize()) == "d414b085826eb06778483ba35564dc849e643359f69ed9747878ba6e54985bed")
    }

    /// Fields are length-prefixed: moving a character from one field to the next changes the digest.
    @Test func fieldsDoNotRunTogether() {
        var first = SHA256()
        first.updateField("ab")
        first.updateField("c")
        var second = SHA256()
        second.updateField("a")
        second.updateField("bc")
        #expect(first.finalize() != second.finalize())
    }
}
