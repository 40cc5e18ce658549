import Testing
@testable import RouteGenCore

@Suite("YAMLReader unit") struct YAMLReaderUnitTests {
    typealias U = UnitSupport

    // MARK: - Locations

    @Test("Nodes carry the 1-based line and column where they start") func locations() throws {
        let text = """
            version: 1
            routes:
              home:
                path: /
                tags: [a, bb]
            """
        let (root, diagnostics) = U.read(text)
        #expect(diagnostics.isEmpty)
        let root_ = try #require(root)
        #expect(root_.location == U.location(1, 1))
        #expect(U.value(root_, "version")?.location == U.location(1, 10))
        #expect(U.key(root_, "routes")?.location == U.location(2, 1))
        let routes = U.value(root_, "routes")
        #expect(routes?.location == U.location(3, 3))
        let home = U.value(routes, "home")
        #expect(home?.location == U.location(4, 5))
        #expect(U.value(home, "path")?.location == U.location(4, 11))
        let tags = U.value(home, "tags")
        #expect(tags?.location == U.location(5, 11))
        #expect(U.items(tags).map(\.location) == [U.location(5, 12), U.location(5, 15)])
        #expect(U.items(tags).map(\.scalarText) == ["a", "bb"])
    }

    @Test("A flow mapping starts at its brace and a quoted scalar at its quote") func flowAndQuotedLocations() throws {
        let (root, _) = U.read("a:\n  - { b: 'x', c: \"y\" }\n")
        let item = try #require(U.items(U.value(root, "a")).first)
        #expect(item.location == U.location(2, 5))
        #expect(U.value(item, "b")?.location == U.location(2, 10))
        #expect(U.value(item, "c")?.location == U.location(2, 18))
    }

    @Test("Columns count characters, not bytes", arguments: ["é", "日本", "😀"]) func columnsCountCharacters(
        prefix: String
    ) throws {
        let (root, _) = U.read("k: \(prefix)\nnext: [\(prefix), z]\n")
        let items = U.items(U.value(root, "next"))
        #expect(items.map(\.location) == [U.location(2, 8), U.location(2, 10 + prefix.count)])
    }

    // MARK: - Scalars

    @Test(
        "Every scalar stays a string",
        arguments: ["no", "on", "yes", "off", "1.0", "true", "0x1F", "1e3", "012", "y"]
    ) func scalarsStayStrings(text: String) throws {
        let (root, diagnostics) = U.read("value: \(text)\n")
        #expect(diagnostics.isEmpty)
        let node = try #require(U.value(root, "value"))
        guard case .scalar(let value, let isPlain) = node.content else {
            Issue.record("expected a scalar, found \(node.kindDescription)")
            return
        }
        #expect(value == text)
        #expect(isPlain)
        #expect(!node.isNull)
    }

    @Test(
        "Plain empty, ~ and null are null; quoted ones are not",
        arguments: [
            ("a:", true), ("a: ~", true), ("a: null", true), ("a: NULL", true), ("a: ''", false), ("a: '~'", false),
            ("a: \"null\"", false), ("a: nil", false),
        ]
    ) func nullSpellings(line: String, isNull: Bool) throws {
        let (root, _) = U.read(line + "\n")
        let node = try #require(U.value(root, "a"))
        #expect(node.isNull == isNull)
    }

    // MARK: - Rejected documents

    @Test("Duplicate keys point at both occurrences") func duplicateKeys() throws {
        let (root, diagnostics) = U.read("a: 1\nb:\n  c: 2\n  d: 3\n  c: 4\n")
        #expect(root != nil, "the tree survives so later stages can report their own problems")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "duplicate key 'c'")
        #expect(diagnostic.location == U.location(5, 3))
        #expect(diagnostic.notes == [Diagnostic.Note("'c' is first defined here", at: U.location(3, 3))])
    }

    @Test("Every duplicate key in the document is reported") func everyDuplicateKey() {
        let (_, diagnostics) = U.read("a: 1\na: 2\nm: { x: 1, 'x': 2 }\n")
        #expect(diagnostics.map(\.message) == ["duplicate key 'a'", "duplicate key 'x'"])
        #expect(diagnostics.map(\.location) == [U.location(2, 1), U.location(3, 12)])
    }

    @Test(
        "In a large mapping, a duplicate key points at its first occurrence wherever the two are",
        arguments: [(0, 3), (0, 12), (9, 12), (14, 17), (2, 30), (20, 30)]
    ) func duplicateKeysInLargeMappings(first: Int, repeated: Int) throws {
        // Keys k0, k1, ... one per line, with key `first` written again on line `repeated + 1`.
        let keys = (0..<40).map { $0 == repeated ? "k\(first)" : "k\($0)" }
        let (_, diagnostics) = U.read(keys.map { "\($0): 1" }.joined(separator: "\n") + "\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message == "duplicate key 'k\(first)'")
        #expect(diagnostic.location == U.location(repeated + 1, 1))
        #expect(
            diagnostic.notes == [Diagnostic.Note("'k\(first)' is first defined here", at: U.location(first + 1, 1))]
        )
    }

