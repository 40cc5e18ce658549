import Foundation

/// Runs programs for the command-line and compile-and-run tests.
enum Shell {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Output goes to files rather than pipes, so a child that prints a lot can never block. The caller is suspended,
    /// not blocked, while the child runs: the tests share a thread pool as small as the machine's core count.
    /// `environment` holds variables added to this process's environment for the child.
    static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String] = [:]
    ) async throws -> Result {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            // Set before `run()`, so an early exit cannot be missed.
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// Runs a program file this process has just written. Another test may fork while the file is still open for
    /// writing; the child holds that descriptor until it execs, and until then starting the program fails with
    /// "Text file busy". That wait is short, so the start is retried.
    static func runJustWritten(_ executable: String, _ arguments: [String], in directory: URL? = nil) async throws
        -> Result
    {
        var attempts = 0
        while true {
            do { return try await run(executable, arguments, in: directory) } catch
                where isTextFileBusy(error) && attempts < 50
            {
                attempts += 1
                try await Task.sleep(nanoseconds: 100_000_000)
            }
        }
    }

    private static func isTextFileBusy(_ error: any Error) -> Bool {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return [error as NSError, underlying].contains { $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY) }
    }

    /// The `routegen` executable SwiftPM built beside the test bundle.
    static let routegen: String = {
        if let path = ProcessInfo.processInfo.environment["ROUTEGEN_BINARY"] { return path }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // On macOS the tests run inside an .xctest bundle that a helper loads; the products sit beside the bundle.
        let testBundleFolders = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
            .map { $0.bundleURL.deletingLastPathComponent() }
        let candidates =
            (testBundleFolders + [
                testBinary.deletingLastPathComponent(), Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
                testBinary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
            ])
            .map { $0.appendingPathComponent("routegen").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }()

    static let swiftc = onPath("swiftc")
    /// The `swift` driver beside it, for `swift format`.
    static let swift = onPath("swift")

    private static func onPath(_ program: String) -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/" + program
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-tests-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
