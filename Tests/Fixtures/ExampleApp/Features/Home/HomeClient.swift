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
import shared

struct HomeClient: Sendable {
    var observeItems: @Sendable () -> AsyncThrowingStream<[HomeItem], Error>
    var markRead: @Sendable (_ itemId: Int64) async throws -> Void
}

extension HomeClient: DependencyKey {
    static let liveValue = Self.live()
}

extension DependencyValues {
    var homeClient: HomeClient {
        get { self[HomeClient.self] }
        set { self[HomeClient.self] = newValue }
    }
}

extension HomeClient {
    static func live(facade: HomeFacade = IosFacades.shared.home()) -> Self {
        Self(
            observeItems: {
                KmpStream.of(facade.observeEntries) { entries in
                    entries.map { HomeItem(from: $0) }
                }
            },
            markRead: { itemId in
                try await facade.markRead(entryId: itemId)
            }
        )
    }
}

private extension HomeItem {
    init(from entry: HomeEntry) {
        self.init(id: entry.id, title: entry.title, subtitle: entry.subtitle, isRead: entry.isRead)
    }
}
