import Foundation
import Testing
@testable import routegen

/// routegen writes only where it may: a symbolic link stays a link and its target gets the code; what is not a file
/// (a FIFO, a device, a folder, links in a loop) is refused with a located error, never replaced and never read. The
/// machine's own devices are only looked at, never written.
@Suite("Where the output goes") struct OutputDestinationTests {
    static let spec = Fixtures.url("Specs/reference.yaml").path

    static func generate(_ output: String, _ more: [String] = []) async throws -> Shell.Result {
        try await Shell.run(Shell.routegen, ["generate", spec, "--output", output, "--reader", "library"] + more)
    }

    static func generatedText() async throws -> String {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Routes.swift").path
        let run = try await generate(output)
        try #require(run.status == 0, "\(run.standardError)")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test(
        "What each kind of path names",
        arguments: [
            ("/dev/null", "refused one of the system's devices or the process's open files"), ("/", "refused a folder"),
            ("/no/such/folder/Routes.swift", "file /no/such/folder/Routes.swift"),
        ]
    ) func kinds(path: String, expected: String) {
        let described =
            switch OutputDestination(path: path) {
            case .file(let file): "file \(file)"
            case .refused(let reason): "refused \(reason)"
            }
        #expect(described == expected, "\(path)")
    }

    @Test("A symbolic link stays one, and the file it leads to gets the code, created if it is not there yet")
    func symbolicLinks() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = try await Self.generatedText()
        let elsewhere = directory.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("// old\n".utf8).write(to: elsewhere.appendingPathComponent("Routes.swift"))
        let link = directory.appendingPathComponent("Routes.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Shared/Routes.swift")
        let run = try await Self.generate(link)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.isSymbolicLink(link))
        #expect(
            try String(contentsOfFile: elsewhere.appendingPathComponent("Routes.swift").path, encoding: .utf8)
                == expected
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["Routes.swift"])

        let dangling = directory.appendingPathComponent("Next.swift").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "Later/Next.swift")
        let created = try await Self.generate(dangling)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(Self.isSymbolicLink(dangling))
        #expect(
            try String(contentsOfFile: directory.appendingPathComponent("Later/Next.swift").path, encoding: .utf8)
                == expected
        )
    }

    @Test("Links in a loop are refused at the output, and nothing is written") func linkLoop() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("A.swift").path
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "B.swift")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("B.swift").path,
            withDestinationPath: "A.swift"
        )
        let run = try await Self.generate(first)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "A.swift:1:1: error: cannot write the output: '\(first)' is a symbolic link in a loop"
            ),
            "\(run.standardError)"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["A.swift", "B.swift"])
    }

    @Test("A FIFO is refused, for generate, check and the other commands that write, and nothing waits for it")
    func fifo() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("Routes.swift").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let refusal =
            "Routes.swift:1:1: error: cannot write the output: '\(fifo)' is a FIFO, and routegen writes only files"
        let runs = [
            ("generate", try await Self.generate(fifo)),
            ("schema", try await Shell.run(Shell.routegen, ["schema", "spec", "--output", fifo])),
            ("docs", try await Shell.run(Shell.routegen, ["docs", Self.spec, "--output", fifo])),
        ]
        for (command, run) in runs {
            #expect(run.status == 1, "\(command)")
            #expect(run.standardError.contains(refusal), "\(command): \(run.standardError)")
        }
        let check = try await Self.generate(fifo, ["--check"])
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "error: cannot check '\(fifo)': it is a FIFO, not a file that holds generated code"
            ),
            "\(check.standardError)"
        )
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Routes.swift"])
    }

    @Test("A symbolic link to a FIFO is refused as the FIFO is, and both stay") func linkToFIFO() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let link = directory.appendingPathComponent("Routes.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "pipe")
        let run = try await Self.generate(link)
        #expect(run.status == 1)
        #expect(run.standardError.contains("'\(link)' is a FIFO"), "\(run.standardError)")
        #expect(Self.isSymbolicLink(link))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Routes.swift", "pipe"]
        )
    }

    @Test("Standard output that a shell appends to a file is refused, and the file keeps what it held")
    func appendedStandardOutput() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("build.log").path
        // `/dev/fd/1` leads to the log itself, so a writer that followed it would replace the log, and nothing else.
        let command =
            "echo kept > '\(log)' && '\(Shell.routegen)' generate '\(Self.spec)' --output /dev/fd/1"
            + " --reader library >> '\(log)'"
        let run = try await Shell.run("/bin/sh", ["-c", command])
        #expect(run.status == 1)
        #expect(run.standardError.contains("'/dev/fd/1' is one of the system's devices"), "\(run.standardError)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "kept\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["build.log"])
    }
}
