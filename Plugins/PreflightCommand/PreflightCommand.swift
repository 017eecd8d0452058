import Foundation
import PackagePlugin

/// `swift package preflight [COMMAND] [ARGUMENTS]`: runs the `preflight` executable this package
/// builds, in the package's folder, with the arguments as given (`audit` when there are none).
/// Preflight's output goes straight to the terminal; a run that fails (exit 1) or cannot run
/// (exit 2) fails the `swift package` invocation, naming the exit status.
@main
struct PreflightCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "preflight")
        // `swift package preflight -- audit …` passes the `--` on; Preflight's commands come after it.
        var forwarded = arguments
        if forwarded.first == "--" { forwarded.removeFirst() }
        if forwarded.isEmpty { forwarded = ["audit"] }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationStatus
            let meaning = status == 1 ? "a checklist item failed" : status == 2 ? "preflight could not run" : "it stopped"
            Diagnostics.error("preflight \(forwarded.joined(separator: " ")) exited with status \(status): \(meaning)")
            throw PreflightCommandError(status: status)
        }
    }
}

struct PreflightCommandError: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "preflight exited with status \(status)" }
}
