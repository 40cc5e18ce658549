import Testing
@testable import RouteGenCore

/// Swift examples marked `<!-- routegen-example: compiles "SPEC" -->` compile, in both language modes and without
/// warnings, with the route file and the navigation file generated from that spec.
@Suite("Documentation: Swift examples that compile", .tags(.compilesGeneratedCode)) struct CompiledSwiftExampleTests {
    static let examples: [(page: String, line: Int, spec: String, text: String)] = MarkdownPage.publishedPaths.flatMap {
        path in
        ((try? MarkdownPage(path: path).codeBlocks) ?? [])
            .compactMap { block in
                guard block.language == "swift", case .compiles(let spec) = block.marker else { return nil }
                return (path, block.line, spec, block.text)
            }
    }

    @Test("The docs have Swift examples that compile") func examplesExist() {
        #expect(Self.examples.contains { $0.page == "docs/generated-api.md" })
    }

    @Test("Each marked Swift example compiles with the files generated from its spec", arguments: [5, 6])
    func examplesCompile(languageMode: Int) async throws {
        for example in Self.examples {
            let output = RouteGenerator.generate(
                spec: try Fixtures.bytes(example.spec),
                specPath: example.spec,
                rendering: RenderOptions(outputs: [.navigation])
            )
            let compilation = try await SwiftCompiler.compile(
                [
                    SwiftCompiler.SourceFile(name: "Routes.swift", text: try #require(output.source)),
                    SwiftCompiler.SourceFile(name: "Navigation.swift", text: try #require(output.files[.navigation])),
                    SwiftCompiler.SourceFile(name: "Example.swift", text: "import Foundation\n\n" + example.text),
                ],
                arguments: [
                    "-swift-version", "\(languageMode)", "-warnings-as-errors", "-parse-as-library", "-emit-library",
                    "-module-name", "DocumentedExample",
                ],
                product: "libDocumentedExample.so"
            )
            #expect(
                compilation.product != nil,
                "\(example.page):\(example.line) in Swift \(languageMode) mode:\n\(compilation.standardError.prefix(3000))"
            )
        }
    }
}
