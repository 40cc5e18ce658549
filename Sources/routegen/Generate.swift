import ArgumentParser
import Foundation
import RouteGenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate the Swift routing code for a spec.",
        discussion: "The output is rewritten only when its content changes, atomically; on any error it is left as it was."
    )

    @Argument(help: "The YAML route spec.")
    var spec: String

    @Option(name: .shortAndLong, help: "The Swift file to write.")
    var output: String

    @Option(help: "A directory of .mustache files that replace the built-in templates of the same name.")
    var templates: String?

    @Flag(help: "Also list, as notes, each pair of overlapping routes and which one takes precedence.")
    var listOverlaps = false

    func run() throws {
        let io = FileSystem()
        guard let bytes = io.readSpec(spec) else { throw ExitCode.specErrors }
        var overrides: [String: TemplateSource] = [:]
        if let templates {
            guard let loaded = io.readTemplates(in: templates) else { throw ExitCode.specErrors }
            overrides = loaded
        }
        let result = RouteGenerator.generate(spec: bytes, specPath: spec, templateOverrides: overrides,
                                             options: .init(listsResolvedOverlaps: listOverlaps))
        io.report(result.diagnostics)
        guard let source = result.source else { throw ExitCode.specErrors }
        guard io.writeIfChanged(source, to: output) else { throw ExitCode.specErrors }
    }
}
