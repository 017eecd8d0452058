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
import RealmSwift

public protocol FileCacheManageable: Sendable {
    func files(parentId: Int) -> [StoredFile]
    func staleFileCount() throws -> Int
}

public final class FileCacheManager: FileCacheManageable, @unchecked Sendable {
    private let database: Transactionable

    public convenience init() {
        let accessor = RealmAccessor(databaseId: DatabaseId.files.rawValue, schemaVersion: RealmSchemaVersion.files)
        self.init(database: accessor)
    }

    public init(database: Transactionable) {
        self.database = database
    }

    public func files(parentId: Int) -> [StoredFile] {
        let files = database.fetchResults(ofType: StoredFile.self) { lazyCollection in
            lazyCollection.filter("parentId == %d", parentId).sorted(byKeyPath: "name")
        }
        return Array(files)
    }

    public func staleFileCount() throws -> Int {
        let realm = try Realm()
        return realm.objects(StoredFile.self).filter("isStale == true").count
    }
}
