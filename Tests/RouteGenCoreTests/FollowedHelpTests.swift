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
        ),
        Correction(name: "constraint-bound-without-type", edits: [("{ min: 1 }", "{ type: Int, min: 1 }")]),
        Correction(name: "constraint-quoted-number", edits: [("min: \"1\"", "min: 1"), ("maxLength: '50'", "maxLength: 50")]),
    ]

    @Test("Doing what the messages say leaves a clean spec", arguments: corrections)
    func correctedSpecIsClean(correction: Correction) throws {
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
