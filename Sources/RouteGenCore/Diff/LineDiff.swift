/// The edit script turning one list of lines into another: the standard library's shortest one
/// (`difference(from:)`) for each stretch that differs. That search keeps a trace growing with the square of the
/// distance, so a stretch longer than `maximumStretch` lines in all is first cut at the lines both sides hold exactly
/// once, in the same order (as patience diff cuts), and one still that long without such a line is shown replaced
/// whole: a diff that large is read as a rewrite anyway.
enum LineDiff {
    enum Step: Equatable {
        case keep
        case delete
        case insert
    }

    static let maximumStretch = 2_000

    static func steps<Line: Hashable>(from old: [Line], to new: [Line]) -> [Step] { steps(old[...], new[...]) }

    private static func steps<Line: Hashable>(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [Step] {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old.dropFirst(prefix).reversed(), new.dropFirst(prefix).reversed()).prefix { $0 == $1 }.count
        let middle = differingSteps(old.dropFirst(prefix).dropLast(suffix), new.dropFirst(prefix).dropLast(suffix))
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    /// The steps of a stretch whose first and last lines differ.
    private static func differingSteps<Line: Hashable>(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [Step] {
        if old.count + new.count <= maximumStretch { return shortestSteps(old, new) }
        let anchors = uniqueCommonLines(old, new)
        guard !anchors.isEmpty else {
            return Array(repeating: .delete, count: old.count) + Array(repeating: .insert, count: new.count)
        }
        var result: [Step] = []
        var oldStart = old.startIndex
        var newStart = new.startIndex
        for anchor in anchors {
            result += steps(old[oldStart..<anchor.old], new[newStart..<anchor.new]) + [.keep]
            oldStart = anchor.old + 1
            newStart = anchor.new + 1
        }
        return result + steps(old[oldStart...], new[newStart...])
    }

    private static func shortestSteps<Line: Hashable>(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [Step] {
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result: [Step] = []
        var oldOffset = 0
        var newOffset = 0
        while oldOffset < old.count || newOffset < new.count {
            if removed.contains(oldOffset) {
                result.append(.delete)
                oldOffset += 1
            } else if inserted.contains(newOffset) {
                result.append(.insert)
                newOffset += 1
            } else {
                result.append(.keep)
                oldOffset += 1
                newOffset += 1
            }
        }
        return result
    }

    /// The longest chain of lines that each side holds exactly once, in the order of both, by index.
    private static func uniqueCommonLines<Line: Hashable>(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [(
        old: Int, new: Int
    )] {
        var oldCounts: [Line: Int] = [:]
        for line in old { oldCounts[line, default: 0] += 1 }
        var newCounts: [Line: Int] = [:]
        var newPlaces: [Line: Int] = [:]
        for index in new.indices {
            newCounts[new[index], default: 0] += 1
            newPlaces[new[index]] = index
        }
        let pairs = old.indices.compactMap { index -> (old: Int, new: Int)? in
            let line = old[index]
            guard oldCounts[line] == 1, newCounts[line] == 1, let newIndex = newPlaces[line] else { return nil }
            return (index, newIndex)
        }
        return longestIncreasingChain(pairs)
    }

    /// The longest subsequence of `pairs` (in increasing `old` order) whose `new` indices increase too.
    private static func longestIncreasingChain(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        // tails[k]: the pair ending the best chain of length k + 1 found so far, the one with the smallest `new`.
        var tails: [Int] = []
        var previous = [Int?](repeating: nil, count: pairs.count)
        for index in pairs.indices {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].new < pairs[index].new { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : nil
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var chain: [(old: Int, new: Int)] = []
        var current = tails.last
        while let index = current {
            chain.append(pairs[index])
            current = previous[index]
        }
        return chain.reversed()
    }
}
