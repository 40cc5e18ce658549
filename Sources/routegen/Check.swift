import ArgumentParser
import RouteGenCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs without generating anything; exits 1 when any has an error."
    )

    @Argument(help: "The YAML route specs to check.")
    var specs: [String]

    @Flag(help: "Also list, as notes, each pair of overlapping routes and which one takes precedence.")
    var listOverlaps = false

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("Name at least one spec to check.") }
    }

    func run() throws {
        let io = FileSystem()
        var failed = false
        for spec in specs {
            guard let bytes = io.readSpec(spec) else {
                failed = true
                continue
            }
            let result = RouteGenerator.check(spec: bytes, specPath: spec, options: .init(listsResolvedOverlaps: listOverlaps))
            io.report(result.diagnostics)
            failed = failed || result.diagnostics.containsErrors
        }
        if failed { throw ExitCode.specErrors }
    }
}
