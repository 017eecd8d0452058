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
import ExampleAppResources
import SwiftUI

public struct HomeScreenView: View {
    @State private var isShowingFilterView = false
    @Bindable var store: StoreOf<HomeFeature>

    public init() {
        store = Store(initialState: HomeFeature.State()) {
            HomeFeature()
        }
    }

    init(store: StoreOf<HomeFeature>) {
        self.store = store
    }

    public var body: some View {
        NavigationStack {
            List(store.visibleItems) { item in
                Button {
                    store.send(.itemTapped(item.id))
                } label: {
                    VStack(alignment: .leading) {
                        Text(item.title)
                            .fontWeight(item.isRead ? .regular : .semibold)
                        Text(item.subtitle)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .overlay {
                if store.isLoading {
                    ProgressView()
                }
            }
            .searchable(text: $store.searchText)
            .toolbar {
                Button(ExampleAppResourcesStrings.Localizable.buttonFilter) {
                    isShowingFilterView = true
                }
                .sheet(isPresented: $isShowingFilterView) {
                    Text(ExampleAppResourcesStrings.Localizable.homeFilterPlaceholder)
                }
            }
            .alert($store.scope(state: \.alert, action: \.alert))
            .navigationTitle(ExampleAppResourcesStrings.Localizable.homeTitle)
        }
        .task {
            await store.send(.task).finish()
        }
    }
}

#Preview {
    HomeScreenView(
        store: Store(
            initialState: HomeFeature.State(
                items: [
                    HomeItem(id: 1, title: "Weekly mix", subtitle: "12 tracks", isRead: false),
                    HomeItem(id: 2, title: "Road trip", subtitle: "30 tracks", isRead: true)
                ]
            )
        ) {
            EmptyReducer()
        }
    )
}
