/// Generated Swift whose length depends on the spec, laid out to the generated file's line width: a group prints on
/// one line when it fits in what is left of the line, and otherwise breaks at each of its own break points, one item
/// per line (Wadler's "prettier printer", strict version).
enum Code {
    case text(String)
    /// A space when its group fits, else a line break.
    case line
    /// Nothing when its group fits, else a line break.
    case softLine
    /// Always a line break.
    case hardLine
    /// Line breaks inside are indented `by` more columns.
    indirect case nest(by: Int, Code)
    indirect case group(Code)
    case sequence([Code])

    static let lineWidth = 120
    static let indentWidth = 4

    /// `head(a, b)`, or `head(` with one item per line and `)` on a line of its own.
    static func call(_ head: String, _ arguments: [Code]) -> Code {
        bracketed(head + "(", arguments, ")")
    }

    /// An enum case with its associated values, laid out like a call; without values, the bare name.
    static func enumCase(_ name: String, _ values: [Code]) -> Code {
        values.isEmpty ? .text(name) : call(name, values)
    }

    /// `[a, b]`, broken like a call.
    static func array(_ items: [Code]) -> Code {
        bracketed("[", items, "]")
    }

    static func bracketed(_ open: String, _ items: [Code], _ close: String) -> Code {
        .group(.sequence([
            .text(open),
            .nest(by: indentWidth, .sequence([.softLine, joined(items, separator: ",")])),
            .softLine,
            .text(close),
        ]))
    }

    /// `a + b + c`, or one operand per line after the first, each led by `+ `.
    static func sum(_ operands: [Code]) -> Code {
        guard let first = operands.first else { return .text("") }
        let rest = operands.dropFirst().map { Code.sequence([.line, .text("+ "), $0]) }
        return .group(.sequence([first, .nest(by: indentWidth, .sequence(rest))]))
    }

    /// The items with `separator` and a breakable space between them.
    static func joined(_ items: [Code], separator: String) -> Code {
        .sequence(items.enumerated().flatMap { index, item in index == 0 ? [item] : [.text(separator), .line, item] })
    }

    /// The code as text whose first line starts at `column` of a line indented by `indent`; later lines carry their
    /// own indentation. `followedBy` is the text the template places right after the code, such as `:` or ` {`, so
    /// that it fits too.
    func laidOut(column: Int, indent: Int, followedBy suffix: String = "") -> String {
        // Most code fits on its line; printing it flat then gives what the printer would, without its work.
        var flatText = ""
        if appendFlat(to: &flatText, insideGroup: false), column + flatText.columnWidth + suffix.columnWidth <= Code.lineWidth {
            return flatText
        }
        var printer = Printer(column: column)
        printer.print([(indent, false, .sequence([self, .text(suffix)]))])
        return String(printer.output.dropLast(suffix.count))
    }

    /// The code on one line, whatever its length.
    var flat: String {
        var text = ""
        _ = appendFlat(to: &text, insideGroup: true)
        return text
    }

    /// Appends the code printed flat; false when the printer would break it whatever the room: at a hard line break,
    /// or at a line break outside every group.
    private func appendFlat(to text: inout String, insideGroup: Bool) -> Bool {
        switch self {
        case .text(let part):
            text += part
            return true
        case .line:
            text += " "
            return insideGroup
        case .softLine:
            return insideGroup
        case .hardLine:
            text += "\n"
            return false
        case .nest(_, let inner):
            return inner.appendFlat(to: &text, insideGroup: insideGroup)
        case .group(let inner):
            return inner.appendFlat(to: &text, insideGroup: true)
        case .sequence(let parts):
            var fits = true
            for part in parts where !part.appendFlat(to: &text, insideGroup: insideGroup) { fits = false }
            return fits
        }
    }
}

private struct Printer {
    typealias Item = (indent: Int, flat: Bool, code: Code)

    var column: Int
    var output = ""

    mutating func print(_ items: [Item]) {
        var stack = Array(items.reversed())
        while let (indent, flat, code) = stack.popLast() {
            switch code {
            case .text(let text):
                output += text
                column += text.columnWidth
            case .line where flat:
                output += " "
                column += 1
            case .softLine where flat:
                break
            case .line, .softLine, .hardLine:
                output += "\n"
                output += String(repeating: " ", count: indent)
                column = indent
            case .nest(let amount, let inner):
                stack.append((indent + amount, flat, inner))
            case .group(let inner):
                let fitsFlat = flat || Self.fits(Code.lineWidth - column, (indent, true, inner), followedBy: stack)
                stack.append((indent, fitsFlat, inner))
            case .sequence(let parts):
                for part in parts.reversed() { stack.append((indent, flat, part)) }
            }
        }
    }

    /// Whether `item`, then what `stack` prints after it (from its top down), print within `width` up to their first
    /// line break that is not flat.
    private static func fits(_ width: Int, _ item: Item, followedBy stack: [Item]) -> Bool {
        var remaining = width
        var pending = [item]
        var nextFromStack = stack.count - 1
        while remaining >= 0 {
            let indent: Int, flat: Bool, code: Code
            if let top = pending.popLast() {
                (indent, flat, code) = top
            } else if nextFromStack >= 0 {
                (indent, flat, code) = stack[nextFromStack]
                nextFromStack -= 1
            } else {
                break
            }
            switch code {
            case .text(let text): remaining -= text.columnWidth
            case .line where flat: remaining -= 1
            case .softLine where flat: break
            case .hardLine where flat: return false
            case .line, .softLine, .hardLine: return true
            case .nest(let amount, let inner): pending.append((indent + amount, flat, inner))
            case .group(let inner): pending.append((indent, flat, inner))
            case .sequence(let parts): for part in parts.reversed() { pending.append((indent, flat, part)) }
            }
        }
        return remaining >= 0
    }
}

extension StringProtocol {
    /// The columns the text takes in an editor: its characters, counted without grapheme breaking when it is ASCII.
    var columnWidth: Int {
        // Over the contiguous bytes of a native string, the ASCII test is a tight loop rather than an iterator.
        let isASCII = utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } }
            ?? utf8.allSatisfy { $0 < 0x80 }
        return isASCII ? utf8.count : count
    }
}
