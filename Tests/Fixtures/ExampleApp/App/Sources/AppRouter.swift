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
import Injection
import UIKit

protocol AppNavigable {
    @MainActor func showFileList(parentId: Int)
}

struct AppRouter: AppNavigable {
    @LazyInjectService private var fileCacheManager: FileCacheManageable

    @MainActor private var rootNavigationController: UINavigationController? {
        let windowScene = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
        return windowScene?.keyWindow?.rootViewController as? UINavigationController
    }

    @MainActor func showFileList(parentId: Int) {
        let viewModel = FileListViewModel(parentId: parentId, fileCacheManager: fileCacheManager)
        let fileListViewController = FileListViewController(viewModel: viewModel)
        rootNavigationController?.pushViewController(fileListViewController, animated: true)
    }
}
