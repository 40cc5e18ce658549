/// Writes canonical links, which `Link` reads back as the same segments and query values.
public enum LinkWriting {
    /// `prefix` (`myapp://` or `https://example.com/`), then the segments joined by `/`, then `?` and the query
    /// items that have a value, in order. Every name, value and segment is percent-encoded by `PercentEncoding`, so
    /// each stays one segment or one item whatever it holds.
    ///
    /// An empty segment is written as `%00`: `Link` skips empty segments, so `a//b` would read as another path (and
    /// open another screen), while a NUL is a control character it refuses, so the link resolves to an error.
    public static func text(
        prefix: String, path: [String], query: [(name: String, value: String?)]
    ) -> String {
        var text = prefix
        for (index, segment) in path.enumerated() {
            if index > 0 { text += "/" }
            text += segment.isEmpty ? "%00" : PercentEncoding.encoded(segment)
        }
        var separator = "?"
        for item in query {
            guard let value = item.value else { continue }
            text += separator + PercentEncoding.encoded(item.name) + "=" + PercentEncoding.encoded(value)
            separator = "&"
        }
        return text
    }
}
