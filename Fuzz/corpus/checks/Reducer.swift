import ComposableArchitecture

@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isTimerOn: Bool = false
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case increment, decrement
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .increment:
                state.count += 1
                return .none
            case .decrement where state.count > 0:
                state.count -= 1
                return .none
            default:
                return .run { send in
                    for await _ in self.clock.timer(interval: .seconds(1)) { await send(.increment) }
                }
            }
        }
    }
}

actor ImageCache {
    private var images: [URL: Data] = [:]
    nonisolated func key(for url: URL) -> String { url.absoluteString }
    func image(_ url: URL) async throws -> Data? { images[url] }
}

protocol PlantRepository: AnyObject {
    associatedtype Item
    func fetch() async throws -> [Item]
}
