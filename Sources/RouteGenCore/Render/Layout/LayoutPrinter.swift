/// Prints one line of marked code, Wadler's "prettier printer" in its strict form: a group prints on one line when
/// it fits in what is left of the line, looking ahead no further than the next break point after it, and otherwise
/// breaks at each of its own break points.
struct LayoutPrinter {
    static let lineWidth = 120
    static let indentWidth = 4

    private let bytes: [UInt8]
    private var column: Int
    /// The indentation a line break continues at, one entry per open nest or alignment.
    private var indents: [Int]
    private(set) var output: [UInt8] = []

    /// `bytes` is the line's code after its indentation, `indent` columns.
    init(bytes: [UInt8], indent: Int) {
        self.bytes = bytes
        column = indent
        indents = [indent]
        output.reserveCapacity(bytes.count + 64)
    }

    mutating func print() {
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
            case .line where flatDepth > 0: space()
            case .softLine where flatDepth > 0: break
            case .line, .softLine: lineBreak()
            case .nestStart: indents.append((indents.last ?? 0) + Self.indentWidth)
            case .alignStart: indents.append(column)
            // Marks come from templates and view models alike; an unmatched end must not empty the stack.
            case .nestEnd, .alignEnd: if indents.count > 1 { indents.removeLast() }
            case .groupStart:
                if flatDepth > 0 || fits(groupContentsFrom: index + 1, in: Self.lineWidth - column) { flatDepth += 1 }
            case .groupEnd: if flatDepth > 0 { flatDepth -= 1 }
            // `SwiftLineLayout` writes a line that holds it as it is, before any printer sees the line.
            case .verbatim: break
            }
            index += 1
        }
    }

    private mutating func space() {
        output.append(UInt8(ascii: " "))
        column += 1
    }

    private mutating func lineBreak() {
        // A break where the template put a space before a break point leaves no space at the end of the line.
        while output.last == UInt8(ascii: " ") { output.removeLast() }
        column = indents.last ?? 0
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: column))
    }

    /// Whether the group whose contents start at `start`, printed flat, then what follows it up to the next break
    /// point, fit in `room` columns. What follows the group is in groups that did not fit, or it would print flat
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
            case .nestStart, .nestEnd, .alignStart, .alignEnd, .groupStart, .groupEnd, .verbatim: break
            }
            index += 1
        }
        return true
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
