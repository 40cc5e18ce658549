/// The outcome of reading one query parameter.
public enum QueryValue<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The query has no item of that name.
    case absent
    /// The first item of that name holds this value.
    case value(Value)
    /// The first item of that name holds no value of the type. Its text is decoded when it is acceptable text,
    /// and as written otherwise (a bad escape, ill-formed UTF-8, a forbidden character).
    case invalid(String)
}

/// Finds query items by name, lazily: nothing is decoded into a dictionary, and only names are decoded at all.
/// Carried by a generated file whose spec reads query items: a route's query parameters or the context's keys.
public enum QueryItems {
    /// The decoded text of the first item named `name`.
    @inlinable
    public static func text(_ name: String, in link: Link) -> QueryValue<String> {
        value(name, in: link, parsing: ValueParsing.string)
    }

    /// The value of the first item named `name`, parsed by `parse`: `IntValue.parse`, say.
    @inlinable
    public static func value<Value>(
        _ name: String, in link: Link, parsing parse: (EncodedText) -> Value?
    ) -> QueryValue<Value> {
        guard let query = link.query, let text = firstValue(named: name, in: query) else { return .absent }
        guard TextRules.accepts(text, in: .queryValue) else {
            return .invalid(String(decoding: text.bytes, as: UTF8.self))
        }
        guard let value = parse(text) else { return .invalid(ValueParsing.string(text)) }
        return .value(value)
    }

    /// The same, with a value that `isAllowed` refuses made invalid, as text of the wrong type is: a spec's
    /// constraint on a query parameter.
    @inlinable
    public static func value<Value>(
        _ name: String, in link: Link, parsing parse: (EncodedText) -> Value?,
        allowing isAllowed: (Value) -> Bool
    ) -> QueryValue<Value> {
        let found = value(name, in: link, parsing: parse)
        guard case .value(let parsed) = found, !isAllowed(parsed),
              case .value(let written) = text(name, in: link) else {
            return found
        }
        return .invalid(written)
    }

    /// The value of the first item whose decoded name is exactly `name`, as written.
    ///
    /// Items are split on `&`, empty ones skipped; an item without `=` has the empty value. Only the names are
    /// decoded, one byte at a time until they differ, so a long query costs one pass and no copy.
    @inlinable
    public static func firstValue(
        named name: String, in query: UnsafeBufferPointer<UInt8>
    ) -> EncodedText? {
        ASCII.withBytes(of: name) { name in
            var start = 0
            while start < query.count {
                let nameEnd = LinkParts.end(of: query, from: start) {
                    $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "&")
                }
                let end = nameEnd < query.count && query[nameEnd] == UInt8(ascii: "=")
                    ? LinkParts.end(of: query, from: nameEnd + 1) { $0 == UInt8(ascii: "&") } : nameEnd
                let itemName = UnsafeBufferPointer(rebasing: query[start..<nameEnd])
                if end > start, names(itemName, match: name) {
                    let valueStart = min(nameEnd + 1, end)
                    let value = UnsafeBufferPointer(rebasing: query[valueStart..<end])
                    return EncodedText(bytes: value, plusIsSpace: true)
                }
                start = end + 1
            }
            return nil
        }
    }

    /// Whether an item's name as written decodes to `name`. A name without `%` or `+` decodes to itself, so its
    /// bytes are compared directly, which keeps a query of many items one quick pass.
    @inlinable
    public static func names(
        _ written: UnsafeBufferPointer<UInt8>, match name: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        if !written.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return written.count == name.count && written.elementsEqual(name)
        }
        var decoder = PercentDecoder(bytes: written, plusIsSpace: true)
        for expected in name {
            guard decoder.next() == .byte(expected) else { return false }
        }
        return decoder.next() == .end
    }
}
