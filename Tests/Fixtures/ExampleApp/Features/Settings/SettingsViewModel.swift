/*
 ExampleApp - iOS App
 Copyright (C) 2025 Example Software Ltd

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

import ExampleAppCore
import Foundation
import Observation

struct SettingsState: Equatable {
    var displayName = ""
    var email = ""
    var isLoading = false
    var hasFailed = false
}

enum SettingsEvent {
    case logoutTapped
}

@MainActor
@Observable
final class SettingsViewModel {
    private(set) var state = SettingsState()

    private let accountManager: AccountManageable

    init(accountManager: AccountManageable) {
        self.accountManager = accountManager
    }

    func load() async {
        state.isLoading = true
        defer { state.isLoading = false }
        do {
            try await accountManager.refreshCurrentAccount()
            state.hasFailed = false
        } catch {
            state.hasFailed = true
        }
        applyCurrentAccount()
    }

    func send(_ event: SettingsEvent) {
        switch event {
        case .logoutTapped:
            accountManager.removeCurrentAccount()
            state = SettingsState()
        }
    }

    private func applyCurrentAccount() {
        guard let account = accountManager.currentAccount() else { return }
        state.displayName = account.displayName
        state.email = account.email
    }
}
