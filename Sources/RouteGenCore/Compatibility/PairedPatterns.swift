import RouteURLReader

/// The patterns that take links on one origin under each spec, paired up: a pattern of the earlier spec whose partner
/// in the new spec (the counterpart of its route, or the redirect of the same name) has the same shapes is the same
/// set of paths in both, its twin.
///
/// A path that one pattern takes under the earlier spec and another under the new spec, both with twins, would make
/// one of the specs ambiguous, so such regions are empty. What remains to search is each pattern without a twin,
/// against the shapes it meets in the other spec, and each twin whose parameters differ, against its own twin.
struct PairedPatterns {
    let old: [LinkPattern]
    let new: [LinkPattern]
    let oldCaseSensitive: Bool
    let newCaseSensitive: Bool
    let correspondence: RouteCorrespondence
    let oldContext: Set<String>

    func findBreaks(on pairing: OriginPairing, into collector: inout BreakCollector) {
        var twinOfOld = [Int?](repeating: nil, count: old.count)
        var newHasTwin = [Bool](repeating: false, count: new.count)
        var differingTwins: [Int] = []
        if oldCaseSensitive == newCaseSensitive {
            var newRoutes: [ObjectIdentifier: Int] = [:]
            var newRedirects: [String: Int] = [:]
            for (index, pattern) in new.enumerated() {
                switch pattern {
                case .route(let route): newRoutes[ObjectIdentifier(route)] = index
                case .redirect(let redirect):
                    if newRedirects[redirect.declaration.name] == nil {
                        newRedirects[redirect.declaration.name] = index
                    }
                }
            }
            for (index, pattern) in old.enumerated() {
                let partner: Int?
                switch pattern {
                case .route(let route):
                    partner = correspondence.counterpart(of: route).flatMap { newRoutes[ObjectIdentifier($0)] }
                case .redirect(let redirect): partner = newRedirects[redirect.declaration.name]
                }
                let (declaration, partnerDeclaration) = (pattern.declaration, partner.map { new[$0].declaration })
                guard let partner, let partnerDeclaration, !newHasTwin[partner],
                    Self.sameShapes(declaration, partnerDeclaration, caseSensitive: newCaseSensitive)
                else { continue }
                twinOfOld[index] = partner
                newHasTwin[partner] = true
                if !Self.sameValues(declaration, partnerDeclaration) { differingTwins.append(index) }
            }
        }
        guard twinOfOld.contains(nil) || newHasTwin.contains(false) || !differingTwins.isEmpty else { return }

        let oldShapes = ShapeList(patterns: old, caseSensitive: oldCaseSensitive)
        let newShapes = ShapeList(patterns: new, caseSensitive: newCaseSensitive)
        var search = ShapePairSearch(oldShapes: oldShapes, newShapes: newShapes, paired: self, pairing: pairing)
        var twinShape = [Int?](repeating: nil, count: oldShapes.count)
        for (pattern, partner) in twinOfOld.enumerated() {
            guard let partner else { continue }
            for (oldShape, newShape) in zip(oldShapes.shapes(ofPattern: pattern), newShapes.shapes(ofPattern: partner))
            { twinShape[oldShape] = newShape }
        }
        for oldShape in oldShapes.indices where twinShape[oldShape] == nil {
            for newShape in search.newShapes(meetingOld: oldShape) {
                search.compare(oldShape, newShape, into: &collector)
            }
            search.compareWithNothing(oldShape, into: &collector)
        }
        for (pattern, hasTwin) in newHasTwin.enumerated() where !hasTwin {
            for newShape in newShapes.shapes(ofPattern: pattern) {
                for oldShape in search.oldShapes(meetingNew: newShape) where twinShape[oldShape] != nil {
                    search.compare(oldShape, newShape, into: &collector)
                }
            }
        }
        for pattern in differingTwins {
            for oldShape in oldShapes.shapes(ofPattern: pattern) {
                if let newShape = twinShape[oldShape] { search.compare(oldShape, newShape, into: &collector) }
            }
        }
    }

    /// Whether two patterns of specs with the same case rule accept the same paths in each shape.
    private static func sameShapes(_ old: PatternDeclaration, _ new: PatternDeclaration, caseSensitive: Bool) -> Bool {
        guard old.segments.count == new.segments.count else { return false }
        return zip(old.segments, new.segments)
            .allSatisfy { oldSegment, newSegment in
                switch (oldSegment, newSegment) {
                case (.literal(let oldText), .literal(let newText)): return oldText == newText
                case (.parameter(let oldIndex), .parameter(let newIndex)):
                    let (oldParameter, newParameter) = (old.parameters[oldIndex], new.parameters[newIndex])
                    guard oldParameter.source == newParameter.source,
                        (oldParameter.presence == .optional) == (newParameter.presence == .optional)
                    else { return false }
                    // Two enums with the same values in another order, or under another name, take the same paths.
                    return oldParameter.type == newParameter.type
                        || SegmentSet(oldParameter.type, caseSensitive: caseSensitive)
                            == SegmentSet(newParameter.type, caseSensitive: caseSensitive)
                default: return false
                }
            }
    }

