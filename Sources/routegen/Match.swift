import ArgumentParser
import Foundation
import RouteGenCore

struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain which route each URL resolves to, with its values, or why it resolves to none.",
        discussion: "Exits 0 when every URL resolves, 1 otherwise. The first line of each explanation is the generated resolve(_:) result, as URL tables write it."
    )

    @Argument(help: "The YAML route spec.")
    var spec: String

    @Argument(help: "The URLs to explain.")
    var urls: [String] = []

    func validate() throws {
        guard !urls.isEmpty else { throw ValidationError("Name at least one URL to explain.") }
    }

    func run() throws {
        let io = FileSystem()
        guard let table = io.readTable(spec) else { throw ExitCode.specErrors }
        let explainer = LinkExplainer(table: table)
        let printer = MatchPrinter(table: table)
        let explanations = urls.map(explainer.explain)
        let text = explanations.map { printer.lines(for: $0).joined(separator: "\n") }.joined(separator: "\n\n")
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
        if explanations.contains(where: { $0.resolvedLink == nil }) { throw ExitCode.failure }
    }
}
