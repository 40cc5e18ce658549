import Foundation
import Testing

/// The text diagnostics as a person sees them: the source line and caret, `help:` lines, colour only on a
/// terminal and never with NO_COLOR.
@Suite("Compiler-style diagnostics") struct CompilerStyleOutputTests {
    static let spec = """
        version: 1
        schemes: [myapp]
        routes:
          profile:
            path: "/users/:userId
            auth: true

        """

    static func writeSpec() throws -> (folder: URL, path: String) {
        let folder = try Shell.temporaryDirectory()
        let path = folder.appendingPathComponent("app.yaml").path
        try Data(spec.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    @Test(
        "Piped, the text form shows the source line, a caret, the note where libyaml gave up and a help, without colour"
    ) func pipedText() async throws {
        let (folder, _) = try Self.writeSpec()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Shell.run(Shell.routegen, ["check", "app.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                app.yaml:5:11: error: invalid YAML: the string opened with '"' here is never closed
                5 |     path: "/users/:userId
                  |           ^~~~~~~~~~~~~~~
                app.yaml:7:1: note: libyaml reached the end of the file still inside the string
                7 | 
                  | ^
                  = help: close the string with '"'; a quoted string may span lines, so a missing quote takes in everything after it

                """
        )
    }

    @Test("--color always colours the text form; the GitHub and JSON forms never carry colour or excerpts")
    func colourChoice() async throws {
        let (folder, _) = try Self.writeSpec()
        defer { try? FileManager.default.removeItem(at: folder) }
        let coloured = try await Shell.run(Shell.routegen, ["check", "app.yaml", "--color", "always"], in: folder)
        #expect(coloured.standardError.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        for format in ["github", "json"] {
            let result = try await Shell.run(
                Shell.routegen,
                ["check", "app.yaml", "--color", "always", "--diagnostics-format", format],
                in: folder
            )
            #expect(!result.standardOutput.contains("\u{1B}"))
            #expect(!result.standardOutput.contains(" | "))
            #expect(result.standardOutput.contains("libyaml reached the end of the file"))
        }
    }

    #if os(Linux)
    /// `script` gives the command a terminal, so `auto` sees one.
    @Test(
        "On a terminal, auto colours unless NO_COLOR is set and not empty",
        arguments: [
            ("env -u NO_COLOR TERM=xterm", true), ("env TERM=xterm NO_COLOR=1", false),
            ("env TERM=xterm NO_COLOR=", true),
        ]
    ) func terminal(environment: String, coloured: Bool) async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let (folder, path) = try Self.writeSpec()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The test runner's own environment may say NO_COLOR; the command decides it here.
        let result = try await Shell.run(
            "/usr/bin/script",
            ["-qec", "\(environment) \(Shell.routegen) check \(path)", "/dev/null"]
        )
        #expect(result.standardOutput.contains("error:"))
        #expect(result.standardOutput.contains("\u{1B}[") == coloured, "\(result.standardOutput.debugDescription)")
    }
    #endif
}
