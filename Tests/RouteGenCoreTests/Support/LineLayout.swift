@testable import RouteGenCore

/// One line laid out as the rendered file's layout pass lays it out.
enum LineLayout {
    static func laidOut(_ line: String) -> String {
        var output: [UInt8] = []
        SwiftLineLayout.append(Array(line.utf8)[...], to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

extension BreakableCode {
    /// The code laid out where a template places it: at `column` of a line indented by `indent`, with `suffix`
    /// after it on the line; the line's other text is left out of the result.
    func laidOut(column: Int, indent: Int, followedBy suffix: String = "") -> String {
        precondition(column >= indent, "the code starts after the line's indentation")
        let filler = String(repeating: "x", count: column - indent)
        let line = String(repeating: " ", count: indent) + filler + templateText + suffix
        let text = LineLayout.laidOut(line).dropFirst(indent + filler.count)
        precondition(text.hasSuffix(suffix), "the layout keeps the text after the code: \(text)")
        return String(text.dropLast(suffix.count))
    }
}
