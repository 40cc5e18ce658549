import Foundation
import Testing
@testable import RouteGenCore

/// The specs whose maps are checked in: the example specs, the deep-link demo's and the feature demo's app, whose
/// table has its features mounted.
enum MapFixtures {
    static let specs: [(name: String, path: String)] =
        Fixtures.exampleSpecNames.map { ($0, "Specs/\($0).yaml") } + [
            ("pantry", "Examples/DeepLinkDemo/Routes/pantry.yaml"),
            ("feature-modules-demo", "Examples/FeatureModulesDemo/Sources/GhostApp/routes.yaml"),
        ]

    static let names = specs.map(\.name)

    /// The example apps: the deep-link demo's, and the feature demo's with its two features.
    static let exampleApps = ["pantry", "feature-modules-demo"]

    static func path(of name: String) -> String { specs.first { $0.name == name }?.path ?? name }

    static func table(_ name: String) throws -> RouteTable {
        let path = path(of: name)
        let output = RouteGenerator.check(
            spec: try Fixtures.bytes(path),
            specPath: path,
            featureSpecs: YAMLExampleTests.fixtureFiles
        )
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty, "\(output.diagnostics)")
        return try #require(output.table)
    }

    static func map(_ name: String) throws -> NavigationMap { NavigationMap(table: try table(name)) }

    /// A spec of `groups` groups of ten routes, every third group requiring sign-in, as large specs are written.
    static func groupedSpec(groups: Int) -> String {
        var lines = ["version: 1", "name: BigRoute", "schemes: [big]", "tabs: [home]", "routes:"]
        lines += ["  home:", "    path: /", "    navigation: { tab: home }"]
        for group in 0..<groups {
            lines += ["  g\(group):", "    auth: \(group % 3 == 0)", "    navigation: { push: home }", "    routes:"]
            lines += ["      index\(group): { path: /g\(group) }"]
            for route in 1..<10 {
                lines += ["      r\(group)x\(route): { path: /g\(group)/r\(route), parent: g\(group).index\(group) }"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func table(spec text: String) throws -> RouteTable {
        let output = RouteGenerator.check(spec: Array(text.utf8), specPath: "big.yaml")
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty, "\(output.diagnostics)")
        return try #require(output.table)
    }
}

/// A program that draws maps, found on PATH. CI installs it (.ci/run), so there its absence fails the test rather
/// than skipping it.
struct MapRenderer: Sendable {
    let name: String
    let path: String?

    init(_ name: String, environmentOverride: String) {
        self.name = name
        let environment = ProcessInfo.processInfo.environment
        if let override = environment[environmentOverride] {
            path = override
            return
        }
        path = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let graphviz = MapRenderer("dot", environmentOverride: "ROUTEGEN_DOT")
    static let mermaid = MapRenderer("mermaidx", environmentOverride: "ROUTEGEN_MERMAIDX")

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether a test that needs it runs: always in CI, elsewhere only where it is installed.
    var runs: Bool { path != nil || Self.isCI }

    func executable() throws -> String { try #require(path, "\(name) is not on PATH; CI installs it (.ci/run)") }
}

extension MapFixtures {
    /// Patterns with every character a label could break on that a literal segment may hold.
    static let hostileSpec = """
        version: 1
        name: AppRoute
        schemes: [h]
        tabs: [home]
        routes:
          home: { path: /, navigation: { tab: home } }
          quoted: { path: '/a"b/<i>x</i>/c|d/[e]/x{f/(g)/\\\\N/`h`/&amp;/end', navigation: { push: home } }
        redirects:
          old: { path: '/old"]-->x/a<br>b', to: quoted }

        """
}
