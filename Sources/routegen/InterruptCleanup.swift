#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Removes the file being written when the process is interrupted, then lets the signal end the process as usual.
///
/// A signal handler may only call async-signal-safe functions, so the path waits in a C string set up beforehand and
/// the handler does nothing but `unlink`, restore the default action and raise the signal again.
final class InterruptCleanup: Sendable {
    static let shared = InterruptCleanup()

    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    private init() {
        for signalNumber in Self.signals {
            let previous = signal(signalNumber) { signalNumber in
                if let path = interruptedWritePath { unlink(path) }
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            // A signal the caller ignores (`nohup` ignores SIGHUP) stays ignored.
            if Self.address(of: previous) == Self.address(of: SIG_IGN) { signal(signalNumber, SIG_IGN) }
        }
    }

    /// C function pointers have no equality in Swift; their addresses do.
    private static func address(of handler: (@convention(c) (Int32) -> Void)?) -> UnsafeRawPointer? {
        handler.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }

    func begin(removing path: String) { interruptedWritePath = strdup(path) }

    func end() {
        let path = interruptedWritePath
        interruptedWritePath = nil
        free(path)
    }
}

/// Read by the signal handler, so it is a plain C string rather than a Swift value that could be mid-update.
nonisolated(unsafe) private var interruptedWritePath: UnsafeMutablePointer<CChar>?
