/// Which links the app takes: its custom schemes, the hosts of its universal links, and how literals compare.
public struct LinkPolicy: Sendable {
    /// Compared with a URL's scheme ignoring ASCII case.
    public var customSchemes: [String]
    /// Compared with an https URL's host as written, ignoring ASCII case only: bare host names, as a spec's are.
    /// Without hosts, https is refused.
    public var trustedHosts: [String]
    /// Whether literal segments and enum values match with `A`–`Z` equal to `a`–`z`; never Unicode case
    /// mapping.
    public var literalsIgnoreCase: Bool

    /// The policy of a spec's schemes, hosts and case rule.
    public init(customSchemes: [String], trustedHosts: [String], literalsIgnoreCase: Bool) {
        self.customSchemes = customSchemes
        self.trustedHosts = trustedHosts
        self.literalsIgnoreCase = literalsIgnoreCase
    }

    /// Where the link comes from, if the policy takes its scheme and authority, or why not. User info and ports are
    /// refused before a host is reported untrusted, so that an authority like `example.com@evil.com` never needs
    /// reading.
    public func origin(
        of parts: LinkParts, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Result<Link.Origin, LinkRejection> {
        guard let schemeRange = parts.scheme else { return .failure(.unsupportedScheme("")) }
        let scheme = UnsafeBufferPointer(rebasing: bytes[schemeRange])
        let origin: Link.Origin
        if customSchemes.contains(where: { ASCII.equalIgnoringCase(scheme, $0) }) {
            origin = .customScheme
        } else if !trustedHosts.isEmpty, ASCII.equalIgnoringCase(scheme, "https") {
            origin = .universalLink
        } else {
            let lowercased = scheme.map(ASCII.lowercased)
            return .failure(.unsupportedScheme(String(decoding: lowercased, as: UTF8.self)))
        }
        let authority = parts.authority.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
            ?? UnsafeBufferPointer(start: nil, count: 0)
        // The host is compared as written: escapes stay escapes and punycode stays punycode, so the only
        // hosts trusted are the spellings the spec lists. Those are bare names, without `@`, `:` or brackets, so an
        // authority equal to one has no user info or port and need not be searched for them.
        if origin == .universalLink, trustedHosts.contains(where: { ASCII.equalIgnoringCase(authority, $0) }) {
            return .success(origin)
        }
        if LinkParts.hasUserInfoOrPort(authority) { return .failure(.userInfoOrPort) }
        if origin == .universalLink {
            return .failure(.untrustedHost(String(decoding: authority, as: UTF8.self)))
        }
        return .success(origin)
    }
}

/// Why a text is not a link the app takes, before any route is tried.
public enum LinkRejection: Error, Equatable {
    /// The scheme in lowercase, its canonical form; empty when the text does not start with a scheme.
    case unsupportedScheme(String)
    /// The https URL's host as written, escapes and all.
    case untrustedHost(String)
    /// The authority has a user name, a password or a port.
    case userInfoOrPort
    /// A segment has a bad escape, ill-formed UTF-8, a control or bidi control character, or is `.` or `..`.
    case malformedPath
}
