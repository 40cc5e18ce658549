import Testing
@testable import RouteGenCore

/// Changes whose verdict turns on values a sampling check would miss: the comparison finds the one kind of link that
/// breaks, or proves that none does, from the types, bounds, characters and spellings themselves.
@Suite("Compatibility: exact verdicts") struct CompatibilityExactnessTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var old: String
        var new: String
        /// The links the errors name; none when every link is kept.
        var witnesses: [String]

        var testDescription: String { name }
    }

    static func spec(caseSensitive: Bool = false, _ route: String) -> String {
        "version: 1\nschemes: [app]\ncaseSensitive: \(caseSensitive)\nroutes:\n  code:\n" + route
    }

    static let cases = [
        Case(
            name: "text of at most 18 digits is always an Int",
            old: spec("    path: /n/:code\n    params: { code: { maxLength: 18, characters: 0-9 } }\n"),
            new: spec("    path: /n/:code\n    params: { code: Int }\n"),
            witnesses: []
        ),
        Case(
            name: "text of 20 digits can be past Int's range",
            old: spec("    path: /n/:code\n    params: { code: { maxLength: 20, characters: 0-9 } }\n"),
            new: spec("    path: /n/:code\n    params: { code: Int }\n"),
            witnesses: ["app://n/9223372036854775808"]
        ),
        Case(
            name: "every Int of a range is a Double of the same range",
            old: spec("    path: /n/:code\n    params: { code: { type: Int, min: 1, max: 10 } }\n"),
            new: spec("    path: /n/:code\n    params: { code: { type: Double, min: 1, max: 10 } }\n"),
            witnesses: []
        ),
        Case(
            name: "the top of an Int range past a Double bound",
            old: spec("    path: /n/:code\n    params: { code: { type: Int, min: 1, max: 10 } }\n"),
            new: spec("    path: /n/:code\n    params: { code: { type: Double, min: 1, max: 9.5 } }\n"),
            witnesses: ["app://n/10"]
        ),
        Case(
            name: "a case-sensitive enum that lists both spellings of a letter",
            old: spec("    path: /:code\n    params: { code: { enum: [a] } }\n"),
            new: spec(caseSensitive: true, "    path: /:code\n    params: { code: { enum: [a, A] } }\n"),
            witnesses: []
        ),
        Case(
            name: "a case-sensitive enum that lists three of four spellings",
            old: spec("    path: /:code\n    params: { code: { enum: [ab] } }\n"),
            new: spec(caseSensitive: true, "    path: /:code\n    params: { code: { enum: [ab, AB, Ab] } }\n"),
            witnesses: ["app://aB"]
        ),
        Case(
            name: "a length bound that only an Int spelled with leading zeros breaks",
            old: spec("    path: /n/:code\n    params: { code: Int }\n"),
            new: spec("    path: /n/:code\n    params: { code: { maxLength: 19, characters: 0-9- } }\n"),
            witnesses: ["app://n/00000000000000000000"]
        ),
        Case(
            name: "Bool's two values, each taken by a route of its own",
            old: spec("    path: /f/:on\n    params: { on: Bool }\n"),
            new: "version: 1\nschemes: [app]\nroutes:\n  on:\n    path: /f/true\n  off:\n    path: /f/false\n",
            witnesses: ["app://f/false", "app://f/true"]
        ),
    ]

    @Test("The verdict and the witnesses", arguments: cases) func verdict(of example: Case) throws {
        let output = RouteGenerator.check(
            spec: Array(example.new.utf8),
            specPath: "new.yaml",
            against: Array(example.old.utf8),
            earlierPath: "old.yaml",
            sourceChanges: .ignore
        )
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.compactMap(CompatibilityCorpusTests.link(in:)).sorted() == example.witnesses, "\(errors)")
    }
}
