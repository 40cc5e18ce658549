/// The one layout of generated Swift: templates write each statement, declaration and switch arm on one line, view
/// models mark where the code they build may break, and this pass lays out each line of the rendered file that
/// carries marks or is longer than the line width. It is the only code that knows columns.
///
/// A line that does not fit breaks first at its own Swift forms, outermost first (the breaks of one form are taken
/// together), and then inside the code that still does not fit:
/// - a switch arm `case P: S` breaks after the colon, with `S` one level deeper;
/// - a one-line body `X { S }` at the end of the line becomes a block, `S` on a line of its own;
/// - the conditions of `if` and `guard` break after each comma, aligned under the first;
/// - a parenthesized or bracketed list breaks after its opening bracket, one item per line one level deeper, with
///   the closing bracket on a line of its own;
/// - a comment breaks between words, each line a comment of the same kind.
/// A view model's marks add the breaks of code whose form only it knows, such as `&&` chains and filled pattern
/// lists.
enum SwiftLineLayout {
    /// Appends `line`, without its line break, laid out; lines that fit and carry no marks are appended as they are.
    static func append(_ line: ArraySlice<UInt8>, to output: inout [UInt8]) {
        if line.contains(LayoutMark.verbatim.rawValue) {
            output.append(contentsOf: line.lazy.filter { $0 != LayoutMark.verbatim.rawValue })
            return
        }
        let firstMark = line.firstIndex(where: LayoutMark.isMark)
        guard firstMark != nil || line.count > LayoutPrinter.lineWidth else {
            output.append(contentsOf: line)
            return
        }
        if let firstMark, appendFlat(line, from: firstMark, to: &output) { return }
        let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
        let code = line.dropFirst(indent)
        if firstMark == nil, code.starts(with: "//".utf8) {
            appendComment(Array(code), indent: indent, to: &output)
            return
        }
        output.append(contentsOf: line.prefix(indent))
        var printer = LayoutPrinter(bytes: formsMarked(Array(code)), indent: indent)
        printer.print()
        output.append(contentsOf: printer.output)
    }

    /// Appends the line on one line, a space for each line mark and nothing for the other marks, when it fits so;
    /// otherwise appends nothing. A character that may take other than one column per byte is left to the printer.
    private static func appendFlat(_ line: ArraySlice<UInt8>, from firstMark: Int, to output: inout [UInt8]) -> Bool {
        let start = output.count
        output.append(contentsOf: line[..<firstMark])
        var width = firstMark - line.startIndex
        var runStart = firstMark
        var index = firstMark
        while index < line.endIndex {
            let byte = line[index]
            if LayoutMark.isMark(byte) {
                output.append(contentsOf: line[runStart..<index])
                width += index - runStart
                if byte == LayoutMark.line.rawValue {
                    output.append(UInt8(ascii: " "))
                    width += 1
                }
                runStart = index + 1
            } else if byte >= 0x80 {
                output.removeSubrange(start...)
                return false
            }
            index += 1
        }
        output.append(contentsOf: line[runStart...])
        width += line.endIndex - runStart
        guard width <= LayoutPrinter.lineWidth, !line[..<firstMark].contains(where: { $0 >= 0x80 }) else {
            output.removeSubrange(start...)
            return false
        }
        return true
    }

    /// `code` with the marks of its Swift forms added, the whole line one group.
    private static func formsMarked(_ code: [UInt8]) -> [UInt8] {
        let structure = SwiftLineStructure(code)
        var marks = InsertedMarks()
        marks.open([.groupStart], before: 0)
        marks.close([.groupEnd], before: structure.codeEnd)
        // Outer forms first, so that their marks enclose those of the lists inside them.
        if code.starts(with: "case ".utf8) {
            markArm(code, structure, &marks)
        } else {
            let block = markTrailingBlock(code, structure, &marks)
            markConditions(code, structure, blockOpen: block ?? openingBraceAtEnd(code, structure), &marks)
        }
        markBrackets(code, structure, &marks)
        return marks.applied(to: code)
    }

    /// `f(a, b)` and `[a, b]` written by a template or as plain text: a view model's lists carry their own marks,
    /// and a typed `throws(E)` is read as one word.
    private static func markBrackets(_ code: [UInt8], _ structure: SwiftLineStructure, _ marks: inout InsertedMarks) {
        // Outer pairs first: where brackets meet, an outer one opens before and closes after an inner one.
        let lists = structure.pairs.filter { code[$0.open] != UInt8(ascii: "{") && $0.close > $0.open + 1 }
        for pair in lists.sorted(by: { $0.open < $1.open })
        where !LayoutMark.isMark(code[pair.open + 1]) && !code[..<pair.open].suffix(6).elementsEqual("throws".utf8) {
            marks.open([.groupStart], before: pair.open)
            marks.open([.nestStart, .softLine], before: pair.open + 1)
            for comma in pair.commas where code[comma + 1] == UInt8(ascii: " ") {
                marks.replace(comma + 1, with: [.line])
            }
            marks.close([.nestEnd, .softLine], before: pair.close)
            marks.close([.groupEnd], before: pair.close + 1)
        }
    }

