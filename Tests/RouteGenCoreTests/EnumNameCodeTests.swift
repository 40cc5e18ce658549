import Foundation
import Testing
@testable import RouteGenCore

/// The enum may take any name `check` accepts: the files of the reference spec under that name, with the URL reader
/// copied or imported, compile with warnings as errors and pass their example tests. `Route` makes the reader's
/// namespace a name of its own, as `RouteURLReader` would hide the library it names, and `App` its intents' type, as
/// `AppIntents` would hide the framework; `Data` is a type of Foundation's that the navigation file names.
@Suite("Any accepted enum name compiles", .tags(.compilesGeneratedCode)) struct EnumNameCodeTests {
    @Test(
        "The reference spec's files compile and pass their example tests under the name",
        arguments: ["Route", "App", "Data"]
    ) func filesCompile(name: String) async throws {
        let yaml = try Fixtures.text("Specs/reference.yaml")
            .replacingOccurrences(of: "name: AppRoute ", with: "name: \(name) ")
        for reader in RenderOptions.Reader.allCases {
            let output = RouteGenerator.generate(
                spec: Array(yaml.utf8),
                specPath: "reference.yaml",
                rendering: RenderOptions(
                    outputs: [.navigation, .activities, .intents, .exampleTests],
                    exampleTestsModule: LanguageAppBuild.module,
                    reader: reader
                )
            )
            let generated = try #require(
                try LanguageAppBuild.Generated(name: name, yaml: yaml, output: output),
                "\(output.diagnostics)"
            )
            let problem = try await LanguageAppBuild.problem(building: [generated], languageMode: .swift6)
            #expect(problem == nil, "reader: \(reader.rawValue): \(problem ?? "")")
        }
    }

    @Test(
        "A spec whose enum, groups, labels, enum types and tabs are named after SDK types compiles and passes its probe",
        arguments: [false, true]
    ) func frameworkNames(codable: Bool) async throws {
        let path = "Tests/Fixtures/Names/framework-names.yaml"
        let yaml = try Fixtures.text(path)
        for reader in RenderOptions.Reader.allCases {
            let output = RouteGenerator.generate(
                spec: Array(yaml.utf8),
                specPath: "framework-names.yaml",
                rendering: RenderOptions(
                    codable: codable,
                    outputs: [.navigation, .activities, .intents, .wiring, .exampleTests],
                    exampleTestsModule: LanguageAppBuild.module,
                    reader: reader
                )
            )
            let generated = try #require(
                try LanguageAppBuild.Generated(name: "Data", yaml: yaml, output: output),
                "\(output.diagnostics)"
            )
            #expect(generated.files.count == 5)
            let problem = try await LanguageAppBuild.problem(building: [generated], languageMode: .swift6)
            #expect(problem == nil, "reader: \(reader.rawValue), codable: \(codable): \(problem ?? "")")
        }
    }
}
