/// A path shown in a diagnostic the way the app receives it: segments joined by `/`, with every byte that a URL
/// path cannot carry as it is percent-encoded.
enum ExamplePath {
    static func text(_ segments: [String]) -> String { "/" + segments.map(encoded).joined(separator: "/") }

    private static func encoded(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// RFC 3986 unreserved characters and the sub-delimiters, `:` and `@` that a path segment may hold.
    private static let allowed: Set<UInt8> = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8
    )
}
