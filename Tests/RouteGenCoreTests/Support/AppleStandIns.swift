import Foundation

/// Modules that stand in for the Apple frameworks the activities and intents files import, which Linux does not have;
/// each is built once per test run.
enum AppleStandIns {
    /// An empty module named ObjectiveC, which makes `canImport(ObjectiveC)` true, as it is on Apple platforms. The
    /// activities file then needs `Tests/Fixtures/StandIns/NSUserActivity.swift` compiled with it.
    static let objectiveC = Task {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-objc-stand-in-\(ProcessInfo.processInfo.processIdentifier).swift"
        )
        try Data("// Nothing: only the module's existence matters.\n".utf8).write(to: empty)
        return try await StandaloneModule.build(named: "ObjectiveC", sources: [empty.path], library: false)
    }

    /// Tests/Fixtures/StandIns/AppIntents.swift as a static library and module named AppIntents.
    static let appIntents = Task {
        try await StandaloneModule.build(
            named: "AppIntents",
            sources: [Fixtures.url("Tests/Fixtures/StandIns/AppIntents.swift").path],
            arguments: ["-swift-version", "6"]
        )
    }
}
