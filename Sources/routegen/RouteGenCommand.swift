import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

@main struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generates exhaustive Swift deep-link routing code from a YAML route spec.",
        discussion: """
            Exit codes: 0 success, 1 a spec, config or template has errors (or, with --check, an output is out of date), \
            64 the command line is wrong.
            Problems are printed as FILE:LINE:COL: error: message, the form Xcode and CI annotate.
            """,
        version: RouteGenVersion.current,
        subcommands: [
            Generate.self, Check.self, Init.self, RegistrationCommand.self, AASA.self, Docs.self, Match.self,
            Schema.self,
        ]
    )
}

extension ExitCode {
    /// The input has errors, already printed as diagnostics.
    static let specErrors = ExitCode.failure
}
