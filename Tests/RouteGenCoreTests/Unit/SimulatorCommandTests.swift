import Foundation
import Testing
@testable import RouteGenCore

/// The commands of the links document that open each example link in the booted simulator: one per example link,
/// with the link quoted so that a POSIX shell hands it to simctl exactly as it is.
@Suite("Simulator commands in the links document") struct SimulatorCommandTests {
    @Test(
        "A link is single-quoted, with each ' written '\\''",
        arguments: [
            ("myapp://items/7", "'myapp://items/7'"), ("myapp://notes/it's", #"'myapp://notes/it'\''s'"#),
            ("myapp://a?x=$(rm -rf ~)&y=`id`;z", "'myapp://a?x=$(rm -rf ~)&y=`id`;z'"), ("''", #"''\'''\'''"#),
        ]
    ) func quoting(link: String, quoted: String) { #expect(SimulatorCommand.singleQuoted(link) == quoted) }

    @Test("/bin/sh reads each quoted link back as it was") func shellReadsTheLinkBack() async throws {
        let links = ["myapp://notes/it's", "myapp://a?x=$(id)&y=`id`;z|w", #"myapp://b\"c\'d"#, "myapp://' '"]
        for link in links {
            let script = "printf %s " + SimulatorCommand.singleQuoted(link)
            let result = try await Shell.run("/bin/sh", ["-c", script])
            #expect(result.status == 0)
            #expect(result.standardOutput == link)
        }
    }

    @Test("The links document lists a command for each example link, a spec example with a quote included")
    func linksDocument() throws {
        let spec = """
            version: 1
            schemes: [myapp]
            hosts: [example.com]
            routes:
              note:
                path: /notes/:title
                examples:
                  opens:
                    "myapp://notes/it's": { title: "it's" }
                    https://example.com/notes/plain: { title: plain }
              home: { path: / }
            redirects:
              oldNote:
                path: /n/:title
                to: note

            """
        let output = RouteGenerator.check(spec: Array(spec.utf8), specPath: "notes.yaml")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let document = LinkDocument.markdown(for: try #require(output.table), specFileName: "notes.yaml")
        let section = try #require(document.split(separator: "## Opening the links in the simulator").last)
        let block = section.split(separator: "```").dropFirst().first.map(String.init) ?? ""
        #expect(
            block == """
                sh
                xcrun simctl openurl booted 'myapp://notes/it'\\''s'  # note
                xcrun simctl openurl booted 'https://example.com/notes/plain'  # note
                xcrun simctl openurl booted 'myapp://'  # home
                xcrun simctl openurl booted 'myapp://n/title'  # oldNote

                """
        )
    }
}
