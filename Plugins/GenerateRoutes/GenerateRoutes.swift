import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-routes`: runs `routegen generate` with the
/// package's `routegen.yml`. Arguments after the verb are passed on, so `generate-routes --check` works too.
@main struct GenerateRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let routegen = try context.tool(named: "routegen")
        let config = context.package.directoryURL.appending(path: "routegen.yml")
        let process = Process()
        process.executableURL = routegen.url
        process.arguments = ["generate", "--config", config.path] + arguments
        // `--check` names the command that fixes a stale file; this one, not a `routegen` that CI may not have.
        let regenerate =
            ["swift", "package", "--allow-writing-to-package-directory", "generate-routes"]
            + arguments.filter { $0 != "--check" && $0 != "--dry-run" }
        process.environment = ProcessInfo.processInfo.environment.merging([
            "ROUTEGEN_REGENERATE_COMMAND": regenerate.joined(separator: " ")
        ]) { $1 }
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerationFailed(status: process.terminationStatus)
        }
    }
}

/// routegen has already printed the located diagnostics; this only makes `swift package` exit non-zero.
struct GenerationFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "routegen generate exited with status \(status)" }
}
