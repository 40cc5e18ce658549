import Foundation
import RouteGenCore

/// The lines diagnostics quote from a file, read whole when the first of them is quoted: a spec is read whole to be
/// checked anyway, so its lines cost about what its text does, once per run.
enum QuotedSourceFile {
    /// The lines of the file at `path`; nil when it cannot be read or is a folder, which opens on Linux.
    static func lines(at path: String) -> SourceLines? {
        guard !FilePath.isFolder(path), let data = FileManager.default.contents(atPath: path) else { return nil }
        return SourceLines(Array(data))
    }
}
