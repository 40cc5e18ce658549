import Foundation
import Testing
@testable import RouteGenCore

/// `routegen.yml`: entries with paths resolved against the config's folder, and every mistake a located error.
@Suite("Config file") struct ConfigTests {
    static func read(_ yaml: String, path: String = "routegen.yml") -> (
        config: RouteGenConfig?, diagnostics: [Diagnostic]
    ) { RouteGenConfig.read(Array(yaml.utf8), path: path) }

    @Test("Paths are resolved against the config's folder and keep where they were written") func goodConfig() throws {
        let (config, diagnostics) = Self.read(
            """
            version: 1
            specs:
              - spec: Routes/app.yaml
                output: ./Sources/App/Generated/AppRoute.swift
                templates: Templates
              - { spec: /abs/widgets.yaml, output: ../Widgets/WidgetRoute.swift }
            """,
            path: "ios/routegen.yml"
        )
        #expect(diagnostics.isEmpty)
        let entries = try #require(config).entries
        #expect(entries.map(\.spec.value) == ["ios/Routes/app.yaml", "/abs/widgets.yaml"])
        #expect(
            entries.map(\.output.value) == [
                "ios/Sources/App/Generated/AppRoute.swift", "ios/../Widgets/WidgetRoute.swift",
            ]
        )
        #expect(entries.map { $0.templates?.value } == ["ios/Templates", nil])
        #expect(entries[0].spec.location == SourceLocation(file: "ios/routegen.yml", line: 3, column: 11))
        #expect(entries[1].output.location == SourceLocation(file: "ios/routegen.yml", line: 6, column: 40))
    }

    @Test(
        "An entry's header is text or a list of lines, \"\" for none; codable is true or false; reader embedded or library, the library when it names none"
    ) func renderingChoices() throws {
        let (config, diagnostics) = Self.read(
            #"""
            version: 1
            specs:
              - { spec: a.yaml, output: A.swift }
              - { spec: b.yaml, output: B.swift, header: "", codable: false }
              - spec: c.yaml
                output: C.swift
                codable: true
                header: |
                  swiftlint:disable all
                  // periphery:ignore:all

              - { spec: d.yaml, output: D.swift, header: ["swiftlint:disable all", "one\ntwo"] }
              - { spec: e.yaml, output: E.swift, reader: library }
              - { spec: f.yaml, output: F.swift, reader: "embedded" }
            """#
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let entries = try #require(config).entries
        #expect(
            entries.map(\.rendering) == [
                RenderOptions(reader: .library), RenderOptions(header: [], codable: false, reader: .library),
                RenderOptions(
                    header: ["swiftlint:disable all", "// periphery:ignore:all"],
                    codable: true,
                    reader: .library
                ), RenderOptions(header: ["swiftlint:disable all", "one", "two"], codable: false, reader: .library),
                RenderOptions(reader: .library), RenderOptions(reader: .embedded),
            ]
        )
        // An entry naming no reader gets the library, and the note that says what its target needs.
        #expect(entries.map(\.namesReader) == [false, false, false, false, true, true])
    }

    @Test(
        "Resolving a path written in a config",
        arguments: [
            ("Routes/a.yaml", "", "Routes/a.yaml"), ("Routes/a.yaml", ".", "Routes/a.yaml"),
            ("./Routes/a.yaml", "", "Routes/a.yaml"), ("Routes/a.yaml", "app", "app/Routes/a.yaml"),
            ("././a.yaml", "/work/app", "/work/app/a.yaml"), ("a.yaml", "/", "/a.yaml"),
            ("/etc/a.yaml", "app", "/etc/a.yaml"), ("../shared/a.yaml", "app", "app/../shared/a.yaml"),
        ]
    ) func resolve(path: String, folder: String, expected: String) {
        #expect(ConfigPaths.resolve(path, in: folder) == expected)
    }

    @Test(
        "The folder of a config path",
        arguments: [
            ("routegen.yml", ""), ("app/routegen.yml", "app"), ("/routegen.yml", "/"), ("/a/b/routegen.yml", "/a/b"),
        ]
    ) func folder(path: String, expected: String) { #expect(ConfigPaths.folder(of: path) == expected) }

    static let badConfigs: [(name: String, yaml: String, expected: String)] = [
        (
            "empty file", "",
            """
            routegen.yml:1:1: error: the config is empty; expected a mapping with 'version: 1' and 'specs'
            """
        ),
        (
            "a list at the top", "- spec: a.yaml\n",
            """
            routegen.yml:1:1: error: the config must be a mapping with 'version: 1' and 'specs', found a sequence
            """
        ),
        (
            "no version", "specs:\n  - { spec: a.yaml, output: A.swift }\n",
            """
            routegen.yml:1:1: error: missing required key 'version' (write 'version: 1')
            """
        ),
        (
            "version 2", "version: 2\nspecs:\n  - { spec: a.yaml, output: A.swift }\n",
            """
            routegen.yml:1:10: error: unsupported config version 2; this routegen reads version 1
            """
        ),
        (
            "version not a number", "version: one\nspecs:\n  - { spec: a.yaml, output: A.swift }\n",
            """
            routegen.yml:1:10: error: 'version' must be a whole number, found 'one'
            """
        ),
        (
            "a single spec without the list", "version: 1\nspec: a.yaml\noutput: A.swift\n",
            """
            routegen.yml:2:1: error: unknown key 'spec' in the config; did you mean 'specs'?
            routegen.yml:3:1: error: unknown key 'output' in the config; expected one of 'version', 'specs'
            """
        ),
        (
            "no specs", "version: 1\n",
            """
            routegen.yml:1:1: error: missing required key 'specs' (a list of entries such as '- { spec: routes.yaml, output: AppRoute.swift }')
            """
        ),
        (
            "specs as a mapping", "version: 1\nspecs:\n  spec: a.yaml\n",
            """
            routegen.yml:3:3: error: 'specs' must be a list of entries such as '- { spec: routes.yaml, output: AppRoute.swift }', found a mapping
            """
        ),
        (
            "empty specs", "version: 1\nspecs: []\n",
            """
            routegen.yml:2:8: error: 'specs' is empty; list at least one spec
            """
        ),
        (
            "an entry that is only a path", "version: 1\nspecs:\n  - Routes/a.yaml\n",
            """
            routegen.yml:3:5: error: entry 1 of 'specs' must be a mapping with 'spec' and 'output', found 'Routes/a.yaml'
            """
        ),
        (
            "no output", "version: 1\nspecs:\n  - spec: a.yaml\n",
            """
            routegen.yml:3:5: error: entry 1 of 'specs' has no 'output'
            """
        ),
        (
            "misspelt output", "version: 1\nspecs:\n  - spec: a.yaml\n    outptu: A.swift\n",
            """
            routegen.yml:4:5: error: unknown key 'outptu' in entry 1 of 'specs'; did you mean 'output'?
            """
        ),
        (
            "template instead of templates", "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, template: T }\n",
            """
            routegen.yml:3:38: error: unknown key 'template' in entry 1 of 'specs'; did you mean 'templates'?
            """
        ),
        (
            "empty and null paths", "version: 1\nspecs:\n  - spec: ''\n    output:\n    templates: [T]\n",
            """
            routegen.yml:3:11: error: 'spec' must be a path, found an empty string
            routegen.yml:4:12: error: 'output' must be a path, found null
            routegen.yml:5:16: error: 'templates' must be a path, found a sequence
            """
        ),
        (
            "output is the spec", "version: 1\nspecs:\n  - { spec: ./a.yaml, output: a.yaml }\n",
            """
            routegen.yml:3:31: error: 'output' is the spec itself; generating would overwrite it
            """
        ),
        (
            "two specs, one output",
            "version: 1\nspecs:\n  - { spec: a.yaml, output: Gen/Route.swift }\n  - { spec: b.yaml, output: ./Gen/Route.swift }\n",
            """
            routegen.yml:4:29: error: two specs write 'Gen/Route.swift'; give each spec its own output
            routegen.yml:3:29: note: first used here
            """
        ),
        (
            "mistakes in two entries",
            "version: 1\nspecs:\n  - { spec: a.yaml, otput: A.swift }\n  - { sepc: b.yaml, output: B.swift }\n",
            """
            routegen.yml:3:21: error: unknown key 'otput' in entry 1 of 'specs'; did you mean 'output'?
            routegen.yml:4:7: error: unknown key 'sepc' in entry 2 of 'specs'; did you mean 'spec'?
            """
        ),
        (
            "duplicate key", "version: 1\nspecs:\n  - spec: a.yaml\n    output: A.swift\n    output: B.swift\n",
            """
            routegen.yml:5:5: error: duplicate key 'output'
            routegen.yml:4:5: note: 'output' is first defined here
            """
        ),
        (
            "tab indentation", "version: 1\nspecs:\n\t- { spec: a.yaml, output: A.swift }\n",
            """
            routegen.yml:3:1: error: invalid YAML: found character that cannot start any token while scanning for the next token
            routegen.yml:3:1: help: YAML does not allow tabs for indentation; indent with spaces
            """
        ),
        (
            "second document", "version: 1\nspecs: [{ spec: a.yaml, output: A.swift }]\n---\nversion: 1\n",
            """
            routegen.yml:3:1: error: a config holds exactly one YAML document; remove this second document
            """
        ),
        (
            "codable as yes", "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, codable: yes }\n",
            """
            routegen.yml:3:47: error: 'codable' must be true or false, found 'yes'
            """
        ),
        (
            "header left empty, or a mapping inside it",
            "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, header: }\n  - { spec: b.yaml, output: B.swift, header: [{ a: b }] }\n",
            """
            routegen.yml:3:46: error: 'header' must be text, one comment line per line, or a list of lines ("" for no header), found null
            routegen.yml:4:47: error: each line of 'header' must be text, found a mapping
            """
        ),
        (
            "headers", "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, headers: x }\n",
            """
            routegen.yml:3:38: error: unknown key 'headers' in entry 1 of 'specs'; did you mean 'header'?
            """
        ),
        (
            "tests without a module, or with a module that is no name",
            "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, tests: { output: T.swift } }\n  - { spec: b.yaml, output: B.swift, tests: { output: U.swift, module: My-App } }\n",
            """
            routegen.yml:3:45: error: 'tests' has no 'module'; name the module the generated code is in, which the tests import
            routegen.yml:4:72: error: 'module' must be the Swift module the generated code is in, such as 'MyApp', found 'My-App'
            """
        ),
        (
            "registration files that are no paths, and names handled elsewhere that are no list",
            "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, infoPlist: \"\", entitlements: [x] }\n  - { spec: b.yaml, output: B.swift, handledElsewhere: fb1 }\n  - { spec: c.yaml, output: C.swift, handledElsewhere: [x, ~] }\n",
            """
            routegen.yml:3:49: error: 'infoPlist' must be a path, found an empty string
            routegen.yml:3:67: error: 'entitlements' must be a path, found a sequence
            routegen.yml:4:56: error: 'handledElsewhere' must be a list of schemes, app-link domains and activity types, such as '[fb123456789, "*.example.com"]', found 'fb1'
            routegen.yml:5:60: error: each entry of 'handledElsewhere' must be a scheme, a domain or an activity type, found null
            """
        ),
        (
            "tests writing the generated code",
            "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, tests: { output: A.swift, module: App } }\n",
            """
            routegen.yml:3:55: error: the 'output' of 'tests' is the generated code; give the test suite a file of its own
            """
        ),
        (
            "the router, activities and intents files writing files the entry writes already",
            "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, router: { output: a.yaml } }\n  - { spec: b.yaml, output: B.swift, router: { output: R.swift }, activities: { output: R.swift } }\n  - { spec: c.yaml, output: C.swift, activities: { output: S.swift }, intents: { output: S.swift } }\n",
            """
            routegen.yml:3:56: error: the 'output' of 'router' is the spec; give the navigation code a file of its own
            routegen.yml:4:89: error: the 'output' of 'activities' is the navigation code; give the activities code a file of its own
            routegen.yml:5:90: error: the 'output' of 'intents' is the activities code; give the intents code a file of its own
            """
        ),
        (
            "two entries' tests in one file",
            "version: 1\nspecs:\n  - { spec: b.yaml, output: B.swift, tests: { output: T.swift, module: App } }\n  - { spec: c.yaml, output: C.swift, tests: { output: T.swift, module: App } }\n",
            """
            routegen.yml:4:55: error: two specs write 'T.swift'; give each spec its own output
            routegen.yml:3:55: note: first used here
            """
        ),
        (
            "a reader that is neither", "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift, reader: shared }\n",
            """
            routegen.yml:3:46: error: 'reader' must be 'embedded' or 'library': where the generated file gets routegen's URL reader, found 'shared'
            """
        ),
    ]

    @Test("A bad config gets exactly these located errors and no entries", arguments: 0..<badConfigs.count)
    func badConfig(index: Int) {
        let bad = Self.badConfigs[index]
        let (config, diagnostics) = Self.read(bad.yaml)
        #expect(config == nil, "\(bad.name)")
        #expect(diagnostics.map(\.description).joined(separator: "\n") == bad.expected, "\(bad.name)")
    }

    @Test("The starter files of init read and generate without a single diagnostic") func starterFiles() throws {
        let (config, configDiagnostics) = RouteGenConfig.read(
            Array(StarterFiles.config(specPath: "Routes/routes.yaml", outputPath: "Generated/AppRoute.swift").utf8),
            path: "routegen.yml"
        )
        #expect(configDiagnostics.isEmpty)
        let entry = try #require(config?.entries.first)
        #expect((entry.spec.value, entry.output.value) == ("Routes/routes.yaml", "Generated/AppRoute.swift"))

        let output = RouteGenerator.generate(
            spec: Array(StarterFiles.spec(schemaPath: "../routegen-spec.schema.json").utf8),
            specPath: "routes.yaml"
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.source?.contains("enum AppRoute: Swift.Hashable, Swift.Sendable") == true)
    }

    @Test("The starter config's commented choices read as they are when uncommented") func starterConfigChoices() throws
    {
        let text = StarterFiles.config(specPath: "routes.yaml", outputPath: "AppRoute.swift")
            .replacingOccurrences(of: "# codable:", with: "codable:")
            .replacingOccurrences(of: "# reader:", with: "reader:")
            .replacingOccurrences(of: "# header:", with: "header:").replacingOccurrences(of: "# tests:", with: "tests:")
            .replacingOccurrences(of: "#   output:", with: "  output:")
            .replacingOccurrences(of: "#   module:", with: "  module:")
            .replacingOccurrences(of: "# infoPlist:", with: "infoPlist:")
            .replacingOccurrences(of: "# entitlements:", with: "entitlements:")
        let (config, diagnostics) = RouteGenConfig.read(Array(text.utf8), path: "routegen.yml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            config?.entries.first?.rendering
                == RenderOptions(
                    header: [],
                    codable: true,
                    outputs: [.exampleTests],
                    exampleTestsModule: "App",
                    reader: .library
                )
        )
        #expect(
            config?.entries.first?.outputs[.exampleTests]?.value
                == "Tests/AppTests/Generated/AppRouteExampleLinkTests.swift"
        )
        #expect(config?.entries.first?.registration.infoPlist?.value == "App/Info.plist")
        #expect(config?.entries.first?.registration.entitlements?.value == "App/App.entitlements")
    }

    @Test(
        "Paths that YAML would misread are quoted in the starter config",
        arguments: [
            ("My Routes/routes: v2.yaml", #"spec: "My Routes/routes: v2.yaml""#),
            (#"odd"name\.yaml"#, #"spec: "odd\"name\\.yaml""#), ("-dash.yaml", #"spec: "-dash.yaml""#),
            ("plain/path_1.yaml", "spec: plain/path_1.yaml"),
        ]
    ) func starterConfigQuotesPaths(path: String, expectedLine: String) throws {
        let text = StarterFiles.config(specPath: path, outputPath: "A.swift")
        #expect(text.contains(expectedLine))
        let (config, diagnostics) = RouteGenConfig.read(Array(text.utf8), path: "routegen.yml")
        #expect(diagnostics.isEmpty)
        #expect(config?.entries.first?.spec.value == path)
    }
}
