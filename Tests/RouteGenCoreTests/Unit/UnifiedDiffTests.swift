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

        var oldIndex = 0
        var rebuilt: [Int] = []
        var newIterator = new.makeIterator()
        for step in steps {
            switch step {
            case .keep:
                rebuilt.append(old[oldIndex])
                oldIndex += 1
                _ = newIterator.next()
            case .delete: oldIndex += 1
            case .insert: rebuilt.append(newIterator.next() ?? -1)
            }
        }
        #expect(oldIndex == old.count)
        #expect(rebuilt == new)
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
