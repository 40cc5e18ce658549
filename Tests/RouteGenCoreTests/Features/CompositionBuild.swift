import Foundation
@testable import RouteGenCore

/// Random compositions built as apps build them, in one language mode with warnings as errors: the features' files
/// as their modules (every first feature's in `Shop`, every second's in `NewsKit`), every app's files as one module
/// against them and the Apple framework stand-ins, then one program of every example test suite and of a suite that
/// resolves each composition's sample links, which is then run (in Swift 5 the program is checked, not run:
/// `LanguageMode`). Four compiles for any number of compositions.
enum CompositionBuild {
    struct Generated {
        var composition: RandomComposition
        /// The features' route files by module.
        var featureFiles: [String: [SwiftCompiler.SourceFile]]
        /// The app's route file and its navigation, wiring, activities and intents files.
        var appFiles: [SwiftCompiler.SourceFile]
        /// The features' and the app's example test suites.
        var tests: [SwiftCompiler.SourceFile]
        /// Sample links of every route, and of every redirect.
        var links: [SampleLink]
        var oldLinks: [SampleLink]
        /// Links of every kind, valid or not, on each of which the compiled code must do what `match` says.
        var probe: LinkProbe
    }

    /// A link, and whether the route it opens requires sign-in, as `routegen match` says.
    struct SampleLink {
        var url: String
        var requiresAuth: Bool
    }

    static let appModule = "CompositionApp"

    /// Nil when everything compiled (in Swift 5: was checked) and every test passed; otherwise what failed, with the
    /// specs concerned.
    static func problem(building generated: [Generated], languageMode: LanguageMode) async throws -> String? {
        let folder = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let programFiles: [SwiftCompiler.SourceFile] = [
            .init(name: "CompositionLinks.swift", text: linkTests(generated)),
            .init(name: "Runner.swift", text: LinkProbeSource.runner),
            .init(
                name: "LinkProbes.swift",
                text: LinkProbeSource.dispatcher(
                    specNames: generated.map(\.composition.appName),
                    modules: [appModule] + Set(generated.flatMap(\.featureFiles.keys)).sorted()
                )
            ),
        ]
        let probeFiles = generated.map {
            SwiftCompiler.SourceFile(name: "\($0.composition.appName)LinkProbe.swift", text: $0.probe.source)
        }
        let generatedFiles = generated.flatMap { $0.featureFiles.values.flatMap { $0 } + $0.appFiles + $0.tests }
        let files = generatedFiles + programFiles + probeFiles
        for file in files {
            try Data(AppleStandIns.compiledOnLinux(file.text).utf8).write(to: folder.appendingPathComponent(file.name))
        }
        // The features, the app and the tests see the same libraries, built against the framework stand-ins.
        let reader = AppleStandIns.arguments(
            try await AppleStandIns.appleModules.value,
            frameworks: ["SwiftUI", "UIKit"]
        )
        var features: [String] = []
        for module in Set(generated.flatMap(\.featureFiles.keys)).sorted() {
            let sources = generated.flatMap { $0.featureFiles[module] ?? [] }.map(\.name)
            let build = try await Shell.run(
                Shell.swiftc,
                languageMode.arguments + reader + sources + languageMode.libraryArguments(module),
                in: folder
            )
            if build.status != 0 { return report("The feature module \(module)", build.standardError, generated) }
            features += languageMode.linking(module)
        }
        // A static library comes before the libraries it uses on the link line.
        let dependencies =
            ["-I", ".", "-L", "."] + features
            + StandaloneModule.arguments(try await AppleStandIns.appIntents.value, linking: "AppIntents") + reader
        let app = try await Shell.run(
            Shell.swiftc,
            languageMode.arguments + dependencies + generated.flatMap(\.appFiles).map(\.name)
                + languageMode.libraryArguments(appModule),
            in: folder
        )
        if app.status != 0 { return report("The app module", app.standardError, generated) }
        let program = try await Shell.run(
            Shell.swiftc,
            languageMode.arguments + languageMode.linking(appModule) + dependencies
                + generated.flatMap(\.tests).map(\.name) + (programFiles + probeFiles).map(\.name)
                + languageMode.programArguments("runner"),
            in: folder
        )
        if program.status != 0 { return report("The test program", program.standardError, generated) }
        guard languageMode.runsPrograms else { return nil }
        let run = try await Shell.runJustWritten(folder.appendingPathComponent("runner").path, [], in: folder)
        // Swift Testing reports on standard error.
        if run.status != 0 || !run.standardError.contains(" passed") {
            return report("Running the tests", run.standardOutput + run.standardError, generated)
        }
        let disagreements = try await LinkProbe.disagreements(
            of: generated.map { ($0.composition.appName, $0.probe, specs(of: $0)) },
            runner: "runner",
            in: folder
        )
        return disagreements.isEmpty ? nil : "Probing links:\n" + disagreements.joined(separator: "\n")
    }

