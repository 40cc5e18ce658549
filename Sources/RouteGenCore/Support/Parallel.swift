import Dispatch

/// Work spread over the machine's cores. routegen runs in every build, where the other cores are often idle while
/// it works; each helper keeps results in their serial order, so output never depends on scheduling.
enum Parallel {
    /// Below this many elements a map stays on the calling thread: handing work to other threads costs more than
    /// it saves on the small specs most apps have.
    static let serialMapLimit = 64

    /// `elements.map(transform)`, with runs of neighbouring elements transformed on whichever core is free.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element],
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let count = elements.count
        guard count >= serialMapLimit else { return elements.map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let results = SharedBuffer(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: runCount) { run in
                for index in range(ofRun: run, count: count) {
                    (results.base + index).initialize(to: transform(elements[index]))
                }
            }
            initializedCount = count
        }
    }

    /// `transform` of each run of neighbouring indices of `0..<count`, in order, the runs transformed on whichever
    /// core is free; for work that is cheaper done a run at a time than an element at a time.
    static func mapRuns<Result: Sendable>(count: Int, _ transform: @Sendable (Range<Int>) -> Result) -> [Result] {
        guard count >= serialMapLimit else { return [transform(0..<count)] }
        return [Result](unsafeUninitializedCapacity: runCount) { buffer, initializedCount in
            let results = SharedBuffer(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: runCount) { run in
                (results.base + run).initialize(to: transform(range(ofRun: run, count: count)))
            }
            initializedCount = runCount
        }
    }

    // More runs than cores, so that a thread that finishes early takes another run instead of waiting.
    private static let runCount = 16

    private static func range(ofRun run: Int, count: Int) -> Range<Int> {
        (run * count / runCount)..<((run + 1) * count / runCount)
    }
}

extension Parallel {
    /// `(first(), second())`, the two run at once when a core is free for the second.
    static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First,
        _ second: @Sendable () -> Second
    ) -> (First, Second) {
        var firstResult: First?
        var secondResult: Second?
        // Each thread writes its own result in place, as in `map`.
        withUnsafeMutablePointer(to: &firstResult) { firstSlot in
            withUnsafeMutablePointer(to: &secondResult) { secondSlot in
                let slots = (SharedBuffer(base: firstSlot), SharedBuffer(base: secondSlot))
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { slots.0.base.pointee = first() } else { slots.1.base.pointee = second() }
                }
            }
        }
        return (firstResult!, secondResult!)
    }
}

/// The start of a buffer whose threads each initialize their own disjoint range of elements: results are written
/// in place, in order, with no lock and no copy, which an array shared between threads could not offer.
private struct SharedBuffer<Element>: @unchecked Sendable { let base: UnsafeMutablePointer<Element> }
