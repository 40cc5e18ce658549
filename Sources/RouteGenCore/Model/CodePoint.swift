extension Unicode.Scalar {
    /// `U+202E`: how diagnostics name a character that would be invisible or disruptive in a terminal.
    var codePointText: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
