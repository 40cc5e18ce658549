import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Explain which route each URL resolves to, with its values, or why it resolves to none.",
        discussion:
            "Exits 0 when every URL resolves, 1 otherwise. The first line of each explanation is the generated resolve(_:) result, as URL tables write it."
    )

    @Argument(help: "The YAML route spec.") var spec: String

    @Argument(
        help:
            "The URLs to explain; '-' reads more from standard input, one per line (blank lines and lines starting with # are skipped)."
    ) var urls: [String] = []

    func validate() throws {
        guard !urls.isEmpty else {
            throw ValidationError("Name at least one URL to explain, or '-' to read them from standard input.")
        }
    }

    func run() throws {
        let io = FileSystem()
        guard let table = io.readTable(spec, for: "routegen match") else { throw ExitCode.specErrors }
        let explainer = LinkExplainer(table: table)
        let printer = MatchPrinter(table: table)
        let explanations = urls.flatMap { $0 == "-" ? Self.standardInputURLs() : [$0] }.map(explainer.explain)
        let text = explanations.map { printer.lines(for: $0).joined(separator: "\n") }.joined(separator: "\n\n")
        StandardStream.output.write(text + "\n")
        if explanations.contains(where: { $0.resolvedLink == nil }) { throw ExitCode.failure }
    }

    /// A log or a list of links piped in: each line is one URL, with surrounding white space removed.
    private static func standardInputURLs() -> [String] {
        let text = String(decoding: StandardStream.readInput(), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).map { $0.trimming(" \t") }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
