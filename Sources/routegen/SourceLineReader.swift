#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Reads the lines diagnostics quote from a file, moving forward through it: diagnostics come in the order of their
/// places, so quoting line 6 of a spec of a million lines reads six lines, not the whole file, and holds one line
/// in memory instead of the file and an index of its lines.
final class SourceLineReader {
    private let file: UnsafeMutablePointer<FILE>
    /// The number of the line the next read returns.
    private var nextLine = 1
    /// Whether the last line read ended with a line break (or nothing was read): then the file's last line is the
    /// empty one after it, as `SourceLines` counts lines.
    private var isAtLineStart = true
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    init?(path: String) {
        // A folder opens on Linux and only fails to read.
        guard !FilePath.isFolder(path), let file = fopen(path, "rb") else { return nil }
        self.file = file
    }

    deinit {
        free(buffer)
        fclose(file)
    }

    /// The text of a 1-based line without its line break, as `SourceLines` gives it; nil past the end.
    subscript(line: Int) -> String? {
        guard line >= 1 else { return nil }
        if line < nextLine {
            rewind(file)
            nextLine = 1
            isAtLineStart = true
        }
        while true {
            let count = getline(&buffer, &capacity, file)
            guard count >= 0, let buffer else { return line == nextLine && isAtLineStart && ferror(file) == 0 ? "" : nil }
            nextLine += 1
            isAtLineStart = buffer[count - 1] == CChar(UInt8(ascii: "\n"))
            guard nextLine > line else { continue }
            var length = count
            if length > 0, buffer[length - 1] == CChar(UInt8(ascii: "\n")) { length -= 1 }
            if length > 0, buffer[length - 1] == CChar(UInt8(ascii: "\r")) { length -= 1 }
            return buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
        }
    }
}