    /// A suite with a test per composition: each sample link opens a route whose URL opens the same route, whose
    /// stack ends with it, which requires sign-in as `routegen match` says, and which the router shows; each old link
    /// is redirected to such a route.
    static func linkTests(_ generated: [Generated]) -> String {
        var text = """
            import Foundation
            import Testing
            @testable import \(appModule)

            @MainActor @Suite struct CompositionLinks {

            """
        for build in generated {
            let name = build.composition.appName
            text += """
                    @Test func \(name.prefix(1).lowercased() + name.dropFirst())() {
                        let router = \(name.dropLast(5))Router(
                            isReady: true, isSignedIn: true, perform: { _ in }, signIn: { _ in })
                        for (link, requiresAuth) in [\(pairs(build.links))] as [(String, Bool)] {
                            guard case .success(let route) = \(name).resolve(link) else {
                                Issue.record("\\(link) opens no route: \\(\(name).resolve(link))")
                                continue
                            }
                            roundTrips(route, link: link, requiresAuth: requiresAuth)
                            router.open(link)
                        }
                \(oldLinkTest(build))
                    }

                    func roundTrips(_ route: \(name), link: String, requiresAuth: Bool) {
                        #expect(route.requiresAuth == requiresAuth, "\\(link) opens \\(route), requiresAuth \\(route.requiresAuth)")
                        let again = \(name).resolve(route.url)
                        guard case .success(route) = again else {
                            Issue.record("\\(link) opens \\(route), whose URL \\(route.url) opens \\(again)")
                            return
                        }
                        #expect(route.stack.last == route, "\\(link): \\(route.stack)")
                    }


                """
        }
        return text + "}\n"
    }

    /// The loop over the old links of `build`'s composition, which only an app with redirects has.
    private static func oldLinkTest(_ build: Generated) -> String {
        guard !build.oldLinks.isEmpty else { return "" }
        let name = build.composition.appName
        return """
                    for (link, requiresAuth) in [\(pairs(build.oldLinks))] as [(String, Bool)] {
                        guard case .redirected(let route, _) = \(name).resolution(for: link).outcome else {
                            Issue.record("\\(link) is not redirected: \\(\(name).resolution(for: link).outcome)")
                            continue
                        }
                        roundTrips(route, link: link, requiresAuth: requiresAuth)
                        router.open(link)
                    }

            """
    }

    /// `("comp0://shop", false), …`: the links as the suite's tuples.
    private static func pairs(_ links: [SampleLink]) -> String {
        links.map { "(\(EscapedSwiftText.stringLiteral($0.url)), \($0.requiresAuth))" }.joined(separator: ", ")
    }

    /// The output, and the specs of every composition.
    private static func report(_ step: String, _ output: String, _ generated: [Generated]) -> String {
        "\(step) failed:\n\(output.prefix(8000))\n" + generated.map(specs).joined(separator: "\n")
    }

    /// The app spec and the feature specs of `build`'s composition, each after its path.
    private static func specs(of build: Generated) -> String {
        "\(build.composition.appPath):\n\(build.composition.appYAML)"
            + build.composition.features.map { "\($0.path):\n\($0.yaml)" }.joined()
    }
}
