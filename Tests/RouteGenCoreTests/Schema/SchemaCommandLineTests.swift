import Foundation
import Testing
import RouteGenCore

/// `routegen schema`, through the built binary.
@Suite("Schema: command line") struct SchemaCommandLineTests {
    @Test("schema prints the spec schema by default") func defaultKind() async throws {
        let result = try await Shell.run(Shell.routegen, ["schema"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == RouteGenSchema.spec.text)
        #expect(result.standardError.isEmpty)
    }

    @Test("schema KIND prints that schema, also with -o -", arguments: RouteGenSchema.allCases) func namedKind(
        kind: RouteGenSchema
    ) async throws {
        for arguments in [["schema", kind.rawValue], ["schema", kind.rawValue, "-o", "-"]] {
            let result = try await Shell.run(Shell.routegen, arguments)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput == kind.text, "\(arguments)")
        }
    }

    @Test("schema -o writes the file, creating its folder, and leaves an unchanged file alone") func writesFile()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("schemas/routegen-config.schema.json")
        let written = try await Shell.run(
            Shell.routegen,
            ["schema", "config", "-o", "schemas/routegen-config.schema.json"],
            in: directory
        )
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput.isEmpty && written.standardError.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == RouteGenSchema.config.text)

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let again = try await Shell.run(Shell.routegen, ["schema", "config", "--output", file.path])
        #expect(again.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == past)
    }

    @Test("schema -o names what it cannot write and exits 1") func unwritable() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Shell.run(Shell.routegen, ["schema", "-o", "."], in: directory)
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(".:1:1: error: cannot write the output: '.' is a folder"),
            "\(result.standardError)"
        )
    }

    @Test("An unknown kind is a usage error that lists the kinds") func unknownKind() async throws {
        let result = try await Shell.run(Shell.routegen, ["schema", "routes"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("'routes'"))
        #expect(result.standardError.contains("'spec' and 'config'"), "\(result.standardError)")
    }
}
