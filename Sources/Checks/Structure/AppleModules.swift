/// The modules an Apple platform SDK and the Swift toolchain provide: what an app imports
/// without adding a dependency. Open-source packages Apple publishes (`Collections`,
/// `Algorithms`, `Logging`, `NIO`) are dependencies like any other and are not here.
enum AppleModules {
    static let names: Set<String> = [
        // The Swift toolchain.
        "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "_Differentiation", "RegexBuilder", "Synchronization",
        "Distributed", "Observation", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Darwin", "Glibc", "Musl", "WinSDK", "ObjectiveC", "CoreFoundation", "Cxx", "CxxStdlib",
        "XCTest", "Testing", "StoreKitTest", "XCUIAutomation", "os", "simd",
        // What a manifest imports: the package manager's, and Tuist's, which reads it.
        "PackageDescription", "PackagePlugin", "ProjectDescription", "ProjectDescriptionHelpers",
        // Platform frameworks.
        "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdAttributionKit", "AdServices", "AdSupport",
        "AddressBook", "AddressBookUI", "AppClip", "AppIntents", "AppKit", "AppTrackingTransparency", "AppleArchive", "AppleScriptObjC",
        "ApplicationServices", "ARKit", "AssetsLibrary", "AudioToolbox", "AudioUnit", "AuthenticationServices", "AutomatedDeviceEnrollment",
        "Automator", "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets", "BackgroundTasks", "BrowserEngineKit",
        "BusinessChat", "CallKit", "Carbon", "CarKey", "CarPlay", "CFNetwork", "Charts", "CloudKit", "ClockKit", "Cocoa", "ColorSync",
        "Combine", "CompositorServices", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth",
        "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMedia", "CoreMIDI", "CoreML",
        "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo",
        "CoreWLAN", "CreateML", "CreateMLComponents", "CryptoKit", "CryptoTokenKit", "DataDetection", "DeveloperToolsSupport",
        "DeviceActivity", "DeviceCheck", "DeviceDiscoveryExtension", "DeviceDiscoveryUI", "DiskArbitration", "DockKit", "EventKit",
        "EventKitUI", "ExceptionHandling", "ExposureNotification", "ExtensionFoundation", "ExtensionKit", "ExternalAccessory",
        "FamilyControls", "FileProvider", "FileProviderUI", "FinanceKit", "FinanceKitUI", "FoundationModels", "GameController",
        "GameKit", "GameplayKit", "GLKit", "GroupActivities", "GSS", "HealthKit", "HealthKitUI", "HomeKit", "IdentityLookup",
        "IdentityLookupUI", "ImageCaptureCore", "ImageIO", "ImagePlayground", "InputMethodKit", "Intents", "IntentsUI", "IOKit",
        "IOSurface", "JavaScriptCore", "JournalingSuggestions", "LinkPresentation", "LocalAuthentication",
        "LocalAuthenticationEmbeddedUI", "LockedCameraCapture", "ManagedSettings", "ManagedSettingsUI", "MapKit", "MarketplaceKit",
        "MatterSupport", "MediaAccessibility", "MediaPlayer", "MediaToolbox", "MessageUI", "Messages", "Metal", "MetalFX", "MetalKit",
        "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetricKit", "MLCompute", "MobileCoreServices", "ModelIO",
        "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension",
        "NotificationCenter", "OpenAL", "OpenDirectory", "OpenGL", "OpenGLES", "OSLog", "PassKit", "PDFKit", "PencilKit", "PHASE",
        "Photos", "PhotosUI", "PushKit", "PushToTalk", "Quartz", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "QuickLookUI",
        "RealityFoundation", "RealityKit", "ReplayKit", "RoomPlan", "SafariServices", "SafetyKit", "SceneKit", "ScreenCaptureKit",
        "ScreenTime", "ScriptingBridge", "Security", "SecurityFoundation", "SecurityInterface", "SensitiveContentAnalysis",
        "SensorKit", "ServiceManagement", "SharedWithYou", "SharedWithYouCore", "ShazamKit", "Social", "SoundAnalysis", "Speech",
        "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "Symbols", "SystemConfiguration", "SystemExtensions", "TabularData",
        "ThreadNetwork", "TipKit", "Translation", "TVMLKit", "TVServices", "TVUIKit", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "UserNotificationsUI", "VideoSubscriberAccount", "VideoToolbox", "Vision", "VisionKit",
        "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "WorkoutKit",
        // Less common, and newer.
        "AlarmKit", "AppIntentsTesting", "AudioVideoBridging", "Cinematic", "GeoToolbox", "CoreMediaIO", "DeclaredAgeRange", "DiscRecording", "DiscRecordingUI",
        "DriverKit", "EndpointSecurity", "ExecutionPolicy", "FSKit", "Hypervisor", "ICADevices", "IOBluetooth", "IOBluetoothUI",
        "LiveCommunicationKit", "MediaExtension", "MediaLibrary", "NetFS", "OSAKit", "ParavirtualizedGraphics", "PermissionKit",
        "PreferencePanes", "ScreenSaver", "Spatial", "SwiftUICore", "Virtualization", "vmnet",
    ]
}
