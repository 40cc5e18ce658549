/// Rules for turning spec names into Swift identifiers.
package enum SwiftName {
    /// Words that need backticks wherever they are used as a case, label or variable name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await",
    ]

    /// Names Swift will not accept as an enum case or a nested type even with backticks.
    static let unusableNames: Set<String> = ["init", "self", "Self", "Type", "Protocol", "_"]

    /// ASCII letters, digits and underscores, not starting with a digit. Read from the UTF-8 bytes: every byte of a
    /// character beyond ASCII is outside those ranges, so the bytes decide exactly as the characters would.
    package static func isIdentifier(_ text: String) -> Bool {
        // Over contiguous bytes the test is a tight loop; over the string's UTF-8 view each step checks its form.
        var text = text
        return text.withUTF8 { isIdentifier(utf8: $0) }
    }

    /// `isIdentifier(_:)` of the text whose UTF-8 is `bytes`.
    static func isIdentifier(utf8 bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
        return bytes.allSatisfy(isIdentifierByte)
    }

    /// An ASCII letter, digit or underscore: a byte an identifier may hold after its first.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// `name`, in backticks when it is a keyword.
    package static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A label at a call site, where Swift takes every keyword but `inout` without backticks (and warns about
    /// backticks it does not need).
    package static func argumentLabel(_ label: String) -> String { label == "inout" ? "`inout`" : label }

    package static func upperCamel(_ name: String) -> String {
        // Names are mostly ASCII identifiers: when the first character is one ASCII scalar, only it can change.
        let bytes = name.utf8
        if let first = bytes.first, first < 0x80, first != UInt8(ascii: "\r"),
            bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true
        {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return name }
            return String(Unicode.Scalar(first - 0x20)) + Substring(bytes.dropFirst())
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// The words of a label, lowercased: `userId` -> `user`, `id`; `pageURL` -> `page`, `url`; `self_` -> `self`. A word
    /// starts at `_` and at a capital after a lowercase letter or a digit, so an acronym stays one word.
    package static func words(ofLabel label: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in label {
            let startsWord = character.isUppercase && previous.map { $0.isLowercase || $0.isNumber } == true
            if character == "_" || startsWord {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character != "_" { current += character.lowercased() }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    package static func lowerCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A case name for an arbitrary enum value: `dark-mode` -> `darkMode`, `4k` -> `_4k`, and for a value without
    /// ASCII letters or digits its code points: U+212A KELVIN SIGN -> `u212A`, which links tell from `k`.
    package static func caseName(forValue value: String) -> String {
        if isIdentifier(value) { return value }
        let words = value.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first else {
            guard !value.isEmpty else { return "_" }
            return "u"
                + value.unicodeScalars.map { String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
                .joined(separator: "_")
        }
        let joined = lowerCamel(first) + words.dropFirst().map(upperCamel).joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }
}
