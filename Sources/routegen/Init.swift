import ArgumentParser
import Foundation
import RouteGenCore

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a starter config and a commented spec that generates as it is.",
        discussion: "Existing files are never replaced: if either file exists, nothing is written and the command exits 1."
    )

    @Option(help: "The config file to create.")
    var config = RouteGenConfig.defaultFileName

    @Option(help: "The spec to create, relative to the config's folder.")
    var spec = "Routes/routes.yaml"

    @Option(name: .shortAndLong, help: "The Swift file the config generates, relative to the config's folder.")
    var output = "Generated/AppRoute.swift"

    func run() throws {
        let io = FileSystem()
        let folder = (config as NSString).deletingLastPathComponent
        let specPath = spec.hasPrefix("/") ? spec : (folder as NSString).appendingPathComponent(spec)
        let files = [(path: config, text: StarterFiles.config(specPath: spec, outputPath: output)),
                     (path: specPath, text: StarterFiles.spec)]

        let existing = files.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard existing.isEmpty else {
            io.report(existing.map {
                .error("already exists; init never replaces a file (remove it, or pick other names with --config and --spec)",
                       at: SourceLocation(file: $0.path, line: 1, column: 1))
            })
            throw ExitCode.specErrors
        }
        for file in files {
            guard io.createNewFile(file.text, at: file.path) else { throw ExitCode.specErrors }
        }
        let generate = config == RouteGenConfig.defaultFileName ? "routegen generate" : ShellWords.join(["routegen", "generate", "--config", config])
        io.reporter.inform("Created \(config) and \(specPath). Edit the spec, then run '\(generate)'.")
    }
}
