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

final class FileListViewController: UICollectionViewController {
    @LazyInjectService private var router: AppNavigable

    // MARK: - Properties

    let viewModel: FileListViewModel

    // MARK: - Init

    init(viewModel: FileListViewModel) {
        self.viewModel = viewModel
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(FileCell.self, forCellWithReuseIdentifier: FileCell.reuseIdentifier)
        let listInsets = UIEdgeInsets(top: 0, left: 0, bottom: UIConstants.List.paddingBottom, right: 0)
        collectionView.contentInset = listInsets
        viewModel.onFilesChanged = { [weak self] in
            self?.collectionView.reloadData()
        }
        viewModel.loadFiles()
    }

    // MARK: - Data source

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        viewModel.files.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FileCell.reuseIdentifier, for: indexPath) as? FileCell else {
            return UICollectionViewCell()
        }
        cell.configure(with: viewModel.files[indexPath.item])
        return cell
    }

    // MARK: - Actions

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let file = viewModel.files[indexPath.item]
        guard file.isDirectory else { return }
        router.showFileList(parentId: file.id)
    }
}
