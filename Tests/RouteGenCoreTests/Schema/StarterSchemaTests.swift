import Foundation
import Testing
@testable import RouteGenCore

/// `routegen init` writes the schemas beside the config and points the config and the spec at them.
@Suite("Schema: init's starter files") struct StarterSchemaTests {
    static let modelinePrefix = "# yaml-language-server: $schema="

    @Test("init writes both schemas and a first line in each YAML file that reaches them") func initWritesSchemas()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let created = try await Shell.run(Shell.routegen, ["init"], in: directory)
        #expect(created.status == 0, "\(created.standardError)")
        func read(_ path: String) throws -> String {
            try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
        }

        #expect(try read("routegen-spec.schema.json") == RouteGenSchema.spec.text)
        #expect(try read("routegen-config.schema.json") == RouteGenSchema.config.text)
        #expect(try read("routegen.yml").hasPrefix(Self.modelinePrefix + "routegen-config.schema.json\n"))
        #expect(try read("Routes/routes.yaml").hasPrefix(Self.modelinePrefix + "../routegen-spec.schema.json\n"))
    }

    @Test(
        "The spec's schema path is relative to the spec's own folder, wherever config and spec are",
        arguments: [
            (config: "routegen.yml", spec: "routes.yaml", schema: "routegen-spec.schema.json"),
            (config: "app/routes.yml", spec: "links.yaml", schema: "routegen-spec.schema.json"),
            (
                config: "app/routegen.yml", spec: "Sources/App/Routes/routes.yaml",
                schema: "../../../routegen-spec.schema.json"
            ), (config: "./app/routegen.yml", spec: "./Routes/./r.yaml", schema: "../routegen-spec.schema.json"),
            (config: "app/routegen.yml", spec: "../shared/routes.yaml", schema: "../app/routegen-spec.schema.json"),
            (
                config: "routegen.yml", spec: "/elsewhere/routes.yaml",
                schema: "../work/project/routegen-spec.schema.json"
            ),
            (config: "/work/project/routegen.yml", spec: "Routes/routes.yaml", schema: "../routegen-spec.schema.json"),
        ]
    ) func specSchemaPath(config: String, spec: String, schema: String) throws {
        let files = StarterFiles.files(
            configPath: config,
            specPath: spec,
            outputPath: "A.swift",
            workingDirectory: "/work/project"
        )
        #expect(files.count == 5)
        #expect(files[1].text.hasPrefix(Self.modelinePrefix + schema + "\n"), "\(files[1].text.prefix(80))")
        #expect(files[0].text.hasPrefix(Self.modelinePrefix + "routegen-config.schema.json\n"))
        #expect(files[2].text == RouteGenSchema.spec.text && files[3].text == RouteGenSchema.config.text)
    }

    @Test("init puts the schemas beside a config in another folder") func schemasBesideConfig() throws {
        let files = StarterFiles.files(
            configPath: "app/routegen.yml",
            specPath: "Routes/routes.yaml",
            outputPath: "A.swift",
            workingDirectory: "/work/project"
        )
        #expect(
            files.map(\.path) == [
                "app/routegen.yml", "app/Routes/routes.yaml", "app/routegen-spec.schema.json",
                "app/routegen-config.schema.json", "app/.yamllint",
            ]
        )
        let withoutYamllint = StarterFiles.files(
            configPath: "app/routegen.yml",
            specPath: "Routes/routes.yaml",
            outputPath: "A.swift",
            workingDirectory: "/work/project",
            includesYamllintConfig: false
        )
        #expect(withoutYamllint.map(\.path) == files.dropLast().map(\.path))
    }

    @Test("init looks for a yamllint config of any of yamllint's names in the config's folder only")
    func existingYamllintConfig() {
        let present: Set = ["app/.yamllint.yml", ".yamllint"]
        #expect(
            StarterFiles.existingYamllintConfig(besideConfig: "app/routegen.yml", fileExists: present.contains)
                == "app/.yamllint.yml"
        )
        #expect(
            StarterFiles.existingYamllintConfig(besideConfig: "routegen.yml", fileExists: present.contains)
                == ".yamllint"
        )
        #expect(
            StarterFiles.existingYamllintConfig(besideConfig: "other/routegen.yml", fileExists: present.contains) == nil
        )
    }

    @Test("The .yamllint that init writes is the repository's own and the one docs/editor-support.md shows")
    func yamllintConfigIsShared() throws {
        #expect(try Fixtures.text(".yamllint") == StarterFiles.yamllintConfig)
        let page = try MarkdownPage(path: "docs/editor-support.md")
        #expect(page.codeBlocks.contains { $0.language == "yaml" && $0.text == StarterFiles.yamllintConfig })
    }

    @Test(
        "Relative paths between absolute paths",
        arguments: [
            ("/a/b/c.json", "/a/b", "c.json"), ("/a/c.json", "/a/b/d", "../../c.json"),
            ("/x/c.json", "/a/b", "../../x/c.json"), ("/a/./b/../c.json", "/a/", "c.json"), ("/c.json", "/", "c.json"),
        ]
    ) func relativePaths(target: String, folder: String, expected: String) {
        #expect(ConfigPaths.relative(target, from: folder) == expected)
    }

    @Test(
        "init writes nothing when a schema file it would write exists with other text",
        arguments: RouteGenSchema.allCases
    ) func refusesExistingSchema(kind: RouteGenSchema) async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let existing = Data("{}\n".utf8)
        try existing.write(to: directory.appendingPathComponent(kind.starterFileName))
        let result = try await Shell.run(Shell.routegen, ["init"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts == """
                \(kind.starterFileName):1:1: error: already exists; init never replaces a file
                = help: remove it, or pick other names with --config, --spec and --output

                """
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [kind.starterFileName])
        #expect(try Data(contentsOf: directory.appendingPathComponent(kind.starterFileName)) == existing)
    }

    @Test("init refuses a spec named like a file it writes anyway, as a usage error") func collidingNames() async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for spec in ["routegen-spec.schema.json", "./routegen.yml"] {
            let result = try await Shell.run(Shell.routegen, ["init", "--spec", spec], in: directory)
            #expect(result.status == 64, "\(spec)")
            #expect(result.standardError.contains("twice"), "\(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("The starter spec generates as it is and reads back unchanged with its schema comment")
    func starterSpecGenerates() {
        let spec = StarterFiles.spec(schemaPath: "../routegen-spec.schema.json")
        #expect(spec.hasPrefix(Self.modelinePrefix + "../routegen-spec.schema.json\n"))
        let output = RouteGenerator.generate(spec: Array(spec.utf8), specPath: "Routes/routes.yaml")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.source != nil)
    }
}
