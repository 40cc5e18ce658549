import Foundation
import Testing
@testable import RouteGenCore

/// Generated code is compiled with `swiftc` in both language modes with warnings as errors, then run against
/// each spec's URL table and random round trips.
@Suite("Generated code compiles and routes")
struct GeneratedCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var spec: String
        var path: String
        var languageMode: Int
        var testDescription: String { "\(spec) in Swift \(languageMode) mode" }
    }

    static let cases = Fixtures.routedSpecs.flatMap { spec in [5, 6].map { Case(spec: spec.name, path: spec.path, languageMode: $0) } }

    /// With `Codable` routes, so JSON round trips are checked too; the other tests compile the default file.
    @Test("URL tables and random round trips pass, through webURL and JSON too", arguments: cases)
    func compileAndRun(_ testCase: Case) throws {
        let output = RouteGenerator.generate(spec: try Fixtures.bytes(testCase.path), specPath: "\(testCase.spec).yaml",
                                             rendering: RenderOptions(codable: true))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let source = try #require(output.source)
        let table = try #require(output.table)
        let harness = HarnessSource.program(for: table, roundTripsPerRoute: 300, codable: true)
        let run = try GeneratedProgram.compileAndRun(generated: source, harness: harness,
                                                     languageMode: testCase.languageMode,
                                                     arguments: [Fixtures.url("Tests/Fixtures/URLTables/\(testCase.spec).urls").path])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(" 0 failed\n"), "\(run.standardOutput)")
    }

    @Test("Codable routes are stored as their canonical URL's text and say why a value does not decode or encode",
          arguments: [5, 6])
    func codableRoutes(languageMode: Int) throws {
        let output = RouteGenerator.generate(spec: try Fixtures.bytes("Specs/reference.yaml"), specPath: "reference.yaml",
                                             rendering: RenderOptions(codable: true))
        let source = try #require(output.source, "\(output.diagnostics)")
        let run = try GeneratedProgram.compileAndRun(generated: source, harness: Self.codableProgram, languageMode: languageMode,
                                                     arguments: [])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == #"""
            ["myapp:\/\/search?q=a%20b&page=2"]
            ["myapp:\/\/account\/devices\/d1"]
            ["myapp:\/\/account\/devices\/d1"]
            ["privacy"]
            invalidValue: profile(userId: "") has no link that leads back to it; its URL myapp://users/ does not
            profile(userId: "42")
            billing
            dataCorrupted: 'myapp://users/42' is not a link to AppRoute.Account: it links to profile(userId: "42")
            dataCorrupted: 'myapp://nowhere' is not a link to AppRoute: noRoute
            typeMismatch

            """#)
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

    @Test("Declaring the routes in reverse order resolves every URL the same way", arguments: Fixtures.routedSpecs.map(\.name))
    func declarationOrderDoesNotMatter(spec: String) throws {
        let path = try #require(Fixtures.routedSpecs.first { $0.name == spec }).path
        var table = try #require(RouteGenerator.check(spec: try Fixtures.bytes(path), specPath: "\(spec).yaml").table)
        table.root = Self.reversed(table.root)
        let view = FileViewBuilder(table: table, specFileName: "\(spec).yaml").build()
        let source = try #require(Renderer(templates: .builtIn).render(view).0)
        let run = try GeneratedProgram.compileAndRun(generated: source, harness: HarnessSource.program(for: table, roundTripsPerRoute: 20),
                                                     languageMode: 6, arguments: [Fixtures.url("Tests/Fixtures/URLTables/\(spec).urls").path])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }

    private static func reversed(_ level: RouteLevel) -> RouteLevel {
        var level = level
        level.entries = level.entries.reversed().map { entry in
            guard case .group(var group) = entry else { return entry }
            group.level = reversed(group.level)
            return .group(group)
        }
        return level
    }

    @Test("A 1,000-route spec in groups compiles with plain swiftc and routes")
    func thousandRoutesCompile() throws {
        let output = RouteGenerator.generate(spec: try Fixtures.bytes("Tests/Fixtures/Large/grouped-1000.yaml"), specPath: "grouped-1000.yaml")
        #expect(!output.diagnostics.containsErrors, "\(output.diagnostics)")
        let source = try #require(output.source)
        let table = try #require(output.table)
        let run = try GeneratedProgram.compileAndRun(generated: source, harness: HarnessSource.program(for: table, roundTripsPerRoute: 3),
                                                     languageMode: 6, arguments: [])
        #expect(run.status == 0, "\(run.standardOutput.suffix(2000))\(run.standardError.suffix(2000))")
    }
}
