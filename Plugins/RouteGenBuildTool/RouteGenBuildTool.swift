import Foundation
import PackagePlugin

/// Regenerates a target's routing code on every build that changed its spec.
///
/// The target holds one spec named `routes.yaml` (or `routes.yml`) anywhere in its folder, optionally a folder
/// `RouteTemplates/` of `.mustache` overrides, and optionally `routegen-plugin.yml` beside the spec, which asks for the
/// navigation, activities, intents and wiring files too. The generated Swift files go to the plugin's work directory, never
/// into the source tree, and are compiled with the target. routegen prints problems as `FILE:LINE:COL: error: …`
/// with the spec's absolute path, which Xcode and `swift build` show at the spec's line. A package target that depends
/// on routegen's `RouteURLReader` library gets a file that imports the URL reader instead of carrying a copy.
@main struct RouteGenBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return try RouteGenerationCommand.make(
            targetName: target.name,
            files: sourceTarget.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            routegen: try context.tool(named: "routegen").url,
            readerLibrary: .init(
                isDependency: target.dependencies.contains(where: \.isReaderLibrary),
                navigationIsDependency: target.dependencies.contains(where: \.isNavigationLibrary),
                manifest: context.package.directoryURL.appending(component: "Package.swift")
            )
        )
    }
}

extension TargetDependency {
    /// Whether this is routegen's URL reader library, which a generated file can import instead of carrying a copy.
    var isReaderLibrary: Bool {
        guard case .product(let product) = self else { return false }
        return product.name == RouteGenerationCommand.readerLibraryName
    }

    /// Whether this is routegen's navigation library, which the navigation file imports wherever the reader does.
    var isNavigationLibrary: Bool {
        guard case .product(let product) = self else { return false }
        return product.name == RouteGenerationCommand.navigationLibraryName
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
            routegen: try context.tool(named: "routegen").url,
            // An Xcode target's package dependencies are not in the plugin's view of it, so the reader stays in the
            // file unless routegen-plugin.yml says `reader: library` (docs/build-integration.md).
            readerLibrary: nil
        )
    }
}
#endif

/// The one `routegen generate` command of a target, found by file-name convention.
enum RouteGenerationCommand {
    static let specNames: Set<String> = ["routes.yaml", "routes.yml"]
    static let templateFolderName = "RouteTemplates"
    static let outputName = "GeneratedRoutes.swift"
    static let optionsFileName = "routegen-plugin.yml"
    /// The files `routegen-plugin.yml` may ask for, each with the option that names it.
    static let furtherFiles = [
        ("GeneratedRouter.swift", "--router-output"), ("GeneratedActivities.swift", "--activities-output"),
        ("GeneratedIntents.swift", "--intents-output"), ("GeneratedWiring.swift", "--wiring-output"),
    ]

    static let readerLibraryName = "RouteURLReader"
    static let navigationLibraryName = "RouteNavigation"

    /// Whether the target depends on the reader library and on the navigation library, and the manifest where a
    /// dependency is added.
    struct ReaderLibrary {
        var isDependency: Bool
        var navigationIsDependency: Bool
        var manifest: URL
    }

    /// `readerLibrary` is nil where the plugin cannot see the target's dependencies.
    static func make(targetName: String, files: [URL], workDirectory: URL, routegen: URL, readerLibrary: ReaderLibrary?)
        throws -> [Command]
    {
        let specs = files.filter { specNames.contains($0.lastPathComponent) }
        guard let spec = specs.first else { throw RouteGenPluginError.noSpec(target: targetName) }
        guard specs.count == 1 else { throw RouteGenPluginError.severalSpecs(target: targetName, specs: specs) }
        let output = workDirectory.appending(component: outputName)
        var arguments = ["generate", spec.path(percentEncoded: false), "--output", output.path(percentEncoded: false)]
        // Every further file is declared, since a build knows its outputs before routegen runs; routegen reads the
        // options file, an input of the command, and writes a file saying so for each kind it does not ask for.
        var outputs = [output]
        for (name, option) in furtherFiles {
            let file = workDirectory.appending(component: name)
            arguments += [option, file.path(percentEncoded: false)]
            outputs.append(file)
        }
        let optionsFile = spec.deletingLastPathComponent().appending(component: optionsFileName)
        arguments += ["--plugin-options", optionsFile.path(percentEncoded: false)]
        let options =
            FileManager.default.fileExists(atPath: optionsFile.path(percentEncoded: false)) ? [optionsFile] : []
        let features = SpecOutline(spec)
        if let readerLibrary, !readerLibrary.isDependency, features.importsReader {
            Diagnostics.warning(
                "target '\(targetName)' generates routes that import routegen's URL reader, as the code of feature "
                    + "modules and of the apps that mount them does; add .product(name: \"\(readerLibraryName)\", "
                    + "package: \"routegen\") to its dependencies",
                file: readerLibrary.manifest.path(percentEncoded: false),
                line: nil
            )
        } else if let readerLibrary, !options.contains(where: namesReader) {
            if readerLibrary.isDependency {
                arguments += ["--reader", "library"]
            } else {
                Diagnostics.warning(
                    "target '\(targetName)' compiles a copy of routegen's URL reader with its routes; add "
                        + ".product(name: \"\(readerLibraryName)\", package: \"routegen\") to its dependencies to "
                        + "compile the reader once, or write 'reader: embedded' in \(optionsFileName) to keep the copy",
                    file: readerLibrary.manifest.path(percentEncoded: false),
                    line: nil
                )
            }
        }
        if let readerLibrary, !readerLibrary.navigationIsDependency, options.contains(where: asksForRouter),
            importsLibraries(features, dependsOnReader: readerLibrary.isDependency, options: options)
        {
            Diagnostics.warning(
                "target '\(targetName)' generates a navigation file that imports routegen's navigation engine, as it "
                    + "imports the URL reader; add .product(name: \"\(navigationLibraryName)\", package: \"routegen\") "
                    + "to its dependencies",
                file: readerLibrary.manifest.path(percentEncoded: false),
                line: nil
            )
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
                // The app's file is made from the specs of the features it mounts too.
                inputFiles: [spec] + features.mountedSpecs + options + templates,
                outputFiles: outputs
            )
        ]
    }
}

