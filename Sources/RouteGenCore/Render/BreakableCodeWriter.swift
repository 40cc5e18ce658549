/// Writes code with layout marks into one buffer, in reading order: `openCall("f")`, the arguments with
/// `nextItem()` between them, `closeCall()`. `BreakableCode.call`, `.array`, `.group` and `.nest` are made with it
/// too, so both ways give the same bytes; writing lets the view model build a route's code without a piece, an
/// array of pieces and an interpolated string for each part, whose allocations cost more than the rest of
/// generating together on a large spec.
struct BreakableCodeWriter {
    private var bytes: [UInt8] = []
    /// Groups and nests opened and not yet closed: only code with none is complete.
    private var openCount = 0
    /// Where the group of each open call, tuple or array starts, innermost last.
    private var listGroupStarts: [Int] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// What was written, once every group and nest is closed.
    var code: BreakableCode {
        assert(openCount == 0, "code taken with \(openCount) groups or nests open")
        return BreakableCode(markedBytes: bytes)
    }

    // MARK: - Text

    mutating func write(_ text: String) {
        assert(!text.utf8.contains(where: LayoutMark.isMark), "layout marks in code text: \(text.debugDescription)")
        bytes.appendUTF8(of: text)
    }

    /// A decimal number, written without making a string of it.
    mutating func write(_ number: Int) {
        guard number >= 0 else {
            write(String(number))
            return
        }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// A Swift string literal whose value is `text`.
    mutating func writeStringLiteral(_ text: String) { EscapedSwiftText.appendStringLiteral(text, to: &bytes) }

    mutating func write(_ code: BreakableCode) { code.append(to: &bytes) }

    /// `.name`, an enum case without values.
    mutating func writeCase(_ caseName: String) {
        bytes.append(UInt8(ascii: "."))
        write(SwiftName.escaped(caseName))
    }

    // MARK: - Layout

    /// A space when its group fits, else a line break.
    mutating func line() { bytes.append(LayoutMark.line.rawValue) }

    /// Nothing when its group fits, else a line break.
    mutating func softLine() { bytes.append(LayoutMark.softLine.rawValue) }

    /// Starts code that prints on one line when it fits, and otherwise breaks at each of its own break points.
    mutating func openGroup() { open(.groupStart) }

    mutating func closeGroup() { close(.groupEnd) }

    /// Starts code whose line breaks are indented one level deeper.
    mutating func openNest() { open(.nestStart) }

    mutating func closeNest() { close(.nestEnd) }

    // MARK: - Brackets

    /// `head(`: a call whose arguments follow, with `nextItem()` between them, up to `closeCall()`. It prints as
    /// `head(a, b)`, or with one argument per line one level deeper and `)` on a line of its own.
    mutating func openCall(_ head: String) {
        listGroupStarts.append(bytes.count)
        openGroup()
        write(head)
        openItems(after: UInt8(ascii: "("))
    }

    mutating func closeCall() { closeItems(before: UInt8(ascii: ")")) }

    /// `head(`: a call laid out as `openCall` lays one out, except that when it breaks, its arguments stay together
    /// on a line of their own where they fit there; closed by `closeCallKeepingArgumentsTogether()`.
    mutating func openCallKeepingArgumentsTogether(_ head: String) {
        openCall(head)
        openGroup()
    }

    mutating func closeCallKeepingArgumentsTogether() {
        closeGroup()
        closeCall()
    }

    /// `(`: a tuple, laid out like a call and closed by `closeCall()`.
    mutating func openTuple() { openCall("") }

    /// `.name(`: an enum case with values, laid out like a call and closed by `closeCall()`.
    mutating func openCaseCall(_ caseName: String) {
        listGroupStarts.append(bytes.count)
        openGroup()
        writeCase(caseName)
        openItems(after: UInt8(ascii: "("))
    }

    /// `[`: an array literal, laid out like a call and closed by `closeArray()`.
    mutating func openArray() {
        listGroupStarts.append(bytes.count)
        openGroup()
        openItems(after: UInt8(ascii: "["))
    }

    mutating func closeArray() { closeItems(before: UInt8(ascii: "]")) }

    /// The comma and breakable space between two items of a call or an array.
    mutating func nextItem() {
        bytes.append(UInt8(ascii: ","))
        line()
    }

    private mutating func openItems(after bracket: UInt8) {
        bytes.append(bracket)
        openNest()
        softLine()
    }

    private mutating func closeItems(before bracket: UInt8) {
        let groupStart = listGroupStarts.removeLast()
        // An empty list, `f()` or `[]`, has nowhere to break: its marks go, so it stays plain text.
        if bytes.suffix(2).elementsEqual([LayoutMark.nestStart.rawValue, LayoutMark.softLine.rawValue]) {
            bytes.removeLast(2)
            bytes.remove(at: groupStart)
            openCount -= 2
            bytes.append(bracket)
            return
        }
        closeNest()
        softLine()
        bytes.append(bracket)
        closeGroup()
    }

    private mutating func open(_ mark: LayoutMark) {
        bytes.append(mark.rawValue)
        openCount += 1
    }

    private mutating func close(_ mark: LayoutMark) {
        assert(openCount > 0, "\(mark) without a start")
        bytes.append(mark.rawValue)
        openCount -= 1
    }
}
