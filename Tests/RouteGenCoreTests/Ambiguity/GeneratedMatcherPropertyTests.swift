import Foundation
import Testing
@testable import RouteGenCore

/// The generated matcher, compiled, picks the most specific route for every path of the brute-force universe in
/// random specs that the checker accepts.
@Suite("Generated matcher against brute force", .tags(.compilesGeneratedCode, .searchesRandomSpecs))
struct GeneratedMatcherPropertyTests {
    static let specCount = 50

    @Test("Compiled random specs resolve every path to the most specific matching route")
    func compiledMatchersPickTheMostSpecificRoute() async throws {
        var generator = SeededGenerator(seed: 0xA3B1_0003)
        var sources: [String] = []
        var expectations: [String] = []
        while sources.count < Self.specCount {
            // Computing the expectations takes seconds; the other tests share this thread.
            await Task.yield()
            let random = RandomRouteSpec.make(using: &generator)
            let name = "R\(sources.count)"
            let yaml = random.yaml.replacingOccurrences(of: "version: 1\n", with: "version: 1\nname: \(name)\n")
            let output = RouteGenerator.generate(spec: Array(yaml.utf8), specPath: "\(name).yaml")
            guard let source = output.source, let table = output.table else { continue }
            let shapes = table.allRoutes.flatMap { BruteForceShape.shapes(of: $0, caseSensitive: table.caseSensitive) }
            for path in RandomRouteSpec.universe.indices {
                let expected = AmbiguityPropertyTests.mostSpecificRoute(for: path, among: shapes)
                try #require(expected.isChain, "no chain in accepted spec:\n\(yaml)")
                let url = "https://example.com/" + BruteForceShape.segments(ofPath: path).joined(separator: "/")
                expectations.append("\(sources.count) \(url) \(expected.route ?? "-")")
            }
            sources.append(source)
        }

        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = directory.appendingPathComponent("expectations.txt")
        try Data(expectations.joined(separator: "\n").utf8).write(to: table)
        let files =
            sources.enumerated().map { SwiftCompiler.SourceFile(name: "R\($0.offset).swift", text: $0.element) } + [
                SwiftCompiler.SourceFile(name: "main.swift", text: Self.harness(specCount: sources.count))
            ]
        // One frontend for the module: each frontend of a batch-mode build parses all fifty files again.
        let compile = try await SwiftCompiler.compile(
            files,
            arguments: [
                "-swift-version", "6", "-warnings-as-errors", "-module-name", "Harness", "-wmo", "-num-threads",
                "\(ProcessInfo.processInfo.activeProcessorCount)",
            ],
            product: "harness"
        )
        let binary = try #require(compile.product, "swiftc failed:\n\(compile.standardError.prefix(4000))")
        let run = try await Shell.run(binary.path, [table.path])
        #expect(run.status == 0, "\(run.standardOutput.prefix(4000))")
        #expect(
            run.standardOutput.hasSuffix("\(expectations.count) checked, 0 failed\n"),
            "\(run.standardOutput.suffix(300))"
        )
    }

    /// Reads `SPEC URL EXPECTED` lines and prints each path whose route differs; `-` means no route.
    static func harness(specCount: Int) -> String {
        let cases = (0..<specCount).map { "    case \($0): route = R\($0)(url: url).map { \"\\($0)\" }" }
            .joined(separator: "\n")
        return """
            import Foundation

            func resolve(spec: Int, url: URL) -> String {
                let route: String?
                switch spec {
            \(cases)
                default: fatalError("no spec \\(spec)")
                }
                return route.map { String($0.prefix { $0 != "(" }) } ?? "-"
            }

            let lines = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8).split(separator: "\\n")
            var failures = 0
            for line in lines {
                let parts = line.split(separator: " ").map(String.init)
                let resolved = resolve(spec: Int(parts[0])!, url: URL(string: parts[1])!)
                if resolved != parts[2] {
                    failures += 1
                    if failures <= 20 { print("\\(line): resolved \\(resolved)") }
                }
            }
            print("\\(lines.count) checked, \\(failures) failed")
            exit(failures == 0 ? 0 : 1)

            """
    }
}
