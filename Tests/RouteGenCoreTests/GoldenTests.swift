import Foundation
import Testing
@testable import RouteGenCore

/// Each example spec's generated Swift is checked in; a change to the generator shows up as a reviewed diff.
@Suite("Golden files") struct GoldenTests {
    @Test("Generated code matches the checked-in golden file", arguments: Fixtures.exampleSpecNames)
    func generatedCodeMatchesGolden(spec: String) throws {
        // Rendered with the files in Templates/, so one re-record run picks up a template edit; another test keeps
        // the built-in copies identical to those files.
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes("Specs/\(spec).yaml"),
            specPath: "Specs/\(spec).yaml",
            templateOverrides: try Fixtures.templateFiles()
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let source = try #require(output.source)
        if let difference = try Fixtures.compareWithGolden(source, at: "Tests/Fixtures/Golden/\(spec).swift") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(
        "A feature module's file and the file of the app that mounts it match their golden files",
        arguments: [("Weather", "feature-weather"), ("Art", "feature-art"), ("App", "feature-app")]
    ) func featureFilesMatchGolden(folder: String, golden: String) throws {
        let spec = "Tests/Fixtures/Features/\(folder)/routes.yaml"
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(spec),
            specPath: spec,
            featureSpecs: YAMLExampleTests.fixtureFiles,
            templateOverrides: try Fixtures.templateFiles(),
            rendering: RenderOptions(reader: .library)
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        if let difference = try Fixtures.compareWithGolden(
            try #require(output.source),
            at: "Tests/Fixtures/Golden/\(golden).swift"
        ) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// A config's `header`, `codable`, `tests`, `router`, `activities` and `intents` choices, in goldens of their own beside the default one of the same
    /// spec.
    @Test("Each entry of the variants config generates its golden file") func configVariantsMatchGolden() throws {
        let configPath = "Tests/Fixtures/Golden/variants.routegen.yml"
        let (config, diagnostics) = RouteGenConfig.read(try Fixtures.bytes(configPath), path: configPath)
        let entries = try #require(config, "\(diagnostics)").entries
        #expect(entries.contains { $0.rendering.codable && $0.rendering.header != RenderOptions.defaultHeader })
        for entry in entries {
            let output = RouteGenerator.generate(
                spec: try Fixtures.bytes(entry.spec.value),
                specPath: entry.spec.value,
                templateOverrides: try Fixtures.templateFiles(),
                rendering: entry.rendering
            )
            #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
            if let difference = try Fixtures.compareWithGolden(try #require(output.source), at: entry.output.value) {
                Issue.record(Comment(rawValue: difference))
            }
            for kind in OutputKind.allCases {
                #expect((output.files[kind] != nil) == (entry.outputs[kind] != nil), "\(kind)")
                if let path = entry.outputs[kind],
                    let difference = try Fixtures.compareWithGolden(try #require(output.files[kind]), at: path.value)
                {
                    Issue.record(Comment(rawValue: difference))
                }
            }
        }
        for kind in OutputKind.allCases {
            #expect(entries.contains { $0.outputs[kind] != nil }, "no golden entry writes \(kind)")
        }
    }

    @Test("The built-in templates are exactly the files in Templates/") func builtInTemplatesMatchTemplateFiles() throws
    {
        var embedded =
            "// Generated from the files in Templates/ by `ROUTEGEN_RECORD=1 swift test`; edit those files, not this one.\n"
        embedded +=
            "// A test fails when the two differ, so the built-in templates are always the ones in Templates/.\n\n"
        embedded += "enum DefaultTemplates {\n    static let all: [(name: String, text: String)] = [\n"
        for name in TemplateSet.names {
            let text = try Fixtures.text("Templates/\(name).\(TemplateSet.fileExtension)")
            #expect(!text.contains("\"\"\"#"), "\(name) cannot be embedded in a raw string literal")
            embedded += "        (\"\(name)\", #\"\"\"\n\(text)\n\"\"\"#),\n"
        }
        embedded += "    ]\n}\n"
        if let difference = try Fixtures.compareWithGolden(
            embedded,
            at: "Sources/RouteGenCore/Render/DefaultTemplates.swift"
        ) {
            Issue.record(Comment(rawValue: difference))
        }
        let templateFiles = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Templates").path)
            .filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }
        #expect(Set(templateFiles) == Set(TemplateSet.names))
        #expect(DefaultTemplates.all.map(\.name) == TemplateSet.names)
    }

    @Test("The built-in URL reader is exactly the files in Sources/RouteURLReader/Rules/")
    func builtInReaderMatchesRulesFiles() throws {
        let embedded = RecordedSources.table(
            "URLReaderSource",
            from: "Sources/RouteURLReader/Rules/",
            carrying: "the reader",
            files: try RulesSourceTests.rulesFiles()
        )
        if let difference = try Fixtures.compareWithGolden(
            embedded,
            at: "Sources/RouteGenCore/Render/URLReaderSource.swift"
        ) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(
        "Every generated file carries the reader's files its spec needs, verbatim, indented into its namespace",
        arguments: Fixtures.exampleSpecNames
    ) func generatedFilesCarryTheReader(spec: String) throws {
        let generated = try Fixtures.text("Tests/Fixtures/Golden/\(spec).swift")
        let path = "Specs/\(spec).yaml"
        let table = try #require(RouteGenerator.check(spec: try Fixtures.bytes(path), specPath: path).table)
        let features = ReaderFeatures(of: table)
        for (name, text) in try RulesSourceTests.rulesFiles() {
            let indented = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            #expect(
                generated.contains(indented.trimmingCharacters(in: .newlines)) == features.carries(name),
                "\(spec).swift \(features.carries(name) ? "lacks" : "carries") \(name)"
            )
        }
    }

    @Test("No template contains a default case", arguments: TemplateSet.names) func templatesHaveNoDefaultCase(
        name: String
    ) throws {
        let text = try Fixtures.text("Templates/\(name).mustache")
        #expect(!text.contains("default:"))
    }
}
