/// The outcome of reading one query parameter.
enum QueryValue<Value: Equatable & Sendable>: Equatable, Sendable {
    case absent
    case value(Value)
    /// The first item of that name holds no value of the type. Its text is decoded when it is acceptable text,
    /// and as written otherwise (a bad escape, ill-formed UTF-8, a forbidden character).
    case invalid(String)
}

/// Finds query items by name, lazily: nothing is decoded into a dictionary, and only names are decoded at all.
enum QueryItems {
    /// The value of the first item whose decoded name is exactly `name`, as written.
    ///
    /// Items are split on `&`, empty ones skipped; an item without `=` has the empty value. Only the names are
    /// decoded, one byte at a time until they differ, so a long query costs one pass and no copy.
    static func firstValue(named name: String, in query: UnsafeBufferPointer<UInt8>) -> EncodedText? {
        var start = 0
        while start < query.count {
            let end = LinkParts.end(of: query, from: start) { $0 == UInt8(ascii: "&") }
            let nameEnd = LinkParts.end(of: query, from: start) { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "&") }
            let itemName = EncodedText(bytes: UnsafeBufferPointer(rebasing: query[start..<nameEnd]), plusIsSpace: true)
            if end > start, ValueParsing.equals(itemName, name, foldingCase: false) {
                let valueStart = min(nameEnd + 1, end)
                return EncodedText(bytes: UnsafeBufferPointer(rebasing: query[valueStart..<end]), plusIsSpace: true)
            }
            start = end + 1
        }
        return nil
    }
}
