import Foundation
import RouteGenCore
import Testing

/// `routegen --version` and CHANGELOG.md name the same version, so a release cannot forget one of them.
@Suite("Version") struct VersionTests {
    @Test("--version prints the version of the newest released CHANGELOG entry") func versionMatchesChangelog()
        async throws
    {
        let changelog = try String(contentsOf: Fixtures.url("CHANGELOG.md"), encoding: .utf8)
        // Changes since the last release gather under "## Unreleased" until a version is given to them.
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
            .map { String($0.dropFirst(3)) }
        #expect(newest == RouteGenVersion.current)

        let run = try await Shell.run(Shell.routegen, ["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == RouteGenVersion.current + "\n")
    }
}
