#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import RouteGenCore

/// Where `check --against` finds the earlier version of a spec: a file, or `git:REF`, the same file at a git revision.
enum EarlierSpec {
    case file(String)
    case revision(String)

    init(_ argument: String) {
        self = argument.hasPrefix("git:") ? .revision(String(argument.dropFirst(4))) : .file(argument)
    }

    enum Reading {
        /// The earlier spec's text, and the name its diagnostics use.
        case found([UInt8], name: String)
        /// The spec did not exist at the revision: there is nothing to compare, which is no error.
        case absent(Diagnostic)
        case failed(Diagnostic)
    }

    /// The earlier version of the spec at `specPath`; problems are reported at `reference`, the config line that names
    /// the spec, or at the spec.
    func read(for specPath: String, namedAt reference: SourceLocation?) -> Reading {
        let place = reference ?? SourceLocation(file: specPath, line: 1, column: 1)
        switch self {
        case .file(let path):
            guard !FilePath.isFolder(path), let data = FileManager.default.contents(atPath: path) else {
                let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
                return .failed(
                    .error(.earlierSpecUnavailable, "cannot read the earlier spec '\(path)': \(reason)", at: place)
                )
            }
            return .found([UInt8](data), name: path)
        case .revision(let revision): return Self.read(specPath, at: revision, place: place)
        }
    }

    /// `git show REV:./FILE`, run in the spec's folder so that the path is the spec's own wherever the repository's
    /// root is, after `git rev-parse` has told a revision that does not exist from a folder outside any repository.
    private static func read(_ specPath: String, at revision: String, place: SourceLocation) -> Reading {
        let folder = specPath.contains("/") ? String(specPath[..<specPath.lastIndex(of: "/")!]) : "."
        let directory = folder.isEmpty ? "/" : folder
        let file = specPath.split(separator: "/").last.map(String.init) ?? specPath
        let name = "\(revision):\(specPath)"
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            return .failed(
                .error(
                    .earlierSpecUnavailable,
                    "'git:\(revision)' names no revision; write git:REF, as in git:origin/main",
                    at: place
                )
            )
        }
        if let failure = unverified(revision, in: directory, folder: folder, place: place) { return failure }
        let shown: ChildProcess.Result
        do { shown = try ChildProcess.run("git", ["-C", directory, "show", "\(revision):./\(file)"]) } catch {
            return .failed(
                .error(
                    .earlierSpecUnavailable,
                    "cannot run git to read the earlier spec at git:\(revision): \(error.reason)",
                    at: place
                )
            )
        }
        guard shown.status == 0 else {
            if shown.errorText.contains("does not exist in") || shown.errorText.contains("but not in") {
                return .absent(
                    .note(
                        .noEarlierSpec,
                        "'\(specPath)' did not exist at git:\(revision); there is no earlier version to compare",
                        at: place
                    )
                )
            }
            let reason = shown.errorText.split(separator: "\n").first.map(String.init) ?? "git show failed"
            return .failed(
                .error(.earlierSpecUnavailable, "cannot read the earlier spec at git:\(revision): \(reason)", at: place)
            )
        }
        return .found(shown.output, name: name)
    }

    /// Why `revision` cannot be read in `directory`, or nil when git knows it as a commit there.
    private static func unverified(_ revision: String, in directory: String, folder: String, place: SourceLocation)
        -> Reading?
    {
        let verified: ChildProcess.Result
        do {
            verified = try ChildProcess.run(
                "git",
                ["-C", directory, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]
            )
        } catch {
            return .failed(
                .error(
                    .earlierSpecUnavailable,
                    "cannot run git to read the earlier spec at git:\(revision): \(error.reason)",
                    at: place
                )
            )
        }
        guard verified.status != 0 else { return nil }
        if verified.errorText.contains("not a git repository") {
            return .failed(
                .error(
                    .earlierSpecUnavailable,
                    "cannot read the earlier spec at git:\(revision): '\(folder)' is not in a git repository",
                    at: place
                )
            )
        }
        return .failed(
            .error(
                .earlierSpecUnavailable,
                "cannot read the earlier spec at git:\(revision): the repository has no revision '\(revision)'",
                at: place,
                notes: [
                    .help(
                        "name a commit, branch or tag this clone has; a CI checkout may need the base branch fetched first, as in 'git fetch origin main'"
                    )
                ]
            )
        )
    }
}

/// A program run to its end with its output and errors collected, through `posix_spawnp`: the full Foundation's
/// `Process` is more than this command loads.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errorText: String
    }

    struct Failure: Error {
        /// What the system said, such as "No such file or directory".
        var reason: String
    }

    /// Runs `program`, found on the `PATH`, with `arguments`, standard input empty.
    static func run(_ program: String, _ arguments: [String]) throws(Failure) -> Result {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        guard pipe(&errorPipe) == 0 else {
            closeAll(outputPipe)
            throw Failure(reason: String(cString: strerror(errno)))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var child = pid_t()
        let started = posix_spawnp(&child, program, &actions, nil, argv, environment)
        close(outputPipe[1])
        close(errorPipe[1])
        guard started == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            throw Failure(reason: String(cString: strerror(started)))
        }
        // git writes a line or two of errors at most, so reading its output first cannot leave it blocked on them.
        let output = readAll(outputPipe[0])
        let errorText = String(decoding: readAll(errorPipe[0]), as: UTF8.self)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitStatus, output: output, errorText: errorText)
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        defer { close(descriptor) }
        return StandardStream.readToEnd(descriptor)
    }

    private static func closeAll(_ descriptors: [Int32]) { for descriptor in descriptors { close(descriptor) } }
}
