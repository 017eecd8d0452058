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

import DatabaseKit
import Foundation
import Injection
import RealmSwift
import SwiftUI

public protocol AccountManageable: Sendable {
    var currentAccountId: Int? { get }

    func currentAccount() -> Account?
    func allAccounts() -> [Account]
    func refreshCurrentAccount() async throws
    func removeCurrentAccount()
}

public final class AccountManager: AccountManageable, @unchecked Sendable {
    @LazyInjectService private var apiFetcher: ApiFetcher

    private static let currentAccountIdKey = "currentAccountId"

    private let database: Transactionable

    public var currentAccountId: Int? {
        UserDefaults.standard.object(forKey: Self.currentAccountIdKey) as? Int
    }

    public convenience init() {
        let accessor = RealmAccessor(databaseId: DatabaseId.accounts.rawValue, schemaVersion: RealmSchemaVersion.accounts)
        self.init(database: accessor)
    }

    public init(database: Transactionable) {
        self.database = database
    }

    public func currentAccount() -> Account? {
        guard let currentAccountId else { return nil }
        return database.fetchObject(ofType: Account.self, forPrimaryKey: currentAccountId)
    }

    public func allAccounts() -> [Account] {
        let accounts = database.fetchResults(ofType: Account.self) { lazyCollection in
            lazyCollection.sorted(byKeyPath: "displayName")
        }
        return Array(accounts)
    }

    public func refreshCurrentAccount() async throws {
        guard let currentAccountId else { return }
        let profile = try await apiFetcher.profile(accountId: currentAccountId)
        try database.writeTransaction { writableRealm in
            guard let account = writableRealm.object(ofType: Account.self, forPrimaryKey: currentAccountId) else { return }
            account.displayName = profile.displayName
            account.email = profile.email
            account.lastSyncDate = Date()
        }
    }

    public func removeCurrentAccount() {
        guard let currentAccountId else { return }
        try? database.writeTransaction { writableRealm in
            guard let account = writableRealm.object(ofType: Account.self, forPrimaryKey: currentAccountId) else { return }
            writableRealm.delete(account)
        }
        UserDefaults.standard.removeObject(forKey: Self.currentAccountIdKey)
    }
}
