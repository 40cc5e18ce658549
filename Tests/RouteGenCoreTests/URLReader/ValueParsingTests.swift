import Foundation
import Testing
@testable import RouteURLReader

/// Typed values straight from encoded bytes, against the language of the "Values" table in docs/spec-format.md.
struct ValueParsingTests {
    static func int(_ text: String) -> Int? { withEncodedText(text) { IntValue.parse($0) } }
    static func double(_ text: String) -> Double? { withEncodedText(text) { DoubleValue.parse($0) } }
    static func bool(_ text: String) -> Bool? { withEncodedText(text) { BoolValue.parse($0) } }
    static func uuid(_ text: String) -> UUID? { withEncodedText(text) { UUIDValue.parse($0) } }

    @Test(
        arguments: [
            ("0", 0), ("-0", 0), ("7", 7), ("007", 7), ("-007", -7), ("42", 42), ("-42", -42),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("09223372036854775807", Int.max),
            ("%34%32", 42), ("%2D1", -1), ("9223372036854775808", nil), ("-9223372036854775809", nil),
            ("99999999999999999999", nil), ("", nil), ("-", nil), ("--1", nil), ("+1", nil), ("%2B1", nil), (" 1", nil),
            ("1 ", nil), ("%201", nil), ("1-", nil), ("1.0", nil), ("1e3", nil), ("0x10", nil), ("1_000", nil),
            ("1,000", nil), ("\u{661}\u{662}", nil), ("\u{FF11}", nil), ("%EF%BC%91", nil), ("\u{FEFF}1", nil),
            ("1%", nil), ("%3", nil),
        ] as [(String, Int?)]
    ) func readsInts(text: String, expected: Int?) { #expect(Self.int(text) == expected) }

    @Test(
        arguments: [
            ("0", 0.0), ("-0", -0.0), ("3", 3.0), ("3.14", 3.14), ("-3.14", -3.14), ("00.50", 0.5),
            ("52.520008", 52.520008), ("0.00001", 0.00001), ("%31.5", 1.5),
            ("123456789012345678901234567890", 123456789012345678901234567890.0),
            ("1" + String(repeating: "0", count: 308), 1e308), ("0." + String(repeating: "0", count: 400) + "1", 0.0),
            ("1" + String(repeating: "0", count: 309), nil), ("", nil), ("-", nil), (".5", nil), ("5.", nil),
            ("-.5", nil), ("1.2.3", nil), ("1e5", nil), ("1E5", nil), ("inf", nil), ("-inf", nil), ("infinity", nil),
            ("nan", nil), ("NaN", nil), ("+1", nil), (" 1", nil), ("1 ", nil), ("0x1p3", nil), ("1,5", nil),
            ("\u{661}.5", nil), ("1..2", nil), ("--1", nil), ("1-", nil),
        ] as [(String, Double?)]
    ) func readsDoubles(text: String, expected: Double?) {
        let value = Self.double(text)
        #expect(value == expected)
        #expect(value?.sign == expected?.sign)
    }

    @Test(
        arguments: [
            ("true", true), ("false", false), ("%74rue", true), ("True", nil), ("TRUE", nil), ("FALSE", nil),
            ("1", nil), ("0", nil), ("yes", nil), ("t", nil), ("true ", nil), ("truee", nil), ("tru", nil), ("", nil),
            ("\u{FEFF}true", nil),
        ] as [(String, Bool?)]
    ) func readsBools(text: String, expected: Bool?) { #expect(Self.bool(text) == expected) }

    @Test(arguments: [
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6BA7B810-9DAD-11D1-80B4-00C04FD430C8",
        "6Ba7b810-9DAd-11d1-80B4-00c04fd430C8", "00000000-0000-0000-0000-000000000000",
        "ffffffff-ffff-ffff-ffff-ffffffffffff", "%36ba7b810-9dad-11d1-80b4-00c04fd430c8",
    ]) func readsUUIDs(text: String) throws {
        let decoded = try #require(text.removingPercentEncoding)
        #expect(Self.uuid(text) == UUID(uuidString: decoded))
        #expect(Self.uuid(text) != nil)
    }

    @Test(arguments: [
        "", "6ba7b810-9dad-11d1-80b4-00c04fd430c", "6ba7b810-9dad-11d1-80b4-00c04fd430c88",
        "6ba7b8109dad11d180b400c04fd430c8", "6ba7b810-9dad-11d1-80b400c04fd430c8-",
        "6ba7b81-09dad-11d1-80b4-00c04fd430c8", "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}",
        "6ba7b810-9dad-11d1-80b4-00c04fd430cg", "6ba7b810 9dad 11d1 80b4 00c04fd430c8",
        "6ba7b810-9dad-11d1-80b4-00c04fd430c%", "+ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "6ba7b810-9dad-11d1-80b4-00c04fd430c\u{FF18}",
    ]) func rejectsNonUUIDs(text: String) { #expect(Self.uuid(text) == nil) }

    /// Random UUIDs written in random case read back as themselves.
    @Test func readsRandomUUIDs() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let uuid = UUID(
                uuid: (
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator)
                )
            )
            let text = String(uuid.uuidString.map { Bool.random(using: &generator) ? Character($0.lowercased()) : $0 })
            #expect(Self.uuid(text) == uuid)
        }
    }

    // The parsers the generated code used before the reader, kept here to show the accepted language is unchanged.
    static func previousInt(_ text: String) -> Int? {
        let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8.dropFirst(0)
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    static func previousDouble(_ text: String) -> Double? {
        let unsigned = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8.dropFirst(0)
        let parts = unsigned.split(separator: UInt8(ascii: "."), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }), let value = Double(text),
            value.isFinite
        else { return nil }
        return value
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    @Test func acceptsWhatThePreviousParsersAccepted() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("0123456789-.+e 9\u{661}")
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...22, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(Self.int(text) == Self.previousInt(text), "\(text)")
            let double = Self.double(text)
            let previous = Self.previousDouble(text)
            #expect(double == previous && double?.sign == previous?.sign, "\(text)")
        }
    }
}
