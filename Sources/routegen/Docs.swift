import ArgumentParser
import RouteGenCore

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a Markdown table of every link the spec supports, with an example of each, and a map of them.",
        discussion: """
            The page ends with a Mermaid map of the app: tabs, features, presentations, stacks and redirects. \
            '--format dot' writes that map alone in Graphviz's DOT language, for 'dot -Tsvg'.
            """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument { case markdown, dot }

    @Argument(help: "The YAML route spec.") var spec: String

    @Option(
        name: .shortAndLong,
        help: "The file to write when it changes (Markdown, or DOT with '--format dot'); standard output without it."
    ) var output: String?

    @Option(help: "markdown: the links page with its Mermaid map; dot: the map alone, for Graphviz.") var format:
        Format = .markdown

    func run() throws {
        let io = FileSystem()
        guard let table = io.readTable(spec, for: "routegen docs") else { throw ExitCode.specErrors }
        let fileName = spec.split(separator: "/").last.map(String.init) ?? spec
        let text: String
        switch format {
        case .markdown: text = LinkDocument.markdown(for: table, specFileName: fileName)
        case .dot: text = NavigationMapDOT.graph(NavigationMap(table: table))
        }
        guard io.writeOutput(text, to: output) else { throw ExitCode.specErrors }
    }
}
