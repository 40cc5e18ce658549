import ArgumentParser
import RouteGenCore

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write the JSON Schema of the route spec or of routegen.yml, for editors and CI validators.",
        discussion: """
            Point the YAML language server at it with a first line such as \
            '# yaml-language-server: $schema=routegen-spec.schema.json' (routegen init writes one).
            """
    )

    @Argument(help: "Which schema: \(RouteGenSchema.allCases.map(\.rawValue).joined(separator: " or ")).") var kind:
        RouteGenSchema = .spec

    @Option(
        name: .shortAndLong,
        help: "The JSON file to write when it changes; standard output without it or with '-'."
    ) var output: String?

    func run() throws { guard FileSystem().writeOutput(kind.text, to: output) else { throw ExitCode.specErrors } }
}

extension RouteGenSchema: ExpressibleByArgument {}
