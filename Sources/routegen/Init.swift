import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract:
            "Write a starter config and a commented spec that generates as it is, with their JSON Schemas for editors.",
        discussion: """
            The schemas go beside the config as \(RouteGenSchema.allCases.map(\.starterFileName).joined(separator: " and ")); \
            the config and the spec name them in a '# yaml-language-server: $schema=' comment. A .yamllint that the two \
            pass goes beside the config too, unless a yamllint config is already there, which is kept. Existing files are \
            never replaced: if any of the other files exists, nothing is written and the command exits 1.
            """
    )

    @Option(help: "The config file to create.") var config = RouteGenConfig.defaultFileName

    @Option(help: "The spec to create, relative to the config's folder.") var spec = "Routes/routes.yaml"

    @Option(name: .shortAndLong, help: "The Swift file the config generates, relative to the config's folder.")
    var output = "Generated/AppRoute.swift"

    func run() throws {
        let io = FileSystem()
        let keptYamllintConfig = StarterFiles.existingYamllintConfig(besideConfig: config) {
            FileManager.default.fileExists(atPath: $0)
        }
        let files = StarterFiles.files(
            configPath: config,
            specPath: spec,
            outputPath: output,
            workingDirectory: FileManager.default.currentDirectoryPath,
            includesYamllintConfig: keptYamllintConfig == nil
        )
        var seen: Set<String> = []
        if let repeated = files.first(where: { !seen.insert(URL(fileURLWithPath: $0.path).standardized.path).inserted })
        {
            throw ValidationError(
                "init would write '\(repeated.path)' twice; pick other names with --config and --spec."
            )
        }

        // A schema with exactly the text init would write (an earlier init's) is kept, not a conflict, so
        // that a second project can start beside the first.
        let schemaNames = Set(RouteGenSchema.allCases.map(\.starterFileName))
        let kept = files.filter {
            schemaNames.contains(URL(fileURLWithPath: $0.path).lastPathComponent)
                && (try? String(contentsOfFile: $0.path, encoding: .utf8)) == $0.text
        }
        let existing = files.filter {
            FileManager.default.fileExists(atPath: $0.path) && !kept.map(\.path).contains($0.path)
        }
        guard existing.isEmpty else {
            io.report(
                existing.map {
                    .error(
                        .fileExists,
                        "already exists; init never replaces a file",
                        at: SourceLocation(file: $0.path, line: 1, column: 1),
                        notes: [.help(help(for: $0.path))]
                    )
                }
            )
            throw ExitCode.specErrors
        }
        for file in files where !kept.map(\.path).contains(file.path) {
            guard io.createNewFile(file.text, at: file.path) else { throw ExitCode.specErrors }
        }
        let paths = files.map(\.path).filter { path in !kept.contains { $0.path == path } }
        let created = paths.dropLast().joined(separator: ", ") + " and " + paths[paths.count - 1]
        let keptNote =
            keptYamllintConfig.map {
                " Kept \($0) as it is; docs/editor-support.md says which yamllint rules specs need."
            } ?? ""
        let generate =
            config == RouteGenConfig.defaultFileName
            ? "routegen generate" : ShellWords.join(["routegen", "generate", "--config", config])
        let registration =
            config == RouteGenConfig.defaultFileName
            ? "routegen registration" : ShellWords.join(["routegen", "registration", "--config", config])
        io.reporter.inform(
            "Created \(created).\(keptNote) Edit the spec, then run '\(generate)'; '\(registration)' prints the Info.plist and entitlements entries its links need."
        )
    }

    /// What to do about a file that is in the way: a config means a project is already here, which takes another
    /// spec as one more entry of its own.
    private func help(for path: String) -> String {
        if path == config {
            return
                "to add a spec to this project, list it in \(config) as one more '- spec: … output: …' entry under 'specs:' and write the spec yourself (or copy the starter); to start a separate project here, pick other names with --config, --spec and --output"
        }
        return "remove it, or pick other names with --config, --spec and --output"
    }
}
