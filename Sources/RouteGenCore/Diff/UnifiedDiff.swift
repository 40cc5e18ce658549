/// A unified diff (`diff -u` format) between the text on disk and the text routegen would write.
package struct UnifiedDiff: Sendable {
    /// The diff, from the `---` line on; empty when the texts are equal.
    package var text: String
    /// The first line of the old text that differs (1-based), where an annotation about the change belongs.
    package var firstChangedOldLine: Int

    /// The diff from `old`, the current text or nil when there is no file yet (`--- /dev/null`), to `new`; `name` is
    /// the file's path, printed in the `---` and `+++` lines.
    package init(old: String?, new: String, name: String, context: Int = 3) {
        let oldLines = old.map(Self.lines) ?? []
        let newLines = Self.lines(new)
        let steps = LineDiff.steps(from: oldLines, to: newLines)
        let rows = Self.rows(steps, oldLines, newLines)
        let hunks = Self.hunks(rows, context: context)
        firstChangedOldLine = rows.first { $0.step != .keep }.map { max(1, $0.oldNumber) } ?? 1
        guard !hunks.isEmpty else {
            text = ""
            return
        }
        var output = ["--- \(old == nil ? "/dev/null" : name)", "+++ \(name)"]
        for hunk in hunks { output += hunk }
        text = output.joined(separator: "\n") + "\n"
    }

    private struct Line: Hashable {
        var text: Substring
        /// The last line of a file may lack its newline; that is a difference too.
        var endsWithNewline: Bool
    }

    /// One line of the diff with its step and the 1-based line numbers it sits at in each text.
    private struct Row {
        var step: LineDiff.Step
        var line: Line
        /// For an inserted row, the number of the old line before it (0 at the start).
        var oldNumber: Int
        var newNumber: Int
    }

    private static func lines(_ text: String) -> [Line] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = parts.last == ""
        if endsWithNewline { parts.removeLast() }
        return parts.enumerated()
            .map { Line(text: $0.element, endsWithNewline: $0.offset < parts.count - 1 || endsWithNewline) }
    }

    private static func rows(_ steps: [LineDiff.Step], _ old: [Line], _ new: [Line]) -> [Row] {
        var oldIndex = 0
        var newIndex = 0
        return steps.map { step in
            switch step {
            case .keep:
                defer {
                    oldIndex += 1
                    newIndex += 1
                }
                return Row(step: step, line: old[oldIndex], oldNumber: oldIndex + 1, newNumber: newIndex + 1)
            case .delete:
                defer { oldIndex += 1 }
                return Row(step: step, line: old[oldIndex], oldNumber: oldIndex + 1, newNumber: newIndex)
            case .insert:
                defer { newIndex += 1 }
                return Row(step: step, line: new[newIndex], oldNumber: oldIndex, newNumber: newIndex + 1)
            }
        }
    }

    /// Changed rows with `context` unchanged rows around them; changes closer than twice that share a hunk.
    private static func hunks(_ rows: [Row], context: Int) -> [[String]] {
        let changed = rows.indices.filter { rows[$0].step != .keep }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                ranges.append(start...end)
                start = index
            }
            end = index
        }
        ranges.append(start...end)
        return ranges.map { range in
            let shown = Array(
                rows[max(0, range.lowerBound - context)...min(rows.count - 1, range.upperBound + context)]
            )
            return [header(shown)] + shown.flatMap(body)
        }
    }

    private static func header(_ rows: [Row]) -> String {
        let oldCount = rows.filter { $0.step != .insert }.count
        let newCount = rows.filter { $0.step != .delete }.count
        let oldStart = rows.first { $0.step != .insert }?.oldNumber ?? rows[0].oldNumber
        let newStart = rows.first { $0.step != .delete }?.newNumber ?? rows[0].newNumber
        return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
    }

    /// `diff -u` omits a count of one, and an empty range starts at the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start)"
        default: return "\(start),\(count)"
        }
    }

    private static func body(_ row: Row) -> [String] {
        let marker =
            switch row.step {
            case .keep: " "
            case .delete: "-"
            case .insert: "+"
            }
        let line = marker + row.line.text
        return row.line.endsWithNewline ? [line] : [line, "\\ No newline at end of file"]
    }
}
