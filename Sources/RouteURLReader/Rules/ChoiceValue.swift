/// Enum values, carried by a generated file whose spec has an enum parameter or context key.
public enum ChoiceValue {
    /// The value of `Choice` whose raw value the text spells, byte for byte, or with `A`–`Z` and `a`–`z` equal
    /// when `foldingCase`. Never Unicode case mapping: U+212A KELVIN SIGN is not `k`.
    @inline(never)
    public static func parse<Choice: CaseIterable & RawRepresentable>(
        _ text: EncodedText, as type: Choice.Type, foldingCase: Bool
    ) -> Choice? where Choice.RawValue == String {
        Choice.allCases.first { ValueParsing.equals(text, $0.rawValue, foldingCase: foldingCase) }
    }

    /// The value the segment at `index` spells, compared as the link's literals are.
    public static func at<Choice: CaseIterable & RawRepresentable>(
        _ index: Int, of link: Link, as type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        parse(link.segment(index), as: type, foldingCase: link.literalsIgnoreCase)
    }
}
