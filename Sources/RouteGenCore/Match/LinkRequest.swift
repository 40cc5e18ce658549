import Foundation

/// A URL taken apart the way the generated `RouteRequest` does it, with the same Foundation calls, so both accept
/// and reject the same URLs for the same reasons.
struct LinkRequest {
    /// The percent-decoded path segments, empty ones dropped.
    let segments: [String]
    /// The segments as literal segments are compared with them: lowercased unless the spec is case-sensitive.
    let keys: [String]
    /// Query values, still percent-encoded, by decoded name; the first item of a name wins.
    private let query: [String: String]

    init(_ url: URL, table: RouteTable) throws(LinkRejection) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformedPath(segment: nil)
        }
        var segments: [String] = []
        for encoded in try Self.encodedPath(of: components, table: table).split(separator: "/") {
            guard let segment = encoded.removingPercentEncoding, Self.isAcceptable(segment) else {
                throw .malformedPath(segment: String(encoded))
            }
            segments.append(segment)
        }
        self.segments = segments
        keys = table.caseSensitive ? segments : segments.map { $0.lowercased() }
        var query: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] {
            guard let name = Self.decodeQueryText(item.name), query[name] == nil else { continue }
            query[name] = item.value ?? ""
        }
        self.query = query
    }

    /// The result of reading query item `name`: absent, its decoded text, or the text the error reports when the
    /// item cannot be decoded.
    enum QueryText {
        case absent
        case decoded(String)
        case undecodable(String)
    }

    func queryText(_ name: String) -> QueryText {
        guard let encoded = query[name] else { return .absent }
        guard let text = Self.decodeQueryText(encoded) else { return .undecodable(encoded) }
        return .decoded(text)
    }

    private static func encodedPath(of components: URLComponents, table: RouteTable) throws(LinkRejection) -> String {
        let scheme = components.scheme?.lowercased() ?? ""
        if table.schemes.contains(scheme) {
            try rejectUserInfoAndPort(components)
            // In `myapp://users/42` the host is the first path segment; `myapp:/users/42` has no host.
            return (components.percentEncodedHost ?? "") + "/" + components.percentEncodedPath
        }
        if !table.hosts.isEmpty, scheme == "https" {
            let host = components.percentEncodedHost ?? ""
            guard table.hosts.contains(host.lowercased()) else { throw .untrustedHost(host) }
            try rejectUserInfoAndPort(components)
            return components.percentEncodedPath
        }
        throw .unsupportedScheme(scheme)
    }

    private static func rejectUserInfoAndPort(_ components: URLComponents) throws(LinkRejection) {
        guard components.percentEncodedUser == nil, components.percentEncodedPassword == nil, components.port == nil else {
            throw .unexpectedUserInfoOrPort
        }
    }

    private static func isAcceptable(_ segment: String) -> Bool {
        segment != "." && segment != ".." && !segment.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Query text writes a space as `+`, as HTML forms do; a plus itself arrives as `%2B`.
    private static func decodeQueryText(_ encoded: String) -> String? {
        encoded.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
