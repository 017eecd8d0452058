struct Half: View {
    @State var a = 1
    var body: some View {
        VStack { Text("unterminated
        ]]] ) } }
    }
extension Half where T == Int, U: P {
    func f<T>(_ x: T?...) -> (Int) async throws -> Void { { _ in } }
    #if DEBUG
    @objc dynamic var flag: Bool { get { true } set { } }
    #endif
class func `default`() -> Self? { nil }
infix operator <~> : AdditionPrecedence
let (a, b) = (1, 2), c = 3
case .x: let y = 1
