/// Reads an XML property list, such as an app's Info.plist or entitlements file, giving every element its line and
/// column, which the system's readers do not report.
///
/// It accepts what the system's reader (CFPropertyList) accepts, in the same forms: a `<plist>` around the value or
/// not, attributes ignored, `<key>` outside a dictionary read as a string, anything after the value ignored. It never
/// reads outside the file and never expands text: a DOCTYPE is skipped without fetching its DTD, one that declares
/// entities or anything else of its own is refused (the system's reader skips such declarations, then refuses the
/// entities they declare), and the only entities are XML's five and character references. A binary property list, another encoding than UTF-8, or malformed XML is one
/// located error, and reading stops there; a repeated key is a warning, and the last one counts, as for the system.
package struct PropertyListReader {
    /// The file's path, which diagnostics name; it is never opened.
    package let file: String

    package init(file: String) { self.file = file }

    package func read(_ bytes: [UInt8]) -> (root: PropertyListValue?, diagnostics: [Diagnostic]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if let problem = Self.problemWithWholeFile(bytes) {
            return (nil, [.error(.propertyListSyntax, problem.0, at: start, notes: problem.1)])
        }
        if let invalid = UTF8Validation.firstInvalidSequence(in: bytes) {
            let location = TextPosition.location(ofByteOffset: invalid, in: bytes, file: file)
            return (
                nil,
                [
                    .error(
                        .propertyListSyntax,
                        "the property list is not UTF-8 here; Xcode writes property lists in UTF-8",
                        at: location
                    )
                ]
            )
        }
        if let encoding = Self.declaredEncoding(bytes),
            !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.asciiLowercased)
        {
            let message =
                "the property list declares the encoding '\(encoding)'; routegen reads UTF-8 property lists, as Xcode writes them"
            return (nil, [.error(.propertyListSyntax, message, at: start)])
        }
        var parser = PropertyListParser(bytes: bytes, file: SourceLocation.File(file))
        do {
            let root = try parser.document()
            return (root, parser.diagnostics)
        } catch { return (nil, parser.diagnostics + [error.diagnostic]) }
    }

    /// The encoding that the XML declaration at the start of the file names, found as the system's reader finds it:
    /// `encoding=` before the first `?` or `>`, then a name in quotes, which may run past the declaration; nil for
    /// none, which means UTF-8.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let marker = Array("encoding=".utf8)
        var index = 5
        while index < bytes.count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: ">") {
            if bytes[index...].starts(with: marker) {
                index += marker.count
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
                    let close = bytes[(index + 1)...].firstIndex(of: bytes[index])
                else { return nil }
                return String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// What makes the whole file unreadable as XML, with its notes, or nil.
    private static func problemWithWholeFile(_ bytes: [UInt8]) -> (String, [Diagnostic.Note])? {
        let convert = Diagnostic.Note.help(
            "Xcode writes Info.plist and entitlements files as XML; convert this one with 'plutil -convert xml1 FILE'"
        )
        if bytes.starts(with: Array("bplist".utf8)) {
            return ("this is a binary property list; routegen reads XML property lists", [convert])
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return ("the property list is UTF-16; routegen reads UTF-8 property lists, as Xcode writes them", [convert])
        }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard let first = text.first(where: { !PropertyListParser.isWhitespace($0) }) else {
            return ("the file is empty; expected an XML property list", [])
        }
        if first != UInt8(ascii: "<") {
            return ("this is not an XML property list: it does not start with '<'", [convert])
        }
        return nil
    }
}

/// A problem that stops reading.
struct PropertyListSyntaxError: Error { var diagnostic: Diagnostic }

/// The recursive descent over the bytes, with an explicit stack for nesting, so that no file can exhaust the call
/// stack.
struct PropertyListParser {
    private var scanner: Scanner
    private(set) var diagnostics: [Diagnostic] = []

    init(bytes: [UInt8], file: SourceLocation.File) { scanner = Scanner(bytes: bytes, file: file) }

    /// Deeper values are refused, as the spec reader refuses them: freeing a value is recursive, and a file of a
    /// million nested arrays would exhaust the stack.
    static let maximumDepth = 64

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// An open `<plist>`, `<array>` or `<dict>`, collecting what it holds.
    private enum Container {
        case plist(value: PropertyListValue?)
        case array([PropertyListValue])
        /// `key` is a key read and waiting for its value; `firstUse` is where each key was first written.
        case dictionary([PropertyListEntry], key: Located<String>?, firstUse: [String: SourceLocation])

        var elementName: String {
            switch self {
            case .plist: return "plist"
            case .array: return "array"
            case .dictionary: return "dict"
            }
        }
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        /// `<name/>`.
        var isEmpty: Bool
        var location: SourceLocation
    }

    mutating func document() throws(PropertyListSyntaxError) -> PropertyListValue {
        if scanner.hasPrefix("\u{FEFF}") { scanner.advance(by: 3) }
        try skipMarkup(allowingDoctype: true)
        var stack: [(container: Container, location: SourceLocation)] = []
        while true {
            if !stack.isEmpty { try skipMarkup(allowingDoctype: false) }
            guard scanner.current != nil else {
                let open = stack[stack.count - 1]
                throw error(
                    "the file ends before <\(open.container.elementName)> is closed",
                    at: scanner.location,
                    notes: [.init("<\(open.container.elementName)> opens here", at: open.location)]
                )
            }
            guard scanner.current == UInt8(ascii: "<") else {
                throw error(
                    "text outside an element; a property list holds text only inside <key>, <string> and the other value elements",
                    at: scanner.location
                )
            }
            let tag = try self.tag()
            var value: PropertyListValue
            if tag.isClosing {
                guard let open = stack.popLast() else {
                    throw error("</\(tag.name)> closes no element", at: tag.location)
                }
                guard tag.name == open.container.elementName else {
                    throw error(
                        "</\(tag.name)> does not close <\(open.container.elementName)>",
                        at: tag.location,
                        notes: [.init("<\(open.container.elementName)> opens here", at: open.location)]
                    )
                }
                value = try closed(open.container, at: open.location, closedAt: tag.location)
            } else {
                switch tag.name {
                case "plist", "array", "dict":
                    if tag.isEmpty {
                        guard tag.name != "plist" else { throw error("the <plist> is empty", at: tag.location) }
                        value = PropertyListValue(tag.name == "dict" ? .dictionary([]) : .array([]), at: tag.location)
                    } else {
                        guard stack.count < Self.maximumDepth else {
                            throw error(
                                "nesting is deeper than \(Self.maximumDepth) levels; an Info.plist or entitlements file never needs that",
                                at: tag.location
                            )
                        }
                        let container: Container =
                            switch tag.name {
                            case "plist": .plist(value: nil)
                            case "array": .array([])
                            default: .dictionary([], key: nil, firstUse: [:])
                            }
                        stack.append((container, tag.location))
                        continue
                    }
                case "key":
                    let key = Located(try text(of: tag), at: tag.location)
                    if case .dictionary = stack.last?.container {
                        try expectValue(for: key, in: &stack[stack.count - 1].container)
                        continue
                    }
                    // The system's reader takes a key outside a dictionary for a string.
                    value = PropertyListValue(.string(key.value), at: tag.location)
                default: value = try scalar(tag)
                }
            }
            guard !stack.isEmpty else { return value }
            try add(value, to: &stack[stack.count - 1].container)
        }
    }

    /// The value of a container at its closing tag.
    private func closed(_ container: Container, at location: SourceLocation, closedAt end: SourceLocation)
        throws(PropertyListSyntaxError) -> PropertyListValue
    {
        switch container {
        case .plist(let value):
            guard let value else { throw error("the <plist> is empty", at: location) }
            return value
        case .array(let items): return PropertyListValue(.array(items), at: location)
        case .dictionary(let entries, let key, _):
            if let key { throw error("<key>\(key.value)</key> has no value", at: key.location) }
            return PropertyListValue(.dictionary(entries), at: location)
        }
    }

    /// Records `key` as the key of the dictionary's next value.
    private mutating func expectValue(for key: Located<String>, in container: inout Container)
        throws(PropertyListSyntaxError)
    {
        guard case .dictionary(let entries, let pending, var firstUse) = container else { return }
        container = Self.placeholder
        if let pending { throw error("<key>\(pending.value)</key> has no value", at: pending.location) }
        if let first = firstUse[key.value] {
            diagnostics.append(
                .warning(
                    .propertyListRepeatedKey,
                    "'\(key.value)' is repeated in this <dict>; the system reads only the last one",
                    at: key.location,
                    notes: [.init("'\(key.value)' is first written here", at: first)]
                )
            )
        } else {
            firstUse[key.value] = key.location
        }
        container = .dictionary(entries, key: key, firstUse: firstUse)
    }

    /// Stands in a container's place while its contents grow: the container then holds no second reference to
    /// them, so they grow in place instead of being copied for every item of a long array or dictionary.
    private static let placeholder = Container.plist(value: nil)

    private func add(_ value: PropertyListValue, to container: inout Container) throws(PropertyListSyntaxError) {
        switch container {
        case .plist(let first?):
            throw error(
                "a <plist> holds one value, and this is a second one",
                at: value.location,
                notes: [.init("the first value is here", at: first.location)]
            )
        case .plist(nil): container = .plist(value: value)
        case .array(var items):
            container = Self.placeholder
            items.append(value)
            container = .array(items)
        case .dictionary(var entries, let key, let firstUse):
            guard let key else {
                throw error("\(value.kindDescription) in a <dict> must follow its <key>", at: value.location)
            }
            container = Self.placeholder
            entries.append(PropertyListEntry(key: key, value: value))
            container = .dictionary(entries, key: nil, firstUse: firstUse)
        }
    }

    // MARK: - Elements

    /// The tag at `<`, read as the system's reader reads it: the name runs to the first white space or `>`, so
    /// `<array<>` names no element; a `/` just before the `>` makes the tag empty; in an opening tag, what follows
    /// white space (attributes) is skipped; a closing tag holds its name and white space only.
    private mutating func tag() throws(PropertyListSyntaxError) -> Tag {
        let location = scanner.location
        scanner.advance()
        let isClosing = scanner.skip("/")
        var name: [UInt8] = []
        while let byte = scanner.current, !Self.isWhitespace(byte), byte != UInt8(ascii: ">") {
            name.append(byte)
            scanner.advance()
        }
        var isEmpty = false
        if isClosing {
            while let byte = scanner.current, Self.isWhitespace(byte) { scanner.advance() }
        } else if scanner.current == UInt8(ascii: ">"), name.last == UInt8(ascii: "/") {
            name.removeLast()
            isEmpty = true
        } else {
            var previous: UInt8 = 0
            while let byte = scanner.current, byte != UInt8(ascii: ">") {
                previous = byte
                scanner.advance()
            }
            isEmpty = previous == UInt8(ascii: "/")
        }
        guard !name.isEmpty else { throw error("'<' starts no element; write '&lt;' for a '<' in text", at: location) }
        let text = String(decoding: name, as: UTF8.self)
        guard scanner.skip(">") else {
            throw error("the tag <\(isClosing ? "/" : "")\(text) is never closed with '>'", at: location)
        }
        return Tag(name: text, isClosing: isClosing, isEmpty: isEmpty, location: location)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":")
    }

    private mutating func scalar(_ tag: Tag) throws(PropertyListSyntaxError) -> PropertyListValue {
        let content: PropertyListValue.Content
        switch tag.name {
        case "string": content = .string(try text(of: tag))
        case "true", "false":
            if !tag.isEmpty, try !text(of: tag).isEmpty {
                throw error("<\(tag.name)> holds nothing; write <\(tag.name)/>", at: tag.location)
            }
            content = .boolean(tag.name == "true")
        case "integer":
            let digits = try text(of: tag)
            guard Self.isInteger(digits) else {
                throw error(
                    "'\(digits)' is not an <integer>: write decimal digits or 0x and hex digits, with an optional sign, within 64 bits",
                    at: tag.location
                )
            }
            content = .integer(digits)
        case "real":
            let number = try text(of: tag)
            guard Self.isReal(number) else {
                throw error("'\(number)' is not a <real>: write a number such as 1.5 or -2e3", at: tag.location)
            }
            content = .real(number)
        case "date":
            let date = try text(of: tag)
            guard Self.isDate(date) else {
                throw error("'\(date)' is not a <date>: write it as 2024-05-01T12:00:00Z", at: tag.location)
            }
            content = .date(date)
        case "data": content = .data(try text(of: tag))
        default:
            throw error(
                "<\(tag.name)> is not a property list element; they are <dict>, <array>, <key>, <string>, <integer>, <real>, <true/>, <false/>, <date> and <data>",
                at: tag.location
            )
        }
        return PropertyListValue(content, at: tag.location)
    }

    /// The text of a value element up to its closing tag, with entities and CDATA sections read.
    private mutating func text(of tag: Tag) throws(PropertyListSyntaxError) -> String {
        if tag.isEmpty { return "" }
        var text: [UInt8] = []
        while let byte = scanner.current {
            switch byte {
            case UInt8(ascii: "&"): try entity(into: &text)
            case UInt8(ascii: "<") where scanner.hasPrefix("<![CDATA["):
                let start = scanner.location
                scanner.advance(by: 9)
                guard let cdata = scanner.bytes(upTo: "]]>") else {
                    throw error("the CDATA section is never closed with ']]>'", at: start)
                }
                text += cdata
            case UInt8(ascii: "<"):
                guard scanner.hasPrefix("</") else {
                    throw error(
                        "<\(tag.name)> holds only text: write '&lt;' for a '<' in it",
                        at: scanner.location,
                        notes: [.init("<\(tag.name)> opens here", at: tag.location)]
                    )
                }
                let close = try self.tag()
                guard close.name == tag.name else {
                    throw error(
                        "</\(close.name)> does not close <\(tag.name)>",
                        at: close.location,
                        notes: [.init("<\(tag.name)> opens here", at: tag.location)]
                    )
                }
                return String(decoding: text, as: UTF8.self)
            default:
                text.append(byte)
                scanner.advance()
            }
        }
        throw error(
            "the file ends before <\(tag.name)> is closed",
            at: scanner.location,
            notes: [.init("<\(tag.name)> opens here", at: tag.location)]
        )
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#65;` or `&#x41;`, appended to `text` as UTF-8. Any other name
    /// is an error, whatever a DTD would declare: nothing from outside the file enters the text.
    private mutating func entity(into text: inout [UInt8]) throws(PropertyListSyntaxError) {
        let location = scanner.location
        scanner.advance()
        var name: [UInt8] = []
        while let byte = scanner.current, byte != UInt8(ascii: ";"), name.count < 16,
            byte == UInt8(ascii: "#") || Self.isNameByte(byte)
        {
            name.append(byte)
            scanner.advance()
        }
        let written = "&" + String(decoding: name, as: UTF8.self)
        guard scanner.skip(";") else {
            throw error("'\(written)' is not an entity; write '&amp;' for a '&' in text", at: location)
        }
        let replacement: Unicode.Scalar?
        switch String(decoding: name, as: UTF8.self) {
        case "amp": replacement = "&"
        case "lt": replacement = "<"
        case "gt": replacement = ">"
        case "quot": replacement = "\""
        case "apos": replacement = "'"
        default:
            guard name.first == UInt8(ascii: "#") else {
                throw error(
                    "'\(written);' is not one of XML's entities (&amp; &lt; &gt; &quot; &apos;); routegen reads no entity a DTD declares",
                    at: location,
                    notes: [.help("write '&amp;' for a '&' in text")]
                )
            }
            replacement = Self.characterReference(name.dropFirst())
            if replacement == nil {
                throw error("'\(written);' is not the number of a Unicode character", at: location)
            }
        }
        if let replacement { text += Array(String(replacement).utf8) }
    }

    /// The character of `65` or `x41`.
    private static func characterReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        let isHex = digits.first == UInt8(ascii: "x")
        let text = String(decoding: isHex ? digits.dropFirst() : digits, as: UTF8.self)
        guard !text.isEmpty, text.utf8.allSatisfy({ isHex ? $0.isHexDigit : $0.isDecimalDigit }),
            let value = UInt32(text, radix: isHex ? 16 : 10)
        else { return nil }
        return Unicode.Scalar(value)
    }

    // MARK: - Values the system's reader checks

    /// An optional sign, then decimal digits or `0x` and hex digits, from -2^63 to 2^64 - 1; white space before and
    /// after the sign is skipped, as the system's reader skips it.
    static func isInteger(_ text: String) -> Bool {
        var rest = Substring(text).unicodeScalars.drop(while: isIntegerSpace)
        let isNegative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst().drop(while: isIntegerSpace) }
        let isHex = rest.starts(with: "0x".unicodeScalars) || rest.starts(with: "0X".unicodeScalars)
        if isHex { rest = rest.dropFirst(2) }
        let digits = String(String.UnicodeScalarView(rest))
        guard !digits.isEmpty, digits.utf8.allSatisfy({ isHex ? $0.isHexDigit : $0.isDecimalDigit }),
            let magnitude = UInt64(digits, radix: isHex ? 16 : 10)
        else { return false }
        return !isNegative || magnitude <= UInt64(Int64.max) + 1
    }

    /// White space as the system's reader skips it around an integer's sign: ASCII control characters and space,
    /// DEL, and the spaces U+2000 to U+200B, U+202F, U+205F and U+3000.
    static func isIntegerSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x21 || scalar.value == 0x7F || (0x2000...0x200B).contains(scalar.value)
            || [0x202F, 0x205F, 0x3000].contains(scalar.value)
    }

    /// An optional sign, then `inf`, `infinity`, `nan`, or digits with an optional fraction and exponent.
    static func isReal(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        if ["inf", "infinity", "nan"].contains(String(rest).asciiLowercased) { return true }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(whole.count)
        var fraction = Substring()
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the year as the system's reader takes it: any number of digits, after an optional `-`.
    static func isDate(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        bytes = bytes.drop { $0.isDecimalDigit }
        let shape = Array("-dd-ddTdd:dd:ddZ".utf8)
        return bytes.count == shape.count
            && zip(bytes, shape)
                .allSatisfy { byte, expected in expected == UInt8(ascii: "d") ? byte.isDecimalDigit : byte == expected }
    }

    // MARK: - Markup between elements

    /// Skips white space, comments and processing instructions, and in the prolog the XML declaration and a DOCTYPE.
    private mutating func skipMarkup(allowingDoctype: Bool) throws(PropertyListSyntaxError) {
        while true {
            while let byte = scanner.current, Self.isWhitespace(byte) { scanner.advance() }
            let location = scanner.location
            if scanner.hasPrefix("<!--") {
                scanner.advance(by: 4)
                guard scanner.bytes(upTo: "-->") != nil else {
                    throw error("the comment is never closed with '-->'", at: location)
                }
            } else if scanner.hasPrefix("<?") {
                scanner.advance(by: 2)
                guard scanner.bytes(upTo: "?>") != nil else {
                    throw error("the processing instruction is never closed with '?>'", at: location)
                }
            } else if allowingDoctype, scanner.hasPrefix("<!DOCTYPE") {
                try skipDoctype()
            } else if scanner.hasPrefix("<!") {
                throw error(
                    "unexpected '<!' here; a property list holds elements, comments and one DOCTYPE",
                    at: location
                )
            } else {
                if scanner.current == nil, allowingDoctype {
                    throw error("the file holds no property list, only its declarations", at: location)
                }
                return
            }
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, skipped up to its first `>` without reading the DTD it names, as the
    /// system's reader skips it (quotes and all). Declarations of its own, after a `[`, are refused rather than
    /// skipped: a property list needs none, and they are how entities that read other files or expand without end
    /// are declared.
    private mutating func skipDoctype() throws(PropertyListSyntaxError) {
        let location = scanner.location
        while let byte = scanner.current {
            scanner.advance()
            if byte == UInt8(ascii: "[") {
                throw error(
                    "the DOCTYPE declares entities or elements of its own; a property list needs none, and routegen reads none",
                    at: location
                )
            }
            if byte == UInt8(ascii: ">") { return }
        }
        throw error("the DOCTYPE is never closed with '>'", at: location)
    }

    private func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [])
        -> PropertyListSyntaxError
    { PropertyListSyntaxError(diagnostic: .error(.propertyListSyntax, message, at: location, notes: notes)) }
}

/// The read position in the bytes, with its line and column kept as it moves, so that locating an element costs
/// nothing however long the file or its lines.
private struct Scanner {
    let bytes: [UInt8]
    let file: SourceLocation.File
    private(set) var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8], file: SourceLocation.File) {
        self.bytes = bytes
        self.file = file
    }

    /// Columns count characters, as the spec reader's do.
    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func advance(by count: Int) { for _ in 0..<min(count, bytes.count - offset) { advance() } }

    func hasPrefix(_ prefix: String) -> Bool {
        var index = offset
        for byte in prefix.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Skips `character` when it comes next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard current == UInt8(ascii: character) else { return false }
        advance()
        return true
    }

    /// The bytes before the next `terminator`, moving past it; nil, at the end of the file, when there is none.
    mutating func bytes(upTo terminator: String) -> [UInt8]? {
        let start = offset
        while offset < bytes.count {
            if hasPrefix(terminator) {
                let found = Array(bytes[start..<offset])
                advance(by: terminator.utf8.count)
                return found
            }
            advance()
        }
        return nil
    }
}

extension UInt8 {
    fileprivate var isDecimalDigit: Bool { (0x30...0x39).contains(self) }
    fileprivate var isHexDigit: Bool { isDecimalDigit || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }
}
