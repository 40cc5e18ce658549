#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// What an output path names on disk, decided before anything reads or writes there: routegen writes only a regular
/// file (or creates one), at the end of any symbolic links, so that a link stays a link to the new code; anything
/// else (a FIFO, a device such as `/dev/stdout`, a folder) is refused, never replaced and never read.
enum OutputDestination: Equatable {
    /// A regular file, or nothing yet, at `path`: the output path, or the file its symbolic links lead to.
    case file(path: String)
    /// What routegen does not write, and why: "a FIFO", "a character device", a link loop.
    case refused(reason: String)

    /// Symbolic links followed to where a file is to be created, as many as the system follows (`MAXSYMLINKS`).
    private static let linkLimit = 40

    init(path: String) {
        guard let links = Self.linkChain(from: path) else {
            self = .refused(reason: "a symbolic link that cannot be read: \(Self.systemReason())")
            return
        }
        // `/dev/stdout` and `/dev/fd/N` lead to `/proc/self/fd/N`, which the system follows to whatever the process
        // has open: a shell's `>> build.log` would be replaced by the code, and the log lost.
        if links.contains(where: { $0.hasPrefix("/dev/") || $0.hasPrefix("/proc/") }) {
            self = .refused(reason: "one of the system's devices or the process's open files")
            return
        }
        var status = stat()
        if stat(path, &status) == 0 {
            let type = status.st_mode & S_IFMT
            self = type == S_IFREG ? .file(path: Self.realPath(of: path) ?? path) : .refused(reason: Self.kind(type))
            return
        }
        guard errno == ENOENT else {
            let reason = errno == ELOOP ? "a symbolic link in a loop, or in too long a chain" : Self.systemReason()
            self = .refused(reason: reason)
            return
        }
        // Nothing there yet, or links that lead nowhere yet: the file is created where the links end.
        self = .file(path: links[links.count - 1])
    }

    /// The path, then each path its symbolic links lead to, as written in the links, up to `linkLimit` links; nil
    /// when a link cannot be read.
    private static func linkChain(from path: String) -> [String]? {
        var chain = [path]
        var status = stat()
        while chain.count <= linkLimit, lstat(chain[chain.count - 1], &status) == 0, status.st_mode & S_IFMT == S_IFLNK
        {
            guard let target = linkTarget(of: chain[chain.count - 1]) else { return nil }
            chain.append(target)
        }
        return chain
    }

    private static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        default: "neither a file nor a folder"
        }
    }

    private static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where a symbolic link leads, relative to the link's folder when the link's text is relative.
    private static func linkTarget(of link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !target.hasPrefix("/"), let slash = link.lastIndex(of: "/") else { return target }
        return String(link[..<slash]) + "/" + target
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
