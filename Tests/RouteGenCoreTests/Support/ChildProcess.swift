import Foundation

/// A child started with no signals blocked and default signal actions, as a shell or Xcode would start it.
/// `Process` passes on the mask of the thread that starts it, and test threads block SIGINT and SIGTERM.
struct ChildProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    let processIdentifier: pid_t
    private var ending: Ending?

    init(_ executable: String, _ arguments: [String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        var all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        processIdentifier = pid
    }

    mutating func isRunning() -> Bool {
        guard ending == nil else { return false }
        var status: Int32 = 0
        guard waitpid(processIdentifier, &status, WNOHANG) == processIdentifier else { return true }
        ending = Self.ending(fromWaitStatus: status)
        return false
    }

    /// Waits on a thread of its own, so the caller's thread goes on running other tests.
    mutating func wait() async -> Ending {
        if let ending { return ending }
        let processIdentifier = processIdentifier
        let status = await DedicatedThread.run {
            var status: Int32 = 0
            while waitpid(processIdentifier, &status, 0) == -1 && errno == EINTR {}
            return status
        }
        let ending = Self.ending(fromWaitStatus: status)
        self.ending = ending
        return ending
    }

    func send(_ signal: Int32) { kill(processIdentifier, signal) }

    /// The macros WIFEXITED and friends are not imported; these are their definitions on Linux and macOS.
    private static func ending(fromWaitStatus status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
