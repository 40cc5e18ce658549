import Foundation
import Testing

/// `--list-overlaps` on the command line: notes that never change the exit code or the output.
@Suite("Command line overlaps") struct OverlapCommandLineTests {
    static let spec = Fixtures.url("Tests/Fixtures/EdgeSpecs/overlaps.yaml").path

    @Test("check lists each resolved overlap as a note at the winning route and still exits 0")
    func checkListsOverlaps() async throws {
        let plain = try await Shell.run(Shell.routegen, ["check", Self.spec])
        #expect(plain.status == 0 && plain.standardError.isEmpty, "\(plain.standardError)")
        let listed = try await Shell.run(Shell.routegen, ["check", Self.spec, "--list-overlaps"])
        #expect(listed.status == 0)
        #expect(
            listed.standardErrorWithoutExcerpts.contains(
                "\(Self.spec):17:3: note: route 'five' takes precedence over 'wholeNumber' where both match, as on '/n/5': '/n/5' is more specific than '/n/:value(Int)'\n\(Self.spec):13:3: note: 'wholeNumber' is declared here\n"
            ),
            "\(listed.standardError)"
        )
        #expect(!listed.standardErrorWithoutExcerpts.contains("error:"))
    }

    @Test("generate writes the same file with or without the notes") func generateIsUnchanged() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("Plain.swift")
        let listed = directory.appendingPathComponent("Listed.swift")
        #expect(try await Shell.run(Shell.routegen, ["generate", Self.spec, "-o", plain.path]).status == 0)
        let run = try await Shell.run(Shell.routegen, ["generate", Self.spec, "-o", listed.path, "--list-overlaps"])
        #expect(run.status == 0 && run.standardError.contains("note: route"))
        #expect(try Data(contentsOf: plain) == Data(contentsOf: listed))
    }
}
