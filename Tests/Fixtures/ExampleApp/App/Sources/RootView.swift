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

import ExampleAppAccounts
import ExampleAppCore
import ExampleAppCoreUI
import ExampleAppHome
import ExampleAppResources
import ExampleAppSettings
import SwiftUI

struct RootView: View {
    let accountManager: AccountManageable

    var body: some View {
        TabView {
            HomeScreenView()
                .tabItem { Label(ExampleAppResourcesStrings.Localizable.tabHome, systemImage: "house") }
            AccountsScreenView(accountManager: accountManager)
                .tabItem { Label(ExampleAppResourcesStrings.Localizable.tabAccounts, systemImage: "person.2") }
            SettingsScreenView(accountManager: accountManager)
                .tabItem { Label(ExampleAppResourcesStrings.Localizable.tabSettings, systemImage: "gear") }
        }
    }
}

#Preview {
    RootView(accountManager: PreviewAccountManager())
}
