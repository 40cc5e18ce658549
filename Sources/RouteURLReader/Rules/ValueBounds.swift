/// The bounds a spec sets on `String` values, checked once a value has been read: each check is one pass over the
/// text, whatever it holds, so a hostile value costs no more than its length. Carried by a generated file whose
/// spec bounds the length or the characters of text.
public enum ValueBounds {
    /// Whether `text` has a number of characters in `range`, counted as `String.count` counts them (grapheme
    /// clusters). Counting stops one past the upper bound, so a long value is refused after that many characters.
    public static func length(of text: String, in range: ClosedRange<Int>) -> Bool {
        var count = 0
        for _ in text {
            count += 1
            if count > range.upperBound { return false }
        }
        return count >= range.lowerBound
    }

    /// Whether every Unicode scalar of `text` lies in one of `allowed`.
    public static func characters(of text: String, in allowed: [ClosedRange<Unicode.Scalar>]) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in allowed.contains { $0.contains(scalar) } }
    }
}
