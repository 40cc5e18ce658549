import Foundation

/// Times opening links through the generated router (resolving each, holding nothing, applying its route to the
/// navigation state) against resolving them with `resolution(for:)` alone, over the same URLs, in turns.
package enum LinkOpening {
    /// Nanoseconds per URL of each way, the fastest of `rounds` rounds. Each router round starts from an empty state,
    /// so every round pushes the same screens.
    @MainActor package static func nanosecondsPerURL(_ urls: [URL], rounds: Int) -> (resolution: Double, router: Double)
    {
        var resolutionFastest = Duration.seconds(Int64.max)
        var routerFastest = Duration.seconds(Int64.max)
        for _ in 0..<rounds {
            var start = ContinuousClock.now
            var resolved = 0
            for url in urls where BenchRoute.resolution(for: url).route != nil { resolved += 1 }
            resolutionFastest = min(resolutionFastest, ContinuousClock.now - start)
            keep(resolved)

            let router = BenchRouter(isReady: true, isSignedIn: true, perform: { _ in }, signIn: { _ in })
            start = ContinuousClock.now
            for url in urls { router.open(url) }
            routerFastest = min(routerFastest, ContinuousClock.now - start)
            keep(router.state.path.count)
        }
        let count = Double(urls.count)
        return (resolutionFastest.nanoseconds / count, routerFastest.nanoseconds / count)
    }

    /// Keeps a result alive without the optimizer seeing what happens to it, so the timed work cannot be removed.
    @_optimize(none) @inline(never) private static func keep<T>(_ value: T) {}
}

extension Duration {
    fileprivate var nanoseconds: Double { Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9 }
}
