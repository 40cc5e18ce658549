import Testing
@testable import RouteGenCore

@Suite("Code layout") struct BreakableCodeLayoutTests {
    private static let longArgument = String(repeating: "a", count: 60)

    @Test(
        "A call that fits stays on its line; one that does not puts each argument on a line of its own",
        arguments: [
            (column: 0, expected: "f(\(longArgument), b)"),
            (column: 60, expected: "f(\n    \(longArgument),\n    b\n)"),
        ]
    ) func callBreaksWhenItDoesNotFit(column: Int, expected: String) {
        let code = BreakableCode.call("f", [.text(Self.longArgument), .text("b")])
        #expect(code.laidOut(column: column, indent: 0) == expected)
    }

    @Test("Only the groups that do not fit break: an outer call breaks, the inner one stays flat")
    func innerGroupStaysFlat() {
        let inner = BreakableCode.call("g", [.text("x"), .text("y")])
        let code = BreakableCode.call("f", [.text(Self.longArgument), inner, .text(Self.longArgument)])
        #expect(
            code.laidOut(column: 8, indent: 8) == """
                f(
                            \(Self.longArgument),
                            g(x, y),
                            \(Self.longArgument)
                        )
                """
        )
    }

    /// `    static func allowsX(_ value: Int) -> Bool { condition }` takes the indentation, the signature, ` { `, the
    /// condition and ` }`: at exactly the line width it stays on one line, one column more makes it a block.
    @Test(
        "A one-line body stays on its line up to the last column",
        arguments: [(LayoutPrinter.lineWidth, true), (LayoutPrinter.lineWidth + 1, false)]
    ) func oneLineBodyFitsToTheLastColumn(lineLength: Int, fits: Bool) {
        let signature = "static func allowsItemId(_ value: Int) -> Bool"
        let condition = String(repeating: "a", count: lineLength - 4 - signature.count - 5)
        let line = "    \(signature) { \(condition) }"
        #expect(line.count == lineLength)
        #expect(LineLayout.laidOut(line) == (fits ? line : "    \(signature) {\n        \(condition)\n    }"))
    }

    @Test("The text after the code counts: code that fits alone breaks when its suffix does not") func suffixCounts() {
        let code = BreakableCode.call("f", [.text(String(repeating: "a", count: 117))])
        #expect(code.laidOut(column: 0, indent: 0) == "f(\(String(repeating: "a", count: 117)))")
        #expect(
            code.laidOut(column: 0, indent: 0, followedBy: ":") == "f(\n    \(String(repeating: "a", count: 117))\n)"
        )
    }

    @Test("Break points outside the code's groups are the line's: they break only when the line does not fit")
    func breaksOutsideGroups() {
        #expect(BreakableCode.sequence([.text("a"), .line, .text("b")]).laidOut(column: 4, indent: 4) == "a b")
        let long = String(repeating: "a", count: 120)
        #expect(
            BreakableCode.sequence([.text(long), .nest(.sequence([.line, .text("b")]))]).laidOut(column: 4, indent: 4)
                == "\(long)\n        b"
        )
        // Exactly the room left on the line prints flat; one column more breaks.
        let fitting = BreakableCode.call("f", [.text(String(repeating: "a", count: 110))])
        #expect(fitting.laidOut(column: 7, indent: 0) == "f(\(String(repeating: "a", count: 110)))")
        #expect(fitting.laidOut(column: 8, indent: 0) == "f(\n    \(String(repeating: "a", count: 110))\n)")
        // Width is counted in characters, not bytes.
        let accented = BreakableCode.call("f", [.text(String(repeating: "é", count: 110))])
        #expect(accented.laidOut(column: 7, indent: 0) == "f(\(String(repeating: "é", count: 110)))")
    }

    @Test("Text after a group up to the next line break counts when the group decides whether it fits")
    func textAfterGroupCounts() {
        let group = BreakableCode.array([.text(String(repeating: "a", count: 100))])
        let code = BreakableCode.sequence([group, .text(String(repeating: "b", count: 18))])
        #expect(
            code.laidOut(column: 0, indent: 0) == "[\(String(repeating: "a", count: 100))]"
                + String(repeating: "b", count: 18)
        )
        let longer = BreakableCode.sequence([group, .text(String(repeating: "b", count: 19))])
        #expect(
            longer.laidOut(column: 0, indent: 0) == "[\n    \(String(repeating: "a", count: 100))\n]"
                + String(repeating: "b", count: 19)
        )
    }

    @Test("Columns count characters, not bytes") func nonASCIIWidth() {
        let code = BreakableCode.call("f", [.text(String(repeating: "é", count: 117))])
        #expect(code.laidOut(column: 0, indent: 0) == "f(\(String(repeating: "é", count: 117)))")
    }

    @Test("Text alone is laid out as it is, however long") func plainText() {
        let text = String(repeating: "a", count: 200)
        #expect(BreakableCode.text(text).laidOut(column: 100, indent: 0, followedBy: ":") == text)
    }

    @Test("Flat code puts a space at each line break and nothing at each soft one") func flat() {
        let code = BreakableCode.call("f", [.text(Self.longArgument), .array([.text("1"), .text("2")])])
        #expect(code.flat == "f(\(Self.longArgument), [1, 2])")
    }

    @Test("Random code lays out as the tree printer it replaced does", arguments: 0..<200) func matchesTreePrinter(
        seed: Int
    ) {
        var random = SeededGenerator(seed: UInt64(seed))
        let tree = LayoutTree.random(depth: 4, using: &random)
        let column = Int.random(in: 0...100, using: &random)
        let indent = Int.random(in: 0...16, using: &random)
        let suffix = ["", ":", " {", ","].randomElement(using: &random)!
        #expect(
            tree.code.laidOut(column: column + indent, indent: indent, followedBy: suffix)
                == TreePrinter.laidOut(tree, column: column + indent, indent: indent, followedBy: suffix),
            "tree: \(tree)"
        )
        #expect(tree.code.flat == TreePrinter.flat(tree))
    }
}

