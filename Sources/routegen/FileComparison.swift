#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Whether a file already holds given bytes, read a block at a time and compared as it is read: a large generated
/// file is compared on every build, and reading it whole would cost a copy of it in fresh memory, and a second copy
/// as an array, before the first byte is compared.
enum FileComparison {
    private static let blockSize = 1 << 20

    /// True when the regular file at `path` holds exactly `bytes`; false when it differs, is missing or cannot be read
    /// (opened without waiting, so a FIFO put there meanwhile is no file and no hang).
    static func file(at path: String, holds bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count
        else { return false }
        // One raw block for read(2) to fill and memcmp to compare: uninitialized, where an array would first write
        // zeros over its megabyte.
        let block = UnsafeMutableRawBufferPointer.allocate(
            byteCount: min(blockSize, max(bytes.count, 1)),
            alignment: 16
        )
        defer { block.deallocate() }
        return bytes.withUnsafeBytes { expected in
            var offset = 0
            while offset < expected.count {
                let count = read(descriptor, block.baseAddress, min(block.count, expected.count - offset))
                if count < 0, errno == EINTR { continue }
                guard count > 0, memcmp(block.baseAddress!, expected.baseAddress! + offset, count) == 0 else {
                    return false
                }
                offset += count
            }
            // A file that grew while it was read is not the same file.
            return read(descriptor, block.baseAddress, 1) == 0
        }
    }
}
