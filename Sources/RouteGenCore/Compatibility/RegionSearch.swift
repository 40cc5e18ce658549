/// Finds a path in a region of the path space: the paths that one shape of the earlier spec takes and one shape of
/// the new spec takes (or that no shape of the new spec takes), that none of the shapes tried before them takes, and
/// whose values meet a goal about the two shapes' parameters.
///
/// The search is exact: it walks the positions of each length that tells the patterns apart, trying at each position
/// the candidates of `WitnessValues`, one for each kind of segment that the sets and parameters there distinguish.
/// Candidates that leave the same shapes possible are alike, and one that leaves fewer is better, so only the best
/// distinct ones are followed.
struct RegionSearch {
    struct Side {
        let shape: ShapeList.Shape
        let caseSensitive: Bool
    }

    enum Goal: Equatable {
        /// The earlier spec takes every value.
        case opensInOld
        /// Both specs take every value.
        case acceptedByBoth
        /// The earlier spec takes every value, and the new one refuses a value of this parameter of its route for
        /// this constraint of it, which is the first the value breaks, while taking every other value.
        case refusedByNew(parameter: Int, constraint: Int)
    }

    let old: Side
    /// Nil for the paths that no shape of the new spec takes.
    let new: Side?
    /// The shapes, of either spec, whose paths are not in the region.
    let excluded: [PathPattern]

    /// The shortest path of the region that meets `goal`, among the lengths `allowsLength` allows; nil when there is
    /// none.
    func path(for goal: Goal, allowsLength: (Int) -> Bool = { _ in true }) -> [String]? {
        var lengths: Set<Int> = []
        for pattern in [old.shape.pattern] + (new.map { [$0.shape.pattern] } ?? []) + excluded {
            // Lengths compare only with a pattern's own: one length stands for each stretch between them.
            lengths.formUnion([pattern.segments.count, pattern.segments.count + 1])
        }
        for length in lengths.sorted()
        where old.shape.pattern.accepts(length: length) && new?.shape.pattern.accepts(length: length) ?? true
            && allowsLength(length)
        {
            var walk = Walk(search: self, length: length, goal: goal)
            if let path = walk.path() { return path }
        }
        return nil
    }

    /// The search at one length.
    private struct Walk {
        let search: RegionSearch
        let length: Int
        let goal: Goal
        /// The excluded patterns that take paths of this length.
        let live: [PathPattern]
        private var candidates: [Int: [String]] = [:]
        private var excludedSets: [Int: [SegmentSet]] = [:]
        private var visited: Set<State> = []

        struct State: Hashable {
            var position: Int
            var alive: [UInt64]
            var failed: Bool
        }

        init(search: RegionSearch, length: Int, goal: Goal) {
            self.search = search
            self.length = length
            self.goal = goal
            live = search.excluded.filter { $0.accepts(length: length) }
        }

        mutating func path() -> [String]? {
            var alive = [UInt64](repeating: 0, count: (live.count + 63) / 64)
            for index in live.indices { alive[index / 64] |= 1 << UInt64(index % 64) }
            var path: [String] = []
            return extend(State(position: 0, alive: alive, failed: false), &path) ? path : nil
        }

        private mutating func extend(_ state: State, _ path: inout [String]) -> Bool {
            guard state.position < length else {
                return state.alive.allSatisfy { $0 == 0 } && (!isRefusalGoal || state.failed)
            }
            guard visited.insert(state).inserted else { return false }
            for (text, next) in nextStates(after: state) {
                path.append(text)
                if extend(next, &path) { return true }
                path.removeLast()
            }
            return false
        }

        private var isRefusalGoal: Bool {
            if case .refusedByNew = goal { return true }
            return false
        }

        /// The distinct states the candidates at the state's position lead to, readable candidates first, without
        /// those another leaves no worse off: fewer excluded shapes still possible, and a refusal already found.
        private mutating func nextStates(after state: State) -> [(String, State)] {
            let position = state.position
            let oldSet = search.old.shape.pattern.set(at: position)
            let newSet = search.new?.shape.pattern.set(at: position)
            let oldRule = search.old.rule(at: position)
            let newRule = search.new?.rule(at: position)
            var targetConstraint: Int?
            if case .refusedByNew(let parameter, let constraint) = goal,
                search.new?.shape.parameterIndex(at: position) == parameter
            {
                targetConstraint = constraint
            }
            let excludedSets = self.excludedSets[position] ?? live.map { $0.set(at: position) }
            self.excludedSets[position] = excludedSets
            let texts = candidateTexts(at: position, sets: [oldSet] + (newSet.map { [$0] } ?? []) + excludedSets)
            var found: [(String, State)] = []
            for text in texts {
                guard oldSet.contains(text), newSet?.contains(text) ?? true, oldRule?.accepts(text) ?? true else {
                    continue
                }
                let newAccepts = newRule?.accepts(text) ?? true
                let refusesForTarget = targetConstraint.map { newRule?.firstBrokenConstraint(text) == $0 } ?? false
                if !newAccepts && goal != .opensInOld && !refusesForTarget { continue }
                var alive = state.alive
                for index in live.indices where alive[index / 64] & (1 << UInt64(index % 64)) != 0 {
                    if !excludedSets[index].contains(text) { alive[index / 64] &= ~(1 << UInt64(index % 64)) }
                }
                let next = State(position: position + 1, alive: alive, failed: state.failed || refusesForTarget)
                let isCovered = found.contains { _, other in
                    other.failed || !next.failed ? other.alive.isSubset(of: next.alive) : false
                }
                guard !isCovered else { continue }
                found.removeAll { _, other in (next.failed || !other.failed) && next.alive.isSubset(of: other.alive) }
                found.append((text, next))
            }
            return found
        }

        private mutating func candidateTexts(at position: Int, sets: [SegmentSet]) -> [String] {
            if let known = candidates[position] { return known }
            let rules = [search.old.rule(at: position), search.new?.rule(at: position)].compactMap { $0 }
            let texts = WitnessValues.candidates(sets: sets, rules: rules, at: .pathSegment)
            candidates[position] = texts
            return texts
        }
    }
}

extension RegionSearch.Side {
    /// The parameter the segment at `position` is a value of, with its spec's case rule; nil for a literal.
    func rule(at position: Int) -> WitnessValues.Rule? {
        shape.parameterIndex(at: position)
            .map { WitnessValues.Rule(parameter: shape.declaration.parameters[$0], caseSensitive: caseSensitive) }
    }
}

extension ShapeList.Shape {
    /// The index in the pattern's parameters of the one whose value the segment at `position` of a path this shape
    /// takes is part of; nil for a literal. Past the fixed segments, it is the `**` parameter.
    func parameterIndex(at position: Int) -> Int? {
        let segment: PatternSegment
        if position < pattern.segments.count {
            segment = declaration.segments[position]
        } else {
            guard pattern.acceptsMoreSegments else { return nil }
            segment = declaration.segments[length - 1]
        }
        if case .parameter(let index) = segment { return index }
        return nil
    }
}

extension Array where Element == UInt64 {
    fileprivate func isSubset(of other: [UInt64]) -> Bool { zip(self, other).allSatisfy { $0 & ~$1 == 0 } }
}
