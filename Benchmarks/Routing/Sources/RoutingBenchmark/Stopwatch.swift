import Foundation
import RoutingContenders

/// Keeps a result alive without the optimizer seeing what happens to it, so the timed work cannot be removed.
@_optimize(none) @inline(never) func blackHole<T>(_ value: T) {}

extension Duration {
    var nanoseconds: Double { Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9 }
}

extension Contender {
    /// The time of one run over `urls`.
    func time(over urls: [URL]) -> Duration {
        let start = ContinuousClock.now
        let observed = run(over: urls)
        let elapsed = ContinuousClock.now - start
        blackHole(observed)
        return elapsed
    }
}
