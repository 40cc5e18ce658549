/// The characters a spec allows in `String` values, checked once a value has been read, in one pass over the text.
/// Carried by a generated file whose spec sets `characters:`.
public enum TextCharacters {
    /// Whether every Unicode scalar of `text` lies in one of `allowed`.
    public static func allowed(_ text: String, in allowed: [ClosedRange<Unicode.Scalar>]) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in allowed.contains { $0.contains(scalar) } }
    }
}