    @Test(
        "YAML tags are errors",
        arguments: [
            ("a: !!str yes", "!!str", 1, 4), ("a: !x b", "!x", 1, 4), ("a: !!seq [x]", "!!seq", 1, 4),
            ("a:\n  b: !!map { c: d }", "!!map", 2, 6),
        ]
    ) func tagsAreErrors(text: String, written: String, line: Int, column: Int) throws {
        let (root, diagnostics) = U.read(text + "\n")
        #expect(root != nil, "the tree survives so later stages can report their own problems")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "YAML tags are not supported (found '\(written)'); write the plain value")
        #expect(diagnostic.location == U.location(line, column))
    }

    @Test(
        "A second document is an error at its start",
        arguments: [("a: 1\n---\nb: 2\n", 2), ("---\na: 1\n---\nb: 2\n", 3), ("a: 1\n...\n---\nb: 2\n", 3)]
    ) func secondDocument(text: String, line: Int) throws {
        let (root, diagnostics) = U.read(text)
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "a spec holds exactly one YAML document; remove this second document")
        #expect(diagnostic.location == U.location(line, 1))
    }

    @Test("A single document with explicit markers is accepted") func explicitMarkers() {
        let (root, diagnostics) = U.read("---\na: 1\n...\n")
        #expect(diagnostics.isEmpty)
        #expect(U.scalar(U.value(root, "a")) == "1")
    }

    // MARK: - Encoding and empty input

    @Test(
        "Invalid UTF-8 is an error at the offending byte",
        arguments: [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80], [0x80]]
            as [[UInt8]]
    ) func invalidUTF8(bad: [UInt8]) throws {
        let bytes = Array("a: 1\nb: hé".utf8) + bad + Array(" tail\n".utf8)
        let (root, diagnostics) = U.read(bytes: bytes)
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "the spec is not valid UTF-8 (invalid byte sequence)")
        #expect(diagnostic.location == U.location(2, 6))
    }

    /// libyaml checks the encoding as it reads, so what it never reads is checked on its own.
    @Test(
        "Invalid UTF-8 past where reading stops is still the error",
        arguments: ["a: 1\n---\nb: 2\n", "a: [1\n", "a: *nothing\n"]
    ) func invalidUTF8PastTheStop(text: String) throws {
        let (root, diagnostics) = U.read(bytes: Array(text.utf8) + [0xFF] + Array("\n".utf8))
        #expect(root == nil)
        #expect(diagnostics.map(\.message) == ["the spec is not valid UTF-8 (invalid byte sequence)"])
    }

    @Test(
        "UTF-16 text, which libyaml would read, is not UTF-8",
        arguments: [[0xFF, 0xFE], [0xFE, 0xFF]] as [[UInt8]]
    ) func utf16(byteOrderMark: [UInt8]) throws {
        let text = Array("a: 1\n".utf8)
        let utf16 = byteOrderMark + text.flatMap { byteOrderMark[0] == 0xFF ? [$0, 0] : [0, $0] }
        let (root, diagnostics) = U.read(bytes: utf16)
        #expect(root == nil)
        #expect(diagnostics.map(\.message) == ["the spec is not valid UTF-8 (invalid byte sequence)"])
        #expect(diagnostics.first?.location == U.location(1, 1))
    }

    @Test(
        "Empty and comment-only input say the spec is empty",
        arguments: ["", "\n\n", "   \n", "# only a comment\n", "# a\n\n  # b"]
    ) func emptyInput(text: String) throws {
        let (root, diagnostics) = U.read(text)
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message.hasPrefix("the spec is empty"))
        #expect(diagnostic.location == U.location(1, 1))
    }

    @Test("A tab in indentation is an error with a note about tabs") func tabIndentation() throws {
        let (root, diagnostics) = U.read("routes:\n  home:\n    path: /\n  profile:\n\tpath: /users\n")
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.hasPrefix("invalid YAML: "))
        #expect(diagnostic.location == U.location(5, 1))
        #expect(diagnostic.notes.map(\.message) == ["YAML does not allow tabs for indentation; indent with spaces"])
    }

    /// libyaml's `problem_mark.index` counts characters, but `tabNote` uses it as a byte offset into the input,
    /// so any multi-byte character before the tab makes it look at the wrong byte and drop the note.
    @Test("The tab note survives non-ASCII text earlier in the file") func tabIndentationAfterNonASCII() throws {
        let (root, diagnostics) = U.read("# café\nroutes:\n  profile:\n\tpath: /users\n")
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == U.location(4, 1))
        #expect(diagnostic.notes.contains { $0.message.contains("tabs") })
    }

    @Test("A complex (non-scalar) mapping key is an error") func complexKey() throws {
        let (root, diagnostics) = U.read("? [a, b]\n: c\n")
        #expect(root != nil, "the tree survives so later stages can report their own problems")
        #expect(diagnostics.first?.message == "mapping keys must be plain strings, found a sequence")
        #expect(diagnostics.first?.location == U.location(1, 3))
    }
}
