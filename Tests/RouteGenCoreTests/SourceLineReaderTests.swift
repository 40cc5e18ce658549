import Foundation
import Testing
@testable import RouteGenCore
@testable import routegen

/// The command quotes spec lines from the file with `SourceLineReader`; it must give what `SourceLines` gives for
/// the whole text, in any order of lines.
@Suite("Quoting lines from a file") struct SourceLineReaderTests {
    static let texts = [
        "a: 1\nb: 2\nc: 3\n", "no final break\nlast", "crlf: 1\r\nnext: 2\r\n\r\nafter blank\r\n",
        "caf\u{E9}: \u{65E5}\u{672C}\n\n\n  indented\n", "",
    ]

    @Test("Every line, forwards, backwards and past the end, as SourceLines reads it", arguments: texts.indices)
    func linesMatchSourceLines(index: Int) throws {
        let text = Self.texts[index]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "source-lines-\(index)-\(UUID().uuidString).yaml"
        )
        try Data(text.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let expected = SourceLines(text)
        let reader = try #require(SourceLineReader(path: path.path))
        let order = Array(0...(expected.count + 2)) + Array((0...(expected.count + 2)).reversed()) + [2, 1, 3]
        for line in order { #expect(reader[line] == expected[line], "line \(line)") }
    }

    /// Going back to an earlier line starts from the nearest checkpoint rather than the top of the file; the lines
    /// around a checkpoint must come out the same from either direction.
    @Test("Lines across read-back checkpoints of a long file") func longFile() throws {
        let text = (1...5_000).map { "line \($0)" + ($0 % 7 == 0 ? "\r" : "") }.joined(separator: "\n") + "\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "source-lines-long-\(UUID().uuidString).yaml"
        )
        try Data(text.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let expected = SourceLines(text)
        let reader = try #require(SourceLineReader(path: path.path))
        for line in [4_999, 1_024, 1_025, 2_049, 2_048, 1, 5_000, 5_001, 3_000, 1_023, 5_002, 2] {
            #expect(reader[line] == expected[line], "line \(line)")
        }
    }

    @Test("A missing file or a folder gives no reader") func unreadable() {
        #expect(SourceLineReader(path: "/nonexistent/routes.yaml") == nil)
        #expect(SourceLineReader(path: FileManager.default.temporaryDirectory.path) == nil)
    }
}
