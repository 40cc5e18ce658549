import Foundation
import Testing
@testable import routegen

/// The output is replaced in one step, and the temporary file that makes this possible never outlives the run:
/// it is removed on errors and interrupts, and one left by a killed run is removed by the next.
@Suite("Writing the output") struct OutputWriteTests {
    static let spec = Fixtures.url("Specs/reference.yaml").path
    static let largeSpec = Fixtures.url("Tests/Fixtures/Large/grouped-1000.yaml").path

    @Test("Killed at any moment, generate leaves the old output or the new one, never part of either") func killedRuns()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Routes.swift")
        let expected = try await Self.generatedText(into: directory)
        let arguments = ["generate", Self.spec, "--output", output.path]
        // The kills land within the time a whole run takes on this machine, measured first, so that most of them come
        // before the end however fast or busy the machine is; both are timed on threads of their own, since the
        // tests' pool, busy with other tests, can resume a task long after a run has ended.
        let runMicroseconds = try await Self.microseconds(ofRun: arguments)
        var generator = SeededGenerator(seed: 0x6B11)
        var killedBeforeTheEnd = 0
        for _ in 0..<30 {
            try Data("// old\n".utf8).write(to: output)
            var child = try ChildProcess(Shell.routegen, arguments)
            let processIdentifier = child.processIdentifier
            let delay = UInt32(Int.random(in: 0..<runMicroseconds, using: &generator))
            await DedicatedThread.run {
                usleep(delay)
                kill(processIdentifier, SIGKILL)
            }
            if await child.wait() == .signalled(SIGKILL) { killedBeforeTheEnd += 1 }
            let text = try String(contentsOf: output, encoding: .utf8)
            #expect(text == "// old\n" || text == expected, "the output holds \(text.utf8.count) bytes")
        }
        #expect(killedBeforeTheEnd > 0)

        let finish = try await Shell.run(Shell.routegen, ["generate", Self.spec, "--output", output.path])
        #expect(finish.status == 0, "\(finish.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Routes.swift"])
    }

    @Test(
        "Stopped while its temporary file exists, then signalled, generate leaves the right files behind",
        arguments: [SIGINT, SIGTERM, SIGKILL]
    ) func signalledMidWrite(signal: Int32) async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Routes.swift")
        let expected = try await Self.generatedText(into: directory, spec: Self.largeSpec)
        var caught = 0
        // On a busy machine the poll can miss the millisecond the file exists, so it tries many times, but stops at
        // the first run it stops in time.
        for _ in 0..<40 where caught == 0 {
            try Data("// old\n".utf8).write(to: output)
            let started = try ChildProcess(Shell.routegen, ["generate", Self.largeSpec, "--output", output.path])
            let (polled, stopped) = await Self.stopOnceTemporaryFileAppears(started, in: directory)
            var child = polled
            if stopped {
                child.send(signal)
                child.send(SIGCONT)
            }
            guard stopped, await child.wait() == .signalled(signal) else { continue }
            caught += 1
            let text = try String(contentsOf: output, encoding: .utf8)
            #expect(text == "// old\n" || text == expected, "the output holds \(text.utf8.count) bytes")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0 != "Routes.swift" }
            if signal == SIGKILL {
                // Nothing can run on SIGKILL: the next run cleans up.
                #expect(left.count <= 1)
                _ = try await Self.generatedText(into: directory, spec: Self.spec)
                #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Routes.swift"])
            } else {
                #expect(left.isEmpty)
            }
        }
        #expect(caught > 0, "the signal never arrived during a write")
    }

    @Test("The next run removes the temporary files of runs that no longer exist, and only those")
    func staleTemporaryFiles() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let finished = try await Shell.run("/bin/sh", ["-c", "echo $$"])
        let deadProcessID = try #require(Int32(finished.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        let stale = AtomicFileWriter.temporaryName(for: "Routes.swift", processID: deadProcessID)
        let running = AtomicFileWriter.temporaryName(for: "Routes.swift", processID: getpid())
        let otherTarget = AtomicFileWriter.temporaryName(for: "Other.swift", processID: deadProcessID)
        for name in [stale, running, otherTarget] {
            try Data("partial".utf8).write(to: directory.appendingPathComponent(name))
        }
        #expect(stale == ".Routes.swift.routegen-partial-\(deadProcessID)")

        _ = try await Self.generatedText(into: directory)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == [otherTarget, running, "Routes.swift"].sorted()
        )
    }

    @Test("A failed write removes its temporary file and keeps the old output") func failedWrite() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A folder where the output should be: the temporary file is written, but cannot be renamed over it.
        let output = directory.appendingPathComponent("Routes.swift")
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("kept"),
            withIntermediateDirectories: true
        )
        let run = try await Shell.run(Shell.routegen, ["generate", Self.spec, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.standardError.contains("Routes.swift:1:1: error: cannot write the output"), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Routes.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["kept"])
    }

    /// Stops the child with SIGSTOP as soon as its temporary file is in the folder, if that happens before it ends.
    /// The write takes about a millisecond; looking every 50 µs sees its temporary file on most runs. A loop that
    /// sleeps between looks is woken promptly on a busy machine, where a spinning one is made to wait its turn and
    /// misses the write. It runs on a thread of its own, so it holds up no other test.
    private static func stopOnceTemporaryFileAppears(_ child: ChildProcess, in directory: URL) async -> (
        ChildProcess, stopped: Bool
    ) {
        await DedicatedThread.run {
            var child = child
            while child.isRunning() {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                if names.contains(where: { $0.contains(".routegen-partial-") }) {
                    child.send(SIGSTOP)
                    return (child, true)
                }
                usleep(50)
            }
            return (child, false)
        }
    }

    private static func generatedText(into directory: URL, spec: String = spec) async throws -> String {
        let output = directory.appendingPathComponent("Routes.swift")
        let run = try await Shell.run(Shell.routegen, ["generate", spec, "--output", output.path])
        try #require(run.status == 0, "\(run.standardError)")
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// How long a run of routegen with `arguments` takes, from its start to its end, in microseconds (at least 1,000).
    private static func microseconds(ofRun arguments: [String]) async throws -> Int {
        let started = ContinuousClock.now
        let child = try ChildProcess(Shell.routegen, arguments)
        let processIdentifier = child.processIdentifier
        return await DedicatedThread.run {
            var status: Int32 = 0
            while waitpid(processIdentifier, &status, 0) == -1 && errno == EINTR {}
            return max(1_000, Int((ContinuousClock.now - started) / .microseconds(1)))
        }
    }
}
