// Fuzz target: `.preflight.yml`.
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let configuration = try? Configuration.parse(text, file: ".preflight.yml") else { return 0 }
    _ = configuration.includes("App/Features/Home/HomeView.swift")
    _ = configuration.settings(forItem: "swiftui/state-private:required-modifier")
    _ = configuration.unknownItems(known: ["swiftui", "swiftui/state-private"])
    _ = configuration.skillSources()
    for module in configuration.modules { _ = module.covers("Sources/Core/A.swift") }
    _ = configuration.folders.apply(pattern: "**/Core/{Views,Models}/**")
    _ = configuration.checkParameters.count
    return 0
}
