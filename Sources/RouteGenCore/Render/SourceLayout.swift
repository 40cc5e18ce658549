#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Tidies rendered Swift so templates can be written for readability: strips trailing spaces, drops blank lines
/// right after an opening brace or before a closing one, and collapses runs of blank lines.
enum SourceLayout {
    static func normalize(_ text: String) -> String {
        String(decoding: normalize(utf8: Array(text.utf8)), as: UTF8.self)
    }

    /// One pass over the bytes: a blank line is held back until the next line shows whether it stays. Only ASCII
    /// spaces and line breaks are removed, so valid UTF-8 stays valid.
    /// The bytes are read through a pointer so that `lineEnd` can hand them to memchr, and the output is written
    /// into one uninitialized allocation: 5–7% of a 10,000-route generate (BENCHMARKS.md).
    static func normalize(utf8 bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { bytes in
            [UInt8](unsafeUninitializedCapacity: bytes.count + 1) { output, initializedCount in
                var count = 0
                func append(_ line: UnsafeBufferPointer<UInt8>) {
                    guard let base = line.baseAddress, !line.isEmpty else { return }
                    (output.baseAddress! + count).update(from: base, count: line.count)
                    count += line.count
                }
                func append(_ byte: UInt8) {
                    output[count] = byte
                    count += 1
                }
                var heldBlankLine = false
                var previousLineOpensBrace = false
                var lineStart = 0
                while lineStart <= bytes.count {
                    let lineEnd = lineStart == bytes.count ? lineStart : Self.lineEnd(in: bytes, from: lineStart)
                    var contentEnd = lineEnd
                    while contentEnd > lineStart, bytes[contentEnd - 1] == space || bytes[contentEnd - 1] == tab {
                        contentEnd -= 1
                    }
                    let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<contentEnd])
                    lineStart = lineEnd + 1

                    if line.isEmpty {
                        // Kept at the start of the file, and after any line but a blank one or one that opens a brace.
                        if count == 0 || !previousLineOpensBrace { heldBlankLine = true }
                        continue
                    }
                    if heldBlankLine, line.first(where: { $0 != space }) != closingBrace { append(newline) }
                    heldBlankLine = false
                    append(line)
                    append(newline)
                    previousLineOpensBrace = line.last == openingBrace
                }
                if count == 0 { append(newline) }
                initializedCount = count
            }
        }
    }

    /// The index of the first line break at or after `start`, or the end: by `memchr`, which reads a word at a time
    /// where a loop would read a byte, over megabytes of output.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let base = bytes.baseAddress! + start
        guard let found = memchr(base, Int32(newline), bytes.count - start) else { return bytes.count }
        return start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let openingBrace = UInt8(ascii: "{")
    private static let closingBrace = UInt8(ascii: "}")
}
