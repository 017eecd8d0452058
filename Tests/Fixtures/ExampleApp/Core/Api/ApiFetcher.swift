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

import Foundation

public struct ProfileResponse: Decodable, Sendable {
    public let userID: Int
    public let displayName: String
    public let email: String
}

enum Endpoint {
    case profile(accountId: Int)

    var url: URL {
        switch self {
        case .profile(let accountId):
            return URL(string: "https://api.example.com/1/accounts/\(accountId)/profile")!
        }
    }
}

public final class ApiFetcher: Sendable {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func profile(accountId: Int) async throws -> ProfileResponse {
        let (data, _) = try await session.data(from: Endpoint.profile(accountId: accountId).url)
        return try JSONDecoder().decode(ProfileResponse.self, from: data)
    }
}
