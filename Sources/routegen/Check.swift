import ArgumentParser
import RouteGenCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs without generating anything; exits 1 when any has an error."
    )

    @Argument(help: "The YAML route specs to check.")
    var specs: [String]

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
            let result = RouteGenerator.check(spec: bytes, specPath: spec)
            io.report(result.diagnostics)
            failed = failed || result.diagnostics.containsErrors
        }
        if failed { throw ExitCode.specErrors }
    }
}
