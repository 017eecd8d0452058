/*
 ExampleApp - iOS App
 Copyright (C) 2026 Example Software Ltd

 This program is free software: you can redistribute it and/or modify
 it under the terms of the GNU General Public License as published by
 the Free Software Foundation, either version 3 of the License, or
 (at your option) any later version.

 This program is distributed in the hope that it will be useful,
 but WITHOUT ANY WARRANTY; without even the implied warranty of
 MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 GNU General Public License for more details.

 You should have received a copy of the GNU General Public License
 along with this program.  If not, see <http://www.gnu.org/licenses/>.
 */

import ComposableArchitecture
import Foundation

@Reducer
struct HomeFeature {
    @ObservableState
    struct State: Equatable {
        var items: [HomeItem] = []
        var searchText = ""
        var isLoading = false
        var isSubscriptionActive = false
        @Presents var alert: AlertState<Action.Alert>?

        var visibleItems: [HomeItem] {
            guard !searchText.isEmpty else { return items }
            return items.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
        }
    }

    enum Action: BindableAction, Equatable {
        case alert(PresentationAction<Alert>)
        case binding(BindingAction<State>)
        case itemTapped(Int64)
        case itemsUpdated([HomeItem])
        case operationFailed(String)
        case task

        enum Alert: Equatable {}
    }

    private enum CancelId {
        case observeItems
    }

    @Dependency(\.homeClient) var homeClient

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .alert, .binding:
                return .none

            case let .itemTapped(itemId):
                return .run { _ in
                    try await homeClient.markRead(itemId)
                } catch: { error, send in
                    await send(.operationFailed(error.localizedDescription))
                }

            case let .itemsUpdated(items):
                state.isLoading = false
                state.items = items
                return .none

            case let .operationFailed(message):
                state.isLoading = false
                state.alert = AlertState { TextState(message) }
                return .none

            case .task:
                guard !state.isSubscriptionActive else { return .none }
                state.isSubscriptionActive = true
                state.isLoading = true
                return .run { send in
                    for try await items in homeClient.observeItems() {
                        await send(.itemsUpdated(items))
                    }
                } catch: { error, send in
                    await send(.operationFailed(error.localizedDescription))
                }
                .cancellable(id: CancelId.observeItems, cancelInFlight: true)
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}
