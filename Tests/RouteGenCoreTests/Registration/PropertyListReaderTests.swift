import Foundation
import Testing
@testable import RouteGenCore

/// The XML property list reader: values with the place of each element, and one located error for each way a file
/// can be unreadable.
@Suite("Property list reader") struct PropertyListReaderTests {
    static func read(_ text: String) -> (root: PropertyListValue?, diagnostics: [String]) {
        let (root, diagnostics) = PropertyListReader(file: "Info.plist").read(Array(text.utf8))
        return (root, diagnostics.map(\.description))
    }

    static func error(_ text: String) -> String {
        let (root, diagnostics) = read(text)
        #expect(root == nil)
        return diagnostics.joined(separator: "\n")
    }

    @Test("Keys and values keep the line and column of their '<', counted in characters") func locations() throws {
        let (root, diagnostics) = Self.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleURLTypes</key>
            \t<array>
            \t\t<dict><key>é</key><string>a &amp; b &lt;&#x41;&#66;&quot;&apos;&gt;</string></dict>
            \t</array>
            \t<key>flags</key><array><true/><false/><integer>-0x1F</integer><real>.5</real><date>2024-05-01T12:00:00Z</date><data>AAEC</data></array>
            </dict>
            </plist>
            """
        )
        #expect(diagnostics.isEmpty)
        let dictionary = try #require(root)
        #expect(dictionary.location == SourceLocation(file: "Info.plist", line: 4, column: 1))
        let urlTypes = try #require(dictionary["CFBundleURLTypes"])
        #expect(urlTypes.key.location == SourceLocation(file: "Info.plist", line: 5, column: 2))
        #expect(urlTypes.value.location == SourceLocation(file: "Info.plist", line: 6, column: 2))
        guard case .array(let types) = urlTypes.value.content, let first = types.first,
            case .dictionary(let entries) = first.content
        else {
            Issue.record("CFBundleURLTypes is \(urlTypes.value.kindDescription)")
            return
        }
        #expect(first.location == SourceLocation(file: "Info.plist", line: 7, column: 3))
        #expect(entries.map(\.key.value) == ["é"])
        // 'é', two bytes, counts as one column.
        #expect(entries[0].value.location == SourceLocation(file: "Info.plist", line: 7, column: 21))
        guard case .string(let text) = entries[0].value.content else {
            Issue.record("not a string")
            return
        }
        #expect(text == "a & b <AB\"'>")
        guard case .array(let flags) = dictionary["flags"]?.value.content else {
            Issue.record("flags is not an array")
            return
        }
        #expect(
            flags.map(\.kindDescription) == ["<true/>", "<false/>", "an <integer>", "a <real>", "a <date>", "a <data>"]
        )
    }

    @Test("The forms the system's reader accepts: no <plist>, empty elements, CDATA, comments, attributes, a BOM")
    func lenientForms() throws {
        let accepted = [
            "<dict><key>a</key><string>b</string></dict>", "\u{FEFF}<plist><dict/></plist>", "<plist><array/></plist>",
            "<plist><string/></plist>", "<plist><string><![CDATA[<a & b>]]></string></plist>",
            "<!-- before --><plist><!-- in --><dict><!-- c --><key>a</key><?pi x?><string>b</string></dict></plist>",
            "<plist version=\"1.0\"><string xml:space=\"preserve\">x</string ></plist>",
            "<plist><array><key>as a string</key></array></plist>", "<plist><true></true></plist>",
            "<plist><string>x</string></plist> trailing text, as the system's reader ignores it",
            "<plist><integer>18446744073709551615</integer></plist>",
            "<plist><integer>-9223372036854775808</integer></plist>", "<plist><real>-infinity</real></plist>",
            "<plist><integer>\t- 0x1F</integer></plist>", "<plist><string>&#0;</string></plist>",
            "<?xml version=\"1.0\" encoding=\"us-ascii\"?><plist><string>x</string></plist>",
        ]
        for text in accepted {
            let (root, diagnostics) = Self.read(text)
            #expect(root != nil && diagnostics.isEmpty, "\(text): \(diagnostics)")
        }
    }

    @Test(
        "Each unreadable file gets one located error",
        arguments: [
            ("", "Info.plist:1:1: error: the file is empty; expected an XML property list"),
            (
                "bplist00\u{01}\u{02}",
                """
                Info.plist:1:1: error: this is a binary property list; routegen reads XML property lists
                Info.plist:1:1: help: Xcode writes Info.plist and entitlements files as XML; convert this one with 'plutil -convert xml1 FILE'
                """
            ),
            (
                "{ CFBundleURLTypes = (); }",
                """
                Info.plist:1:1: error: this is not an XML property list: it does not start with '<'
                Info.plist:1:1: help: Xcode writes Info.plist and entitlements files as XML; convert this one with 'plutil -convert xml1 FILE'
                """
            ),
            (
                "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist/>",
                "Info.plist:1:1: error: the property list declares the encoding 'ISO-8859-1'; routegen reads UTF-8 property lists, as Xcode writes them"
            ),
            (
                "<plist>\n<dict>\n\t<key>a</key>\n\t<string>b",
                """
                Info.plist:4:11: error: the file ends before <string> is closed
                Info.plist:4:2: note: <string> opens here
                """
            ),
            (
                "<plist>\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n",
                """
                Info.plist:5:1: error: the file ends before <dict> is closed
                Info.plist:2:1: note: <dict> opens here
                """
            ),
            (
                "<plist><dict><key>a</key><string>b</key></dict></plist>",
                """
                Info.plist:1:35: error: </key> does not close <string>
                Info.plist:1:26: note: <string> opens here
                """
            ), ("<plist><dict><key>a</key></dict></plist>", "Info.plist:1:14: error: <key>a</key> has no value"),
            (
                "<plist><dict><key>a</key><key>b</key></dict></plist>",
                "Info.plist:1:14: error: <key>a</key> has no value"
            ),
            (
                "<plist><dict><string>a</string></dict></plist>",
                "Info.plist:1:14: error: a <string> in a <dict> must follow its <key>"
            ),
            (
                "<plist><dict>text<key>a</key></dict></plist>",
                "Info.plist:1:14: error: text outside an element; a property list holds text only inside <key>, <string> and the other value elements"
            ), ("<plist></plist>", "Info.plist:1:1: error: the <plist> is empty"),
            (
                "<plist><string>a</string><string>b</string></plist>",
                """
                Info.plist:1:26: error: a <plist> holds one value, and this is a second one
                Info.plist:1:8: note: the first value is here
                """
            ),
            (
                "<plist><String>a</String></plist>",
                "Info.plist:1:8: error: <String> is not a property list element; they are <dict>, <array>, <key>, <string>, <integer>, <real>, <true/>, <false/>, <date> and <data>"
            ),
            (
                "<plist><string>a & b</string></plist>",
                "Info.plist:1:18: error: '&' is not an entity; write '&amp;' for a '&' in text"
            ),
            (
                "<plist><string>&nbsp;</string></plist>",
                """
                Info.plist:1:16: error: '&nbsp;' is not one of XML's entities (&amp; &lt; &gt; &quot; &apos;); routegen reads no entity a DTD declares
                Info.plist:1:16: help: write '&amp;' for a '&' in text
                """
            ),
            (
                "<plist><string>&#xD800;</string></plist>",
                "Info.plist:1:16: error: '&#xD800;' is not the number of a Unicode character"
            ),
            (
                "<plist><string>a<b/>c</string></plist>",
                """
                Info.plist:1:17: error: <string> holds only text: write '&lt;' for a '<' in it
                Info.plist:1:8: note: <string> opens here
                """
            ),
            (
                "<plist><string>a<!-- c --></string></plist>",
                """
                Info.plist:1:17: error: <string> holds only text: write '&lt;' for a '<' in it
                Info.plist:1:8: note: <string> opens here
                """
            ), ("<plist><true>yes</true></plist>", "Info.plist:1:8: error: <true> holds nothing; write <true/>"),
            (
                "<plist><integer>1 </integer></plist>",
                "Info.plist:1:8: error: '1 ' is not an <integer>: write decimal digits or 0x and hex digits, with an optional sign, within 64 bits"
            ),
            (
                "<plist><integer>18446744073709551616</integer></plist>",
                "Info.plist:1:8: error: '18446744073709551616' is not an <integer>: write decimal digits or 0x and hex digits, with an optional sign, within 64 bits"
            ),
            (
                "<plist><real>1.5.2</real></plist>",
                "Info.plist:1:8: error: '1.5.2' is not a <real>: write a number such as 1.5 or -2e3"
            ),
            (
                "<plist><date>yesterday</date></plist>",
                "Info.plist:1:8: error: 'yesterday' is not a <date>: write it as 2024-05-01T12:00:00Z"
            ), ("<plist><string>a</string", "Info.plist:1:17: error: the tag </string is never closed with '>'"),
            ("<plist><!-- never closed", "Info.plist:1:8: error: the comment is never closed with '-->'"),
            ("<!DOCTYPE plist", "Info.plist:1:1: error: the DOCTYPE is never closed with '>'"),
            (
                "<?xml version=\"1.0\"?>",
                "Info.plist:1:22: error: the file holds no property list, only its declarations"
            ),
            ("<plist>< dict/></plist>", "Info.plist:1:8: error: '<' starts no element; write '&lt;' for a '<' in text"),
            (
                "<plist><![CDATA[x]]></plist>",
                "Info.plist:1:8: error: unexpected '<!' here; a property list holds elements, comments and one DOCTYPE"
            ),
            (
                "<plist></dict></plist>",
                "Info.plist:1:8: error: </dict> does not close <plist>\nInfo.plist:1:1: note: <plist> opens here"
            ),
        ]
    ) func unreadable(text: String, expected: String) { #expect(Self.error(text) == expected) }

    @Test("A file that is not UTF-8 is an error at the first byte that is not") func notUTF8() {
        let bytes = Array("<plist>\n<string>caf".utf8) + [0xE9] + Array("</string></plist>".utf8)
        let (root, diagnostics) = PropertyListReader(file: "Info.plist").read(bytes)
        #expect(root == nil)
        #expect(
            diagnostics.map(\.description) == [
                "Info.plist:2:12: error: the property list is not UTF-8 here; Xcode writes property lists in UTF-8"
            ]
        )
        let utf16 = [0xFF, 0xFE] + Array("<".utf8) + [0]
        #expect(
            PropertyListReader(file: "Info.plist").read(utf16).diagnostics.first?.message
                == "the property list is UTF-16; routegen reads UTF-8 property lists, as Xcode writes them"
        )
    }

    @Test("External entities are never read: a DOCTYPE that declares anything is refused, and so is its entity")
    func externalEntities() throws {
        let secret = "routegen-secret-\(UUID().uuidString)"
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let secretFile = directory.appendingPathComponent("secret.txt")
        try Data(secret.utf8).write(to: secretFile)
        let declared = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY leak SYSTEM "\(secretFile.absoluteString)"> ]>
            <plist><string>&leak;</string></plist>
            """
        #expect(
            Self.error(declared)
                == "Info.plist:2:1: error: the DOCTYPE declares entities or elements of its own; a property list needs none, and routegen reads none"
        )
        // Without the declaration the reference is an unknown entity, whatever a DTD would say.
        let referenced = Self.error("<plist><string>&leak;</string></plist>")
        #expect(referenced.hasPrefix("Info.plist:1:16: error: '&leak;' is not one of XML's entities"))
        #expect(!referenced.contains(secret))
        // The DTD named by a public identifier is never fetched: the file reads the same with an unreachable one.
        let (root, _) = Self.read(
            "<!DOCTYPE plist SYSTEM \"http://127.0.0.1:9/unreachable.dtd\"><plist><string>x</string></plist>"
        )
        #expect(root != nil)
    }

    @Test("Nesting deeper than the limit is one error, and a file just within it reads") func depthLimit() {
        let limit = PropertyListParser.maximumDepth
        let within = String(repeating: "<array>", count: limit) + String(repeating: "</array>", count: limit)
        #expect(Self.read(within).root != nil)
        let deep = String(repeating: "<array>", count: 100_000)
        #expect(
            Self.error(deep)
                == "Info.plist:1:\(7 * limit + 1): error: nesting is deeper than \(limit) levels; an Info.plist or entitlements file never needs that"
        )
    }

    @Test("A repeated key is a warning at the second, and the last one counts") func repeatedKey() throws {
        let (root, diagnostics) = Self.read(
            "<plist><dict>\n<key>a</key><string>1</string>\n<key>a</key><string>2</string>\n</dict></plist>"
        )
        #expect(
            diagnostics == [
                """
                Info.plist:3:1: warning: 'a' is repeated in this <dict>; the system reads only the last one
                Info.plist:2:1: note: 'a' is first written here
                """
            ]
        )
        guard case .string(let value) = try #require(root?["a"]).value.content else {
            Issue.record("not a string")
            return
        }
        #expect(value == "2")
    }

    @Test("A large file reads in linear time: 200,000 entries on one line and on their own lines") func largeFiles() {
        for separator in ["", "\n"] {
            let items = String(repeating: "<string>applinks:example.com</string>" + separator, count: 200_000)
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                let (root, diagnostics) = Self.read("<plist><array>" + items + "</array></plist>")
                guard case .array(let values) = root?.content else {
                    Issue.record("\(diagnostics)")
                    return
                }
                #expect(values.count == 200_000)
                #expect(values.last?.location.column == (separator.isEmpty ? 15 + 37 * 199_999 : 1))
            }
            #expect(elapsed < .seconds(30), "\(elapsed)")
        }
    }
}
