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

import ExampleAppCoreUI
import ExampleAppResources
import SwiftUI

struct SettingsView: View {
    let state: SettingsState
    let onEvent: (SettingsEvent) -> Void
    let onRetry: () async -> Void

    var body: some View {
        List {
            Section {
                HStack(spacing: Spacing.medium) {
                    AvatarView(name: state.displayName)
                    VStack(alignment: .leading, spacing: Spacing.micro) {
                        Text(state.displayName)
                            .font(.headline)
                        Text(state.email)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding(16)
            }

            Section {
                NavigationLink(ExampleAppResourcesStrings.Localizable.settingsAbout) {
                    AboutView()
                }
            }

            Section {
                Button(ExampleAppResourcesStrings.Localizable.buttonLogout, role: .destructive) {
                    onEvent(.logoutTapped)
                }
            }
        }
        .overlay {
            if state.hasFailed {
                RetryButton(action: onRetry)
            }
        }
        .navigationTitle(ExampleAppResourcesStrings.Localizable.settingsTitle)
    }
}

#Preview {
    NavigationStack {
        SettingsView(
            state: SettingsState(displayName: "Jane Appleseed", email: "jane@example.com"),
            onEvent: { _ in },
            onRetry: {}
        )
    }
}
