import Testing
@testable import RouteGenCore

@Suite("ValueSyntax unit") struct ValueSyntaxUnitTests {
    @Test(
        "Int accepts an optional '-' and decimal digits that fit",
        arguments: [
            ("0", 0), ("-0", 0), ("007", 7), ("42", 42), ("-17", -17), ("9223372036854775807", Int.max),
            ("-9223372036854775808", Int.min),
        ]
    ) func validInts(text: String, value: Int) { #expect(ValueSyntax.int(text) == value) }

    @Test(
        "Int rejects everything else",
        arguments: [
            "", "-", "+1", " 1", "1 ", "1.0", "1e3", "0x10", "--1", "1-", "9223372036854775808", "-9223372036854775809",
            "١٢", "１", "one", "1_000",
        ]
    ) func invalidInts(text: String) { #expect(ValueSyntax.int(text) == nil) }

    @Test(
        "Double accepts digits with an optional fraction",
        arguments: [
            ("1", 1.0), ("-2.5", -2.5), ("0.5", 0.5), ("00.25", 0.25), ("-0", 0.0), ("10.0", 10.0),
            ("123456.789", 123456.789),
        ]
    ) func validDoubles(text: String, value: Double) { #expect(ValueSyntax.double(text) == value) }

    @Test(
        "Double rejects exponents, inf, nan and bare points",
        arguments: [
            "", "-", ".5", "5.", "-.5", "1.2.3", "1e5", "1E5", "inf", "-inf", "infinity", "nan", "NaN", "+1.0", " 1",
            "1,5", "0x1p3", "1..2",
        ]
    ) func invalidDoubles(text: String) { #expect(ValueSyntax.double(text) == nil) }

    /// `Double(_:)` rounds an over-long digit string to infinity, which no generated literal or URL can carry.
    @Test("Double never yields infinity for an accepted text") func doubleNeverInfinite() {
        let huge = String(repeating: "9", count: 400)
        let value = ValueSyntax.double(huge)
        #expect(value == nil)
        #expect(ValueSyntax.double(String(repeating: "9", count: 300))?.isFinite == true)
    }

    @Test("Bool accepts exactly true and false", arguments: [("true", true), ("false", false)]) func validBools(
        text: String,
        value: Bool
    ) { #expect(ValueSyntax.bool(text) == value) }

    @Test("Bool rejects other spellings", arguments: ["True", "FALSE", "yes", "no", "1", "0", "on", "", " true"])
    func invalidBools(text: String) { #expect(ValueSyntax.bool(text) == nil) }

    @Test(
        "UUID accepts the 8-4-4-4-12 hex form in either case",
        arguments: [
            "123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000",
            "00000000-0000-0000-0000-000000000000", "aBcDeF01-2345-6789-abcd-EF0123456789",
        ]
    ) func validUUIDs(text: String) { #expect(ValueSyntax.isUUID(text)) }

    @Test(
        "UUID rejects other shapes",
        arguments: [
            "", "123e4567e89b12d3a456426614174000", "{123e4567-e89b-12d3-a456-426614174000}",
            "123e4567-e89b-12d3-a456-42661417400", "123e4567-e89b-12d3-a456-4266141740000",
            "123e4567-e89b-12d3-a456_426614174000", "g23e4567-e89b-12d3-a456-426614174000",
            "123e4567-e89b-12d3-a4564-26614174000", " 23e4567-e89b-12d3-a456-426614174000",
            "123e4567-e89b-12d3-a456-42661417400é",
        ]
    ) func invalidUUIDs(text: String) { #expect(!ValueSyntax.isUUID(text)) }
}
