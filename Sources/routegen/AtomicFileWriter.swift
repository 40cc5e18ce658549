#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Replaces a file's contents in one step: the bytes go to a temporary file beside the target, which is then renamed
/// over it, so a reader sees the old file or the new one, never half of one.
///
/// The temporary file is named `.<target>.routegen-partial-<process id>`: hidden, so build systems ignore it, and
/// saying what it is. It is removed when the write fails and when the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP); one left by a process that was killed outright is removed by the next write to the same target.
enum AtomicFileWriter {
    struct WriteError: Error, CustomStringConvertible { var description: String }

    static func temporaryName(for fileName: String, processID: Int32) -> String {
        "." + fileName + partialMarker + String(processID)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent().path
        do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw WriteError(description: "cannot create the folder '\(directory)': \(describe(error))")
        }
        removeStaleTemporaryFiles(for: target.lastPathComponent, in: directory)
        let temporaryPath = FilePath.joining(
            directory,
            temporaryName(for: target.lastPathComponent, processID: getpid())
        )
        InterruptCleanup.shared.begin(removing: temporaryPath)
        defer { InterruptCleanup.shared.end() }
        do throws(WriteError) {
            try writeNewFile(bytes, at: temporaryPath)
            guard rename(temporaryPath, path) == 0 else {
                throw WriteError(description: systemError("cannot replace the file"))
            }
        } catch {
            unlink(temporaryPath)
            throw error
        }
    }

    private static let partialMarker = ".routegen-partial-"

    private static func writeNewFile(_ bytes: [UInt8], at path: String) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteError(description: systemError("cannot create a temporary file")) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor)
    }

    /// Writes every byte to an open file, resuming after interrupted and partial writes.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(WriteError) {
        var written = 0
        while written < bytes.count {
            // write(2) reads memory by address: the array's bytes are lent for the call, not copied.
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw WriteError(description: systemError("cannot write the file"))
            }
            written += result
        }
    }

    /// Removes the temporary files of `fileName` left by processes that no longer run (or by an earlier process with
    /// this one's id); a writer that is still running, such as another build writing the same file, keeps its own.
    private static func removeStaleTemporaryFiles(for fileName: String, in directory: String) {
        let prefix = "." + fileName + partialMarker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let processID = Int32(name.dropFirst(prefix.count)), processID == getpid() || !isRunning(processID)
            else { continue }
            unlink(FilePath.joining(directory, name))
        }
    }

    private static func isRunning(_ processID: Int32) -> Bool { kill(processID, 0) == 0 || errno != ESRCH }

    private static func systemError(_ what: String) -> String { "\(what): \(String(cString: strerror(errno)))" }
}
