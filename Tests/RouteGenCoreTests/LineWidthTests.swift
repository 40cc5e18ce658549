import Foundation
import Testing
@testable import RouteGenCore

/// Generated files are read in review like the rest of an app: every line fits in 120 characters, except a line given
/// over to one token that no layout can split, such as a long string literal, identifier or word of a comment.
@Suite("Generated line width") struct LineWidthTests {
    /// Besides its long token, a line may hold its indentation, a comment marker, a keyword or label, punctuation.
    static let allowanceBesideLongToken = 40

    /// Whether `line` fits, or is over-long only because of one token that would not fit on any line.
    static func isAcceptable(_ line: Substring) -> Bool {
        line.count <= LayoutPrinter.lineWidth
            || tokens(in: line).contains { line.count - $0.count <= allowanceBesideLongToken }
    }

    /// The unsplittable tokens of a line: in a comment its words; in code its string literals and identifiers.
    static func tokens(in line: Substring) -> [Substring] {
        if line.drop(while: { $0 == " " }).hasPrefix("//") { return line.split(separator: " ") }
        var tokens: [Substring] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            var end = line.index(after: index)
            if character == "\"" {
                var isEscaped = false
                while end < line.endIndex {
                    let next = line[end]
                    end = line.index(after: end)
                    if isEscaped {
                        isEscaped = false
                    } else if next == "\\" {
                        isEscaped = true
                    } else if next == "\"" {
                        break
                    }
                }
                tokens.append(line[index..<end])
            } else if character.isLetter || character == "_" {
                while end < line.endIndex, line[end].isLetter || line[end].isNumber || line[end] == "_" {
                    end = line.index(after: end)
                }
                tokens.append(line[index..<end])
            }
            index = end
        }
        return tokens
    }

    static func overLongLines(in source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !isAcceptable($0.element) }.map { "line \($0.offset + 1) (\($0.element.count)): \($0.element)" }
    }

    static let goldenFiles =
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Tests/Fixtures/Golden").path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    @Test("Every line of every golden file fits", arguments: goldenFiles) func goldenLinesFit(file: String) throws {
        let lines = Self.overLongLines(in: try Fixtures.text("Tests/Fixtures/Golden/\(file)"))
        #expect(lines.isEmpty, "\(lines.joined(separator: "\n"))")
    }

    @Test(
        "Every line of every file generated from the edge specs fits, long names and spec text included",
        arguments: Fixtures.edgeSpecNames
    ) func edgeSpecLinesFit(spec: String) throws {
        let text = try Fixtures.text("Tests/Fixtures/EdgeSpecs/\(spec).yaml")
        var outputs: Set<OutputKind> = [.exampleTests, .navigation, .wiring]
        if text.contains("\nactivities:") { outputs.insert(.activities) }
        if text.contains("intent:") { outputs.insert(.intents) }
        let output = RouteGenerator.generate(
            spec: Array(text.utf8),
            specPath: "\(spec).yaml",
            rendering: RenderOptions(codable: true, outputs: outputs, exampleTestsModule: "App")
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        #expect(Set(output.files.keys) == outputs)
        for file in [source] + outputs.sorted(by: { $0.configKey < $1.configKey }).compactMap({ output.files[$0] }) {
            let lines = Self.overLongLines(in: file)
            #expect(lines.isEmpty, "\(lines.joined(separator: "\n"))")
        }
    }

    @Test("An over-long line passes only when one token of it could not fit elsewhere") func rule() {
        let literal = "\"" + String(repeating: "a", count: 110) + "\""
        let identifier = String(repeating: "b", count: 100)
        #expect(Self.isAcceptable("        \(literal),"))
        #expect(Self.isAcceptable("                is: \(literal)"))
        #expect(Self.isAcceptable("    /// `/\(identifier)/\(identifier)`"))
        #expect(Self.isAcceptable("    private static func \(identifier)("))
        #expect(Self.isAcceptable(Substring(String(repeating: "x", count: 120))))
        #expect(!Self.isAcceptable(Substring("    " + Array(repeating: "word", count: 30).joined(separator: " "))))
        #expect(!Self.isAcceptable("        case .\(identifier.prefix(60)): return try \(identifier.prefix(60))(link)"))
        #expect(
            !Self.isAcceptable(
                "            return destinations.call(value: \(literal), other: \(identifier.prefix(20)))"
            )
        )
        #expect(Self.tokens(in: #"    x("a\"b", c_1) // d"#) == ["x", #""a\"b""#, "c_1", "d"])
    }
}
