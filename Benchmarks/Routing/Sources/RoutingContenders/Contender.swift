import Foundation

/// One way of getting from a URL to what the app needs, measured against the others.
package struct Contender {
    package let name: String
    /// Returns a number that depends on the work done, so that the work cannot be optimized away.
    private let body: (URL) -> Int

    /// The generated router, RoutingKit with `router`, and the floor, in the order the figures are printed.
    package static func all(_ router: RoutingKitRouter) -> [Contender] { [generated, routingKit(router), floor] }

    /// The sum of what `body` returns for each URL.
    package func run(over urls: [URL]) -> Int {
        var observed = 0
        for url in urls { observed &+= body(url) }
        return observed
    }

    static var generated: Contender { Contender(name: "generated") { url in BenchRoute(url: url) == nil ? 0 : 1 } }

    static func routingKit(_ router: RoutingKitRouter) -> Contender {
        Contender(name: "RoutingKit") { url in router.route(url) == nil ? 0 : 1 }
    }

    /// Only reading the URL's parts through Foundation: what any router pays before matching anything.
    static var floor: Contender {
        Contender(name: "floor") { url in
            (url.scheme?.utf8.count ?? 0) + (url.host?.utf8.count ?? 0) + url.path(percentEncoded: true).utf8.count
                + (url.query(percentEncoded: true)?.utf8.count ?? 0)
        }
    }
}
