import Foundation
import Testing
import RouteGenCore

/// `routegen.yml`, `--check`, `--dry-run`, `--diagnostics-format` and `init`, through the built binary.
@Suite("Command line: config and CI workflow") struct WorkflowCommandLineTests {
    /// A project folder with `routegen.yml` listing two specs; removed when the test ends.
    struct Project {
        let root: URL
        static let config =
            "version: 1\nspecs:\n  - { spec: Routes/app.yaml, output: Generated/AppRoute.swift, reader: library }\n  - { spec: Routes/web.yaml, output: Generated/WebRoute.swift, reader: library }\n"
        static let appSpec =
            "version: 1\nschemes: [myapp]\nroutes:\n  home: { path: / }\n  profile:\n    path: /users/:id\n    params: { id: Int }\n"
        static let webSpec =
            "version: 1\nname: WebRoute\nhosts: [example.com]\nroutes:\n  article: { path: /articles/:slug }\n"
        /// `appSpec` with a misspelt key on line 5, column 5.
        static let brokenAppSpec = "version: 1\nschemes: [myapp]\nroutes:\n  home:\n    pth: /\n"

        init() throws {
            root = try Shell.temporaryDirectory()
            try write(Self.config, to: "routegen.yml")
            try write(Self.appSpec, to: "Routes/app.yaml")
            try write(Self.webSpec, to: "Routes/web.yaml")
        }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(
                at: url(path).deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url(path))
        }

        func read(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

        func modificationDate(_ path: String) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as? Date
        }

        /// Runs routegen with the project as working directory.
        func routegen(_ arguments: String...) async throws -> Shell.Result {
            try await Shell.run(Shell.routegen, arguments, in: root)
        }

