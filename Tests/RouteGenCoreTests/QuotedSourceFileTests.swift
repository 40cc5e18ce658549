import Foundation
import Testing
@testable import RouteGenCore
@testable import routegen

/// The command quotes spec lines from the file as `FileSystem.readFile` reads it; it must give what `SourceLines`
/// gives for the whole text.
@Suite("Quoting lines from a file") struct QuotedSourceFileTests {
    static let texts = [
        "a: 1\nb: 2\nc: 3\n", "no final break\nlast", "crlf: 1\r\nnext: 2\r\n\r\nafter blank\r\n",
        "caf\u{E9}: \u{65E5}\u{672C}\n\n\n  indented\n", "",
    ]

    @Test("Every line and past the end, as SourceLines reads the text", arguments: texts.indices)
    func linesMatchSourceLines(index: Int) throws {
        let text = Self.texts[index]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "source-lines-\(index)-\(UUID().uuidString).yaml"
        )
        try Data(text.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let expected = SourceLines(text)
        let lines = SourceLines(try #require(FileSystem.readFile(path.path)))
        for line in 0...(expected.count + 2) { #expect(lines[line] == expected[line], "line \(line)") }
    }

    @Test("A missing file or a folder has no lines") func unreadable() {
        #expect(FileSystem.readFile("/nonexistent/routes.yaml") == nil)
        #expect(FileSystem.readFile(FileManager.default.temporaryDirectory.path) == nil)
    }
}
