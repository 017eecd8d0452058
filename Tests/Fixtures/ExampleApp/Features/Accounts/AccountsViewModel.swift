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

struct AccountSummary: Identifiable, Equatable {
    let id: Int
    let displayName: String
    let email: String
}

struct AccountsState: Equatable {
    var accounts: [AccountSummary] = []
    var isLoading = false
    var hasFailed = false
}

@MainActor
final class AccountsViewModel: ObservableObject {
    private(set) var state = AccountsState()

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
        state.accounts = accountManager.allAccounts().map { account in
            AccountSummary(id: account.id, displayName: account.displayName, email: account.email)
        }
    }
}
