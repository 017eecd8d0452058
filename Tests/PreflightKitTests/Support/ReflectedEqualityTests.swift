import Testing
@testable import PreflightModel

/// The compile cache trusts this comparison to refuse an entry that lost anything in coding.
@Suite struct ReflectedEqualityTests {
    enum Shape: Equatable { case point, circle(radius: Int), box(Int, Int) }

    struct Inner { var names: [String]; var shape: Shape; var tags: Set<String>; var note: String? }
    struct Outer { var id: String; var inner: Inner; var pair: (text: String, line: Int)?; var table: [String: Int] }

    static func sample() -> Outer {
        Outer(id: "a", inner: Inner(names: ["x", "y"], shape: .box(1, 2), tags: ["p", "q", "r"], note: nil),
              pair: ("t", 3), table: ["one": 1, "two": 2])
    }

    @Test func equalValuesAreEqual() {
        #expect(ReflectedEquality.equal(Self.sample(), Self.sample()))
    }

    /// Equal sets may iterate in different orders; they are still equal.
    @Test func setsAndDictionariesIgnoreOrder() {
        var other = Self.sample()
        other.inner.tags = Set(["r", "q", "p"].reversed())
        for name in (0..<50).map(String.init) { other.inner.tags.insert(name) }
        for name in (0..<50).map(String.init) { other.inner.tags.remove(name) }
        #expect(ReflectedEquality.equal(Self.sample(), other))
    }

    /// Every stored field counts, however deep: a field a coding forgot shows up here.
    @Test(arguments: 0..<7)
    func anyDifferenceIsFound(change: Int) {
        var other = Self.sample()
        switch change {
        case 0: other.id = "b"
        case 1: other.inner.names.append("z")
        case 2: other.inner.shape = .box(1, 3)
        case 3: other.inner.shape = .circle(radius: 1)
        case 4: other.inner.note = ""
        case 5: other.pair = nil
        default: other.table["two"] = 3
        }
        #expect(!ReflectedEquality.equal(Self.sample(), other))
    }

    @Test func differentTypesDiffer() {
        #expect(!ReflectedEquality.equal(1, "1"))
        #expect(!ReflectedEquality.equal(Shape.point, Shape.circle(radius: 0)))
        #expect(ReflectedEquality.equal(Shape.point, Shape.point))
    }

    /// Values behind an existential are compared as their concrete values.
    @Test func existentialsCompareTheirContents() {
        let first: [any Sendable] = [Inner(names: ["n"], shape: .point, tags: [], note: "x")]
        let same: [any Sendable] = [Inner(names: ["n"], shape: .point, tags: [], note: "x")]
        let other: [any Sendable] = [Inner(names: ["n"], shape: .point, tags: [], note: "y")]
        #expect(ReflectedEquality.equal(first, same))
        #expect(!ReflectedEquality.equal(first, other))
    }
}