    /// Whether two twins read and check every value alike, so that none of their links can differ.
    private static func sameValues(_ old: PatternDeclaration, _ new: PatternDeclaration) -> Bool {
        guard old.parameters.count == new.parameters.count else { return false }
        return zip(old.parameters, new.parameters)
            .allSatisfy {
                $0.name == $1.name && $0.type == $1.type && $0.source == $1.source && $0.presence == $1.presence
                    && $0.constraints == $1.constraints
            }
    }
}

/// Compares pairs of shapes, one of each spec, finding in the region of paths they share a link that the earlier
/// spec opens and the new one breaks.
private struct ShapePairSearch {
    let oldShapes: ShapeList
    let newShapes: ShapeList
    let paired: PairedPatterns
    let pairing: OriginPairing
    private var oldMeetingOld: [Int: [Int]] = [:]
    private var newMeetingOld: [Int: [Int]] = [:]
    private var oldMeetingNew: [Int: [Int]] = [:]
    private var newMeetingNew: [Int: [Int]] = [:]
    private var compared: Set<[Int]> = []

    init(oldShapes: ShapeList, newShapes: ShapeList, paired: PairedPatterns, pairing: OriginPairing) {
        self.oldShapes = oldShapes
        self.newShapes = newShapes
        self.paired = paired
        self.pairing = pairing
    }

    mutating func newShapes(meetingOld shape: Int) -> [Int] {
        if let known = newMeetingOld[shape] { return known }
        let found = newShapes.shapes(overlapping: oldShapes[shape].pattern)
        newMeetingOld[shape] = found
        return found
    }

    mutating func oldShapes(meetingNew shape: Int) -> [Int] {
        if let known = oldMeetingNew[shape] { return known }
        let found = oldShapes.shapes(overlapping: newShapes[shape].pattern)
        oldMeetingNew[shape] = found
        return found
    }

    private mutating func oldShapes(meetingOld shape: Int) -> [Int] {
        if let known = oldMeetingOld[shape] { return known }
        let found = oldShapes.shapes(overlapping: oldShapes[shape].pattern)
        oldMeetingOld[shape] = found
        return found
    }

    private mutating func newShapes(meetingNew shape: Int) -> [Int] {
        if let known = newMeetingNew[shape] { return known }
        let found = newShapes.shapes(overlapping: newShapes[shape].pattern)
        newMeetingNew[shape] = found
        return found
    }

    /// The paths no shape of the new spec takes. The shape has no twin, so it is also checked for ambiguity.
    mutating func compareWithNothing(_ oldShape: Int, into collector: inout BreakCollector) {
        let old = oldShapes[oldShape]
        let overlapping = oldShapes(meetingOld: oldShape)
        if oldShapes.isAmbiguous(oldShape, with: overlapping) { collector.earlierIsAmbiguous = true }
        let excluded =
            overlapping.filter { oldShapes.precedes($0, oldShape) }.map { oldShapes[$0].pattern }
            + newShapes(meetingOld: oldShape).map { newShapes[$0].pattern }
        let search = RegionSearch(old: side(old, paired.oldCaseSensitive), new: nil, excluded: excluded)
        guard let path = search.path(for: .opensInOld) else { return }
        record(path, query: choice(old, nil).items(pinning: nil), into: &collector)
    }

