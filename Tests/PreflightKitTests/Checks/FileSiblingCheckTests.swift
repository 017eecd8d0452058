import Testing
@testable import PreflightChecks

/// The sibling check cuts names and folders on bytes; these pin what it decides at the edges
/// the catalogue's examples do not reach.
@Suite struct FileSiblingCheckTests {
    let check = FileSiblingCheck(suffix: "ViewModel.swift", counterpart: "ViewController.swift")

    func violations(_ paths: [String]) -> [Violation] {
        check.run(on: TreeSnapshot(paths: paths, read: { _ in nil }),
                  context: CheckContext())
    }

    @Test func aModelAwayFromItsControllerIsFlaggedWithTheControllersFolder() {
        let found = violations(["UI/Files/FileListViewController.swift", "Core/FileListViewModel.swift"])
        #expect(found.map(\.path) == ["Core/FileListViewModel.swift"])
        #expect(found.first?.message == "`FileListViewModel.swift` is not beside `FileListViewController.swift` (in `UI/Files/`)")
    }

    @Test func filesAtTheTopLevelAndBesideEachOtherPass() {
        #expect(violations(["HomeViewController.swift", "HomeViewModel.swift"]).isEmpty)
        #expect(violations(["A/B/HomeViewController.swift", "A/B/HomeViewModel.swift", "A/HomeViewController.swift"]).isEmpty)
    }

    @Test func aModelWithNoControllerAnywhereAndABareSuffixAreNotJudged() {
        #expect(violations(["Core/SettingsViewModel.swift", "UI/ViewController.swift", "Core/ViewModel.swift"]).isEmpty)
    }

    @Test func aTopLevelModelWithItsControllerInAFolderIsFlagged() {
        let found = violations(["Feed/FeedViewController.swift", "FeedViewModel.swift"])
        #expect(found.map(\.path) == ["FeedViewModel.swift"])
        #expect(found.first?.message.hasSuffix("(in `Feed/`)") == true)
    }

    @Test func namesOutsideASCIIMatchByTheirBytes() {
        #expect(violations(["Écrans/RéglagesViewController.swift", "Écrans/RéglagesViewModel.swift"]).isEmpty)
        #expect(violations(["Écrans/RéglagesViewController.swift", "Modèles/RéglagesViewModel.swift"]).map(\.path)
            == ["Modèles/RéglagesViewModel.swift"])
    }

    @Test func theSubjectNamesTheEndingAPathCarries() {
        #expect(check.subject(of: "UI/HomeViewModel.swift") == "a `…ViewModel.swift` file")
        #expect(check.subject(of: "UI/HomeViewController.swift") == "a `…ViewController.swift` file")
        #expect(check.subject(of: "UI/ViewModel.swift") == nil)
        #expect(check.subject(of: "UI/Home.swift") == nil)
    }
}
