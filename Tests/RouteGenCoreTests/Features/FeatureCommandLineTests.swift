import Foundation
import Testing

/// An app spec that mounts feature specs, through the built binary: the features read from beside the app spec,
/// `match` naming the feature that takes a link, the ambiguity between two specs, and `check --against` at a git
/// revision comparing the composed app.
@Suite("Command line: feature specs") struct FeatureCommandLineTests {
    private typealias Folder = CompatibilityCommandLineTests.Folder

    static let files = [
        "App/routes.yaml": FeatureCompositionTests.app, "Weather/routes.yaml": FeatureCompositionTests.weather,
        "Art/routes.yaml": FeatureCompositionTests.art,
    ]

    @Test("check reads the features beside the app spec, and match names the feature that takes a link")
    func checkAndMatch() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        for (path, text) in Self.files { try folder.write(text, to: path) }
        let check = try await folder.routegen("check", "App/routes.yaml")
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardError == "")
        let match = try await folder.routegen("match", "App/routes.yaml", "ghost://settings/weather/city?name=Oslo")
        #expect(match.status == 1)
        let city = try await folder.routegen("match", "App/routes.yaml", "ghost://weather/city?name=Oslo")
        #expect(city.status == 0)
        #expect(city.standardOutput.contains("route weather.city (/weather/city), .weather(.city(name:))"))
        #expect(city.standardOutput.contains("above weather(WeatherRoute.forecast)"))
    }

    @Test("An app route under a feature's mount fails check with exit 1, located in both specs with a link")
    func routeUnderMount() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        for (path, text) in Self.files { try folder.write(text, to: path) }
        try folder.write(
            FeatureCompositionTests.app + "  oldPiece:\n    path: /art/pieces/:id\n    params: { id: Int }\n",
            to: "App/routes.yaml"
        )
        let result = try await folder.routegen("check", "App/routes.yaml", "--color", "never")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts == """
                App/routes.yaml:20:3: error: route 'oldPiece' takes links under the mount of feature 'art' ('/art') such as '/art/pieces/1', which the feature alone takes; move it into the feature's spec or out of the mount
                App/routes.yaml:10:3: note: feature 'art' is mounted here
                Art/routes.yaml:7:3: note: 'art.piece' takes '/art/pieces/1' too

                """
        )
    }

    @Test("A feature's change that breaks a link fails the app's check --against git:HEAD, with the link")
    func comparedAtRevision() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        try await folder.commit(Self.files)
        let moved = FeatureCompositionTests.art.replacingOccurrences(of: "/pieces/:pieceId", with: "/works/:pieceId")
        try folder.write(moved, to: "Art/routes.yaml")
        let result = try await folder.routegen("check", "App/routes.yaml", "--against", "git:HEAD", "--color", "never")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts.hasPrefix(
                "Art/routes.yaml:7:3: error: 'ghost://art/pieces/1' opened route 'art.piece'; this spec rejects it"
            ),
            "\(result.standardError)"
        )
        #expect(
            result.standardErrorWithoutExcerpts.contains(
                "HEAD:Art/routes.yaml:7:3: note: route 'art.piece' is declared here in the earlier spec"
            )
        )
    }

    /// The weather feature with an ambiguous pair and a misspelt key.
    static let weatherWithProblems = """
        version: 1
        name: WeatherRoute
        feature: true
        routes:
          forecast:
            path: /
          town:
            path: /town/:name
          townAlt:
            path: /town/:place
          units:
            path: /units
            navigaton: sheet

        """

    /// A config as the feature-specs guide lays it out: an entry per module, `entries` of them in that order.
    static func config(_ entries: [String]) -> String {
        "version: 1\nspecs:\n"
            + entries.map { spec in
                let module = spec.split(separator: "/").first.map(String.init) ?? spec
                return "  - spec: \(spec)\n    output: Sources/\(module)/Generated/\(module)Route.swift\n"
            }
            .joined()
    }

    @Test(
        "A feature's problem is reported once, at its spec's line, whether the feature's entry comes before or after the app's",
        arguments: [
            ["Weather/routes.yaml", "Art/routes.yaml", "App/routes.yaml"],
            ["App/routes.yaml", "Weather/routes.yaml", "Art/routes.yaml"],
        ]
    ) func featureProblemsOnce(entries: [String]) async throws {
        let folder = try Folder()
        defer { folder.remove() }
        for (path, text) in Self.files { try folder.write(text, to: path) }
        try folder.write(Self.weatherWithProblems, to: "Weather/routes.yaml")
        try folder.write(Self.config(entries), to: "routegen.yml")
        let text = try await folder.routegen("check", "--color", "never")
        #expect(text.status == 1)
        #expect(
            text.standardErrorWithoutExcerpts == """
                Weather/routes.yaml:9:3: error: routes 'town' and 'townAlt' are ambiguous: both match '/town/x'
                Weather/routes.yaml:7:3: note: 'town' is declared here
                = note: '/town/:name' and '/town/:place' match exactly the same paths; remove one or make one more specific
                Weather/routes.yaml:13:5: error: unknown key 'navigaton' in route 'units'; did you mean 'navigation'?

                """
        )
        for command in ["check", "generate"] {
            let json = try await folder.routegen(command, "--diagnostics-format", "json")
            #expect(json.status == 1)
            let lines = json.standardOutput.split(separator: "\n").filter { $0.hasPrefix("{") }
            #expect(lines.count == 2, "\(command): \(json.standardOutput)")
            #expect(lines.first?.contains("routes 'town' and 'townAlt' are ambiguous") == true, "\(command)")
        }
    }

    @Test("A feature that is no entry of its own has its problems reported once, by the app that mounts it")
    func problemsOfFeatureWithoutEntry() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        for (path, text) in Self.files { try folder.write(text, to: path) }
        try folder.write(Self.weatherWithProblems, to: "Weather/routes.yaml")
        try folder.write(Self.config(["App/routes.yaml"]), to: "routegen.yml")
        let json = try await folder.routegen("check", "--diagnostics-format", "json")
        #expect(json.status == 1)
        let lines = json.standardOutput.split(separator: "\n").filter { $0.hasPrefix("{") }
        #expect(lines.count == 2, "\(json.standardOutput)")
        #expect(lines.first?.contains("routes 'weather.town' and 'weather.townAlt' are ambiguous") == true)
    }

    @Test("A command that needs links refuses a feature spec alone; generate writes the feature's and the app's files")
    func featureAlone() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        for (path, text) in Self.files { try folder.write(text, to: path) }
        #expect(try await folder.routegen("check", "Weather/routes.yaml").status == 0)
        let docs = try await folder.routegen("docs", "Weather/routes.yaml")
        #expect(docs.status == 1)
        #expect(
            docs.standardErrorWithoutExcerpts
                == "Weather/routes.yaml:3:10: error: this is a feature spec, whose links exist only in the app that mounts it; run 'routegen docs' on the app's spec\n"
        )
        for (spec, output) in [("App/routes.yaml", "AppRoute.swift"), ("Weather/routes.yaml", "WeatherRoute.swift")] {
            let generate = try await folder.routegen("generate", spec, "--output", output)
            #expect(generate.status == 0, "\(generate.standardError)")
            let text = try String(contentsOf: folder.root.appendingPathComponent(output), encoding: .utf8)
            #expect(text.contains("import RouteURLReader"))
        }
    }
}
