import Testing
@testable import RouteGenCore
import RouteURLReader

/// Constraints as the model reads them and as the shared rules check values.
@Suite("Parameter constraints") struct ConstraintTests {
    typealias U = UnitSupport

    @Test(
        "Each declaration gives the constraints of its type",
        arguments: [
            ("params: { id: { type: Int, min: 1, max: 9 } }", "/a/:id", [ValueConstraint.intRange(min: 1, max: 9)]),
            ("params: { id: { type: Int, max: -1 } }", "/a/:id", [.intRange(min: nil, max: -1)]),
            ("params: { id: { type: Double, min: 0.5 } }", "/a/:id", [.doubleRange(min: 0.5, max: nil)]),
            ("params: { id: { minLength: 2 } }", "/a/:id", [.length(2...Int.max)]),
            ("params: { id: { type: String, maxLength: 8 } }", "/a/:id", [.length(0...8)]),
            ("params: { rest: { maxLength: 8 } }", "/a/**rest", [.length(0...8)]),
            (
                "params: { page: { characters: a-c } }", "/a/*page",
                [.characters(AllowedCharacters(ranges: ["a"..."c"], written: "a-c"))]
            ),
        ]
    ) func declarations(params: String, path: String, expected: [ValueConstraint]) throws {
        let output = U.check(U.spec("a:\n  path: \(path)\n  \(params)"))
        #expect(U.errors(output).isEmpty, "\(output.diagnostics)")
        let route = try #require(U.route("a", in: output))
        #expect(route.parameters.first?.constraints == expected)
    }

    @Test("A path parameter with constraints alone is a String") func constraintsAloneMakeAString() throws {
        let output = U.check(U.spec("a:\n  path: /a/:name\n  params: { name: { maxLength: 3 } }"))
        #expect(try #require(U.route("a", in: output)).parameters.first?.type == .string)
    }

    @Test(
        "Character sets read single characters and ranges; a '-' first or last is itself",
        arguments: [
            ("a-z0-9_", [Unicode.Scalar("0")..."9", "_"..."_", "a"..."z"]), ("-a", ["-"..."-", "a"..."a"]),
            ("a-", ["-"..."-", "a"..."a"]), ("é-ü ", [" "..." ", "é"..."ü"]),
        ]
    ) func characterSets(written: String, ranges: [ClosedRange<Unicode.Scalar>]) throws {
        #expect(try AllowedCharacters.parse(written).get().ranges == ranges)
    }

    @Test("An empty or backwards set is a problem, not an empty set") func badCharacterSets() {
        #expect(throws: AllowedCharacters.Problem.empty) { try AllowedCharacters.parse("").get() }
        #expect(throws: AllowedCharacters.Problem.reversedRange("z-a")) { try AllowedCharacters.parse("0-9z-a").get() }
    }

    @Test(
        "Lengths count characters, not bytes or scalars, and stop early on long text",
        arguments: [
            ("abc", 3...3, true), ("é", 1...1, true), ("e\u{301}", 1...1, true), ("👩‍👩‍👧", 1...1, true),
            ("ab", 3...Int.max, false), (String(repeating: "x", count: 100_000), 0...10, false), ("", 0...0, true),
        ]
    ) func lengths(text: String, range: ClosedRange<Int>, allowed: Bool) {
        #expect(ValueBoundRules.length(of: text, in: range) == allowed)
    }

    @Test("Characters are checked scalar by scalar") func characters() {
        let letters: [ClosedRange<Unicode.Scalar>] = ["a"..."z"]
        #expect(ValueBoundRules.characters(of: "abc", in: letters))
        #expect(!ValueBoundRules.characters(of: "abC", in: letters))
        // A combining accent is a scalar of its own, which the set must allow.
        #expect(!ValueBoundRules.characters(of: "e\u{301}", in: letters))
    }

    @Test(
        "A value of another type meets a constraint; a bound is inclusive",
        arguments: [
            (ValueConstraint.intRange(min: 1, max: 5), ParameterValue.int(5), true),
            (.intRange(min: 1, max: 5), .int(6), false), (.doubleRange(min: -0.5, max: nil), .double(-0.5), true),
            (.doubleRange(min: -0.5, max: nil), .double(-0.51), false), (.length(1...2), .texts(["a", "bc"]), true),
            (.length(1...2), .texts(["a", "bcd"]), false), (.intRange(min: 1, max: 5), .text("x"), true),
        ]
    ) func allows(constraint: ValueConstraint, value: ParameterValue, allowed: Bool) {
        #expect(constraint.allows(value) == allowed)
    }

    @Test("A context value that breaks its constraints is left out, as one of the wrong type is") func contextValues()
        throws
    {
        let yaml =
            "version: 1\nschemes: [myapp]\ncontext:\n  ref: { type: String, maxLength: 3 }\n  n: { type: Int, min: 1, default: 5 }\n"
            + "routes:\n  home: { path: / }\n"
        let table = try #require(U.check(yaml).table)
        let explainer = LinkExplainer(table: table)
        #expect(explainer.explain("myapp://?ref=abc&n=2").context.map(\.value) == [.text("abc"), .int(2)])
        #expect(explainer.explain("myapp://?ref=abcd&n=0").context.map(\.value) == [nil, .int(5)])
    }

    @Test("A redirect checks the route's constraints on the value it passes on, as well as its own")
    func redirectsInheritConstraints() throws {
        let yaml =
            U.spec(
                """
                item:
                  path: /items/:itemId
                  params: { itemId: { type: Int, min: 1 } }
                """
            )
            + "redirects:\n  old:\n    path: /i/:itemId\n    params: { itemId: { type: Int, max: 99 } }\n    to: item\n"
        let table = try #require(U.check(yaml).table)
        #expect(
            table.redirects.first?.declaration.parameters.first?.constraints == [
                .intRange(min: nil, max: 99), .intRange(min: 1, max: nil),
            ]
        )
        let explainer = LinkExplainer(table: table)
        #expect(explainer.explain("myapp://i/5").resolvedLink != nil)
        #expect(explainer.explain("myapp://i/0").resolvedLink == nil)
        #expect(explainer.explain("myapp://i/100").resolvedLink == nil)
    }
}
