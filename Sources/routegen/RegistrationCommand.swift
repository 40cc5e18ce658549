import ArgumentParser
import RouteGenCore

struct RegistrationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "registration",
        abstract: "Print the Info.plist and entitlements entries the app needs for the links of its specs.",
        discussion: """
            Without specs, reads every spec of the config file (--config, default \
            ./\(RouteGenConfig.defaultFileName)), leaving out its feature specs: their links are those of the app \
            spec that mounts them. Each part follows a comment naming the file it goes in: \
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
        let tables: [RouteTable?]
        if !specs.isEmpty {
            tables = specs.map { io.readTable($0, for: Self.command) }
        } else {
            let hint =
                config == nil ? "create one with 'routegen init', or name specs: routegen registration SPEC..." : nil
            guard let config = io.readConfig(config ?? RouteGenConfig.defaultFileName, hintWhenMissing: hint) else {
                throw ExitCode.specErrors
            }
            tables = try Self.appTables(config.entries.map { io.readAnyTable($0.spec.value) }, io: io)
        }
        guard tables.allSatisfy({ $0 != nil }) else { throw ExitCode.specErrors }
        let requirements = RegistrationRequirements(tables: tables.compactMap { $0 }, specCount: tables.count)
        guard io.writeOutput(RegistrationSnippet.text(for: requirements), to: nil) else { throw ExitCode.specErrors }
    }

    private static let command = "routegen registration"

    /// A config's tables without its feature specs', whose links the app spec that mounts them has; nil stands for
    /// a spec that could not be read. A config of feature specs alone has no links, which is the first one's error.
    private static func appTables(_ tables: [RouteTable?], io: FileSystem) throws -> [RouteTable?] {
        let apps = tables.filter { $0?.kind.isFeature != true }
        if apps.isEmpty, let problem = tables.lazy.compactMap({ $0?.featureProblem(forCommand: command) }).first {
            io.report([problem])
            throw ExitCode.specErrors
        }
        return apps
    }
}
