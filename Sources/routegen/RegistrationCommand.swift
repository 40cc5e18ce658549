import ArgumentParser
import RouteGenCore

struct RegistrationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "registration",
        abstract: "Print the Info.plist and entitlements entries the app needs for the links of its specs.",
        discussion: """
            Without specs, reads every spec of the config file (--config, default \
            ./\(RouteGenConfig.defaultFileName)). Each part follows a comment naming the file it goes in: \
            CFBundleURLTypes for the custom schemes (the specs' own and their redirects' old ones), \
            com.apple.developer.associated-domains for the hosts. Once they are in place, \
            'routegen check --info-plist PATH --entitlements PATH' keeps them in step with the specs.
            """
    )

    @Argument(help: "The YAML route specs. Leave them out to use the config file.") var specs: [String] = []

    @Option(help: "The config file whose specs to read (default: ./\(RouteGenConfig.defaultFileName)).") var config:
        String?

    func validate() throws {
        guard specs.isEmpty || config == nil else { throw ValidationError("Name either specs or --config, not both.") }
    }

    func run() throws {
        let io = FileSystem()
        let paths: [String]
        if !specs.isEmpty {
            paths = specs
        } else {
            let hint =
                config == nil ? "create one with 'routegen init', or name specs: routegen registration SPEC..." : nil
            guard let config = io.readConfig(config ?? RouteGenConfig.defaultFileName, hintWhenMissing: hint) else {
                throw ExitCode.specErrors
            }
            paths = config.entries.map(\.spec.value)
        }
        let tables = paths.map { io.readTable($0, for: "routegen registration") }
        guard tables.allSatisfy({ $0 != nil }) else { throw ExitCode.specErrors }
        let requirements = RegistrationRequirements(tables: tables.compactMap { $0 }, specCount: tables.count)
        guard io.writeOutput(RegistrationSnippet.text(for: requirements), to: nil) else { throw ExitCode.specErrors }
    }
}
