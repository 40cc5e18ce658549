import Foundation
import Testing
@testable import RouteGenCore

/// What the README and docs/ show routegen printing is what it prints: every sample is run with the built binary.
/// `ROUTEGEN_RECORD=1 swift test` writes the current output into the pages instead, so that a change to the messages
/// updates every sample in one run, for review in `git diff`.
@Suite("Documentation: command output") struct OutputSampleTests {
    @Test("Every output sample prints what it shows", arguments: MarkdownPage.publishedPaths)
    func samplesPrintWhatTheyShow(path: String) async throws {
        let page = try MarkdownPage(path: path)
        var recordings: [(fenceLine: Int, text: String)] = []
        for block in page.codeBlocks {
            guard case .output(let setupName)? = block.marker else { continue }
            let place = "\(path):\(block.line)"
            guard block.language == "text" else {
                Issue.record("\(place): an output sample is a text block")
                continue
            }
            guard let sample = OutputSample(text: block.text) else {
                Issue.record("\(place): an output sample starts with a '$ routegen …' line")
                continue
            }
            guard sample.problems.isEmpty else {
                Issue.record("\(place): \(sample.problems.joined(separator: "; "))")
                continue
            }
            let (folder, isTemporary) = try await OutputSample.Setup(setupName).prepare()
            defer { if isTemporary { try? FileManager.default.removeItem(at: folder) } }
            let printed = try await sample.run(in: folder)
            try #require(printed.count == sample.steps.count, "\(place): the shell stopped before the last command")
            if Fixtures.isRecording {
                let recorded = sample.recorded(printed: printed)
                if recorded != sample { recordings.append((block.line, recorded.text)) }
                continue
            }
            for (step, lines) in zip(sample.steps, printed)
            where !OutputSample.matches(shown: step.shown, printed: lines) {
                Issue.record(
                    """
                    \(place): '$ \(step.command)' printed something else (re-record with ROUTEGEN_RECORD=1 swift test if intended):
                    \(lines.joined(separator: "\n"))
                    """
                )
            }
        }
        guard !recordings.isEmpty else { return }
        // From the bottom up, so that a block whose length changes does not move the ones still to be replaced.
        var text = try Fixtures.text(path)
        for recording in recordings.sorted(by: { $0.fenceLine > $1.fenceLine }) {
            text = MarkdownPage.replacingBlock(at: recording.fenceLine, in: text, with: recording.text)
        }
        try Data(text.utf8).write(to: Fixtures.url(path))
    }

