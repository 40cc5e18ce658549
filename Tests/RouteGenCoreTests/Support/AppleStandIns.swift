import Foundation

/// Modules that stand in for the Apple frameworks the activities, intents and wiring files import, which Linux does not
/// have; each is built once per test run.
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

    /// Modules named SwiftUI and UIKit with nothing of their own but Foundation, which Apple's re-export: the code that
    /// uses them is compiled with `Tests/Fixtures/StandIns/SwiftUI.swift` and `UIKit.swift`, which declare what it uses.
    static let swiftUI = Task { try await reexportingFoundation(named: "SwiftUI") }
    static let uiKit = Task { try await reexportingFoundation(named: "UIKit") }

    private static func reexportingFoundation(named name: String) async throws -> URL {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-\(name)-stand-in-\(ProcessInfo.processInfo.processIdentifier).swift"
        )
        try Data("@_exported import Foundation\n".utf8).write(to: source)
        return try await StandaloneModule.build(named: name, sources: [source.path], library: false)
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
