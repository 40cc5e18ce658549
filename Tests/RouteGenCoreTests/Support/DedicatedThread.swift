import Foundation

/// Runs blocking work, such as `waitpid` or a tight polling loop, on a thread of its own. The tests share a thread
/// pool as small as the machine's core count; work that blocks one of its threads holds up every other test.
enum DedicatedThread {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in Thread { continuation.resume(returning: work()) }.start() }
    }
}
