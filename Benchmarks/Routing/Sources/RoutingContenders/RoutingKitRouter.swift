import Foundation
import RoutingKit

/// The benchmark's routes on RoutingKit's `TrieRouter`, with as little code around it as gives the same
/// `BenchRoute` values as the generated router: the URL's path split into segments, and each registered route's
/// output building its case from the router's `Parameters`.
package struct RoutingKitRouter {
    /// Builds a route from the matched pattern's parameters, or nil when a value does not parse.
    typealias RouteBuilder = (Parameters, URL) -> BenchRoute?

    private let router: TrieRouter<RouteBuilder>

    package init() {
        // The spec's literals match case-insensitively, as they do by default in routegen.
        router = TrieRouter(options: [.caseInsensitive])
        Self.register(in: router)
    }

    func route(_ url: URL) -> BenchRoute? {
        guard let path = Self.pathSegments(of: url) else { return nil }
        var parameters = Parameters()
        return router.route(path: path, parameters: &parameters)?(parameters, url)
    }

    /// The segments still percent-encoded: RoutingKit decodes parameter values itself.
    private static func pathSegments(of url: URL) -> [String]? {
        let host = url.host(percentEncoded: true)
        switch url.scheme?.lowercased() {
        case "bench":
            // In `bench://w3/42` the host is the first segment.
            return (host.map { [$0] } ?? []) + segments(of: url)
        case "https" where host?.lowercased() == "bench.example": return segments(of: url)
        default: return nil
        }
    }

    private static func segments(of url: URL) -> [String] {
        url.path(percentEncoded: true).split(separator: "/").map(String.init)
    }

    /// The search routes' query: a required `q` and an optional Int `page`, the first item of a name winning.
    static func searchQuery(of url: URL) -> (q: String, page: Int?)? {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard let q = items.first(where: { $0.name == "q" })?.value else { return nil }
        guard let pageText = items.first(where: { $0.name == "page" })?.value else { return (q, nil) }
        return Int(pageText).map { (q, $0) }
    }
}
