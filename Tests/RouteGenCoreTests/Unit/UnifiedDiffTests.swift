import Foundation
import Testing
@testable import RouteGenCore

@Suite("Unified diff") struct UnifiedDiffTests {
    static let twelveLines = (1...12).map { "line \($0)\n" }.joined()

    @Test("Equal texts give no diff") func equalTexts() {
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n", name: "A.swift").text == "")
    }

    @Test("One changed line, with three lines of context") func oneChange() {
        let new = Self.twelveLines.replacingOccurrences(of: "line 6\n", with: "line six\n")
        let diff = UnifiedDiff(old: Self.twelveLines, new: new, name: "Gen/A.swift")
        #expect(
            diff.text == """
                --- Gen/A.swift
                +++ Gen/A.swift
                @@ -3,7 +3,7 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9

                """
        )
        #expect(diff.firstChangedOldLine == 6)
    }

    @Test("Changes more than six lines apart get hunks of their own; insertions and deletions count right")
    func twoHunks() {
        let new = "line 0\n" + Self.twelveLines.replacingOccurrences(of: "line 11\n", with: "")
        #expect(
            UnifiedDiff(old: Self.twelveLines, new: new, name: "A.swift").text == """
                --- A.swift
                +++ A.swift
                @@ -1,3 +1,4 @@
                +line 0
                 line 1
                 line 2
                 line 3
                @@ -8,5 +9,4 @@
                 line 8
                 line 9
                 line 10
                -line 11
                 line 12

                """
        )
        #expect(UnifiedDiff(old: Self.twelveLines, new: new, name: "A.swift").firstChangedOldLine == 1)
    }

    @Test("A missing file is a diff from /dev/null") func newFile() {
        #expect(
            UnifiedDiff(old: nil, new: "a\nb\n", name: "A.swift").text == """
                --- /dev/null
                +++ A.swift
                @@ -0,0 +1,2 @@
                +a
                +b

                """
        )
    }

    @Test("A missing final newline is a difference, marked the way diff -u marks it") func missingFinalNewline() {
        #expect(
            UnifiedDiff(old: "a\nb", new: "a\nb\n", name: "A.swift").text == """
                --- A.swift
                +++ A.swift
                @@ -1,2 +1,2 @@
                 a
                -b
                \\ No newline at end of file
                +b

                """
        )
    }

    @Test(
        "Seeded random edits: the steps rebuild the new lines and are as few as the longest common subsequence allows",
        arguments: 0..<200
    ) func stepsAreMinimal(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let old = (0..<Int.random(in: 0...25, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
        let new = (0..<Int.random(in: 0...25, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
        let steps = LineDiff.steps(from: old, to: new)
        #expect(Self.applying(steps, to: old, taking: new) == new)
        #expect(
            steps.filter { $0 != .keep }.count == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new)
        )
    }

    @Test("Files too different for the minimal search still get a correct whole-file diff") func veryDifferentFiles() {
        let old = (0..<1_500).map { "old \($0)\n" }.joined()
        let new = (0..<1_500).map { "new \($0)\n" }.joined()
        let lines = UnifiedDiff(old: old, new: new, name: "A.swift").text.split(separator: "\n")
        #expect(lines[2] == "@@ -1,1500 +1,1500 @@")
        #expect(lines.filter { $0.hasPrefix("-old") }.count == 1_500)
        #expect(lines.filter { $0.hasPrefix("+new") }.count == 1_500)
    }

    @Test(
        "Long files with scattered edits: the steps rebuild the new lines and change only the edited ones",
        arguments: 0..<20
    ) func longFilesKeepTheirUnchangedLines(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        // Longer than one stretch of the shortest search, with lines that repeat, as braces do in Swift.
        let old = (0..<3_000).map { $0 % 7 == 0 ? "}" : "line \($0)" }
        var new = old
        var edits = 0
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let index = Int.random(in: 0..<new.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: new[index] = "changed \(index)"
            case 1: new.insert("inserted \(index)", at: index)
            default: new.remove(at: index)
            }
            edits += 1
        }
        let steps = LineDiff.steps(from: old, to: new)
        #expect(Self.applying(steps, to: old, taking: new) == new)
        // A replaced line is a deletion and an insertion; a later edit may undo part of an earlier one.
        #expect(steps.filter { $0 != .keep }.count <= 2 * edits)
    }

    /// `old` with `steps` applied, inserting the lines of `new` in order; a step past either list's end adds a marker
    /// that no expected list holds.
    private static func applying<Line>(_ steps: [LineDiff.Step], to old: [Line], taking new: [Line]) -> [Line?] {
        var oldIndex = 0
        var newIterator = new.makeIterator()
        var rebuilt: [Line?] = []
        for step in steps {
            switch step {
            case .keep:
                rebuilt.append(oldIndex < old.count ? old[oldIndex] : nil)
                oldIndex += 1
                _ = newIterator.next()
            case .delete: oldIndex += 1
            case .insert: rebuilt.append(newIterator.next())
            }
        }
        if oldIndex != old.count { rebuilt.append(nil) }
        return rebuilt
    }

    private static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
