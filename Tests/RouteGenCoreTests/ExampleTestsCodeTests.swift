import Foundation
import Testing
@testable import RouteGenCore

/// The Swift Testing suite made from `Specs/reference.yaml`'s examples, compiled against the generated router as an
/// app's test target would be, and run: it passes on the router it was made with, and fails on one whose matching
/// disagrees with the examples.
@Suite("Generated example tests compile and run", .tags(.compilesGeneratedCode)) struct ExampleTestsCodeTests {
    @Test("The suite passes against its own router and fails against one that refuses an example", arguments: [5, 6])
    func suiteRuns(languageMode: Int) async throws {
        let spec = try Fixtures.text("Specs/reference.yaml")
        let rendering = RenderOptions(outputs: [.exampleTests], exampleTestsModule: "RefApp")
        let output = RouteGenerator.generate(spec: Array(spec.utf8), specPath: "reference.yaml", rendering: rendering)
        let tests = try #require(output.files[.exampleTests], "\(output.diagnostics)")
        let router = try #require(output.source)
        // The same suite against a router that reads item ids off by one: 'myapp://items/7' must now fail.
        let wrongRouter = router.replacingOccurrences(
            of: "return .item(itemId: itemId)",
            with: "return .item(itemId: itemId + 1)"
        )
        #expect(wrongRouter != router)

        let passing = try await run(tests, against: router, languageMode: languageMode)
        #expect(passing.status == 0, "\(passing.standardOutput)\(passing.standardError)")
        // Swift Testing reports on standard error.
        #expect(passing.standardError.contains("Test run with 3 tests in 1 suite passed"), "\(passing.standardError)")
        let failing = try await run(tests, against: wrongRouter, languageMode: languageMode)
        #expect(failing.status != 0)
        #expect(failing.standardError.contains("myapp://items/7"), "\(failing.standardError)")
    }

    /// Builds the router as module `RefApp` (a static library, with testing enabled) and the suite as a program
    /// that runs it, in the language mode given, warnings as errors.
    private func run(_ tests: String, against router: String, languageMode: Int) async throws -> Shell.Result {
        let folder = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mode = ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-parse-as-library"]
        for (name, text) in [
            ("AppRoute.swift", router), ("AppRouteExampleTests.swift", tests), ("Runner.swift", Self.runner),
        ] { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let library = try await Shell.run(
            Shell.swiftc,
            mode + [
                "-enable-testing", "-module-name", "RefApp", "AppRoute.swift", "-emit-module", "-emit-module-path",
                "RefApp.swiftmodule", "-emit-library", "-static", "-o", "libRefApp.a",
            ],
            in: folder
        )
        #expect(library.status == 0, "\(library.standardError.prefix(3000))")
        let program = try await Shell.run(
            Shell.swiftc,
            mode + ["-I", ".", "-L", ".", "-lRefApp", "AppRouteExampleTests.swift", "Runner.swift", "-o", "runner"],
            in: folder
        )
        #expect(program.status == 0, "\(program.standardError.prefix(3000))")
        return try await Shell.runJustWritten(folder.appendingPathComponent("runner").path, [], in: folder)
    }

    /// The entry point `swift test` gives a test target.
    static let runner = """
        import Testing

        @main
        struct Runner {
            static func main() async {
                await Testing.__swiftPMEntryPoint() as Never
            }
        }
        """
}
