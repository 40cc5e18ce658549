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

/// The process's standard streams and file tests through the C library, so that the command needs nothing of
/// Foundation beyond its essentials: on Linux the full Foundation, with ICU, costs every run about 2 ms to load.
enum StandardStream {
    case output, error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `text`, retrying after interrupted or partial writes.
    func write(_ text: String) {
        var text = text
        text.withUTF8(write)
    }

    /// Writes all of `bytes`, retrying after interrupted or partial writes.
    func write(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer(write) }

    // write(2) reads memory by address: the bytes are lent as a pointer, so nothing is copied on the way out.
    private func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        var written = 0
        while written < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count > 0 { written += count } else if count < 0, errno == EINTR { continue } else { return }
        }
    }

    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Everything on standard input, up to its end.
    static func readInput() -> [UInt8] { readToEnd(STDIN_FILENO) }

    /// Everything `descriptor` yields, up to its end or its first error.
    static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            // read(2) fills memory by address: the buffer's, lent for the call.
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
    }
}

/// `write(2)`, named apart from the stream's own method.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

enum FilePath {
    /// `folder/name`, or `name` alone when the folder is empty.
    static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Whether `path` names a folder, following symbolic links.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// What went wrong in a file operation, in words, such as "No such file or directory".
func describe(_ error: any Error) -> String {
    #if canImport(FoundationEssentials)
    // Without the full Foundation an error has no localized description; the system's message for its errno is
    // the same text.
    let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.underlying as? POSIXError)
    if let posix { return String(cString: strerror(posix.code.rawValue)) }
    return String(describing: error)
    #else
    return error.localizedDescription
    #endif
}
