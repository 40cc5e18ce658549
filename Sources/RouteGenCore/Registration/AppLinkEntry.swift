/// An `applinks:` entry of the Associated Domains entitlement, read by Apple's rules: `applinks:example.com` is that
/// host; `applinks:*.example.com` is every subdomain of example.com, at any depth, but not example.com itself; a
/// `?mode=developer`, `?mode=managed` or `?mode=developer+managed` suffix limits which apps or devices use the entry.
/// When several entries match a host, the most specific applies: the host itself, else the longest wildcard domain.
struct AppLinkEntry {
    /// The entry as written, located at its `<string>`.
    var written: Located<String>
    /// The host, or the domain after `*.`, lowercased.
    var domain: String
    var matchesSubdomains: Bool
    /// `developer`, `managed` or `developer+managed`; nil for an entry every app uses.
    var mode: String?

    static let service = "applinks:"
    static let modes = ["developer", "managed", "developer+managed"]

    /// `example.com` or `*.example.com`, as `handledElsewhere` names the entry.
    var pattern: String { (matchesSubdomains ? "*." : "") + domain }

    /// Reads an entry of the entitlement; nil for another service's (`webcredentials:`, `appclips:`, …). Throws the
    /// message for an `applinks:` entry that is no domain.
    static func read(_ written: Located<String>) throws(Malformed) -> AppLinkEntry? {
        guard written.value.hasPrefix(service) else { return nil }
        var domain = Substring(written.value.dropFirst(service.count))
        var mode: String?
        if let question = domain.firstIndex(of: "?") {
            let suffix = domain[domain.index(after: question)...]
            guard suffix.hasPrefix("mode="), modes.contains(String(suffix.dropFirst(5))) else {
                throw Malformed(
                    message:
                        "'?\(suffix)' is not an alternate mode of '\(written.value)'; write '?mode=developer', '?mode=managed' or '?mode=developer+managed'"
                )
            }
            mode = String(suffix.dropFirst(5))
            domain = domain[..<question]
        }
        let matchesSubdomains = domain.hasPrefix("*.")
        if matchesSubdomains { domain = domain.dropFirst(2) }
        let host = String(domain).asciiLowercased
        guard ModelBuilder.hostProblem(host) == nil else {
            throw Malformed(
                message:
                    "'\(written.value)' is not an associated domain; write 'applinks:' and a host name, such as 'applinks:example.com', with '*.' before it for its subdomains (no scheme, port or path)"
            )
        }
        return AppLinkEntry(written: written, domain: host, matchesSubdomains: matchesSubdomains, mode: mode)
    }

    struct Malformed: Error { var message: String }

    /// Whether links to `host`, lowercased, can open the app through this entry.
    func matches(_ host: String) -> Bool { matchesSubdomains ? host.hasSuffix("." + domain) : host == domain }

    /// Of the entries that match a host, the most specific apply: a host itself beats any wildcard, and a longer
    /// wildcard domain beats a shorter one.
    static func applying(to host: String, among entries: [AppLinkEntry]) -> [AppLinkEntry] {
        let matching = entries.filter { $0.matches(host) }
        let specificity = { (entry: AppLinkEntry) in entry.matchesSubdomains ? entry.domain.utf8.count : Int.max }
        guard let best = matching.map(specificity).max() else { return [] }
        return matching.filter { specificity($0) == best }
    }
}
