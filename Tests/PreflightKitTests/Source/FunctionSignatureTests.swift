import Testing
@testable import PreflightChange
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource
@testable import PreflightValidate

@Suite struct FunctionSignatureTests {
    static let source = """
    final class ProfileViewModel: Sendable {
        func send(_ event: Event) {}
        func title<T: Decodable>(for id: T) async throws -> String where T: Sendable { "" }
        private func load() -> [Int: String] { [:] }
        public func reset() -> Void {}
        func make() -> (Int, String) { (1, "") }
        func callback() -> () -> Void { {} }
        func local() {
            func nested() -> Int { 1 }
        }
    }
    extension ProfileViewModel {
        static func preview() -> ProfileViewModel { ProfileViewModel() }
    }
    """

    @Test func tokensReadTheSameSignaturesAsSwiftSyntax() {
        let file = SourceFile(path: "ProfileViewModel.swift", text: Self.source)
        #expect(file.functionSignatures == file.syntaxFunctionSignatures)
        #expect(file.functionSignatures.map(\.returnType) == [nil, "String", "[Int:String]", "Void", "(Int,String)", "()->Void", nil, "ProfileViewModel"])
        #expect(file.functionSignatures.map(\.typeName) == Array(repeating: "ProfileViewModel", count: 8))
    }
}
