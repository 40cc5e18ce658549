import Foundation
import Testing
@testable import RouteGenCore

/// The maps of the example specs and apps are checked in, in both formats, so a change shows up as a reviewed diff;
/// Graphviz, and Mermaid where a renderer is installed, draw each of them.
@Suite("Navigation map golden files and renderers") struct NavigationMapGoldenTests {
    @Test("The Mermaid map matches Tests/Fixtures/Golden/<spec>.map.mmd", arguments: MapFixtures.names)
    func mermaidMatchesGolden(spec: String) throws {
        let text = NavigationMapMermaid.flowchart(try MapFixtures.map(spec))
        if let difference = try Fixtures.compareWithGolden(text, at: "Tests/Fixtures/Golden/\(spec).map.mmd") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("The DOT map matches Tests/Fixtures/Golden/<spec>.map.dot", arguments: MapFixtures.names)
    func dotMatchesGolden(spec: String) throws {
        let text = NavigationMapDOT.graph(try MapFixtures.map(spec))
        if let difference = try Fixtures.compareWithGolden(text, at: "Tests/Fixtures/Golden/\(spec).map.dot") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("docs/images/pantry-map.svg draws the pantry spec's map as it is now") func committedImageIsCurrent() throws {
        let svg = try Fixtures.text("docs/images/pantry-map.svg")
        let regenerate =
            "regenerate it: routegen docs Examples/DeepLinkDemo/Routes/pantry.yaml --format dot | dot -Tsvg -o docs/images/pantry-map.svg"
        for node in try MapFixtures.map("pantry").nodes {
            #expect(svg.contains("<title>\(node.id)</title>"), "\(node.id): \(regenerate)")
            for line in node.labelLines {
                // As Graphviz writes text in SVG, a hyphen too.
                let text = line.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
                    .replacing("-", with: "&#45;")
                #expect(svg.contains(">\(text)</text>"), "\(node.id) '\(line)': \(regenerate)")
            }
        }
    }

    /// The maps of the specs, a large spec's folded one, and one whose patterns hold what could break a label.
    static let renderedMaps = MapFixtures.names + ["300 routes in groups", "hostile patterns"]

    static func map(_ name: String) throws -> NavigationMap {
        switch name {
        case "300 routes in groups":
            return NavigationMap(table: try MapFixtures.table(spec: MapFixtures.groupedSpec(groups: 30)))
        case "hostile patterns": return NavigationMap(table: try MapFixtures.table(spec: MapFixtures.hostileSpec))
        default: return try MapFixtures.map(name)
        }
    }

    @Test(
        "Graphviz draws the DOT map as SVG and PNG without a warning",
        .enabled(if: MapRenderer.graphviz.runs, "Graphviz's dot is not installed here; CI installs it"),
        arguments: renderedMaps
    ) func graphvizDrawsMap(spec: String) async throws {
        let dot = try MapRenderer.graphviz.executable()
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("map.dot")
        try Data(NavigationMapDOT.graph(try Self.map(spec)).utf8).write(to: input)
        for format in ["svg", "png"] {
            let output = directory.appendingPathComponent("map.\(format)")
            let result = try await Shell.run(dot, ["-T\(format)", input.path, "-o", output.path])
            #expect(result.status == 0, "\(format): \(result.standardError)")
            #expect(result.standardError.isEmpty, "\(format): \(result.standardError)")
            let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(format)")
        }
    }

    @Test(
        "Mermaid, run offline by mermaidx, draws the map the links page writes",
        .enabled(if: MapRenderer.mermaid.runs, "mermaidx (PyPI) is not installed here; CI installs it"),
        arguments: renderedMaps
    ) func mermaidDrawsMap(spec: String) async throws {
        let renderer = try MapRenderer.mermaid.executable()
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("map.mmd")
        let output = directory.appendingPathComponent("map.svg")
        try Data(NavigationMapMermaid.flowchart(try Self.map(spec)).utf8).write(to: input)
        let result = try await Shell.run(renderer, ["-q", "-i", input.path, "-o", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let svg = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(svg.hasPrefix("<svg") && !svg.contains("Syntax error"))
    }
}
