#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLReaderSource {
    /// The reader as every generated file carries it, inside its private namespace: the files in name order, each
    /// line indented by four spaces (blank lines stay empty), one blank line between files.
    static let nestedInNamespace: String = files.map { file in
        file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .trimmingNewlines
    }.joined(separator: "\n\n")
}

private extension String {
    /// Without the line breaks at either end.
    var trimmingNewlines: String {
        String(drop { $0.isNewline }.reversed().drop { $0.isNewline }.reversed())
    }
}
