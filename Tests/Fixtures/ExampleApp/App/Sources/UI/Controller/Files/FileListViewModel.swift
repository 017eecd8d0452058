/*
 ExampleApp - iOS App
 Copyright (C) 2024 Example Software Ltd

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

@MainActor
@Observable
final class FileListViewModel {
    let parentId: Int
    private(set) var files: [StoredFile] = []
    @ObservationIgnored var onFilesChanged: (() -> Void)?

    private let fileCacheManager: FileCacheManageable

    init(parentId: Int, fileCacheManager: FileCacheManageable) {
        self.parentId = parentId
        self.fileCacheManager = fileCacheManager
    }

    func loadFiles() {
        files = fileCacheManager.files(parentId: parentId)
        onFilesChanged?()
    }
}
