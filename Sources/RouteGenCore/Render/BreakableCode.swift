/// A piece of generated Swift code with the places it may break marked, for code whose form only the view model
/// knows: the code reaches the template with its marks, and `SwiftLineLayout` lays out the line the template places
/// it on. A group prints on one line when it fits in what is left of the line, and otherwise breaks at each of its
/// own break points, one item per line.
///
/// Code with layout is kept as its UTF-8 text with the layout marks in line, as control bytes that no text of
/// generated code contains (`EscapedSwiftText` writes every control character of spec text as an escape). Building code is
/// then appending bytes, and laying it out one pass over them, where a tree of nodes would cost an allocation per
/// node to build and again to free; a large spec builds hundreds of thousands of pieces of code.
struct BreakableCode {
    /// Plain text, the most common code, stays a string; anything with a mark is its UTF-8 bytes.
    private enum Storage {
        case text(String)
        case marked([UInt8])
    }

    private var storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    static func text(_ text: String) -> BreakableCode {
        assert(!text.utf8.contains(where: LayoutMark.isMark), "layout marks in code text: \(text.debugDescription)")
        return BreakableCode(.text(text))
    }

    /// BreakableCode a `BreakableCodeWriter` wrote.
    init(markedBytes: [UInt8]) { storage = .marked(markedBytes) }

    /// A space when its group fits, else a line break.
    static let line = written { $0.line() }
    /// Nothing when its group fits, else a line break.
    static let softLine = written { $0.softLine() }

    /// Line breaks inside are indented one level deeper.
    static func nest(_ inner: BreakableCode) -> BreakableCode {
        written(capacity: inner.byteCount + 2) { code in
            code.openNest()
            code.write(inner)
            code.closeNest()
        }
    }

    static func group(_ inner: BreakableCode) -> BreakableCode {
        written(capacity: inner.byteCount + 2) { code in
            code.openGroup()
            code.write(inner)
            code.closeGroup()
        }
    }

    static func sequence(_ parts: [BreakableCode]) -> BreakableCode {
        written(capacity: parts.reduce(0) { $0 + $1.byteCount }) { code in for part in parts { code.write(part) } }
    }

    /// `head(a, b)`, or `head(` with one item per line and `)` on a line of its own.
    static func call(_ head: String, _ arguments: [BreakableCode]) -> BreakableCode {
        written(capacity: head.utf8.count + itemsByteCount(arguments)) { code in
            code.openCall(head)
            code.write(arguments)
            code.closeCall()
        }
    }

    /// `a, b, c`, as one `case` lists patterns: each item goes on the next line, one level deeper, only where it
    /// would pass the line width.
    static func filledList(_ items: [String]) -> BreakableCode {
        guard let first = items.first, items.count > 1 else { return .text(items.first ?? "") }
        return written(capacity: items.reduce(8) { $0 + $1.utf8.count + 4 }) { list in
            list.write(first)
            list.openNest()
            for item in items.dropFirst() {
                list.write(",")
                list.openGroup()
                list.line()
                list.write(item)
                list.closeGroup()
            }
            list.closeNest()
        }
    }

    /// `[a, b]`, broken like a call.
    static func array(_ items: [BreakableCode]) -> BreakableCode {
        written(capacity: itemsByteCount(items)) { code in
            code.openArray()
            code.write(items)
            code.closeArray()
        }
    }

    /// The code as a template value: its text with its break marks, laid out where the template places it.
    var templateText: String {
        switch storage {
        case .text(let text): return text
        case .marked(let bytes): return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The code on one line, whatever its length.
    var flat: String {
        switch storage {
        case .text(let text): return text
        case .marked(let bytes):
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                var count = 0
                for byte in bytes where !LayoutMark.isMark(byte) || byte == LayoutMark.line.rawValue {
                    output[count] = byte == LayoutMark.line.rawValue ? UInt8(ascii: " ") : byte
                    count += 1
                }
                return count
            }
        }
    }

    private var byteCount: Int {
        switch storage {
        case .text(let text): return text.utf8.count
        case .marked(let bytes): return bytes.count
        }
    }

    /// The bytes of the items of a call or an array, with room for their brackets, separators and marks.
    private static func itemsByteCount(_ items: [BreakableCode]) -> Int { items.reduce(8) { $0 + $1.byteCount + 2 } }

    private static func written(capacity: Int = 1, _ write: (inout BreakableCodeWriter) -> Void) -> BreakableCode {
        var writer = BreakableCodeWriter(capacity: capacity)
        write(&writer)
        return writer.code
    }

    func append(to bytes: inout [UInt8]) {
        switch storage {
        case .text(let text): bytes.appendUTF8(of: text)
        case .marked(let marked): bytes.append(contentsOf: marked)
        }
    }
}

private extension BreakableCodeWriter {
    mutating func write(_ items: [BreakableCode]) {
        for (index, item) in items.enumerated() {
            if index > 0 { nextItem() }
            write(item)
        }
    }
}
