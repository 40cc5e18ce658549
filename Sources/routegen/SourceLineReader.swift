import RouteGenCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Reads the lines diagnostics quote from a file, moving forward through it: diagnostics come in the order of their
/// places, so quoting line 6 of a spec of a million lines reads six lines, not the whole file, and holds one line
/// in memory instead of the file and an index of its lines.
///
/// A note may point back at an earlier line; the reader then goes back to the nearest checkpoint, the start of every
/// `checkpointSpacing`th line it has passed, so that no line costs more than that many lines of reading again.
final class SourceLineReader {
    private static let checkpointSpacing = 1_024

    // A C stream and getline(3)'s buffer, which it grows and reuses: one allocation for all the lines read.
    private let file: UnsafeMutablePointer<FILE>
    /// The number of the line the next read returns.
    private var nextLine = 1
    /// `checkpoints[k]` is the offset where line `k * checkpointSpacing + 1` starts.
    private var checkpoints: [off_t] = [0]
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
            let checkpoint = (line - 1) / Self.checkpointSpacing
            guard fseeko(file, checkpoints[checkpoint], SEEK_SET) == 0 else { return nil }
            nextLine = checkpoint * Self.checkpointSpacing + 1
            isAtLineStart = true
        }
        while true {
            if (nextLine - 1) % Self.checkpointSpacing == 0,
                (nextLine - 1) / Self.checkpointSpacing == checkpoints.count
            {
                checkpoints.append(ftello(file))
            }
            let count = getline(&buffer, &capacity, file)
            guard count >= 0, let buffer else {
                return line == nextLine && isAtLineStart && ferror(file) == 0 ? "" : nil
            }
            nextLine += 1
            isAtLineStart = buffer[count - 1] == CChar(UInt8(ascii: "\n"))
            guard nextLine > line else { continue }
            let length = isAtLineStart ? count - 1 : count
            // The line is read where getline left it, without a copy of its own.
            return buffer.withMemoryRebound(to: UInt8.self, capacity: count) {
                SourceLines.lineText(UnsafeBufferPointer(start: $0, count: length))
            }
        }
    }
}
