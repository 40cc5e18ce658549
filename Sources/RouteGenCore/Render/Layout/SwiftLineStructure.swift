/// The places in one line of Swift where a layout may break it: its bracket pairs, the commas and the first colon
/// outside any bracket, all outside string literals and comments. Layout marks in the line are code, not text.
struct SwiftLineStructure {
    struct BracketPair {
        var open: Int
        var close: Int
        /// Commas directly inside the pair, not in a nested one.
        var commas: [Int]
    }

    private(set) var pairs: [BracketPair] = []
    /// Commas outside every bracket, and the first colon outside every bracket.
    private(set) var topLevelCommas: [Int] = []
    private(set) var firstTopLevelColon: Int?
    /// Where a `//` comment starts, or the end of the line.
    private(set) var codeEnd: Int

    init(_ line: [UInt8]) {
        codeEnd = line.count
        // Open brackets of the code, each with the commas found directly inside it so far.
        var open: [(position: Int, commas: [Int])] = []
        // Nested string literals and the interpolations in them: a literal inside an interpolation is a literal
        // again, and an interpolation ends at the parenthesis that closes its own.
        var literals: [Literal] = []
        var index = 0
        while index < line.count {
            let byte = line[index]
            if let literal = literals.last {
                switch literal {
                case .string:
                    if byte == UInt8(ascii: "\\") {
                        if index + 1 < line.count, line[index + 1] == UInt8(ascii: "(") {
                            literals.append(.interpolation(openParentheses: 0))
                            index += 1
                        } else {
                            index += 1
                        }
                    } else if byte == UInt8(ascii: "\"") {
                        literals.removeLast()
                    }
                case .interpolation(let openParentheses):
                    if byte == UInt8(ascii: "\"") {
                        literals.append(.string)
                    } else if byte == UInt8(ascii: "(") {
                        literals[literals.count - 1] = .interpolation(openParentheses: openParentheses + 1)
                    } else if byte == UInt8(ascii: ")") {
                        if openParentheses == 0 {
                            literals.removeLast()
                        } else {
                            literals[literals.count - 1] = .interpolation(openParentheses: openParentheses - 1)
                        }
                    }
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): literals.append(.string)
            case UInt8(ascii: "/") where index + 1 < line.count && line[index + 1] == UInt8(ascii: "/"):
                codeEnd = index
                index = line.count
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append((index, []))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let opened = open.popLast() {
                    pairs.append(BracketPair(open: opened.position, close: index, commas: opened.commas))
                }
            case UInt8(ascii: ","):
                if open.isEmpty { topLevelCommas.append(index) } else { open[open.count - 1].commas.append(index) }
            case UInt8(ascii: ":") where open.isEmpty && firstTopLevelColon == nil: firstTopLevelColon = index
            default: break
            }
            index += 1
        }
    }

    private enum Literal {
        case string
        case interpolation(openParentheses: Int)
    }

    /// The pair whose bracket closes at `position`.
    func pair(closingAt position: Int) -> BracketPair? { pairs.first { $0.close == position } }
}