        /// What routegen generates for a spec of this project, computed in-process.
        static func generated(_ spec: String, named name: String) throws -> String {
            try #require(
                RouteGenerator.generate(
                    spec: Array(spec.utf8),
                    specPath: name,
                    rendering: RenderOptions(reader: .library)
                )
                .source
            )
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test("generate without arguments writes every output of ./routegen.yml, then leaves unchanged files alone")
    func generateWithConfig() async throws {
        let project = try Project()
        defer { project.remove() }
        let first = try await project.routegen("generate")
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.isEmpty && first.standardOutput.isEmpty)
        #expect(
            try project.read("Generated/AppRoute.swift") == Project.generated(Project.appSpec, named: "Routes/app.yaml")
        )
        #expect(
            try project.read("Generated/WebRoute.swift") == Project.generated(Project.webSpec, named: "Routes/web.yaml")
        )

        let written = try project.modificationDate("Generated/AppRoute.swift")
        try await Task.sleep(for: .milliseconds(1_100))
        let second = try await Shell.run(Shell.routegen, ["generate", "--config", project.url("routegen.yml").path])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(try project.modificationDate("Generated/AppRoute.swift") == written)
    }

    @Test(
        "A spec with errors writes no output of the config; its errors name the spec's path from the working directory"
    ) func oneBrokenSpec() async throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Project.brokenAppSpec, to: "Routes/app.yaml")
        let result = try await project.routegen("generate")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts
                == "Routes/app.yaml:5:5: error: unknown key 'pth' in route 'home'; did you mean 'path'?\n"
        )
        #expect(!project.exists("Generated/AppRoute.swift"))
        #expect(!project.exists("Generated/WebRoute.swift"))
    }

    @Test(
        "A config in another folder resolves its paths there; a missing spec is reported on the config's line and no output is written"
    ) func configElsewhere() async throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(
            Project.config + "  - { spec: Routes/gone.yaml, output: Generated/Gone.swift }\n",
            to: "ios/routegen.yml"
        )
        try project.write(Project.appSpec, to: "ios/Routes/app.yaml")
        try project.write(Project.webSpec, to: "ios/Routes/web.yaml")
        let result = try await project.routegen("generate", "--config", "ios/routegen.yml")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts
                == "ios/routegen.yml:5:13: error: cannot read the spec 'ios/Routes/gone.yaml': no such file\n"
        )
        #expect(!project.exists("ios/Generated/AppRoute.swift") && !project.exists("ios/Generated/WebRoute.swift"))
    }

    @Test("A config with an error generates nothing") func brokenConfig() async throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(
            Project.config.replacingOccurrences(of: "output: Generated/WebRoute", with: "ouput: Generated/WebRoute"),
            to: "routegen.yml"
        )
        let result = try await project.routegen("generate")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts
                == "routegen.yml:4:30: error: unknown key 'ouput' in entry 2 of 'specs'; did you mean 'output'?\n"
        )
        #expect(!project.exists("Generated"))
    }

    @Test("Without ./routegen.yml, generate and check say how to make one", arguments: ["generate", "check"])
    func missingConfig(command: String) async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Shell.run(Shell.routegen, [command], in: directory)
        #expect(result.status == 1)
        let hint = command == "generate" ? "routegen generate SPEC --output FILE" : "routegen check SPEC..."
        #expect(
            result.standardErrorWithoutExcerpts
                == "routegen.yml:1:1: error: cannot read the config: no such file; create one with 'routegen init', or name \(command == "generate" ? "a spec" : "specs"): \(hint)\n"
        )
    }

    @Test("check without arguments checks every spec of ./routegen.yml") func checkWithConfig() async throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try await project.routegen("check").status == 0)
        try project.write(Project.brokenAppSpec, to: "Routes/app.yaml")
        let result = try await project.routegen("check")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts
                == "Routes/app.yaml:5:5: error: unknown key 'pth' in route 'home'; did you mean 'path'?\n"
        )
        #expect(!project.exists("Generated"))
    }

    // MARK: - --check and --dry-run

    @Test("--check on up-to-date outputs exits 0, prints nothing and writes nothing") func checkClean() async throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try await project.routegen("generate").status == 0)
        let written = try project.modificationDate("Generated/AppRoute.swift")
        try await Task.sleep(for: .milliseconds(1_100))
        let result = try await project.routegen("generate", "--check")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
        #expect(try project.modificationDate("Generated/AppRoute.swift") == written)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: project.url("Generated").path).sorted() == [
                "AppRoute.swift", "WebRoute.swift",
            ]
        )
    }

    @Test(
        "--check on a stale output exits 1 with a located error, the fix command and a diff, and leaves the file as it was"
    ) func checkStale() async throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try await project.routegen("generate").status == 0)
        try project.write(Project.webSpec.replacingOccurrences(of: "article:", with: "story:"), to: "Routes/web.yaml")
        let before = try project.read("Generated/WebRoute.swift")
        let after = try Project.generated(
            Project.webSpec.replacingOccurrences(of: "article:", with: "story:"),
            named: "Routes/web.yaml"
        )
        let diff = UnifiedDiff(old: before, new: after, name: "Generated/WebRoute.swift")

        let result = try await project.routegen("generate", "--check", "--config", "routegen.yml")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts == """
                Generated/WebRoute.swift:\(diff.firstChangedOldLine):1: error: the code generated from 'Routes/web.yaml' is out of date
                = note: update it with: \(Shell.routegen) generate --config routegen.yml

                """
        )
        #expect(result.standardOutput == diff.text)
        #expect(
            diff.text.contains("-    case article(slug: Swift.String)\n")
                && diff.text.contains("+    case story(slug: Swift.String)\n")
        )
        #expect(try project.read("Generated/WebRoute.swift") == before)
    }

    @Test("A config entry's tests are written beside its code, and --check finds them stale when an example changes")
    func exampleTestsFollowTheSpec() async throws {
        let project = try Project()
        defer { project.remove() }
        let config =
            "version: 1\nspecs:\n  - spec: Routes/app.yaml\n    output: Generated/AppRoute.swift\n"
            + "    tests: { output: Tests/AppRouteExampleTests.swift, module: App }\n"
        try project.write(config, to: "routegen.yml")
        let spec = Project.appSpec + "    examples:\n      opens: { myapp://users/7: { id: 7 } }\n"
        try project.write(spec, to: "Routes/app.yaml")
        #expect(try await project.routegen("generate").status == 0)
        let tests = try project.read("Tests/AppRouteExampleTests.swift")
        #expect(
            tests.contains("@testable import App\n")
                && tests.contains(#"("myapp://users/7", App.AppRoute.profile(id: 7)),"#)
        )

        try project.write(
            spec.replacingOccurrences(of: "users/7: { id: 7 }", with: "users/8: { id: 8 }"),
            to: "Routes/app.yaml"
        )
        let result = try await project.routegen("generate", "--check")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts.contains(
                "error: the test suite generated from 'Routes/app.yaml' is out of date"
            ),
            "\(result.standardError)"
        )
        #expect(!result.standardErrorWithoutExcerpts.contains("the code generated"), "the router itself did not change")
        #expect(try project.read("Tests/AppRouteExampleTests.swift") == tests)

        let wrong = try await project.routegen("check", "Routes/app.yaml")
        #expect(wrong.status == 0)
        try project.write(spec.replacingOccurrences(of: "{ id: 7 }", with: "{ id: 6 }"), to: "Routes/app.yaml")
        let broken = try await project.routegen("check", "Routes/app.yaml")
        #expect(broken.status == 1)
        #expect(
            broken.standardErrorWithoutExcerpts.contains(
                "Routes/app.yaml:9:39: error: example link gives 'id' 7, not 6"
            ),
            "\(broken.standardError)"
        )
    }

    @Test("A wrapper that runs generate names itself as the fix for a stale file") func checkStaleThroughWrapper()
        async throws
    {
        let project = try Project()
        defer { project.remove() }
        let wrapper = "Scripts/routegen-build-phase --config routegen.yml"
        let result = try await Shell.run(
            Shell.routegen,
            ["generate", "--check"],
            in: project.root,
            environment: ["ROUTEGEN_REGENERATE_COMMAND": wrapper]
        )
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts.contains("= note: update it with: \(wrapper)\n"),
            "\(result.standardError)"
        )
    }

    @Test("--check with a missing output shows it as new and does not create it") func checkMissingOutput() async throws
    {
        let project = try Project()
        defer { project.remove() }
        let spec = project.url("Routes/app.yaml").path
        let result = try await project.routegen("generate", spec, "--output", "Out/App Route.swift", "--check")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts == """
                Out/App Route.swift:1:1: error: the code generated from '\(spec)' does not exist
                = note: update it with: \(Shell.routegen) generate \(spec) --output 'Out/App Route.swift'

                """
        )
        #expect(result.standardOutput.hasPrefix("--- /dev/null\n+++ Out/App Route.swift\n@@ -0,0 +1,"))
        #expect(!project.exists("Out"))
    }

    @Test("--check fails on a spec error without comparing anything") func checkSpecError() async throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try await project.routegen("generate").status == 0)
        try project.write(Project.brokenAppSpec, to: "Routes/app.yaml")
        let result = try await project.routegen("generate", "--check")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts
                == "Routes/app.yaml:5:5: error: unknown key 'pth' in route 'home'; did you mean 'path'?\n"
        )
        #expect(result.standardOutput.isEmpty)
    }

    @Test("--dry-run lists what would be created or updated and writes nothing") func dryRun() async throws {
        let project = try Project()
        defer { project.remove() }
        let fresh = try await project.routegen("generate", "--dry-run")
        #expect(fresh.status == 0)
        #expect(
            fresh.standardOutput == "would create Generated/AppRoute.swift\nwould create Generated/WebRoute.swift\n"
        )
        #expect(!project.exists("Generated"))

        #expect(try await project.routegen("generate").status == 0)
        try project.write(Project.webSpec.replacingOccurrences(of: "article:", with: "story:"), to: "Routes/web.yaml")
        let before = try project.read("Generated/WebRoute.swift")
        let stale = try await project.routegen("generate", "--dry-run")
        #expect(stale.status == 0)
        #expect(stale.standardOutput == "would update Generated/WebRoute.swift\n")
        #expect(try project.read("Generated/WebRoute.swift") == before)
    }

    // MARK: - Diagnostic formats

    @Test(
        "--diagnostics-format github prints annotations on standard output, for generate and check",
        arguments: [["generate"], ["check"]]
    ) func githubFormat(command: [String]) async throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Project.brokenAppSpec, to: "Routes/app.yaml")
        let result = try await project.routegen(command[0], "--diagnostics-format", "github")
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "::error file=Routes/app.yaml,line=5,col=5,title=unknown-key::unknown key 'pth' in route 'home'; did you mean 'path'?\n"
        )
        #expect(result.standardError.isEmpty)
    }

    @Test("GitHub annotations name a spec given by its absolute path relative to GITHUB_WORKSPACE, else as given")
    func githubPathsRelativeToWorkspace() async throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Project.brokenAppSpec, to: "Routes/app.yaml")
        let root = project.root.resolvingSymlinksInPath()
        let spec = root.appendingPathComponent("Routes/app.yaml").path
        func annotatedFile(workspace: String) async throws -> String? {
            let result = try await Shell.run(
                Shell.routegen,
                ["check", spec, "--diagnostics-format", "github"],
                in: root.appendingPathComponent("Routes"),
                environment: ["GITHUB_WORKSPACE": workspace]
            )
            #expect(result.status == 1)
            return result.standardOutput.split(separator: ",").first.map { String($0.dropFirst("::error ".count)) }
        }
        #expect(try await annotatedFile(workspace: root.path) == "file=Routes/app.yaml")
        // Outside the workspace, the file is named relative to the working directory it is in.
        #expect(try await annotatedFile(workspace: "/nowhere") == "file=app.yaml")
    }

    @Test("--diagnostics-format json prints one array for the whole run, with the diff kept off standard output")
    func jsonFormat() async throws {
        let project = try Project()
        defer { project.remove() }
        let result = try await project.routegen("generate", "--check", "--diagnostics-format", "json")
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                [
                {"severity":"error","id":"output-out-of-date","message":"the code generated from 'Routes/app.yaml' does not exist","file":"Generated/AppRoute.swift","line":1,"column":1,"notes":[{"message":"update it with: \(Shell.routegen) generate","file":"Generated/AppRoute.swift","line":1,"column":1}]},
                {"severity":"error","id":"output-out-of-date","message":"the code generated from 'Routes/web.yaml' does not exist","file":"Generated/WebRoute.swift","line":1,"column":1,"notes":[{"message":"update it with: \(Shell.routegen) generate","file":"Generated/WebRoute.swift","line":1,"column":1}]}
                ]

                """
        )
        #expect(result.standardError.contains("--- /dev/null\n+++ Generated/AppRoute.swift\n"))

        let clean = try await project.routegen("check", "--diagnostics-format", "json", "Routes/app.yaml")
        #expect(clean.status == 0)
        #expect(clean.standardOutput == "[]\n")
    }

    // MARK: - init

    @Test("init writes a config and a spec that generate cleanly") func initWritesStarterFiles() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let created = try await Shell.run(Shell.routegen, ["init"], in: directory)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(
            created.standardOutput
                == "Created routegen.yml, Routes/routes.yaml, routegen-spec.schema.json, routegen-config.schema.json and .yamllint. Edit the spec, then run 'routegen generate'; 'routegen registration' prints the Info.plist and entitlements entries its links need.\n"
        )
        #expect(
            try String(contentsOf: directory.appendingPathComponent("routegen.yml"), encoding: .utf8)
                == StarterFiles.config(specPath: "Routes/routes.yaml", outputPath: "Generated/AppRoute.swift")
        )
        #expect(
            try String(contentsOf: directory.appendingPathComponent("Routes/routes.yaml"), encoding: .utf8)
                == StarterFiles.spec(schemaPath: "../routegen-spec.schema.json")
        )

        let generated = try await Shell.run(Shell.routegen, ["generate"], in: directory)
        #expect(generated.status == 0)
        // The starter config names no reader, so generating says what the target needs for the library.
        #expect(
            generated.standardErrorWithoutExcerpts.hasPrefix(
                "routegen.yml:7:11: note: Generated/AppRoute.swift imports RouteURLReader, routegen's URL reader library"
            ),
            "\(generated.standardError)"
        )
        #expect(generated.standardErrorWithoutExcerpts.components(separatedBy: "note:").count == 2)
        let registration = try await Shell.run(Shell.routegen, ["registration"], in: directory)
        #expect(registration.status == 0, "\(registration.standardError)")
        #expect(registration.standardOutput.hasPrefix("<!-- Info.plist, in the top-level <dict>"))
        #expect(registration.standardOutput.contains("<key>CFBundleURLSchemes</key>"))
        #expect(
            try String(contentsOf: directory.appendingPathComponent("Generated/AppRoute.swift"), encoding: .utf8)
                .contains("enum AppRoute: Swift.Hashable, Swift.Sendable")
        )
    }

    @Test("init with other names puts the spec beside the config it writes") func initWithNames() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let created = try await Shell.run(
            Shell.routegen,
            ["init", "--config", "app/routes.yml", "--spec", "links.yaml", "--output", "Sources/App/Links.swift"],
            in: directory
        )
        #expect(created.status == 0, "\(created.standardError)")
        #expect(
            created.standardOutput
                == "Created app/routes.yml, app/links.yaml, app/routegen-spec.schema.json, app/routegen-config.schema.json and app/.yamllint. Edit the spec, then run 'routegen generate --config app/routes.yml'; 'routegen registration --config app/routes.yml' prints the Info.plist and entitlements entries its links need.\n"
        )
        #expect(
            try await Shell.run(Shell.routegen, ["generate", "--config", "app/routes.yml"], in: directory).status == 0
        )
        #expect(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("app/Sources/App/Links.swift").path)
        )
    }

    @Test("init refuses to replace an existing file and writes nothing") func initRefusesToOverwrite() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let existing = Data("version: 1\nspecs: [{ spec: mine.yaml, output: Mine.swift }]\n".utf8)
        try existing.write(to: directory.appendingPathComponent("routegen.yml"))
        let result = try await Shell.run(Shell.routegen, ["init"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts == """
                routegen.yml:1:1: error: already exists; init never replaces a file
                = help: to add a spec to this project, list it in routegen.yml as one more '- spec: … output: …' entry under 'specs:' and write the spec yourself (or copy the starter); to start a separate project here, pick other names with --config, --spec and --output

                """
        )
        #expect(try Data(contentsOf: directory.appendingPathComponent("routegen.yml")) == existing)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Routes").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".yamllint").path))
    }

    @Test("A second init with other names starts a project beside the first, sharing its schemas")
    func secondProjectBesideFirst() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try await Shell.run(Shell.routegen, ["init"], in: directory).status == 0)
        let second = try await Shell.run(
            Shell.routegen,
            ["init", "--config", "admin.yml", "--spec", "Routes/admin.yaml", "--output", "Generated/AdminRoute.swift"],
            in: directory
        )
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.hasPrefix("Created admin.yml and Routes/admin.yaml. Kept .yamllint as it is;"))
        let generated = try await Shell.run(Shell.routegen, ["generate", "--config", "admin.yml"], in: directory)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("Generated/AdminRoute.swift").path)
        )
    }

    @Test(
        "init keeps a yamllint config already beside the config, says so, and writes the other files",
        arguments: StarterFiles.yamllintConfigNames
    ) func initKeepsYamllintConfig(name: String) async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let existing = Data("extends: relaxed\n".utf8)
        try existing.write(to: directory.appendingPathComponent(name))
        let created = try await Shell.run(Shell.routegen, ["init"], in: directory)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(
            created.standardOutput
                == "Created routegen.yml, Routes/routes.yaml, routegen-spec.schema.json and routegen-config.schema.json. Kept \(name) as it is; docs/editor-support.md says which yamllint rules specs need. Edit the spec, then run 'routegen generate'; 'routegen registration' prints the Info.plist and entitlements entries its links need.\n"
        )
        #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == existing)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(written).intersection(StarterFiles.yamllintConfigNames) == [name])
    }

    @Test(
        "Contradictory or incomplete flags are usage errors",
        arguments: [
            ["generate", "spec.yaml"], ["generate", "--output", "A.swift"], ["generate", "--templates", "T"],
            ["generate", "spec.yaml", "-o", "A.swift", "--config", "routegen.yml"],
            ["generate", "--check", "--dry-run"], ["check", "spec.yaml", "--config", "routegen.yml"],
            ["generate", "--diagnostics-format", "xml"],
        ]
    ) func usageErrors(arguments: [String]) async throws {
        let result = try await Shell.run(Shell.routegen, arguments)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
    }
}
