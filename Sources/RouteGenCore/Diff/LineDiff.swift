/// The shortest edit script turning one list of lines into another (Myers' O((N+M)·D) algorithm).
enum LineDiff {
    enum Step: Equatable {
        case keep
        case delete
        case insert
    }

    /// Past this many differing lines the files are treated as entirely different: the search keeps a trace
    /// that grows with the square of the distance, and a diff that large is read as a rewrite anyway.
    static let maximumDistance = 1_000

    static func steps<Line: Equatable>(from old: [Line], to new: [Line]) -> [Step] {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old.dropFirst(prefix).reversed(), new.dropFirst(prefix).reversed()).prefix { $0 == $1 }.count
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle =
            shortestSteps(from: oldMiddle, to: newMiddle) ?? Array(repeating: .delete, count: oldMiddle.count)
            + Array(repeating: .insert, count: newMiddle.count)
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    /// nil when more than `maximumDistance` lines differ.
    private static func shortestSteps<Line: Equatable>(from old: [Line], to new: [Line]) -> [Step]? {
        let n = old.count
        let m = new.count
        let limit = min(n + m, maximumDistance)
        let offset = limit + 1
        // furthest[k + offset]: the furthest x reached on diagonal k = x - y.
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: `furthest` over diagonals -d...d as it was before round d, for walking back.
        var trace: [[Int]] = []
        for distance in 0...limit {
            trace.append(Array(furthest[(offset - distance)...(offset + distance)]))
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x =
                    comesFromAbove(diagonal, distance, furthest, offset)
                    ? furthest[diagonal + 1 + offset] : furthest[diagonal - 1 + offset] + 1
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[diagonal + offset] = x
                if x >= n, y >= m { return walkBack(trace, n: n, m: m) }
            }
        }
        return nil
    }

    /// Whether the path to `diagonal` in round `distance` comes from diagonal + 1 by an insertion.
    private static func comesFromAbove(_ diagonal: Int, _ distance: Int, _ furthest: [Int], _ offset: Int) -> Bool {
        diagonal == -distance
            || (diagonal != distance && furthest[diagonal - 1 + offset] < furthest[diagonal + 1 + offset])
    }

    private static func walkBack(_ trace: [[Int]], n: Int, m: Int) -> [Step] {
        var steps: [Step] = []
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[distance]
            // Rebuild the lookup with the saved round's diagonals -distance...distance at their usual offsets.
            let furthestBefore = { (diagonal: Int) -> Int in saved[diagonal + distance] }
            let diagonal = x - y
            let fromAbove =
                diagonal == -distance
                || (diagonal != distance && furthestBefore(diagonal - 1) < furthestBefore(diagonal + 1))
            let previousDiagonal = fromAbove ? diagonal + 1 : diagonal - 1
            let previousX = distance == 0 ? 0 : furthestBefore(previousDiagonal)
            let previousY = distance == 0 ? 0 : previousX - previousDiagonal
            while x > previousX, y > previousY {
                steps.append(.keep)
                x -= 1
                y -= 1
            }
            if distance > 0 {
                steps.append(fromAbove ? .insert : .delete)
                x = previousX
                y = previousY
            }
        }
        return steps.reversed()
    }
}
