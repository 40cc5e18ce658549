import Foundation
import Testing
@testable import RouteGenCore

/// Every YAML example in the README and docs/ is what it claims to be: a spec that generates, a config that decodes,
/// or a mistake with the error the text promises. An example that is none of these must say so with a marker.
@Suite("Documentation: YAML examples") struct YAMLExampleTests {
    @Test("The published pages are found", arguments: ["README.md", "docs/README.md", "docs/spec-format.md"])
    func pagesAreFound(path: String) { #expect(MarkdownPage.publishedPaths.contains(path)) }

    @Test(
        "Every yaml block is a valid spec or config, or a marked error or fragment",
        arguments: MarkdownPage.publishedPaths
    ) func yamlBlocks(path: String) throws {
        let page = try MarkdownPage(path: path)
        for block in page.codeBlocks where block.language == "yaml" {
            let place = "\(path):\(block.line)"
            switch block.marker {
            // The catalogue's examples are run by DiagnosticCatalogueTests.
            case .fragment?, .walkthrough?, .compiles?, .diagnostic?: continue
            case .output?: Issue.record("\(place): an output sample is a text block, not yaml")
            case .error(let fragment)?:
                let diagnostics = try #require(
                    Self.diagnostics(of: block.text, at: place),
                    "\(place): neither a spec nor a config"
                )
                let errors = diagnostics.filter { $0.severity == .error }.map(\.description)
                #expect(
                    errors.contains { $0.contains(fragment) },
                    "\(place): no error contains '\(fragment)'; got \(errors)"
                )
            case .pluginOptions?:
                let diagnostics = PluginOptions.read(Array(block.text.utf8), path: place).diagnostics
                #expect(diagnostics.isEmpty, "\(place): \(diagnostics.map(\.description))")
            case .file(let filePath)?:
                #expect(try Fixtures.text(filePath) == block.text, "\(place) is not the text of \(filePath)")
                // A file's spec may mount feature specs, which are read beside it.
                Self.expectValid(block.text, at: filePath)
            case nil: Self.expectValid(block.text, at: place)
            }
        }
    }

    @Test("Every marker is well-formed and right before a fence", arguments: MarkdownPage.publishedPaths)
    func markersAreAttached(path: String) throws { #expect(try MarkdownPage(path: path).strayMarkers == []) }

    @Test("Markers are read from the line before a fence; a misspelt or detached one is reported") func markers() {
        let page = MarkdownPage(
            path: "page.md",
            text: """
                <!-- routegen-example: error "found 'yes'" -->
                ```yaml
                a: 1
                ```
                  <!-- routegen-example: fragment -->
                  ```yaml
                  b: 2
                  ```
                <!-- routegen-example: plugin-options -->
                ```yaml
                router: true
                ```
                <!-- routegen-example: fragmnet -->
                ```yaml
                c: 3
                ```
                <!-- routegen-example: fragment -->

                ```yaml
                d: 4
                ```
                """
        )
        #expect(page.codeBlocks.map(\.marker) == [.error("found 'yes'"), .fragment, .pluginOptions, nil, nil])
        #expect(page.codeBlocks[1].text == "b: 2\n")
        #expect(page.strayMarkers.count == 2)
    }

    @Test("A spec, a config, an invalid example and a fragment are told apart") func classification() {
        #expect(Self.diagnostics(of: "version: 1\nschemes: [myapp]\nroutes:\n  home: { path: / }\n", at: "spec") == [])
        #expect(Self.diagnostics(of: "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift }\n", at: "config") == [])
        let unknownKey = Self.diagnostics(of: "version: 1\nschemes: [myapp]\nroutes:\n  home: { pth: / }\n", at: "bad")
        #expect(unknownKey?.map(\.message).contains { $0.contains("did you mean 'path'") } == true)
        #expect(Self.diagnostics(of: "  member: { path: /users/:id }\n", at: "fragment") == nil)
    }

    private static func expectValid(_ text: String, at place: String) {
        guard let diagnostics = diagnostics(of: text, at: place) else {
            Issue.record(
                "\(place): a yaml block that is neither a whole spec (version: and routes:) nor a config (specs:); mark it <!-- routegen-example: fragment -->"
            )
            return
        }
        #expect(diagnostics.isEmpty, "\(place): \(diagnostics.map(\.description))")
    }

    /// The feature specs a spec in the repository mounts, read beside it.
    static let fixtureFiles: RouteGenerator.FeatureSpecReader = { spec, appSpecPath in
        let path = ConfigPaths.featureSpecPath(spec, beside: appSpecPath)
        guard let text = try? Fixtures.text(path) else { return .failure(.init("no such file '\(path)'")) }
        return .success((Array(text.utf8), path))
    }

    /// The problems of a whole spec (generated, so rendering is covered too) or config; nil for anything else.
    static func diagnostics(of text: String, at place: String) -> [Diagnostic]? {
        let topLevelKeys = Set(
            text.split(separator: "\n")
                .compactMap { line -> Substring? in
                    guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else {
                        return nil
                    }
                    return line[..<colon]
                }
        )
        if topLevelKeys.isSuperset(of: ["version", "routes"]) {
            // With the library, as the files of features and of apps that mount them always have it.
            return
                RouteGenerator.generate(
                    spec: Array(text.utf8),
                    specPath: place,
                    featureSpecs: fixtureFiles,
                    rendering: RenderOptions(reader: .library)
                )
                .diagnostics
        }
        if topLevelKeys.contains("specs") { return RouteGenConfig.read(Array(text.utf8), path: place).diagnostics }
        return nil
    }
}