    @Test(
        "Every text block with a '$ routegen' line is an output sample, a walk-through step or a marked fragment",
        arguments: MarkdownPage.publishedPaths
    ) func sessionsAreChecked(path: String) throws {
        for block in try MarkdownPage(path: path).codeBlocks where block.language == "text" {
            let runsRoutegen = block.text.split(separator: "\n").contains { $0.hasPrefix("$ routegen") }
            switch block.marker {
            case .output?, .walkthrough?, .fragment?: continue
            case .error?, .file?, .pluginOptions?, .compiles?, .diagnostic?, nil:
                #expect(
                    !runsRoutegen,
                    "\(path):\(block.line): mark it <!-- routegen-example: output \"SETUP\" --> so that it is run"
                )
            }
        }
    }

    @Test("Every folder of Tests/Fixtures/DocSamples is a sample's setup") func fixturesAreUsed() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.url(OutputSample.Setup.fixturesFolder).path
        )
        var used: Set<String> = []
        for path in MarkdownPage.publishedPaths {
            for block in try MarkdownPage(path: path).codeBlocks {
                if case .output(let setup)? = block.marker { used.insert(setup) }
            }
        }
        #expect(Set(folders).subtracting(used).sorted() == [])
    }

    /// Two samples say what their files are: the starter spec, and the example app's spec with a route renamed.
    /// Copies, since neither can be a link, so they are held to what they copy.
    @Test("The fixtures that copy a file are that file, but for the change their sample describes")
    func copiesFollowTheirOriginals() throws {
        let folder = OutputSample.Setup.fixturesFolder
        #expect(
            try Fixtures.text("\(folder)/unregistered-scheme/Routes/routes.yaml")
                == StarterFiles.spec(schemaPath: "../routegen-spec.schema.json")
        )
        let renamed = try Fixtures.text("Examples/DeepLinkDemo/Routes/pantry.yaml")
            .replacingOccurrences(of: "  promo:\n    path: /promo/:code", with: "  offer:\n    path: /offers/:code")
            .replacingOccurrences(of: "pantry://promo/", with: "pantry://offers/")
        #expect(try Fixtures.text("\(folder)/renamed-route/Routes/pantry.yaml") == renamed)
    }

    @Test("A session is read into commands and their output; a foreign command and a second cut are problems")
    func reading() throws {
        let sample = try #require(
            OutputSample(
                text: """
                    $ routegen check a.yaml   # a comment
                    a.yaml:1:1: error: x

                    …
                    $ echo $?
                    1

                    """
            )
        )
        #expect(
            sample.steps == [
                .init(command: "routegen check a.yaml   # a comment", shown: ["a.yaml:1:1: error: x", "", "…"]),
                .init(command: "echo $?", shown: ["1"]),
            ]
        )
        #expect(sample.problems == [])
        #expect(sample.text == "$ routegen check a.yaml   # a comment\na.yaml:1:1: error: x\n\n…\n$ echo $?\n1\n")
        #expect(OutputSample(text: "a.yaml:1:1: error: x\n") == nil)
        #expect(OutputSample(text: "$ ls\n")?.problems.count == 1)
        #expect(OutputSample(text: "$ routegen docs a.yaml\n…\nb\n...\n")?.problems.count == 1)
        #expect(ExampleMarker(line: #"<!-- routegen-example: output "starter" -->"#) == .output(setup: "starter"))
        #expect(ExampleMarker(line: "<!-- routegen-example: output -->") == nil)
        #expect(OutputSample.Setup("repo") == .repository)
        #expect(OutputSample.Setup("unknown-key") == .fixture("unknown-key"))
    }

    @Test("An elision stands for any run of lines, none included, and recording keeps it") func elision() {
        let printed = ["a", "b", "c", "d"]
        #expect(OutputSample.matches(shown: printed, printed: printed))
        #expect(!OutputSample.matches(shown: ["a", "b", "c"], printed: printed))
        #expect(OutputSample.matches(shown: ["a", "…", "d"], printed: printed))
        #expect(OutputSample.matches(shown: ["...", "c", "d"], printed: printed))
        #expect(OutputSample.matches(shown: ["a", "b", "c", "d", "…"], printed: printed))
        #expect(!OutputSample.matches(shown: ["a", "…", "c"], printed: printed))
        #expect(!OutputSample.matches(shown: ["a", "b", "…", "c", "d"], printed: ["a", "b", "c"]))

        #expect(OutputSample.recorded(shown: ["a", "…", "d"], printed: printed) == ["a", "…", "d"])
        #expect(OutputSample.recorded(shown: ["x", "…", "y"], printed: printed) == ["a", "…", "d"])
        #expect(OutputSample.recorded(shown: ["x", "y", "…"], printed: printed) == ["a", "b", "…"])
        #expect(OutputSample.recorded(shown: ["x", "y", "…", "z"], printed: ["a", "b"]) == ["a", "b"])
        #expect(OutputSample.recorded(shown: ["x"], printed: printed) == printed)
    }

    @Test("A recorded block replaces the old one at its fence, indented like it") func replacing() {
        let text = "Intro\n\n  ```text\n  $ routegen a\n  old\n  ```\n\nAfter\n"
        #expect(
            MarkdownPage.replacingBlock(at: 3, in: text, with: "$ routegen a\nnew\n\nlines\n")
                == "Intro\n\n  ```text\n  $ routegen a\n  new\n\n  lines\n  ```\n\nAfter\n"
        )
    }
}
