/// Names of modules and types an iOS convention document may write without backticks, so
/// "URLSession, not Alamofire" or "Realm 사용 금지" reads as code. Names with an inner capital
/// (`URLSession`, `RxSwift`) are code by their shape alone; this list confirms the others, and the
/// single common English words here count only where prose cannot mean the word ("use Combine").
package enum SDKNames {
    package static let modules: Set<String> = [
        "SwiftUI", "UIKit", "AppKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics",
        "CoreLocation", "CoreImage", "CoreML", "MapKit", "AVFoundation", "AVKit", "WebKit", "StoreKit", "HealthKit",
        "CloudKit", "GameKit", "ARKit", "RealityKit", "SceneKit", "SpriteKit", "Metal", "PhotosUI", "Photos",
        "UserNotifications", "WidgetKit", "ActivityKit", "AppIntents", "SafariServices", "AuthenticationServices",
        "LocalAuthentication", "Security", "CryptoKit", "Network", "OSLog", "os", "XCTest", "Testing", "Dispatch",
        "Darwin", "Alamofire", "Moya", "Kingfisher", "SDWebImage", "Nuke", "SnapKit", "RxSwift", "RxCocoa",
        "ReactiveSwift", "PromiseKit", "Realm", "RealmSwift", "GRDB", "Firebase", "FirebaseAnalytics", "Swinject",
        "Resolver", "Factory", "Lottie", "SwiftyJSON", "ObjectMapper", "Quick", "Nimble", "SnapshotTesting",
        "ComposableArchitecture", "Dependencies", "Sentry", "Mixpanel", "Amplitude", "Segment", "Reachability",
    ]

    package static let types: Set<String> = [
        // SwiftUI views and property wrappers.
        "View", "Text", "Image", "Button", "List", "ForEach", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "ScrollView", "ScrollViewReader", "GeometryReader", "NavigationView",
        "NavigationStack", "NavigationSplitView", "NavigationLink", "TabView", "Form", "Section", "Group", "Spacer",
        "Divider", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "Label", "Link",
        "Menu", "Alert", "ActionSheet", "Color", "Font", "AnyView", "EmptyView", "ProgressView", "AsyncImage",
        "Canvas", "TimelineView", "Table", "Grid", "GridRow", "ViewThatFits", "ContentUnavailableView", "Sheet",
        "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject", "Binding", "State",
        "Environment", "AppStorage", "SceneStorage", "FocusState", "Bindable", "Observable", "PreviewProvider",
        // UIKit.
        "UIView", "UIViewController", "UITableView", "UICollectionView", "UILabel", "UIButton", "UIImage",
        "UIImageView", "UIColor", "UIFont", "UIApplication", "UIScreen", "UIWindow", "UIStackView", "UIScrollView",
        "UINavigationController", "UITabBarController", "UIAlertController", "UIAlertView", "UIActionSheet",
        "UIWebView", "WKWebView", "UIHostingController", "UIViewRepresentable", "UIEdgeInsets", "NSLayoutConstraint",
        "UIStoryboard", "UINib", "UIGraphicsImageRenderer", "UITableViewRowAction", "UIContextualAction",
        // Foundation and concurrency.
        "URLSession", "URLRequest", "URL", "Data", "Date", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter",
        "JSONDecoder", "JSONEncoder", "UserDefaults", "NotificationCenter", "FileManager", "Bundle", "Timer",
        "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "OperationQueue", "Operation",
        "NSLock", "NSRecursiveLock", "Thread", "RunLoop", "Task", "TaskGroup", "MainActor", "Sendable", "AsyncStream",
        "AsyncSequence", "Result", "Codable", "Decodable", "Encodable", "Identifiable", "Equatable", "Hashable",
        "NSLog", "Logger", "OSLog", "NSManagedObjectContext", "NSPersistentContainer", "ModelContainer",
        "ModelContext", "Keychain", "KeychainAccess", "NSCache", "AttributedString", "NSAttributedString",
        // Combine.
        "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Publisher", "Just", "Future",
    ]

    /// Words that are also everyday English: only code when written capitalised inside a
    /// sentence, never as its first word ("Text must be localised" is prose).
    package static let commonWords: Set<String> = [
        "View", "Text", "Image", "Button", "List", "Group", "Section", "Form", "Label", "Link", "Menu", "Alert",
        "Color", "Font", "Table", "Grid", "Sheet", "State", "Binding", "Environment", "Data", "Date", "Timer",
        "Bundle", "Thread", "Task", "Result", "Operation", "Future", "Just", "Publisher", "Network", "Security",
        "Testing", "Factory", "Dependencies", "Segment", "Photos", "Metal", "Divider", "Spacer", "Toggle", "Picker",
        "Slider", "Stepper", "Canvas", "Keychain", "Logger", "Observable", "Published", "Combine", "Foundation",
        "Quick", "Realm",
    ]

    /// Global functions of the standard library, Foundation, Darwin and SwiftUI: called free,
    /// so `logger.print(…)` or `clock.sleep(…)` is another function of the same name.
    package static let freeFunctions: Set<String> = [
        "print", "debugPrint", "dump", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "sleep", "usleep", "nanosleep", "abort", "exit", "NSLog", "arc4random", "arc4random_uniform", "autoreleasepool",
        "objc_sync_enter", "objc_sync_exit", "objc_setAssociatedObject", "objc_getAssociatedObject", "withAnimation",
        "withTransaction", "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
        "withUnsafeThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup", "malloc", "free", "dlopen", "dlsym",
        "NSClassFromString", "NSSelectorFromString", "NSLocalizedString",
    ]

    package static func isKnown(_ name: String) -> Bool {
        modules.contains(name) || types.contains(name)
    }
}
