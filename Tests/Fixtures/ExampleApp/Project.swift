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

import ProjectDescription
import ProjectDescriptionHelpers

let settings = Feature(
    name: "Settings",
    additionalDependencies: [
        .target(name: "\(Constants.projectName)Resources")
    ]
)

let accounts = Feature(
    name: "Accounts",
    additionalDependencies: [
        .target(name: "\(Constants.projectName)Resources")
    ]
)

let home = Feature(
    name: "Home",
    additionalDependencies: [
        .target(name: "\(Constants.projectName)Resources"),
        .external(name: "ComposableArchitecture"),
        .xcframework(path: "shared/build/XCFrameworks/release/shared.xcframework")
    ]
)

let features = [settings, accounts, home]

let project = Project(
    name: Constants.projectName,
    targets: features.asTargets + [
        .target(
            name: Constants.projectName,
            destinations: Constants.destinations,
            product: .app,
            bundleId: Constants.baseBundleId,
            deploymentTargets: Constants.deploymentTargets,
            infoPlist: .extendingDefault(with: Constants.appInfoPlist),
            sources: "App/Sources/**",
            dependencies: [
                .target(name: "\(Constants.projectName)Core"),
                .target(name: "\(Constants.projectName)CoreUI"),
                .target(name: "\(Constants.projectName)Resources"),
                .external(name: "Injection")
            ] + features.map { .target(name: $0.targetName) },
            settings: .settings(base: Constants.baseSettings)
        ),
        .target(
            name: "\(Constants.projectName)Core",
            destinations: Constants.destinations,
            product: Constants.productType,
            bundleId: "\(Constants.baseBundleId).core",
            deploymentTargets: Constants.deploymentTargets,
            sources: "Core/**",
            dependencies: [
                .external(name: "DatabaseKit"),
                .external(name: "Injection"),
                .external(name: "RealmSwift")
            ],
            settings: .settings(base: Constants.baseSettings)
        ),
        .target(
            name: "\(Constants.projectName)CoreUI",
            destinations: Constants.destinations,
            product: Constants.productType,
            bundleId: "\(Constants.baseBundleId).coreui",
            deploymentTargets: Constants.deploymentTargets,
            sources: "CoreUI/**",
            dependencies: [
                .target(name: "\(Constants.projectName)Core"),
                .target(name: "\(Constants.projectName)Resources")
            ],
            settings: .settings(base: Constants.baseSettings)
        ),
        .target(
            name: "\(Constants.projectName)Resources",
            destinations: Constants.destinations,
            product: Constants.productType,
            bundleId: "\(Constants.baseBundleId).resources",
            deploymentTargets: Constants.deploymentTargets,
            resources: ["Resources/**"],
            settings: .settings(base: Constants.baseSettings)
        )
    ],
    fileHeaderTemplate: .file("file-header-template.txt")
)
