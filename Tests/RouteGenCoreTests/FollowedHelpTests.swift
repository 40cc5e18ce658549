import Foundation
import Testing
@testable import RouteGenCore

/// A diagnostic's advice must work: each bad spec here, edited the way its errors say, must lose those errors
/// without gaining others.
@Suite("Following the help") struct FollowedHelpTests {
    /// A bad spec and the edits its messages ask for, each a piece of text and what it becomes.
    struct Correction: CustomTestStringConvertible, Sendable {
        var name: String
        var edits: [(written: String, corrected: String)]
        var testDescription: String { name }
    }

    static let corrections: [Correction] = [
        Correction(
            name: "route-name-and-path-both-wrong",
            edits: [("user-profile:", "userProfile:"), ("path: users/:id", "path: /users/:id")]
        ), Correction(name: "constraint-bound-without-type", edits: [("{ min: 1 }", "{ type: Int, min: 1 }")]),
        Correction(
            name: "constraint-quoted-number",
            edits: [("min: \"1\"", "min: 1"), ("maxLength: '50'", "maxLength: 50")]
        ),
    ]

    /// A help that says exactly how to change one line: `indent 'path' 4 spaces` (or `indent it 4 spaces`, the
    /// first of the choices), or `write 'path: /'` in place of the line's text. Helps with a placeholder, such as
    /// `write 'auth: value'`, need a person.
    enum LineEdit: Equatable {
        /// `withLinesUnder` when the help says to move the lines under it too.
        case indent(line: Int, spaces: Int, withLinesUnder: Bool)
        case write(line: Int, text: String)

        init?(_ help: String, at line: Int) {
            if let match = help.firstMatch(of: /indent (?:'[^']+'|it) (\d+) spaces?/), let spaces = Int(match.1) {
                self = .indent(line: line, spaces: spaces, withLinesUnder: help.contains("and the lines under it"))
            } else if let match = help.wholeMatch(
                of: /write '([^']+)'(?:, so that the lines indented under it are its value)?/
            ) {
                self = .write(line: line, text: String(match.1))
            } else {
                return nil
            }
        }

        /// The text with this edit made.
        func applied(to text: String) -> String {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
            switch self {
            case .indent(let number, let spaces, let withLinesUnder):
                let original = indentation(lines[number - 1])
                let shift = spaces - original
                var index = number - 1
                repeat {
                    let line = lines[index]
                    if !line.allSatisfy({ $0 == " " }) {
                        lines[index] =
                            String(repeating: " ", count: indentation(line) + shift) + line.drop { $0 == " " }
                    }
                    index += 1
                } while withLinesUnder && index < lines.count
                    && (lines[index].allSatisfy { $0 == " " } || indentation(lines[index]) > original)
            case .write(let number, let text):
                lines[number - 1] = String(repeating: " ", count: indentation(lines[number - 1])) + text
            }
            return lines.joined(separator: "\n")
        }
    }

    @Test("Every help that says how to change a line, applied, removes its error and adds none")
    func lineEditsFixTheirErrors() throws {
        var applied = 0
        for name in Fixtures.badSpecNames {
            let path = "Tests/Fixtures/BadSpecs/\(name).yaml"
            guard let text = String(bytes: try Fixtures.bytes(path), encoding: .utf8) else { continue }
            let before = RouteGenerator.check(spec: Array(text.utf8), specPath: path).diagnostics
            let errorsBefore = before.filter { $0.severity == .error }
            for diagnostic in errorsBefore {
                for note in diagnostic.notes where note.kind == .help {
                    let line = note.location?.line ?? diagnostic.location.line
                    guard let edit = LineEdit(note.message, at: line) else { continue }
                    applied += 1
                    let after = RouteGenerator.check(spec: Array(edit.applied(to: text).utf8), specPath: path)
                        .diagnostics.filter { $0.severity == .error }
                    #expect(
                        !after.contains { $0.message == diagnostic.message },
                        "\(name): following '\(note.message)' leaves the error"
                    )
                    let newErrors = after.filter { error in !errorsBefore.contains { $0.message == error.message } }
                    #expect(newErrors.isEmpty, "\(name): following '\(note.message)' gives \(newErrors)")
                }
            }
        }
        // The missing colons and the indentation mistakes of the corpus.
        #expect(applied >= 7)
    }

    @Test("Doing what the messages say leaves a clean spec", arguments: corrections) func correctedSpecIsClean(
        correction: Correction
    ) throws {
        let path = "Tests/Fixtures/BadSpecs/\(correction.name).yaml"
        var text = try Fixtures.text(path)
        #expect(RouteGenerator.check(spec: Array(text.utf8), specPath: path).diagnostics.containsErrors)
        for edit in correction.edits {
            #expect(text.contains(edit.written), "\(edit.written) is not in \(path)")
            text = text.replacingOccurrences(of: edit.written, with: edit.corrected)
        }
        let corrected = RouteGenerator.check(spec: Array(text.utf8), specPath: path)
        #expect(corrected.diagnostics.isEmpty, "\(corrected.diagnostics)")
    }
}
