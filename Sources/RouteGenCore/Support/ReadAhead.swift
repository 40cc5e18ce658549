import Dispatch

/// A producer on another thread that fills batches a bounded number ahead of a consumer on the calling thread, so
/// that the two halves of a serial job (a parser and what is built from its output) run on two cores at once.
///
/// Batches pass between the threads through semaphores: a batch is touched by one thread at a time, and at most
/// `slots.count` batches are filled and not yet drained, which bounds both the memory the producer holds and how far
/// it runs past the point where the consumer stops it.
enum ReadAhead {
    /// Calls `fill` on another thread and `drain` on this one, each batch once, in order.
    /// - Parameters:
    ///   - slots: the batches, reused in turn; each is handed back to `fill` once drained.
    ///   - fill: refills a batch; false when this batch is the last one (the input ended or failed).
    ///   - drain: consumes a batch; false when it needs no further batches. It is still handed every batch the
    ///     producer fills before it learns of that.
    ///   The slots are passed by address so that a batch moves between the threads without being copied or
    ///   counted: a batch of libyaml events is a C array the producer fills in place.
    static func run<Batch>(
        slots: UnsafeMutableBufferPointer<Batch>,
        fill: @escaping @Sendable (inout Batch) -> Bool,
        drain: (inout Batch) -> Bool
    ) {
        let handOff = HandOff(slots: slots)
        DispatchQueue.global(qos: .userInitiated)
            .async {
                var index = 0
                while true {
                    handOff.emptied.wait()
                    let isLast = handOff.isStopped || !fill(&handOff.slots.base[index])
                    handOff.isLast[index] = isLast
                    handOff.filled.signal()
                    if isLast { return }
                    index = (index + 1) % handOff.slots.count
                }
            }
        var index = 0
        while true {
            handOff.filled.wait()
            if !drain(&slots[index]) { handOff.stop() }
            if handOff.isLast[index] { return }
            handOff.emptied.signal()
            index = (index + 1) % slots.count
        }
    }
}

/// The state both threads of `ReadAhead.run` share. `slots` and `isLast` are only touched by the thread that holds
/// the batch; the stop request, which crosses at any time, is read and written under a lock.
private final class HandOff<Batch>: @unchecked Sendable {
    struct Slots: @unchecked Sendable {
        let base: UnsafeMutablePointer<Batch>
        let count: Int
    }

    let slots: Slots
    // One flag per slot, written by the thread that holds the slot: plain memory needs no lock for that, where a
    // Swift array shared by two threads would be copied on its first write.
    let isLast: UnsafeMutableBufferPointer<Bool>
    let filled = DispatchSemaphore(value: 0)
    /// Starts at zero and is signalled once per slot, not created with the slot count: libdispatch traps when a
    /// semaphore is freed below the value it was created with, which this one may be when the producer stops.
    let emptied = DispatchSemaphore(value: 0)
    private let stopLock = DispatchSemaphore(value: 1)
    private var stopRequested = false

    init(slots: UnsafeMutableBufferPointer<Batch>) {
        self.slots = Slots(base: slots.baseAddress!, count: slots.count)
        isLast = .allocate(capacity: slots.count)
        isLast.initialize(repeating: false)
        for _ in 0..<slots.count { emptied.signal() }
    }

    deinit { isLast.deallocate() }

    var isStopped: Bool {
        stopLock.wait()
        defer { stopLock.signal() }
        return stopRequested
    }

    func stop() {
        stopLock.wait()
        stopRequested = true
        stopLock.signal()
    }
}