    /// `case P: S` breaks after the colon.
    private static func markArm(_ code: [UInt8], _ structure: SwiftLineStructure, _ marks: inout InsertedMarks) {
        guard let colon = structure.firstTopLevelColon, colon + 2 < structure.codeEnd,
            code[colon + 1] == UInt8(ascii: " ")
        else { return }
        marks.replace(colon + 1, with: [.nestStart, .line])
        marks.close([.nestEnd], before: structure.codeEnd)
    }

    /// `X { S }` ending the line becomes a block; returns where its `{` is.
    private static func markTrailingBlock(
        _ code: [UInt8],
        _ structure: SwiftLineStructure,
        _ marks: inout InsertedMarks
    ) -> Int? {
        let end = lastCodeIndex(code, structure)
        guard let end, code[end] == UInt8(ascii: "}"), let block = structure.pair(closingAt: end), block.open > 0,
            code[block.open - 1] == UInt8(ascii: " "), code[block.open + 1] == UInt8(ascii: " "),
            code[end - 1] == UInt8(ascii: " "), block.open + 1 < end - 1
        else { return nil }
        marks.replace(block.open + 1, with: [.nestStart, .line])
        marks.replace(end - 1, with: [.nestEnd, .line])
        return block.open
    }

    /// The conditions of `if` and `guard`, up to the block's `{` (and `guard`'s `else`), break after each comma.
    private static func markConditions(
        _ code: [UInt8],
        _ structure: SwiftLineStructure,
        blockOpen: Int?,
        _ marks: inout InsertedMarks
    ) {
        let keyword: String
        if code.starts(with: "if ".utf8) {
            keyword = "if "
        } else if code.starts(with: "guard ".utf8) {
            keyword = "guard "
        } else {
            return
        }
        guard let blockOpen else { return }
        let start = keyword.utf8.count
        var end = blockOpen - 1
        if keyword == "guard ", code[..<end].suffix(5).elementsEqual(" else".utf8) { end -= 5 }
        let commas = structure.topLevelCommas.filter { $0 > start && $0 < end && code[$0 + 1] == UInt8(ascii: " ") }
        guard !commas.isEmpty else { return }
        marks.open([.groupStart, .alignStart], before: start)
        for comma in commas { marks.replace(comma + 1, with: [.line]) }
        marks.close([.alignEnd, .groupEnd], before: end)
    }

    /// The `{` that ends the line and opens a block on the lines below, if the line ends so.
    private static func openingBraceAtEnd(_ code: [UInt8], _ structure: SwiftLineStructure) -> Int? {
        guard let end = lastCodeIndex(code, structure), code[end] == UInt8(ascii: "{"), end > 0,
            code[end - 1] == UInt8(ascii: " ")
        else { return nil }
        return end
    }

    /// The last byte of code that is neither a space nor a mark, before any comment.
    private static func lastCodeIndex(_ code: [UInt8], _ structure: SwiftLineStructure) -> Int? {
        code[..<structure.codeEnd].lastIndex { $0 != UInt8(ascii: " ") && !LayoutMark.isMark($0) }
    }

    /// A comment longer than the line width, broken between words; a word longer than a line keeps one of its own.
    private static func appendComment(_ code: [UInt8], indent: Int, to output: inout [UInt8]) {
        let marker = code.prefix { $0 == UInt8(ascii: "/") }
        let text = String(decoding: code.dropFirst(marker.count), as: UTF8.self)
        let prefix = String(repeating: " ", count: indent) + String(decoding: marker, as: UTF8.self) + " "
        let width = LayoutPrinter.lineWidth - prefix.count
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.columnWidth + 1 + word.columnWidth > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        output.appendUTF8(of: lines.map { prefix + $0 }.joined(separator: "\n"))
    }
}

/// Marks to add to a line: inserted before a byte, or put in place of a space.
private struct InsertedMarks {
    /// One edit: marks before the byte at `index`, or in place of it. Edits before one byte are applied in `order`.
    private struct Edit {
        var index: Int
        var order: Int
        var replacesByte: Bool
        var marks: [LayoutMark]
    }

    private var edits: [Edit] = []
    private var opened = 0
    private var closed = 0

    /// Marks that open a group, nest or alignment: after those already before the byte, which enclose them.
    mutating func open(_ marks: [LayoutMark], before index: Int) {
        opened += 1
        edits.append(Edit(index: index, order: opened, replacesByte: false, marks: marks))
    }

    /// Marks that close one: ahead of those already before the byte, which close what encloses them.
    mutating func close(_ marks: [LayoutMark], before index: Int) {
        closed -= 1
        edits.append(Edit(index: index, order: closed, replacesByte: false, marks: marks))
    }

    mutating func replace(_ index: Int, with marks: [LayoutMark]) {
        edits.append(Edit(index: index, order: .max, replacesByte: true, marks: marks))
    }

    func applied(to code: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(code.count + 4 * edits.count)
        var next = 0
        for edit in edits.sorted(by: { ($0.index, $0.order) < ($1.index, $1.order) }) {
            if edit.index > next {
                bytes.append(contentsOf: code[next..<edit.index])
                next = edit.index
            }
            bytes.append(contentsOf: edit.marks.map(\.rawValue))
            if edit.replacesByte { next = edit.index + 1 }
        }
        bytes.append(contentsOf: code[min(next, code.count)...])
        return bytes
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
