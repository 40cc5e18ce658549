/// Generated Swift whose length depends on the spec, laid out to the generated file's line width: a group prints on
/// one line when it fits in what is left of the line, and otherwise breaks at each of its own break points, one item
/// per line (Wadler's "prettier printer", strict version).
indirect enum Code {
    case text(String)
    /// A space when its group fits, else a line break.
    case line
    /// Nothing when its group fits, else a line break.
    case softLine
    /// Always a line break.
    case hardLine
    /// Line breaks inside are indented `by` more columns.
    case nest(by: Int, Code)
    case group(Code)
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
        var printer = Printer(column: column)
        printer.print([(indent, false, .sequence([self, .text(suffix)]))])
        return String(printer.output.dropLast(suffix.count))
    }

    /// The code on one line, whatever its length.
    var flat: String {
        Printer.flatText(self)
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
                column += text.count
            case .line where flat:
                output += " "
                column += 1
            case .softLine where flat:
                break
            case .line, .softLine, .hardLine:
                output += "\n" + String(repeating: " ", count: indent)
                column = indent
            case .nest(let amount, let inner):
                stack.append((indent + amount, flat, inner))
            case .group(let inner):
                let fitsFlat = flat || Self.fits(Code.lineWidth - column, [(indent, true, inner)] + stack.reversed())
                stack.append((indent, fitsFlat, inner))
            case .sequence(let parts):
                stack += parts.reversed().map { (indent, flat, $0) }
            }
        }
    }

    /// Whether the items print within `width` up to their first line break that is not flat.
    private static func fits(_ width: Int, _ items: [Item]) -> Bool {
        var remaining = width
        var stack = Array(items.reversed())
        while remaining >= 0, let (indent, flat, code) = stack.popLast() {
            switch code {
            case .text(let text): remaining -= text.count
            case .line where flat: remaining -= 1
            case .softLine where flat: break
            case .hardLine where flat: return false
            case .line, .softLine, .hardLine: return true
            case .nest(let amount, let inner): stack.append((indent + amount, flat, inner))
            case .group(let inner): stack.append((indent, flat, inner))
            case .sequence(let parts): stack += parts.reversed().map { (indent, flat, $0) }
            }
        }
        return remaining >= 0
    }

    static func flatText(_ code: Code) -> String {
        switch code {
        case .text(let text): return text
        case .line: return " "
        case .softLine: return ""
        case .hardLine: return "\n"
        case .nest(_, let inner), .group(let inner): return flatText(inner)
        case .sequence(let parts): return parts.map(flatText).joined()
        }
    }
}