    mutating func compare(_ oldShape: Int, _ newShape: Int, into collector: inout BreakCollector) {
        guard compared.insert([oldShape, newShape]).inserted else { return }
        let old = oldShapes[oldShape]
        let new = newShapes[newShape]
        guard old.pattern.meets(new.pattern) else { return }
        let search = RegionSearch(
            old: side(old, paired.oldCaseSensitive),
            new: side(new, paired.newCaseSensitive),
            excluded: excluded(before: oldShape, and: newShape)
        )
        let query = choice(old, new)
        let newTakesLinksAsMeant: Bool
        switch new.owner {
        case .redirect: newTakesLinksAsMeant = true
        case .route(let route):
            newTakesLinksAsMeant = route === paired.correspondence.counterpart(of: old.owner.openedRoute)
        }
        guard newTakesLinksAsMeant else {
            if let path = search.path(for: .opensInOld) {
                record(path, query: query.items(pinning: nil), into: &collector)
            }
            return
        }
        // The new shape takes these links as the team meant: each value it refuses that the earlier spec took is a
        // break, and so, for the counterpart itself, is a value it no longer reads from where the earlier route did.
        for parameter in Set((0..<new.length).compactMap(new.parameterIndex(at:))).sorted() {
            for constraint in new.declaration.parameters[parameter].constraints.indices {
                guard let path = search.path(for: .refusedByNew(parameter: parameter, constraint: constraint)) else {
                    continue
                }
                record(path, query: query.items(pinning: nil), into: &collector)
            }
        }
        lazy var common = search.path(for: .acceptedByBoth)
        for parameter in new.declaration.parameters where parameter.isQuery {
            for value in query.refusedValues(of: parameter.name) {
                guard let path = common else { break }
                record(path, query: query.items(pinning: (parameter.name, value)), into: &collector)
            }
        }
        guard case .route = new.owner else { return }
        let counts = [old.pattern.segments.count, new.pattern.segments.count]
        for length in Set(counts + counts.map { $0 + 1 }).sorted() {
            guard let lost = Self.lostPlace(old, new, length: length) else { continue }
            var pinned: (name: String, value: QueryChoice.Value)?
            if case .query(let name) = lost {
                guard let text = query.spelledValue(of: name) else { continue }
                pinned = (name, .text(text))
            }
            guard let path = search.path(for: .acceptedByBoth, allowsLength: { $0 == length }) else { continue }
            record(path, query: query.items(pinning: pinned), into: &collector)
        }
    }

    /// The shapes that take some paths of both shapes before them: the earlier spec's before `oldShape`, the new
    /// spec's before `newShape`. Each list comes from the shape of the pair that meets fewer.
    private mutating func excluded(before oldShape: Int, and newShape: Int) -> [PathPattern] {
        let old = oldShapes[oldShape].pattern
        let new = newShapes[newShape].pattern
        let oldCandidates = [oldShapes(meetingOld: oldShape), oldShapes(meetingNew: newShape)]
            .min { $0.count < $1.count }!
        let newCandidates = [newShapes(meetingOld: oldShape), newShapes(meetingNew: newShape)]
            .min { $0.count < $1.count }!
        return oldCandidates.filter { oldShapes.precedes($0, oldShape) }.map { oldShapes[$0].pattern }
            .filter { $0.meets(old) && $0.meets(new) }
            + newCandidates.filter { newShapes.precedes($0, newShape) }.map { newShapes[$0].pattern }
            .filter { $0.meets(old) && $0.meets(new) }
    }

    /// A part of a link of `length` segments that gives a value to the route the old shape opens, and that the new
    /// shape's route reads no value from; nil when it reads them all.
    private static func lostPlace(_ old: ShapeList.Shape, _ new: ShapeList.Shape, length: Int) -> LinkPlace? {
        guard old.pattern.accepts(length: length), new.pattern.accepts(length: length) else { return nil }
        let newPlaces = Set(places(of: new, length: length))
        return places(of: old, length: length).first { !newPlaces.contains($0) }
    }

    /// Where the values of the route a shape opens come from in a link of `length` segments, when the link spells
    /// them: through a redirect, from where the redirect reads them.
    private static func places(of shape: ShapeList.Shape, length: Int) -> [LinkPlace] {
        let parameters = shape.declaration.parameters
        var placeOfParameter: [Int: LinkPlace] = [:]
        for position in 0..<shape.length {
            guard case .parameter(let index) = shape.declaration.segments[position] else { continue }
            if parameters[index].source == .remainingSegments {
                if position < length { placeOfParameter[index] = .segments(position..<length) }
            } else {
                placeOfParameter[index] = .segments(position..<position + 1)
            }
        }
        for (index, parameter) in parameters.enumerated() where parameter.isQuery {
            placeOfParameter[index] = .query(parameter.name)
        }
        switch shape.owner {
        case .route: return parameters.indices.compactMap { placeOfParameter[$0] }
        case .redirect(let redirect):
            return redirect.target.arguments.compactMap { argument in
                guard case .parameter(let index) = argument else { return nil }
                return placeOfParameter[index]
            }
        }
    }

    private func side(_ shape: ShapeList.Shape, _ caseSensitive: Bool) -> RegionSearch.Side {
        RegionSearch.Side(shape: shape, caseSensitive: caseSensitive)
    }

    private func choice(_ old: ShapeList.Shape, _ new: ShapeList.Shape?) -> QueryChoice {
        QueryChoice(
            old: old.declaration,
            new: new?.declaration,
            oldCaseSensitive: paired.oldCaseSensitive,
            newCaseSensitive: paired.newCaseSensitive,
            oldContext: paired.oldContext
        )
    }

    private func record(_ path: [String], query: [(name: String, value: String?)], into collector: inout BreakCollector)
    {
        collector.record(
            LinkWritingRules.text(prefix: pairing.origin.linkPrefix, path: path, query: query),
            on: pairing
        )
    }
}
