/// A piece of generated Swift code with the places it may break marked: code whose length depends on the spec, laid out to the generated file's line width: a group prints on
/// one line when it fits in what is left of the line, and otherwise breaks at each of its own break points, one item
/// per line (Wadler's "prettier printer", strict version).
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

    static let lineWidth = 120

    /// Whether `pieces`, joined into a statement or declaration a template places at column `indent`, fit there on one
    /// line: the test of every layout that writes short code on one line and long code broken. Taken in pieces and
    /// read as bytes, since templates ask it of every switch arm, some more than once.
    static func fitsOnOneLine(_ pieces: String..., at indent: Int) -> Bool {
        // A byte count is at hand; the bytes are read only for a line short enough to fit.
        guard indent + pieces.reduce(0, { $0 + $1.utf8.count }) <= lineWidth else { return false }
        return !pieces.contains { piece in
            // The buffer's `contains` runs a tight loop; the view's walks indices one at a time.
            piece.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
                ?? piece.utf8.contains(UInt8(ascii: "\n"))
        }
    }
    static let indentWidth = 4

    /// `head(a, b)`, or `head(` with one item per line and `)` on a line of its own.
    static func call(_ head: String, _ arguments: [BreakableCode]) -> BreakableCode {
        written(capacity: head.utf8.count + itemsByteCount(arguments)) { code in
            code.openCall(head)
            code.write(arguments)
            code.closeCall()
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

    /// The code as text whose first line starts at `column` of a line indented by `indent`; later lines carry their
    /// own indentation. `followedBy` is the text the template places right after the code, such as `:` or ` {`, so
    /// that it fits too.
    func laidOut(column: Int, indent: Int, followedBy suffix: String = "") -> String {
        switch storage {
        case .text(let text): return text
        case .marked(let bytes):
            let suffixWidth = suffix.columnWidth
            let room = Self.lineWidth - column - suffixWidth
            if let flat = Self.flatText(bytes, within: room) { return flat }
            var printer = Printer(bytes: bytes, suffixWidth: suffixWidth, column: column, indent: indent)
            printer.print()
            return String(decoding: printer.output, as: UTF8.self)
        }
    }

    /// The code on one line when the printer would print it so: every break point is in a group, and the text
    /// fits in `room` columns. Told and written in one pass where the printer's is two; most code is short. Nil for
    /// non-ASCII text, whose width the printer measures.
    private static func flatText(_ bytes: [UInt8], within room: Int) -> String? {
        var printsFlat = true
        let text = String(unsafeUninitializedCapacity: bytes.count) { output in
            var openGroups = 0
            var width = 0
            for byte in bytes {
                switch byte {
                case LayoutMark.line.rawValue, LayoutMark.softLine.rawValue:
                    guard openGroups > 0 else {
                        printsFlat = false
                        return 0
                    }
                    if byte == LayoutMark.line.rawValue {
                        output[width] = UInt8(ascii: " ")
                        width += 1
                    }
                case LayoutMark.groupStart.rawValue: openGroups += 1
                case LayoutMark.groupEnd.rawValue: openGroups -= 1
                case LayoutMark.nestStart.rawValue, LayoutMark.nestEnd.rawValue: break
                case 0x80...:
                    printsFlat = false
                    return 0
                default:
                    output[width] = byte
                    width += 1
                }
            }
            guard width <= room else {
                printsFlat = false
                return 0
            }
            return width
        }
        return printsFlat ? text : nil
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

    /// The columns `flat` takes, told without making it.
    var flatColumnWidth: Int {
        guard case .marked(let bytes) = storage else { return flat.columnWidth }
        var width = 0
        for byte in bytes {
            if byte >= 0x80 { return flat.columnWidth }
            if !LayoutMark.isMark(byte) || byte == LayoutMark.line.rawValue { width += 1 }
        }
        return width
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

/// The layout marks, one control byte each.
enum LayoutMark: UInt8 {
    case line = 1
    case softLine, nestStart, nestEnd, groupStart, groupEnd

    static func isMark(_ byte: UInt8) -> Bool {
        byte >= LayoutMark.line.rawValue && byte <= LayoutMark.groupEnd.rawValue
    }
}

/// Prints marked code in one pass; a group decides whether it fits when the printer reaches it, by looking ahead
/// no further than the end of the line.
private struct Printer {
    let bytes: [UInt8]
    /// The width of the text the template places after the code, which must fit on its last line too.
    let suffixWidth: Int
    var column: Int
    let indent: Int
    var output: [UInt8] = []

    init(bytes: [UInt8], suffixWidth: Int, column: Int, indent: Int) {
        self.bytes = bytes
        self.suffixWidth = suffixWidth
        self.column = column
        self.indent = indent
        output.reserveCapacity(bytes.count + 64)
    }

    mutating func print() {
        var nesting = 0
        // Groups opened since the outermost group that printed flat, that one included; 0 outside flat groups.
        var flatDepth = 0
        var index = 0
        while index < bytes.count {
            guard let mark = LayoutMark(rawValue: bytes[index]) else {
                let (end, width) = text(from: index)
                output.append(contentsOf: bytes[index..<end])
                column += width
                index = end
                continue
            }
            switch mark {
            case .line where flatDepth > 0:
                output.append(UInt8(ascii: " "))
                column += 1
            case .softLine where flatDepth > 0: break
            case .line, .softLine:
                column = indent + nesting * BreakableCode.indentWidth
                output.append(UInt8(ascii: "\n"))
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: column))
            case .nestStart: nesting += 1
            case .nestEnd: nesting -= 1
            case .groupStart:
                if flatDepth > 0 || fits(groupContentsFrom: index + 1, in: BreakableCode.lineWidth - column) {
                    flatDepth += 1
                }
            case .groupEnd: if flatDepth > 0 { flatDepth -= 1 }
            }
            index += 1
        }
    }

    /// Whether the group whose contents start at `start`, printed flat, then what follows it up to the next line
    /// break, fit in `room` columns. What follows the group is in groups that did not fit, or it would print flat
    /// already, so its first break point is a line break.
    private func fits(groupContentsFrom start: Int, in room: Int) -> Bool {
        var used = 0
        var openGroups = 1
        var index = start
        while index < bytes.count {
            guard let mark = LayoutMark(rawValue: bytes[index]) else {
                let (end, width) = text(from: index)
                used += width
                if used > room { return false }
                index = end
                continue
            }
            switch mark {
            case .line, .softLine:
                if openGroups == 0 { return true }
                if mark == .line {
                    used += 1
                    if used > room { return false }
                }
            case .groupStart where openGroups > 0: openGroups += 1
            case .groupEnd where openGroups > 0: openGroups -= 1
            case .nestStart, .nestEnd, .groupStart, .groupEnd: break
            }
            index += 1
        }
        return used + suffixWidth <= room
    }

    /// The end of the text that starts at `start`, and its width in columns.
    private func text(from start: Int) -> (end: Int, width: Int) {
        var end = start
        var isASCII = true
        while end < bytes.count, !LayoutMark.isMark(bytes[end]) {
            if bytes[end] >= 0x80 { isASCII = false }
            end += 1
        }
        let width = isASCII ? end - start : String(decoding: bytes[start..<end], as: UTF8.self).count
        return (end, width)
    }
}

extension StringProtocol {
    /// The columns the text takes in an editor: its characters, counted without grapheme breaking when it is ASCII.
    var columnWidth: Int {
        // Over the contiguous bytes of a native string, the ASCII test is a tight loop rather than an iterator.
        let isASCII =
            utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } }
            ?? utf8.allSatisfy { $0 < 0x80 }
        return isASCII ? utf8.count : count
    }
}
