import ArgumentParser
import RouteGenCore

struct AASA: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Write the apple-app-site-association file for the spec's universal links.",
        discussion:
            "Serve it at https://<host>/.well-known/apple-app-site-association on every host in the spec; with --host, on that old host."
    )

    @Argument(help: "The YAML route spec; it needs 'hosts'.") var spec: String

    @Option(
        name: .customLong("app-id"),
        help: "An app that opens the links, as TEAMID.bundle.id; repeat for several apps."
    ) var appIDs: [String]

    @Option(name: .shortAndLong, help: "The JSON file to write when it changes; standard output without it.")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "An old host that redirects list under 'hosts': write its file, for the redirects that take its links.",
            valueName: "old-host"
        )
    ) var host: String?

    func validate() throws {
        if let problem = appIDs.lazy.compactMap(AppSiteAssociation.problem(withAppID:)).first {
            throw ValidationError(problem)
        }
        if let repeated = appIDs.enumerated().first(where: { appIDs[..<$0.offset].contains($0.element) })?.element {
            throw ValidationError("--app-id '\(repeated)' is given twice.")
        }
    }

    func run() throws {
        let io = FileSystem()
        guard let table = io.readTable(spec, for: "routegen aasa") else { throw ExitCode.specErrors }
        let result = AppSiteAssociation.json(for: table, appIDs: appIDs, legacyHost: host)
        io.report(result.diagnostics)
        guard let json = result.json, io.writeOutput(json, to: output) else { throw ExitCode.specErrors }
    }
}
