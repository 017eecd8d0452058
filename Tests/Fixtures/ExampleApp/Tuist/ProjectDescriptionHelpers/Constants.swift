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

public enum Constants {
    public static let projectName = "ExampleApp"
    public static let baseBundleId = "com.example.app"
    public static let destinations: Destinations = [.iPhone, .iPad]
    public static let deploymentTargets: DeploymentTargets = .iOS("17.0")

    /// Frameworks by default; `TUIST_STATIC_LINKING=1` switches every module to a static library.
    public static let productType: Product = Environment.staticLinking.getBoolean(default: false) ? .staticLibrary : .framework

    public static let baseSettings: SettingsDictionary = [
        "SWIFT_VERSION": "6.0",
        "MARKETING_VERSION": "2.4.0",
        "CURRENT_PROJECT_VERSION": "1"
    ]

    public static let appInfoPlist: [String: Plist.Value] = [
        "CFBundleDisplayName": "Example",
        "UILaunchScreen": [:]
    ]
}
