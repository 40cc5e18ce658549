#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Writes the output into a FIFO or a character device in place, as `cat > PATH` would, or into one of the
/// process's open files (`--output /dev/stdout`), where replacing the path would put a regular file in place of the
/// stream, or in place of the file the shell appends to.
enum StreamWriter {
    static func write(_ bytes: [UInt8], to path: String, kind: String) throws(AtomicFileWriter.WriteError) {
        // Not blocking: opening a FIFO that no process reads fails at once instead of waiting for a reader forever.
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "no process reads it" : String(cString: strerror(errno))
            throw .init(description: "cannot open \(kind) '\(path)' for writing: \(reason)")
        }
        defer { close(descriptor) }
        // The stream's reader sets the pace of the writes that follow, as for any program writing to a pipe.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        try AtomicFileWriter.writeAll(bytes, to: descriptor)
    }

    /// Writes the output to one of the process's open files, which stays open.
    static func write(_ bytes: [UInt8], toDescriptor descriptor: Int32) throws(AtomicFileWriter.WriteError) {
        try AtomicFileWriter.writeAll(bytes, to: descriptor)
    }
}
