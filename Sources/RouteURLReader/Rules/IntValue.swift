/// `Int` values, carried by a generated file whose spec has one: read from link text and written back.
public enum IntValue {
    /// An optional `-` and decimal digits, leading zeros allowed, that fit in `Int`; no `+`, no spaces.
    @inline(never)
    public static func parse(_ text: EncodedText) -> Int? {
        var decoder = text.decoder()
        var step = decoder.next()
        let isNegative = step == .byte(UInt8(ascii: "-"))
        if isNegative { step = decoder.next() }
        guard step != .end else { return nil }
        var value = 0
        while case .byte(let byte) = step {
            guard ASCII.isDigit(byte) else { return nil }
            // Built on the side of the sign, so that Int.min, whose magnitude has no positive Int, still fits.
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, shiftOverflows) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflows) = isNegative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            guard !shiftOverflows, !addOverflows else { return nil }
            value = next
            step = decoder.next()
        }
        return step == .end ? value : nil
    }

    /// The text `parse` reads back as `value`.
    public static func text(_ value: Int) -> String {
        String(value)
    }

    /// The value of the path segment at `index`, or nil when it is not one.
    public static func at(_ index: Int, of link: Link) -> Int? {
        parse(link.segment(index))
    }
}
