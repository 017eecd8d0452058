import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// "At most N parameters; initializers and overrides are exempt": the exempted declarations are
/// left out of the count, the others counted as before, and the exemptions survive the
/// annotation form.
@Suite struct ParameterCountTests {
    static let source = """
    class Form: Base {
        init(a: Int, b: Int, c: Int) {}
        override func layout(a: Int, b: Int, c: Int) {}
        func fill(a: Int, b: Int, c: Int) {}
        subscript(a: Int, b: Int, c: Int) -> Int { 0 }
    }
    """

    static func lines(_ exempt: Set<DeclarationExemption>) -> [Int] {
        var check = ParameterCountCheck(maximum: 2)
        check.exempt = exempt
        return CheckCatalogueTests.lines(check, source)
    }

    @Test func everyDeclarationCountsWithoutExemptions() {
        #expect(Self.lines([]) == [2, 3, 4, 5])
    }

    @Test func initializersAndOverridesAreLeftOutWhenExempt() {
        #expect(Self.lines([.initializers]) == [3, 4, 5])
        #expect(Self.lines([.overrides]) == [2, 4, 5])
        #expect(Self.lines([.initializers, .overrides]) == [4, 5])
    }

    @Test func exemptionsRoundTripThroughTheAnnotationForm() throws {
        var check = ParameterCountCheck(maximum: 4)
        check.exempt = [.overrides, .initializers]
        let json = try CheckRoundTripTests.jsonForm(check)
        #expect(json.joined().contains("initializers") && json.joined().contains("overrides"))
        #expect(AnyCheck(try CheckRoundTripTests.decodedFromAnnotation(json)) == AnyCheck(check))
        #expect(check.summary == "functions take at most 4 parameters (initializers and overrides exempt)")
    }
}
