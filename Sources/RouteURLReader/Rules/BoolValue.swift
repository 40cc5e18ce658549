/// `Bool` values, carried by a generated file whose spec has one: read from link text and written back.
public enum BoolValue {
    /// Exactly `true` or `false`, in lowercase.
    @inline(never)
    public static func parse(_ text: EncodedText) -> Bool? {
        if ValueParsing.equals(text, "true", foldingCase: false) { return true }
        if ValueParsing.equals(text, "false", foldingCase: false) { return false }
        return nil
    }

    /// The text `parse` reads back as `value`.
    public static func text(_ value: Bool) -> String {
        value ? "true" : "false"
    }

    /// The value of the path segment at `index`, or nil when it is not one.
    public static func at(_ index: Int, of link: Link) -> Bool? {
        parse(link.segment(index))
    }
}
