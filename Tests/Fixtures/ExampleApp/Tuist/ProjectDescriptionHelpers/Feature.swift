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

/// One folder under `Features/` becomes one framework target named `<Project><Feature>`.
public struct Feature {
    let name: String
    let additionalDependencies: [TargetDependency]

    public init(name: String, additionalDependencies: [TargetDependency] = []) {
        self.name = name
        self.additionalDependencies = additionalDependencies
    }

    public var targetName: String {
        "\(Constants.projectName)\(name)"
    }

    public var target: Target {
        .target(
            name: targetName,
            destinations: Constants.destinations,
            product: Constants.productType,
            bundleId: "\(Constants.baseBundleId).features.\(name.lowercased())",
            deploymentTargets: Constants.deploymentTargets,
            sources: "Features/\(name)/**",
            dependencies: [
                .target(name: "\(Constants.projectName)Core"),
                .target(name: "\(Constants.projectName)CoreUI")
            ] + additionalDependencies,
            settings: .settings(base: Constants.baseSettings)
        )
    }
}

public extension [Feature] {
    var asTargets: [Target] {
        map(\.target)
    }
}