extension RouteGenerationCommand {
    /// Whether the options file chooses the reader itself: a top-level `reader:` key, which routegen then reads and
    /// checks. The file is a flat mapping, so its keys start their lines.
    static func namesReader(_ optionsFile: URL) -> Bool { topLevelValue(of: "reader", in: optionsFile) != nil }

    /// Whether the generated files import routegen's libraries rather than carry copies: always for a feature or an
    /// app that mounts one, else as the options file's `reader:` says, else when the target depends on the reader.
    static func importsLibraries(_ features: SpecOutline, dependsOnReader: Bool, options: [URL]) -> Bool {
        if features.importsReader { return true }
        if let named = options.lazy.compactMap({ topLevelValue(of: "reader", in: $0) }).first {
            return named.drop(while: { $0 == "\"" || $0 == "'" }).hasPrefix("library")
        }
        return dependsOnReader
    }

    /// Whether the options file asks for the navigation file: `router: true`.
    static func asksForRouter(_ optionsFile: URL) -> Bool {
        topLevelValue(of: "router", in: optionsFile)?.hasPrefix("true") == true
    }

    /// What follows `key:` on the line that starts with it, spaces dropped; nil when no line does.
    private static func topLevelValue(of key: String, in optionsFile: URL) -> Substring? {
        guard let text = try? String(contentsOf: optionsFile, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix(key) {
            let rest = line.dropFirst(key.count).drop(while: { $0 == " " })
            if rest.first == ":" { return rest.dropFirst().drop(while: { $0 == " " }) }
        }
        return nil
    }
}

/// What the plugin needs to know of a spec before routegen reads it, from its top-level lines: whether it is a
/// feature's spec, and the specs it mounts under a block-style `features:` mapping (`spec: PATH` lines).
struct SpecOutline {
    var isFeature = false
    var mountedSpecs: [URL] = []

    /// Whether the generated code imports the URL reader library whatever the options say.
    var importsReader: Bool { isFeature || !mountedSpecs.isEmpty }

    init(_ spec: URL) {
        guard let text = try? String(contentsOf: spec, encoding: .utf8) else { return }
        var inFeatures = false
        for line in text.split(whereSeparator: \.isNewline) {
            if let first = line.first, first != " ", first != "#" {
                inFeatures = Self.value(of: "features", in: line) != nil
                if Self.value(of: "feature", in: line) == "true" { isFeature = true }
                continue
            }
            guard inFeatures, let path = Self.value(of: "spec", in: line.drop(while: { $0 == " " })) else { continue }
            mountedSpecs.append(spec.deletingLastPathComponent().appending(path: path).standardized)
        }
    }

    /// The plain or quoted scalar after `key:` at the start of `line`, without a trailing comment; nil when the line
    /// is not that key's.
    private static func value(of key: String, in line: Substring) -> String? {
        guard line.hasPrefix(key + ":") else { return nil }
        var value = line.dropFirst(key.count + 1).drop(while: { $0 == " " })
        if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
        value = value.drop(while: { $0 == " " })
        while value.last == " " { value = value.dropLast() }
        if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote {
            value = value.dropFirst().dropLast()
        }
        return String(value)
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
