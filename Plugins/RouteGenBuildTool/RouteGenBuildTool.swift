import Foundation
import PackagePlugin

/// Regenerates a target's routing code on every build that changed its spec.
///
/// The target holds one spec named `routes.yaml` (or `routes.yml`) anywhere in its folder, optionally a folder
/// `RouteTemplates/` of `.mustache` overrides, and optionally `routegen-plugin.yml` beside the spec, which asks for the
/// navigation, activities, intents and wiring files too. The generated Swift files go to the plugin's work directory, never
/// into the source tree, and are compiled with the target. routegen prints problems as `FILE:LINE:COL: error: …`
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
        var outputs = [output]
        var options: [URL] = []
        let optionsFile = spec.deletingLastPathComponent().appending(component: PluginOptions.fileName)
        if FileManager.default.fileExists(atPath: optionsFile.path(percentEncoded: false)) {
            options = [optionsFile]
            let chosen = try PluginOptions.read(optionsFile)
            arguments += chosen.flags
            for file in chosen.files {
                let url = workDirectory.appending(component: file.name)
                arguments += [file.option, url.path(percentEncoded: false)]
                outputs.append(url)
            }
        }
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
                inputFiles: [spec] + options + templates,
                outputFiles: outputs
            )
        ]
    }
}

/// `routegen-plugin.yml`: which further files the plugin generates, and the choices `routegen generate` takes as flags.
/// A flat mapping of `key: value` lines, read here because a plugin cannot link routegen's YAML reader.
struct PluginOptions {
    static let fileName = "routegen-plugin.yml"

    /// For each key that asks for a file: the file's name in the work directory and the option that writes it.
    static let fileKeys: [String: (name: String, option: String)] = [
        "router": ("GeneratedRouter.swift", "--router-output"),
        "activities": ("GeneratedActivities.swift", "--activities-output"),
        "intents": ("GeneratedIntents.swift", "--intents-output"),
        "wiring": ("GeneratedWiring.swift", "--wiring-output"),
    ]
    static let flagKeys = ["codable": "--codable", "outcomes": "--outcomes"]

    var files: [(name: String, option: String)] = []
    var flags: [String] = []

    static func read(_ file: URL) throws -> PluginOptions {
        let path = file.path(percentEncoded: false)
        let text = try String(contentsOf: file, encoding: .utf8)
        var options = PluginOptions()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, line != "---" else { continue }
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let problem = { (message: String) in RouteGenPluginError.badOption(path: path, line: index + 1, message) }
            guard parts.count == 2 else { throw problem("expected 'key: value'") }
            let (key, value) = (parts[0], parts[1])
            switch key {
            case "version": guard value == "1" else { throw problem("'version' must be 1") }
            case "reader":
                guard ["embedded", "library"].contains(value) else { throw problem("'reader' is embedded or library") }
                options.flags += ["--reader", value]
            default:
                guard fileKeys[key] != nil || flagKeys[key] != nil else {
                    let known = (["version", "reader"] + fileKeys.keys + flagKeys.keys).sorted().joined(separator: ", ")
                    throw problem("unknown key '\(key)'; the keys are \(known)")
                }
                guard value == "true" || value == "false" else { throw problem("'\(key)' is true or false") }
                guard value == "true" else { continue }
                if let file = fileKeys[key] { options.files.append(file) }
                if let flag = flagKeys[key] { options.flags.append(flag) }
            }
        }
        return options
    }
}

enum RouteGenPluginError: Error, CustomStringConvertible {
    case noSpec(target: String)
    case severalSpecs(target: String, specs: [URL])
    case badOption(path: String, line: Int, String)

    var description: String {
        switch self {
        case .noSpec(let target):
            return
                "target '\(target)' uses the routegen build plugin but has no 'routes.yaml' (or 'routes.yml') in its folder"
        case .severalSpecs(let target, let specs):
            let paths = specs.map { $0.path(percentEncoded: false) }.joined(separator: ", ")
            return "target '\(target)' has \(specs.count) route specs (\(paths)); the routegen build plugin reads one "
                + "'routes.yaml' per target. Keep one, or use routegen.yml with the generate-routes command plugin."
        case .badOption(let path, let line, let message): return "\(path):\(line):1: error: \(message)"
        }
    }
}
