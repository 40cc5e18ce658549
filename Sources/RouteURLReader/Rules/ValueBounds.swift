/// The length a spec sets on `String` values, checked once a value has been read: one pass over the text, whatever
/// it holds, so a hostile value costs no more than its length. Carried by a generated file whose spec bounds the
/// length of text.
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
}
