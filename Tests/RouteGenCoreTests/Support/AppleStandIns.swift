import Foundation
import Testing

/// Modules that stand in for the Apple frameworks the activities, intents and wiring files import, which Linux does not
/// have; each is built once per test run.
enum AppleStandIns {
    /// The types only Apple's Foundation declares, which generated files write through it (`Foundation.NSUserActivity`)
    /// and the stand-ins declare in their own modules, Linux's Foundation having none of them.
    static let appleOnlyFoundationNames = [
        "NSUserActivity", "NSUserActivityTypeBrowsingWeb", "LocalizedStringResource",
        "CustomLocalizedStringResourceConvertible",
    ]

    /// A generated file as the stand-ins compile it: each of `appleOnlyFoundationNames` written without the module,
    /// so that the stand-in's declaration is found. The SDK type-check (docs/development.md) compiles the files as
    /// they are generated, against Apple's own Foundation.
    static func compiledOnLinux(_ text: String) -> String {
        guard text.contains("Foundation.NS") || text.contains("LocalizedStringResource") else { return text }
        var text = text
        for name in appleOnlyFoundationNames { text = text.replacing("Foundation." + name, with: name) }
        return text
    }

    /// An empty module named ObjectiveC, which makes `canImport(ObjectiveC)` true, as it is on Apple platforms. The
    /// activities file then needs `Tests/Fixtures/StandIns/NSUserActivity.swift` compiled with it.
    static let objectiveC = Task {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-objc-stand-in-\(ProcessInfo.processInfo.processIdentifier).swift"
        )
        try Data("// Nothing: only the module's existence matters.\n".utf8).write(to: empty)
        return try await StandaloneModule.build(named: "ObjectiveC", sources: [empty.path], library: false)
    }

    /// UIKit as a module of its own, from `Tests/Fixtures/StandIns/UIKit.swift`, and routegen's libraries built against
    /// it: see `frameworkModules(_:)`.
    static let uiKitModules = Task { try await frameworkModules(["UIKit"]) }
    /// SwiftUI as a module of its own, from `Tests/Fixtures/StandIns/SwiftUI.swift`, and routegen's libraries built
    /// against it.
    static let swiftUIModules = Task { try await frameworkModules(["SwiftUI"]) }
    /// Both frameworks and routegen's libraries built against them, as on an iPhone: for an app's generated files with
    /// `reader: library`, whose wiring and activities need the library's parts for each framework and NSUserActivity.
    static let appleModules = Task { try await frameworkModules(["SwiftUI", "UIKit"]) }

    /// The folder of `swiftUIModules` or `uiKitModules`, by the framework's name.
    static func modules(of framework: String) async throws -> URL {
        try await (framework == "SwiftUI" ? swiftUIModules : uiKitModules).value
    }

    /// Each framework as a module of its own, from its stand-in in `Tests/Fixtures/StandIns/`, over a module named
    /// ObjectiveC holding `NSUserActivity.swift` (Foundation's on Apple platforms, where `import Foundation` brings it;
    /// code compiled against these modules imports ObjectiveC implicitly, through `implicitObjectiveC`), and routegen's
    /// libraries built against them, so that the navigation library's code for the framework is compiled as an app's
    /// build compiles it and sees only what the framework makes public. A program that plays the system or the person
    /// reaches the stand-in's internal parts through `@testable import`. The folder holds every module, for `-I` and
    /// `-L`; a test of one framework's part of the library has a folder without the other framework.
    private static func frameworkModules(_ frameworks: [String]) async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-\(frameworks.joined(separator: "-"))-modules-\(ProcessInfo.processInfo.processIdentifier)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let exports = directory.appendingPathComponent("Exports.swift")
        try Data("@_exported import Foundation\n".utf8).write(to: exports)
        let searchHere = ["-I", directory.path]
        _ = try await StandaloneModule.build(
            named: "ObjectiveC",
            sources: [exports.path, Fixtures.url("Tests/Fixtures/StandIns/NSUserActivity.swift").path],
            arguments: ["-swift-version", "6"],
            into: directory
        )
        for framework in frameworks {
            _ = try await StandaloneModule.build(
                named: framework,
                sources: [exports.path, Fixtures.url("Tests/Fixtures/StandIns/\(framework).swift").path],
                arguments: ["-swift-version", "6", "-enable-testing"] + searchHere + implicitObjectiveC,
                into: directory
            )
        }
        return try await ReaderLibrary.build(into: directory, arguments: searchHere + implicitObjectiveC)
    }

    /// Makes every file see the ObjectiveC stand-in, as every file that imports Foundation sees Apple's.
    static let implicitObjectiveC = ["-Xfrontend", "-import-module", "-Xfrontend", "ObjectiveC"]

    /// What every navigation test program declares: a resolution that knows only its link's text and route, which is
    /// all the engine asks of one.
    static let resolutionSource = #"""
        /// Resolves no link itself: the program's routes make their resolutions.
        struct Resolved<Route: Sendable>: LinkResolution {
            var link: String
            var route: Route?
            var browserURL: URL? { nil }
            init(showing route: Route) {
                link = "\(route)"
                self.route = route
            }
        }

        """#

    /// The lines `program` prints, compiled beside `resolutionSource` with `-warnings-as-errors` against
    /// `framework`'s modules (the stand-in and routegen's libraries built on it) and run; a failed compile or run is
    /// recorded as an issue at the caller.
    static func output(
        of program: String,
        against framework: String,
        languageMode: Int = 6,
        product: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> [String] {
        let modules = try await modules(of: framework)
        let run = try await SwiftCompiler.run(
            [
                SwiftCompiler.SourceFile(name: "main.swift", text: program),
                SwiftCompiler.SourceFile(
                    name: "Resolved.swift",
                    text: "import Foundation\nimport RouteNavigation\n\n" + resolutionSource
                ),
            ],
            compiling: ["-swift-version", "\(languageMode)", "-warnings-as-errors"]
                + arguments(modules, frameworks: [framework]),
            product: product,
            sourceLocation: sourceLocation
        )
        guard let run else { return [] }
        if run.status != 0 { Issue.record("\(run.standardError)", sourceLocation: sourceLocation) }
        return run.standardOutput.split(separator: "\n").map(String.init)
    }

    /// What `swiftc` needs to compile and link a program against the modules of `frameworkModules(frameworks)` in
    /// `directory`.
    static func arguments(_ directory: URL, frameworks: [String]) -> [String] {
        ReaderLibrary.arguments(directory) + implicitObjectiveC + frameworks.map { "-l\($0)" } + ["-lObjectiveC"]
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
