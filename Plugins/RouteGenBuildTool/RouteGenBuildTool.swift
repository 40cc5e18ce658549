import Foundation
import PackagePlugin

/// Regenerates a target's routing code on every build that changed its spec.
///
/// The target holds one spec named `routes.yaml` (or `routes.yml`) anywhere in its folder, and optionally a folder
/// `RouteTemplates/` of `.mustache` overrides. The generated Swift file goes to the plugin's work directory, never
/// into the source tree, and is compiled with the target. routegen prints problems as `FILE:LINE:COL: error: …`
/// with the spec's absolute path, which Xcode and `swift build` show at the spec's line.
@main struct RouteGenBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return try RouteGenerationCommand.make(
            targetName: target.name,
            files: sourceTarget.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            routegen: try context.tool(named: "routegen").url
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try RouteGenerationCommand.make(
            targetName: target.displayName,
            files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            routegen: try context.tool(named: "routegen").url
        )
    }
}
#endif

/// The one `routegen generate` command of a target, found by file-name convention.
enum RouteGenerationCommand {
    static let specNames: Set<String> = ["routes.yaml", "routes.yml"]
    static let templateFolderName = "RouteTemplates"
    static let outputName = "GeneratedRoutes.swift"

    static func make(targetName: String, files: [URL], workDirectory: URL, routegen: URL) throws -> [Command] {
        let specs = files.filter { specNames.contains($0.lastPathComponent) }
        guard let spec = specs.first else { throw RouteGenPluginError.noSpec(target: targetName) }
        guard specs.count == 1 else { throw RouteGenPluginError.severalSpecs(target: targetName, specs: specs) }
        let output = workDirectory.appending(component: outputName)
        var arguments = ["generate", spec.path(percentEncoded: false), "--output", output.path(percentEncoded: false)]
        var templates: [URL] = []
        if let folder = files.first(where: { $0.deletingLastPathComponent().lastPathComponent == templateFolderName })?
            .deletingLastPathComponent().path(percentEncoded: false)
        {
            templates = files.filter { $0.deletingLastPathComponent().path(percentEncoded: false) == folder }
            arguments += ["--templates", folder]
        }
        return [
            .buildCommand(
                displayName: "Generating routes of \(targetName) from \(spec.lastPathComponent)",
                executable: routegen,
                arguments: arguments,
                inputFiles: [spec] + templates,
                outputFiles: [output]
            )
        ]
    }
}

enum RouteGenPluginError: Error, CustomStringConvertible {
    case noSpec(target: String)
    case severalSpecs(target: String, specs: [URL])

    var description: String {
        switch self {
        case .noSpec(let target):
            return
                "target '\(target)' uses the routegen build plugin but has no 'routes.yaml' (or 'routes.yml') in its folder"
        case .severalSpecs(let target, let specs):
            let paths = specs.map { $0.path(percentEncoded: false) }.joined(separator: ", ")
            return "target '\(target)' has \(specs.count) route specs (\(paths)); the routegen build plugin reads one "
                + "'routes.yaml' per target. Keep one, or use routegen.yml with the generate-routes command plugin."
        }
    }
}
