#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// What an output path names on disk, decided before anything reads or writes there: routegen replaces only a
/// regular file (or creates one), at the end of any symbolic links, so that a link stays a link to the new code; it
/// writes a stream such as `/dev/stdout` in place, and never replaces what is neither.
enum OutputDestination: Equatable {
    /// A regular file, or nothing yet, at `path`: the output path, or the file its symbolic links lead to.
    case file(path: String)
    /// A FIFO, a terminal or another character device (`/dev/stdout`, `/dev/null`), written in place and never read.
    case stream(path: String, kind: String)
    /// One of the process's open files, named by `/dev/stdout`, `/dev/stderr` or `/dev/fd/N`: written through the
    /// descriptor the process has, which a shell's `>>` opened to append, where opening the path anew would write
    /// from the file's start.
    case descriptor(Int32, name: String)
    /// What routegen does not write: a block device, a socket, links that loop or lead nowhere it can create.
    case refused(reason: String)

    /// Symbolic links followed to where a file is to be created, as many as the system follows (`MAXSYMLINKS`).
    private static let linkLimit = 40

    init(path: String) {
        if let descriptor = Self.openDescriptor(named: path) {
            self = .descriptor(descriptor, name: path)
            return
        }
        // The system follows the links, its own too (`/dev/stdout` leads to `/proc/self/fd/1`, which names a pipe or
        // a terminal that no path does).
        var status = stat()
        if stat(path, &status) == 0 {
            let type = status.st_mode & S_IFMT
            self =
                type == S_IFREG ? .file(path: Self.realPath(of: path) ?? path) : Self.destination(at: path, type: type)
            return
        }
        guard errno == ENOENT else {
            let reason = errno == ELOOP ? "a symbolic link in a loop, or in too long a chain" : Self.systemReason()
            self = .refused(reason: reason)
            return
        }
        // Nothing there yet, or links that lead nowhere yet: the file is created where the links end.
        var current = path
        for _ in 0...Self.linkLimit {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { break }
            guard let target = Self.linkTarget(of: current) else {
                self = .refused(reason: "a symbolic link that cannot be read: \(Self.systemReason())")
                return
            }
            current = target
        }
        self = .file(path: current)
    }

    /// The descriptor a path of the process's own open files names.
    private static func openDescriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                guard let number = Int32(path.dropFirst(prefix.count)), number > STDIN_FILENO else { return nil }
                return fcntl(number, F_GETFD) >= 0 ? number : nil
            }
            return nil
        }
    }

    private static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func destination(at path: String, type: mode_t) -> OutputDestination {
        switch type {
        case S_IFREG: .file(path: path)
        case S_IFIFO: .stream(path: path, kind: "a FIFO")
        case S_IFCHR: .stream(path: path, kind: "a character device")
        case S_IFDIR: .refused(reason: "a folder")
        case S_IFBLK: .refused(reason: "a block device")
        case S_IFSOCK: .refused(reason: "a socket")
        default: .refused(reason: "neither a file nor a folder")
        }
    }

    /// Where a symbolic link leads, relative to the link's folder when the link's text is relative.
    private static func linkTarget(of link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !target.hasPrefix("/") else { return target }
        guard let slash = link.lastIndex(of: "/") else { return target }
        let folder = link[..<slash]
        return (folder.isEmpty ? "" : String(folder)) + "/" + target
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
