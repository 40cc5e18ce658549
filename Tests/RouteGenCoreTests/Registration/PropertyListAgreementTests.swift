import Foundation
import Testing
@testable import RouteGenCore

/// The property list reader against Foundation's `PropertyListSerialization` (the system's reader, CFPropertyList):
/// on every fixture and on seeded mutations of them, what routegen reads is what the system reads, and routegen
/// refuses what the system refuses. Each mutation must also end in a value or a located error, never a crash or hang.
@Suite("Property list reader: agreement with PropertyListSerialization") struct PropertyListAgreementTests {
    /// A value as both readers can give it: numbers by value, dictionaries by key with the last of a repeated key.
    indirect enum Canonical: Equatable, CustomStringConvertible {
        case string(String)
        case integer(String)
        case real(Double)
        case boolean(Bool)
        case date
        case data
        case array([Canonical])
        case dictionary([String: Canonical])

        static func == (lhs: Canonical, rhs: Canonical) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)), (.integer(let a), .integer(let b)): return a == b
            case (.real(let a), .real(let b)): return a == b || (a.isNaN && b.isNaN)
            case (.boolean(let a), .boolean(let b)): return a == b
            case (.date, .date), (.data, .data): return true
            case (.array(let a), .array(let b)): return a == b
            case (.dictionary(let a), .dictionary(let b)): return a == b
            default: return false
            }
        }

        var description: String {
            switch self {
            case .string(let text): return text.debugDescription
            case .integer(let text): return text
            case .real(let value): return "\(value)"
            case .boolean(let value): return "\(value)"
            case .date: return "<date>"
            case .data: return "<data>"
            case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .dictionary(let entries):
                return "["
                    + entries.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }
                    .joined(separator: ", ") + "]"
            }
        }

        init(_ value: PropertyListValue) {
            switch value.content {
            case .string(let text): self = .string(text)
            case .integer(let text): self = .integer(Self.decimal(text))
            case .real(let text): self = .real(Double(text) ?? .nan)
            case .boolean(let flag): self = .boolean(flag)
            case .date: self = .date
            case .data: self = .data
            case .array(let items): self = .array(items.map(Canonical.init))
            case .dictionary(let entries):
                self = .dictionary(
                    Dictionary(
                        entries.map { ($0.key.value, Canonical($0.value)) },
                        uniquingKeysWith: { _, last in last }
                    )
                )
            }
        }

        init?(foundation value: Any) {
            if let flag = value as? Bool, type(of: value) == Bool.self {
                self = .boolean(flag)
            } else if let number = value as? NSNumber {
                let type = String(cString: number.objCType)
                if type == "c" {
                    self = .boolean(number.boolValue)
                } else {
                    self = type == "d" || type == "f" ? .real(number.doubleValue) : .integer(number.stringValue)
                }
            } else if let text = value as? String {
                self = .string(text)
            } else if value is Date {
                self = .date
            } else if value is Data {
                self = .data
            } else if let items = value as? [Any] {
                let converted = items.compactMap(Canonical.init(foundation:))
                guard converted.count == items.count else { return nil }
                self = .array(converted)
            } else if let entries = value as? [AnyHashable: Any] {
                var converted: [String: Canonical] = [:]
                for (key, item) in entries {
                    guard let key = key.base as? String, let item = Canonical(foundation: item) else { return nil }
                    converted[key] = item
                }
                self = .dictionary(converted)
            } else {
                return nil
            }
        }

        /// `-0x1F` as `-31`, with the white space the reader allows around the sign left out.
        private static func decimal(_ text: String) -> String {
            var digits = Substring(String(text.unicodeScalars.filter { !PropertyListParser.isIntegerSpace($0) }))
            let isNegative = digits.first == "-"
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            let isHex = digits.hasPrefix("0x") || digits.hasPrefix("0X")
            let magnitude = UInt64(isHex ? digits.dropFirst(2) : digits, radix: isHex ? 16 : 10) ?? 0
            return (isNegative && magnitude != 0 ? "-" : "") + String(magnitude)
        }
    }

    /// The system's reading of `bytes` as an XML property list; nil when it refuses them or reads another format.
    static func systemReading(_ bytes: [UInt8]) -> Canonical? {
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format),
            format == .xml
        else { return nil }
        return Canonical(foundation: value)
    }

    static let fixtureFolder = "Tests/Fixtures/Registration"

    /// Every XML fixture, and a file with every kind of value.
    static let seeds: [[UInt8]] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url(fixtureFolder).path)) ?? []
        let fixtures = names.filter { $0.hasSuffix(".plist") || $0.hasSuffix(".entitlements") }.sorted()
            .compactMap { try? Fixtures.bytes("\(fixtureFolder)/\($0)") }
            .filter { !$0.starts(with: Array("bplist".utf8)) }
        let everyKind = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>a</key><array><true/><false/><integer>-0x1F</integer><integer>7</integer>
            <real>1.5e3</real><real>nan</real><date>2024-05-01T12:00:00Z</date><data>AAEC</data><string>x &amp; y</string>
            <string><![CDATA[<z>]]></string><dict/><array/></array><key>b</key><string>&#233;</string></dict></plist>
            """
        return fixtures + [Array(everyKind.utf8)]
    }()

    static let fragments: [[UInt8]] =
        [
            "<", ">", "/", "&", "&amp;", "&#65;", "&#x1F600;", "&#;", ";", "<dict>", "</dict>", "<array>", "</array>",
            "<key>k</key>", "<string>s</string>", "<string/>", "<![CDATA[", "]]>", "<!--", "-->", "<?x?>", "<true/>",
            "<integer>1</integer>", "<real>.5</real>", "<plist>", "</plist>", "<!DOCTYPE x>", "\"", "'", "\n", "\t",
            " ", "é", "=",
        ]
        .map { Array($0.utf8) } + [[0xFF], [0x00], [0xC3]]

    @Test("Every fixture reads as the system reads it, or is refused by both") func fixtures() {
        for seed in Self.seeds { Self.expectAgreement(on: seed) }
    }

    @Test("Mutated files read as the system reads them, or are refused by both", arguments: 0..<8) func mutations(
        seed: UInt64
    ) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            Self.expectAgreement(on: mutate(Self.seeds.randomElement(using: &generator)!, using: &generator))
        }
    }

    /// routegen reads `input` as the system does, or refuses it with a located error where the system refuses it
    /// too, or for one of the few reasons routegen is stricter.
    static func expectAgreement(on input: [UInt8]) {
        let (root, diagnostics) = PropertyListReader(file: "fuzz.plist").read(input)
        let text = String(decoding: input, as: UTF8.self).debugDescription
        let lineCount = input.filter { $0 == UInt8(ascii: "\n") }.count + 1
        for diagnostic in diagnostics {
            #expect(
                (1...lineCount).contains(diagnostic.location.line) && diagnostic.location.column >= 1,
                "\(diagnostic)"
            )
        }
        #expect((root == nil) == diagnostics.containsErrors, "\(diagnostics) in \(text)")
        let system = systemReading(input)
        if let root {
            #expect(Canonical(root) == system, "\(text)")
        } else if let system {
            let stricter = [
                "is not the number of a Unicode character", "is not UTF-8 here", "declares the encoding",
                "declares entities or elements of its own",
            ]
            #expect(
                diagnostics.contains { diagnostic in stricter.contains { diagnostic.message.contains($0) } },
                "the system reads \(system) from \(text), routegen: \(diagnostics)"
            )
        }
    }

    private func mutate(_ seed: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0, 1: bytes.insert(contentsOf: Self.fragments.randomElement(using: &generator)!, at: position)
            case 2 where !bytes.isEmpty:
                bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...12, using: &generator)))
            case 3: bytes.removeSubrange(position...)
            default: if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
            }
        }
        return bytes
    }
}
