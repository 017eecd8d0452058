import Foundation

public func greet(_ name: String) -> String {
    NSLog("greeting %@", name)
    return "Hello, \(name)"
}
