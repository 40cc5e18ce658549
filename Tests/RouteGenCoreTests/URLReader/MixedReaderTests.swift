import Foundation
import Testing

@testable import RouteGenCore

/// Two targets of one app may take different readers: one file carries its private copy, another imports the
/// library. Both link into one program, and each resolves links the same way.
@Suite("URL reader: a copy and the library in one program") struct MixedReaderTests {
    static let spec = """
        version: 1
        access: public
        schemes: [books]
        routes:
          book: { path: /books/:id, params: { id: Int } }
        """

    @Test("A module with the copy and a module importing the library link into one program")
    func copyAndLibraryTogether() async throws {
        let library = try await ReaderLibrary.built.value
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var modules: [URL] = []
        for (name, reader) in [("CopiedReaderLinks", RenderOptions.Reader.embedded), ("LibraryReaderLinks", .library)] {
            let output = RouteGenerator.generate(
                spec: Array(Self.spec.utf8),
                specPath: "books.yaml",
                rendering: RenderOptions(reader: reader)
            )
            let file = directory.appendingPathComponent("\(name).swift")
            try Data(try #require(output.sourceUTF8)).write(to: file)
            modules.append(
                try await StandaloneModule.build(
                    named: name,
                    sources: [file.path],
                    arguments: ["-swift-version", "6", "-I", library.path]
                )
            )
        }
        let main = SwiftCompiler.SourceFile(
            name: "main.swift",
            text: """
                import CopiedReaderLinks
                import LibraryReaderLinks

                for link in ["books://books/7", "books://books/seven"] {
                    print(CopiedReaderLinks.AppRoute.resolve(link), LibraryReaderLinks.AppRoute.resolve(link))
                }

                """
        )
        let linking =
            zip(["CopiedReaderLinks", "LibraryReaderLinks"], modules)
            .flatMap { StandaloneModule.arguments($1, linking: $0) } + ReaderLibrary.arguments(library)
        let result = try await SwiftCompiler.run([main], compiling: linking, product: "mixed-readers")
        #expect(
            result?.standardOutput == """
                success(CopiedReaderLinks.AppRoute.book(id: 7)) success(LibraryReaderLinks.AppRoute.book(id: 7))
                failure(CopiedReaderLinks.AppRouteResolutionError.invalidParameterValue(name: "id", value: "seven")) \
                failure(LibraryReaderLinks.AppRouteResolutionError.invalidParameterValue(name: "id", value: "seven"))

                """
        )
    }
}
