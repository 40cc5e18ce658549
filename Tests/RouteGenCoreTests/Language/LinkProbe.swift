import Foundation
@testable import RouteGenCore

/// What a spec's compiled code does with sampled links, against what `routegen match` says it does. For each link the
/// compiled probe prints the `resolve(_:)` result and, for a route, its `stack`, its `url` and what that resolves to,
/// its `webURL` and its NSUserActivity round trip, one line each; `expectedLines` are the same lines as the
/// explainer, `LinkNavigation` and `CanonicalLink` give them. A line that differs, or a trap, is a disagreement.
struct LinkProbe {
    var links: [String]
    var expectedLines: [String]
    /// The probe's Swift, compiled into a program that imports the spec's module with `@testable`.
    var source: String

    init(specName: String, table: RouteTable, activities: Bool, module: String = LanguageAppBuild.module) {
        links = LinkSamples.links(in: table)
        let explainer = LinkExplainer(table: table)
        expectedLines = links.flatMap { Self.expectedLines(for: $0, in: table, explainer, activities: activities) }
        source = LinkProbeSource.probe(
            namespace: LinkProbeSource.namespace(of: specName),
            module: module,
            enumName: table.enumName,
            hasWebURL: table.webPrefix != nil,
            activities: activities
        )
    }

    /// The lines match gives the link, as the probe prints them.
    private static func expectedLines(
        for link: String,
        in table: RouteTable,
        _ explainer: LinkExplainer,
        activities: Bool
    ) -> [String] {
        let explanation = explainer.explain(link)
        var lines = ["link: " + link, "resolve: " + explanation.generatedResult]
        guard let resolved = explanation.resolvedLink else { return lines }
        let route = resolved.openedRoute
        let values = resolved.openedValues.map(\.value)
        let stack = LinkNavigation.stack(of: route, values: values, in: table)
        lines.append("stack: " + stack.map(\.generatedDescription).joined(separator: " › "))
        let url = CanonicalLink.url(for: route.declaration, values: values, in: table)
        let back = explainer.explain(url)
        lines += ["url: " + url, "back: " + back.generatedResult]
        if let host = table.hosts.first {
            lines.append(
                "web: " + CanonicalLink.url(for: route.declaration, values: values, in: table, on: .host(host))
            )
        }
        if activities { lines.append("activity: " + activityLine(of: route, restoredFrom: back)) }
        return lines
    }

    /// The route's activity type, title and eligibility, then the route its activity restores: the one its link
    /// resolves to when that route's activity has the same type, else nil.
    private static func activityLine(of route: Route, restoredFrom back: LinkExplanation) -> String {
        guard let activity = route.activity else { return "none" }
        let eligibility = [
            ("handoff", activity.eligibility.handoff), ("search", activity.eligibility.search),
            ("prediction", activity.eligibility.prediction),
        ]
        let flags = eligibility.filter(\.1).map(\.0).joined(separator: ",")
        var restored = "nil"
        if let link = back.resolvedLink, link.openedRoute.activity?.type == activity.type {
            restored = link.generatedDescription
        }
        return "\(activity.type) \(String(reflecting: activity.title)) [\(flags)] -> \(restored)"
    }

    /// Nil when the probe's run printed `expectedLines`; otherwise the link it trapped on or the first one on which
    /// the compiled code and match disagree, with both answers.
    func disagreement(status: Int32, output: String, errors: String) -> String? {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if status == 0, lines == expectedLines { return nil }
        guard status == 0 else {
            let link = lines.last { $0.hasPrefix("link: ") }
            let expected = link.flatMap(expectedLines.firstIndex).map { Self.linkLines(of: expectedLines, at: $0) }
            let message = errors.prefix(2000).components(separatedBy: "Current stack trace:")[0]
            return "the compiled code stopped (status \(status)) on \(link ?? "its start"):\n\(message)"
                + "  match says:\n" + Self.indented(expected ?? [])
        }
        let difference =
            zip(lines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(lines.count, expectedLines.count)
        return "the compiled code and match disagree:\n"
            + "  match says:\n\(Self.indented(Self.linkLines(of: expectedLines, at: difference)))\n"
            + "  the code does:\n\(Self.indented(Self.linkLines(of: lines, at: difference)))"
    }

    /// The lines about the link whose lines include `index`: from its `link:` line to the next link's.
    private static func linkLines(of lines: [String], at index: Int) -> ArraySlice<String> {
        let after = min(index + 1, lines.count)
        let start = lines[..<after].lastIndex { $0.hasPrefix("link: ") } ?? 0
        let end = lines[after...].firstIndex { $0.hasPrefix("link: ") } ?? lines.endIndex
        return lines[start..<end]
    }

    private static func indented(_ lines: ArraySlice<String>) -> String {
        lines.map { "    " + $0 }.joined(separator: "\n")
    }

    /// Runs `runner probe NAME FILE` in `folder` for each probe, on its links, and describes each that disagrees with
    /// match, followed by `source`, the spec text that tells what the links were read against.
    static func disagreements(
        of probes: [(name: String, probe: LinkProbe, source: String)],
        runner: String,
        in folder: URL
    ) async throws -> [String] {
        var disagreements: [String] = []
        for (name, probe, source) in probes {
            let links = folder.appendingPathComponent("\(name).links")
            try Data(probe.links.joined(separator: "\n").utf8).write(to: links)
            let run = try await Shell.run(
                folder.appendingPathComponent(runner).path,
                ["probe", name, links.path],
                in: folder,
                // A trap's message without the backtrace and registers, which tell nothing about the spec.
                environment: ["SWIFT_BACKTRACE": "enable=no"]
            )
            if let disagreement = probe.disagreement(
                status: run.status,
                output: run.standardOutput,
                errors: run.standardError
            ) {
                disagreements.append("\(name): \(disagreement)\n\(source)")
            }
        }
        return disagreements
    }
}
