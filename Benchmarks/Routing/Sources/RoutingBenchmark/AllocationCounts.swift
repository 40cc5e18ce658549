import Foundation

/// Heap allocations per URL, counted by routing-allocations in a process of its own: malloc-interposer slows every
/// malloc and free down, counting or not, and the timings of this process should not pay for it.
struct AllocationCounts {
    struct Figures {
        let perURL: Double
        let perMatchedURL: Double
    }

    /// By style name, then contender name.
    private let figures: [String: [String: Figures]]

    subscript(style: String, contender: String) -> Figures? { figures[style]?[contender] }

    /// Runs routing-allocations, built beside this executable, with the interposer's library preloaded.
    static func count() throws -> AllocationCounts {
        let directory = Bundle.main.executableURL!.deletingLastPathComponent()
        #if os(macOS)
        let (variable, library) = ("DYLD_INSERT_LIBRARIES", "libMallocInterposerSwift.dylib")
        #else
        let (variable, library) = ("LD_PRELOAD", "libMallocInterposerSwift.so")
        #endif
        let process = Process()
        process.executableURL = directory.appending(path: "routing-allocations")
        process.environment = ProcessInfo.processInfo.environment.merging([
            variable: directory.appending(path: library).path(percentEncoded: false)
        ]) { _, preloaded in preloaded }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CountingFailed(status: process.terminationStatus) }

        var figures: [String: [String: Figures]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 4, let perURL = Double(fields[2]), let perMatchedURL = Double(fields[3]) else {
                throw UnreadableLine(line: String(line))
            }
            figures[fields[0], default: [:]][fields[1]] = Figures(perURL: perURL, perMatchedURL: perMatchedURL)
        }
        return AllocationCounts(figures: figures)
    }

    struct CountingFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "routing-allocations exited with status \(status)" }
    }

    struct UnreadableLine: Error, CustomStringConvertible {
        let line: String
        var description: String { "routing-allocations printed '\(line)'" }
    }
}
