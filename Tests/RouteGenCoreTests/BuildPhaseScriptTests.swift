import Foundation
import Testing
import RouteGenCore

/// `Scripts/routegen-build-phase` from an empty cache: one release build shared by concurrent callers, then
/// cache hits that rewrite nothing, and located errors with absolute paths.
@Suite("Build phase script", .tags(.buildsRoutegen)) struct BuildPhaseScriptTests {
    static let script = Fixtures.url("Scripts/routegen-build-phase").path
    static let buildingNote = "note: building routegen (release)"
    /// The script's cache, at a fixed place because SwiftPM's build folder inside it records its own path. Each run
    /// empties it except for that build folder: the script still finds no binary, builds, copies and caches it once,
    /// but SwiftPM compiles only what changed since the last run instead of routegen and its dependencies from
    /// scratch, which takes minutes on a small machine.
    static let cache = Fixtures.url(".build/routegen-build-phase-tests")

    @Test("Concurrent first runs build once; later runs reuse the binary and leave unchanged outputs alone")
    func buildOnceThenReuse() async throws {
        let project = try WorkflowCommandLineTests.Project()
        defer { project.remove() }
        try Self.emptyCacheExceptBuildFolder()
        let environment = ["ROUTEGEN_CACHE_DIR": Self.cache.path]

        async let first = Shell.run(Self.script, [], in: project.root, environment: environment)
        async let second = Shell.run(Self.script, [], in: project.root, environment: environment)
        let coldRuns = try await [first, second]
        for run in coldRuns { #expect(run.status == 0, "\(run.standardError)") }
        #expect(
            coldRuns.filter { $0.standardError.contains(Self.buildingNote) }.count == 1,
            "\(coldRuns.map(\.standardError))"
        )
        let expected = try WorkflowCommandLineTests.Project.generated(
            WorkflowCommandLineTests.Project.appSpec,
            named: "\(project.root.path)/Routes/app.yaml"
        )
        #expect(try project.read("Generated/AppRoute.swift") == expected)

        let written = try project.modificationDate("Generated/AppRoute.swift")
        try await Task.sleep(for: .milliseconds(1_100))
        let warm = try await Shell.run(
            Self.script,
            ["--config", project.url("routegen.yml").path],
            environment: environment
        )
        #expect(warm.status == 0)
        #expect(
            warm.standardError.isEmpty && warm.standardOutput.isEmpty,
            "a cache hit prints nothing: \(warm.standardError)"
        )
        #expect(try project.modificationDate("Generated/AppRoute.swift") == written)
        #expect(try project.read("Generated/AppRoute.swift") == expected)

        let check = try await Shell.run(Self.script, ["--check"], in: project.root, environment: environment)
        #expect(check.status == 0, "\(check.standardError)")

        // CI runs `check --against` with the binary the script cached, rather than building routegen again.
        let located = try await Shell.run(Self.script, ["--print-binary-path"], environment: environment)
        #expect(located.status == 0 && located.standardError.isEmpty, "\(located.standardError)")
        let binary = String(located.standardOutput.dropLast())
        #expect(located.standardOutput == binary + "\n" && binary.hasPrefix(Self.cache.path + "/"))
        let compared = try await Shell.run(
            binary,
            ["check", "Routes/app.yaml", "--against", "Routes/app.yaml"],
            in: project.root,
            environment: environment
        )
        #expect(compared.status == 0 && compared.standardError.isEmpty, "\(compared.standardError)")
        let misused = try await Shell.run(Self.script, ["--print-binary-path", "--check"], environment: environment)
        #expect(misused.status == 64)
        #expect(misused.standardError == "error: --print-binary-path takes no other options\n")

        try project.write(WorkflowCommandLineTests.Project.brokenAppSpec, to: "Routes/app.yaml")
        let broken = try await Shell.run(Self.script, [], in: project.root, environment: environment)
        #expect(broken.status == 1)
        #expect(
            broken.standardErrorWithoutExcerpts
                == "\(project.root.path)/Routes/app.yaml:5:5: error: unknown key 'pth' in route 'home'; did you mean 'path'?\n"
        )
        #expect(try project.read("Generated/AppRoute.swift") == expected)

        // In a GitHub Actions job, the absolute paths the script passes become annotations on the workspace's files.
        let annotated = try await Shell.run(
            Self.script,
            ["--diagnostics-format", "github"],
            in: project.root,
            environment: environment.merging(["GITHUB_WORKSPACE": project.root.path]) { $1 }
        )
        #expect(annotated.status == 1)
        #expect(
            annotated.standardOutput.hasPrefix("::error file=Routes/app.yaml,line=5,col=5,title=unknown-key::"),
            "\(annotated.standardOutput)"
        )
    }

    private static func emptyCacheExceptBuildFolder() throws {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.path) where name != "build" {
            try FileManager.default.removeItem(at: cache.appendingPathComponent(name))
        }
    }
}