/// BreakableCode as the tree it used to be, printed by the printer that read it: the reference for `Code`.
private indirect enum LayoutTree: CustomStringConvertible {
    case text(String)
    case line
    case softLine
    case nest(LayoutTree)
    case group(LayoutTree)
    case sequence([LayoutTree])

    var code: BreakableCode {
        switch self {
        case .text(let text): .text(text)
        case .line: .line
        case .softLine: .softLine
        case .nest(let inner): .nest(inner.code)
        case .group(let inner): .group(inner.code)
        case .sequence(let parts): .sequence(parts.map(\.code))
        }
    }

    var description: String {
        switch self {
        case .text(let text): text.debugDescription
        case .line: "line"
        case .softLine: "softLine"
        case .nest(let inner): "nest(\(inner))"
        case .group(let inner): "group(\(inner))"
        case .sequence(let parts): "[" + parts.map(\.description).joined(separator: ", ") + "]"
        }
    }

    private static let texts = [
        "a", "f", "", ", ", "é", "日本", "+ ", String(repeating: "x", count: 30), String(repeating: "y", count: 55),
        String(repeating: "ü", count: 70),
    ]

    static func random(depth: Int, using random: inout SeededGenerator) -> LayoutTree {
        let choice = Int.random(in: 0..<(depth == 0 ? 3 : 6), using: &random)
        switch choice {
        case 0: return .text(texts.randomElement(using: &random)!)
        case 1: return .line
        case 2: return .softLine
        case 3: return .nest(.random(depth: depth - 1, using: &random))
        case 4: return .group(.random(depth: depth - 1, using: &random))
        default:
            return .sequence(
                (0..<Int.random(in: 0...5, using: &random)).map { _ in .random(depth: depth - 1, using: &random) }
            )
        }
    }
}

/// Wadler's strict printer over the tree, as `Code` printed before it became marked text.
private enum TreePrinter {
    typealias Item = (indent: Int, flat: Bool, tree: LayoutTree)

    static func laidOut(_ tree: LayoutTree, column: Int, indent: Int, followedBy suffix: String) -> String {
        var column = column
        var output = ""
        // The layout pass makes the whole line one group.
        var stack: [Item] = [(indent, false, .group(.sequence([tree, .text(suffix)])))]
        while let (indent, flat, tree) = stack.popLast() {
            switch tree {
            case .text(let text):
                output += text
                column += text.count
            case .line where flat:
                output += " "
                column += 1
            case .softLine where flat: break
            case .line, .softLine:
                // A line never ends in a space, when text before the break ended in one.
                while output.last == " " { output.removeLast() }
                output += "\n" + String(repeating: " ", count: indent)
                column = indent
            case .nest(let inner): stack.append((indent + LayoutPrinter.indentWidth, flat, inner))
            case .group(let inner):
                stack.append(
                    (
                        indent,
                        flat || fits(LayoutPrinter.lineWidth - column, (indent, true, inner), followedBy: stack), inner
                    )
                )
            case .sequence(let parts): for part in parts.reversed() { stack.append((indent, flat, part)) }
            }
        }
        return String(output.dropLast(suffix.count))
    }

    private static func fits(_ width: Int, _ item: Item, followedBy stack: [Item]) -> Bool {
        var remaining = width
        var pending = [item]
        var nextFromStack = stack.count - 1
        while remaining >= 0 {
            let flat: Bool
            let tree: LayoutTree
            if let top = pending.popLast() {
                (_, flat, tree) = top
            } else if nextFromStack >= 0 {
                (_, flat, tree) = stack[nextFromStack]
                nextFromStack -= 1
            } else {
                break
            }
            switch tree {
            case .text(let text): remaining -= text.count
            case .line where flat: remaining -= 1
            case .softLine where flat: break
            case .line, .softLine: return true
            case .nest(let inner), .group(let inner): pending.append((0, flat, inner))
            case .sequence(let parts): for part in parts.reversed() { pending.append((0, flat, part)) }
            }
        }
        return remaining >= 0
    }

    static func flat(_ tree: LayoutTree) -> String {
        switch tree {
        case .text(let text): text
        case .line: " "
        case .softLine: ""
        case .nest(let inner), .group(let inner): flat(inner)
        case .sequence(let parts): parts.map(flat).joined()
        }
    }
}
