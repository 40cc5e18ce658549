import Foundation
import MallocInterposerSwift
import RoutingContenders

/// Counts heap allocations with malloc-interposer, whose library sees them only when it replaces the process's
/// malloc: preloaded, or linked ahead of the C library.
enum AllocationCounter {
    static let isAvailable: Bool = mallocCalls { blackHole(Array(repeating: 7, count: Int.random(in: 8...16))) } > 0

    /// The number of malloc, calloc, realloc and aligned allocation calls that `body` makes.
    static func mallocCalls(in body: () -> Void) -> Int {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        return MallocInterposerSwift.getStatistics().mallocCount
    }

    static func mallocCallsPerURL(_ contender: Contender, over urls: [URL]) -> Double {
        // Once uncounted first: lazily built state (the generated table of first segments, Foundation's caches) is
        // paid once per process, not per URL.
        blackHole(contender.run(over: urls))
        let calls = mallocCalls { blackHole(contender.run(over: urls)) }
        return Double(calls) / Double(urls.count)
    }
}

@_optimize(none) @inline(never) func blackHole<T>(_ value: T) {}
