import Foundation
import Testing
@testable import routegen

/// routegen writes only where it may: a symbolic link stays a link and its target gets the code, a FIFO or a device
/// is written in place and never replaced, the process's own standard output is written through its descriptor
/// (so a shell's `>>` keeps what the file held), and what is neither file nor stream is refused with a located error.
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
            ("/dev/stdout", "descriptor 1"), ("/dev/stderr", "descriptor 2"),
            ("/dev/null", "stream a character device"), ("/", "refused a folder"),
            ("/no/such/folder/Routes.swift", "file"),
        ]
    ) func kinds(path: String, expected: String) {
        let described =
            switch OutputDestination(path: path) {
            case .file: "file"
            case .stream(_, let kind): "stream \(kind)"
            case .descriptor(let descriptor, _): "descriptor \(descriptor)"
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

    @Test("A FIFO is written in place for the process that reads it, and refused at once when none does") func fifo()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = try await Self.generatedText()
        let fifo = directory.appendingPathComponent("routes.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)

        let unread = try await Self.generate(fifo)
        #expect(unread.status == 1)
        #expect(
            unread.standardError.contains("cannot open a FIFO '\(fifo)' for writing: no process reads it"),
            "\(unread.standardError)"
        )

        let copy = directory.appendingPathComponent("copy.swift").path
        var reader = try ChildProcess("/bin/sh", ["-c", "cat '\(fifo)' > '\(copy)'"])
        // The reader has the FIFO open once routegen's open finds a reader; until then, routegen is refused.
        var run = try await Self.generate(fifo)
        for _ in 0..<200 where run.status != 0 {
            try await Task.sleep(for: .milliseconds(10))
            run = try await Self.generate(fifo)
        }
        #expect(run.status == 0, "\(run.standardError)")
        if run.status != 0 { close(open(fifo, O_WRONLY | O_NONBLOCK)) }  // lets the reader end
        #expect(await reader.wait() == .exited(0))
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == expected)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
    }

    @Test("The standard output a shell appends to keeps what it held, and a device stays a device")
    func standardOutputAndDevices() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = try await Self.generatedText()
        let log = directory.appendingPathComponent("build.log").path
        // `/dev/fd/1` rather than `/dev/stdout`: the same descriptor, and a writer that replaced the path would fail
        // there instead of replacing the machine's `/dev/stdout`.
        let command =
            "echo kept > '\(log)' && '\(Shell.routegen)' generate '\(Self.spec)' --output /dev/fd/1"
            + " --reader library >> '\(log)'"
        let run = try await Shell.run("/bin/sh", ["-c", command])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "kept\n" + expected)

        let null = try await Self.generate("/dev/null")
        #expect(null.status == 0, "\(null.standardError)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("Checking a stream is an error that says why, and what to check instead") func checkingAStream() async throws
    {
        let run = try await Self.generate("/dev/null", ["--check"])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "/dev/null:1:1: error: cannot check '/dev/null': it is a character device, which holds no generated file"
            ),
            "\(run.standardError)"
        )
    }
}
