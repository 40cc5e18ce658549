import Foundation

/// A table printed as Markdown, so that it can be pasted into BENCHMARKS.md as it is.
struct MarkdownTable {
    enum Alignment { case left, right }

    let columns: [(title: String, alignment: Alignment)]
    private var rows: [[String]] = []

    init(_ columns: [(title: String, alignment: Alignment)]) { self.columns = columns }

    mutating func add(_ row: [String]) {
        precondition(row.count == columns.count, "a row needs one cell per column")
        rows.append(row)
    }

    var text: String {
        let widths = columns.indices.map { column in
            ([columns[column].title] + rows.map { $0[column] }).map(\.count).max()!
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.indices.map { column in
                let gap = String(repeating: " ", count: widths[column] - cells[column].count)
                return columns[column].alignment == .left ? cells[column] + gap : gap + cells[column]
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = columns.indices.map { column in
            let dashes = String(repeating: "-", count: widths[column] + 1)
            return columns[column].alignment == .left ? dashes + "-" : dashes + ":"
        }
        return ([line(columns.map(\.title)), "|" + rule.joined(separator: "|") + "|"] + rows.map(line))
            .joined(separator: "\n")
    }
}

/// `value` with `digits` digits after the point.
func formatted(_ value: Double, digits: Int) -> String { value.isFinite ? String(format: "%.\(digits)f", value) : "—" }
