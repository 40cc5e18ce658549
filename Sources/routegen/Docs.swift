import ArgumentParser
import RouteGenCore

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a Markdown table of every link the spec supports, with an example of each."
    )

    @Argument(help: "The YAML route spec.") var spec: String

    @Option(name: .shortAndLong, help: "The Markdown file to write when it changes; standard output without it.")
    var output: String?

    func run() throws {
        let io = FileSystem()
        guard let table = io.readTable(spec, for: "routegen docs") else { throw ExitCode.specErrors }
        let fileName = spec.split(separator: "/").last.map(String.init) ?? spec
        guard io.writeOutput(LinkDocument.markdown(for: table, specFileName: fileName), to: output) else {
            throw ExitCode.specErrors
        }
    }
}
