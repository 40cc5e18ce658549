import Foundation
import Testing

/// Swift 5's check in the searches stops before code generation; it must still fail on the warnings that only the
/// diagnostic passes over SIL give, or a search would pass code an app's Swift 5 build rejects.
@Suite("Language modes of the searches' builds", .tags(.compilesGeneratedCode)) struct LanguageModeTests {
    static let unreachableCode = """
        public func answer() -> Int {
            return 42
            print("never")
        }

        """

    @Test(
        "Each mode's library build fails on a warning of the diagnostic passes",
        arguments: [LanguageMode.swift5, .swift6]
    ) func diagnosticPassesRun(mode: LanguageMode) async throws {
        let folder = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.unreachableCode.utf8).write(to: folder.appendingPathComponent("Answer.swift"))
        let build = try await Shell.run(
            Shell.swiftc,
            mode.arguments + ["Answer.swift"] + mode.libraryArguments("Answer"),
            in: folder
        )
        #expect(build.status != 0)
        #expect(
            build.standardError.contains("error: code after 'return' will never be executed"),
            "\(build.standardError)"
        )
    }
}
