import Foundation
import Testing
@testable import RouteGenCore

/// Generated code is compiled with `swiftc` in both language modes with warnings as errors, then run against
/// each spec's URL table and random round trips. The specs share one program per mode (see `RouterProgram`).
@Suite("Generated code compiles and routes", .tags(.compilesGeneratedCode)) struct GeneratedCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var spec: String
        var path: String
        var languageMode: Int
        var testDescription: String { "\(spec) in Swift \(languageMode) mode" }
    }

    static let cases = Fixtures.routedSpecs.flatMap { spec in
        [5, 6].map { Case(spec: spec.name, path: spec.path, languageMode: $0) }
    }

    /// With `Codable` routes (see `RouterProgram.rendering`), so JSON round trips are checked too.
    @Test("URL tables and random round trips pass, through webURL and JSON too", arguments: cases) func compileAndRun(
        _ testCase: Case
    ) async throws {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(testCase.path),
            specPath: "\(testCase.spec).yaml",
            rendering: RouterProgram.rendering
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let program = try await RouterProgram.routedSpecs(languageMode: testCase.languageMode)
        let run = try await program.run(
            testCase.spec,
            ["table", Fixtures.url("Tests/Fixtures/URLTables/\(testCase.spec).urls").path, "300"]
        )
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(" 0 failed\n"), "\(run.standardOutput)")
    }

    @Test(
        "Codable routes are stored as their canonical URL's text and say why a value does not decode or encode",
        arguments: [5, 6]
    ) func codableRoutes(languageMode: Int) async throws {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes("Specs/reference.yaml"),
            specPath: "reference.yaml",
            rendering: RenderOptions(codable: true)
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let compilation = try await SwiftCompiler.compile(
            [
                SwiftCompiler.SourceFile(name: "Generated.swift", text: source),
                SwiftCompiler.SourceFile(name: "main.swift", text: Self.codableProgram),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"],
            product: "codable"
        )
        let program = try #require(
            compilation.product,
            "swiftc failed in Swift \(languageMode) mode:\n\(compilation.standardError.prefix(4000))"
        )
        let run = try await Shell.run(program.path, [])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == #"""
                ["myapp:\/\/search?q=a%20b&page=2"]
                ["myapp:\/\/account\/devices\/d1"]
                ["myapp:\/\/account\/devices\/d1"]
                ["privacy"]
                invalidValue: profile(userId: "") has no link that leads back to it; its URL myapp://users/%00 does not
                profile(userId: "42")
                billing
                dataCorrupted: 'myapp://users/42' is not a link to AppRoute.Account: it links to profile(userId: "42")
                dataCorrupted: 'myapp://nowhere' is not a link to AppRoute: noRoute
                typeMismatch

                """#
        )
    }

    static let codableProgram = #"""
        import Foundation

        func json<Value: Encodable>(_ value: Value) -> String {
            do {
                return String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            } catch {
                return describe(error)
            }
        }

        func decoded<Value: Decodable>(_ type: Value.Type, from json: String) -> String {
            do {
                return String(describing: try JSONDecoder().decode([Value].self, from: Data(json.utf8))[0])
            } catch {
                return describe(error)
            }
        }

        func describe(_ error: any Error) -> String {
            switch error {
            case EncodingError.invalidValue(_, let context): return "invalidValue: " + context.debugDescription
            case DecodingError.dataCorrupted(let context): return "dataCorrupted: " + context.debugDescription
            case DecodingError.typeMismatch: return "typeMismatch"
            default: return "unexpected: \(error)"
            }
        }

        print(json(AppRoute.search(query: "a b", page: 2)))
        print(json(AppRoute.account(.devices(deviceId: "d1"))))
        print(json(AppRoute.Account.devices(deviceId: "d1")))
        print(json(AppRoute.Section.privacy))
        print(json(AppRoute.profile(userId: "")))
        print(decoded(AppRoute.self, from: #"["https://www.myapp.com/users/42"]"#))
        print(decoded(AppRoute.Account.self, from: #"["myapp://account/billing"]"#))
        print(decoded(AppRoute.Account.self, from: #"["myapp://users/42"]"#))
        print(decoded(AppRoute.self, from: #"["myapp://nowhere"]"#))
        print(decoded(AppRoute.self, from: "[42]"))
        """#

    @Test(
        "Files that import the URL reader from its library route their tables as the files that carry it do",
        arguments: cases
    ) func importingTheReader(_ testCase: Case) async throws {
        let program = try await RouterProgram.routedSpecsImportingReader(languageMode: testCase.languageMode)
        #expect(program.routers.allSatisfy { $0.source.contains("\nimport RouteURLReader\n") })
        let run = try await program.run(
            testCase.spec,
            ["table", Fixtures.url("Tests/Fixtures/URLTables/\(testCase.spec).urls").path, "300"]
        )
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(" 0 failed\n"), "\(run.standardOutput)")
    }

    @Test(
        "Declaring the routes in reverse order resolves every URL the same way",
        arguments: Fixtures.routedSpecs.map(\.name)
    ) func declarationOrderDoesNotMatter(spec: String) async throws {
        let program = try await RouterProgram.routedSpecs(languageMode: 6)
        let run = try await program.run(
            "reversed \(spec)",
            ["table", Fixtures.url("Tests/Fixtures/URLTables/\(spec).urls").path, "20"]
        )
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }

    @Test("A 1,000-route spec in groups compiles with plain swiftc and routes") func thousandRoutesCompile()
        async throws
    {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes("Tests/Fixtures/Large/grouped-1000.yaml"),
            specPath: "grouped-1000.yaml"
        )
        #expect(!output.diagnostics.containsErrors, "\(output.diagnostics)")
        let source = try #require(output.source)
        let table = try #require(output.table)
        let router = RouterProgram.Router(
            name: "grouped-1000",
            source: source,
            table: table,
            reportedName: table.enumName
        )
        let program = try await RouterProgram.build([router], languageMode: 6)
        let run = try await program.run(router.name, ["table", "-", "3"])
        #expect(run.status == 0, "\(run.standardOutput.suffix(2000))\(run.standardError.suffix(2000))")
    }
}
