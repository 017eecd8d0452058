import Testing
@testable import PreflightChecks
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// A completion handler in a signature the framework fixes (a delegate method, an override) is
/// left out by `outside: frameworkCallbacks`; one the team declares is still found.
@Suite struct FrameworkCallbackRegionTests {
    static func lines(_ text: String, outside: [CodeRegion]) throws -> [Int] {
        var check = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("completionHandler: @escaping"))], languages: [.swift], scope: [])
        check.codeScope.outside = outside
        return check.runScoped(on: SourceFile(path: "Sources/Loader.swift", text: text), context: CheckContext()).map(\.line)
    }

    static let source = """
    final class Loader: NSObject, URLSessionTaskDelegate {
        func fetch(_ url: URL, completionHandler: @escaping (Data?) -> Void) {}
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            completionHandler(request)
        }
        override func perform(completionHandler: @escaping () -> Void) {}
        func session(_ loader: Loader, completionHandler: @escaping () -> Void) {}
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                         fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
    }

    struct Provider: TimelineProvider {
        func getTimeline(in context: Context, completionHandler: @escaping (Timeline<Entry>) -> Void) {}
    }

    final class Client {
        func request(_ request: URLRequest, completionHandler: @escaping (Data?) -> Void) {}
        func user(_ user: User, completionHandler: @escaping () -> Void) {}
        func tableView(_: UITableView, completionHandler: @escaping () -> Void) {}
    }
    """

    @Test func delegateMethodsAndOverridesAreLeftOut() throws {
        #expect(try Self.lines(Self.source, outside: []) == [2, 4, 7, 8, 13, 17, 21, 22, 23])
        // `session(_ loader: Loader, …)`: the type's name does not end with the method's.
        let kept = try Self.lines(Self.source, outside: [.frameworkCallbacks])
        #expect(kept == [2, 8, 21, 22], "\(kept)")
    }

    @Test func senderNamesDropAFrameworkPrefix() {
        #expect(SourceFile.senderNames(of: "URLSession") == ["urlSession"])
        #expect(SourceFile.senderNames(of: "UIApplication") == ["uiApplication", "application"])
        #expect(SourceFile.senderNames(of: "UNUserNotificationCenter") == ["unUserNotificationCenter", "userNotificationCenter"])
        #expect(SourceFile.senderNames(of: "WKWebView") == ["wkWebView", "webView"])
        #expect(SourceFile.senderNames(of: "User").isEmpty)
        #expect(SourceFile.senderNames(of: "URLRequest") == ["urlRequest"])
    }

    @Test func theRegionReadsBackFromItsText() {
        #expect(CodeRegion(text: "frameworkCallbacks") == .frameworkCallbacks)
        #expect(CodeRegion.frameworkCallbacks.text == "frameworkCallbacks")
    }
}
