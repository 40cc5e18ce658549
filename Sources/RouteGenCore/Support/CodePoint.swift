extension Unicode.Scalar {
    /// `U+202E`: how diagnostics name a character that would be invisible or disruptive in a terminal.
    var codePointText: String { "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4) }
}

extension Unicode.Scalar {
    /// Controls, unassigned and private-use code points, and format characters such as bidirectional overrides
    /// (which can make text read differently from what it is), except the joiners that emoji and scripts such as
    /// Persian need inside words and the tag characters of flag emoji.
    var isInvisible: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: return true
        case .format: return !(value == 0x200C || value == 0x200D || (0xE0020...0xE007F).contains(value))
        default: return properties.isNoncharacterCodePoint
        }
    }
}
