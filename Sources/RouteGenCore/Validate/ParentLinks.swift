import RouteURLReader

/// The links a parent has when the route above it gives it its values: for each shape of the parent's path that those
/// values can make, where each segment comes from; and, searched exactly, values of the route that make a link of
/// that shape which another pattern takes first, or which the app refuses.
///
/// A segment of the parent's link is a literal or a default, the same on every link, or a value of the route converted
/// to the parent's type and written as the canonical link writes it. A value is searched among the candidates of
/// `WitnessValues`, which hold a text for each combination of features that the sets and constraints at a place tell
/// apart; a conversion that writes a value otherwise than the route's own link does adds the values that matter to
/// it (see `conversionCandidates`).
struct ParentLinks {
    let route: Route
    let parent: RouteParent
    let caseSensitive: Bool

    /// Where one segment of the parent's link, before any `**`, comes from.
    enum Segment {
        case fixed(String)
        /// The route's parameter at `source`, as the value of the parent's at `target`.
        case value(source: Int, target: Int)
    }

    /// A shape of the parent's path that some of the route's values give.
    struct Shape {
        /// How many of the parent's segments it keeps, as `RouteOrder.Shape` counts them.
        var length: Int
        var segments: [Segment]
        /// The route's `**` whose segments fill the parent's `**` after `segments`; nil when nothing follows them.
        var rest: Int?
    }

    /// A link of the parent and the values of the route that give it.
    struct Witness {
        /// The path, decoded.
        var path: [String]
        /// Each parameter of the route that a segment of the path comes from, in order.
        var values: [Value]

        struct Value {
            var parameter: Int
            /// The value's text as the route's link carries it: one, or one per segment for `**`.
            var texts: [String]
            /// The positions of the path it fills.
            var positions: [Int]
        }
    }

    /// A value of the route's parameter `source`, as its link carries it, and its text at each place it fills.
    private struct Choice {
        var source: Int
        var text: String
        var written: [String]
    }

    /// One place of the parent's path that a value of the route fills.
    private struct Place {
        var index: Int
        var target: Int
        var set: SegmentSet
    }

    // MARK: - Shapes

    /// Each shape of the parent's path that the route's values can give it, shortest first.
    func shapes() -> [Shape] { parent.route.declaration.shapeLengths.compactMap(shape(keeping:)) }

    /// The link of the parent's shape that keeps `length` segments, or nil when no values of the route give it: the
    /// link has each of those segments and, after them, lacks the next, as the canonical link stops at the first
    /// optional value left out.
    private func shape(keeping length: Int) -> Shape? {
        let declaration = parent.route.declaration
        var segments: [Segment] = []
        var rest: Int?
        var present: Set<Int> = []
        var absent: Set<Int> = []
        for segment in declaration.segments[..<length] {
            guard case .parameter(let target) = segment else {
                if case .literal(let text) = segment { segments.append(.fixed(text)) }
                continue
            }
            switch parent.arguments[target] {
            case .absent: return nil
            case .defaultValue(let text):
                let type = declaration.parameters[target].type
                guard let value = ParameterValue.parse(specText: text, as: type, caseSensitive: caseSensitive) else {
                    return nil
                }
                segments += value.linkTexts.map(Segment.fixed)
            case .parameter(let source):
                if route.parameters[source].presence == .optional { present.insert(source) }
                if declaration.parameters[target].source == .remainingSegments {
                    rest = source
                } else {
                    segments.append(.value(source: source, target: target))
                }
            }
        }
        if length < declaration.segments.count, case .parameter(let target) = declaration.segments[length] {
            switch parent.arguments[target] {
            case .absent: break
            case .parameter(let source) where route.parameters[source].presence == .optional: absent.insert(source)
            case .parameter, .defaultValue: return nil
            }
        }
        guard present.isDisjoint(with: absent) else { return nil }
        return Shape(length: length, segments: segments, rest: rest)
    }

    // MARK: - Links taken by another pattern

    /// Values of the route that give the parent a link of `shape` that `pattern` takes; nil when there are none.
    func link(of shape: Shape, takenBy pattern: PathPattern) -> Witness? {
        let fixedCount = shape.segments.count
        var length = fixedCount
        if shape.rest != nil {
            // The route's `**` may give any number of segments; the fewest the pattern takes stand for all.
            length = pattern.acceptsMoreSegments ? max(fixedCount, pattern.segments.count) : pattern.segments.count
        }
        guard length >= fixedCount, pattern.accepts(length: length) else { return nil }
        return link(of: shape, length: length) { pattern.set(at: $0) }
    }

    /// The parent's link of `shape` with `length` segments, each in `set(at:)` of its position, from values of the
    /// route that give every segment.
    ///
    /// `chosen`, when given, is the value of one parameter, which no search replaces.
    private func link(of shape: Shape, length: Int, in set: (Int) -> SegmentSet, choosing chosen: Choice? = nil)
        -> Witness?
    {
        var path = [String](repeating: "", count: length)
        var places: [Int: [Place]] = [:]
        for (index, segment) in shape.segments.enumerated() {
            switch segment {
            case .fixed(let text):
                guard set(index).contains(text) else { return nil }
                path[index] = text
            case .value(let source, let target):
                places[source, default: []].append(Place(index: index, target: target, set: set(index)))
            }
        }
        var values: [Witness.Value] = []
        for source in places.keys.sorted() {
            let sourcePlaces = places[source] ?? []
            let choice = chosen?.source == source ? chosen : value(of: source, giving: sourcePlaces)
            guard let found = choice else { return nil }
            for (place, text) in zip(sourcePlaces, found.written) { path[place.index] = text }
            values.append(.init(parameter: source, texts: [found.text], positions: sourcePlaces.map(\.index)))
        }
        if let rest = shape.rest {
            let positions = Array(shape.segments.count..<length)
            var texts: [String] = []
            for index in positions {
                guard let text = restSegment(of: rest, in: set(index)) else { return nil }
                texts.append(text)
                path[index] = text
            }
            values.append(.init(parameter: rest, texts: texts, positions: positions))
        }
        return Witness(path: path, values: values.sorted { $0.parameter < $1.parameter })
    }

    /// A value of the route's parameter `source`, as its link carries it, that the parent's link writes at each of
    /// `places` as a path segment in the place's set; with what it writes at each.
    private func value(of source: Int, giving places: [Place]) -> Choice? {
        let parameter = route.parameters[source]
        let targets = places.map { parent.route.parameters[$0.target] }
        let rules = ([parameter] + targets).map { WitnessValues.Rule(parameter: $0, caseSensitive: caseSensitive) }
        let sets = places.map(\.set)
        let candidates =
            WitnessValues.candidates(sets: sets, rules: rules, at: Self.place(of: parameter))
            + Self.conversionCandidates(from: parameter, to: targets, sets: sets)
        for text in candidates {
            guard let written = written(text, of: parameter, as: targets),
                written.allSatisfy(WitnessValues.isPathSegment), zip(sets, written).allSatisfy({ $0.contains($1) })
            else { continue }
            return Choice(source: source, text: text, written: written)
        }
        return nil
    }

    /// A segment of the route's `**` at `source` in `set`.
    private func restSegment(of source: Int, in set: SegmentSet) -> String? {
        let rule = WitnessValues.Rule(parameter: route.parameters[source], caseSensitive: caseSensitive)
        return WitnessValues.candidates(sets: [set], rules: [rule], at: .pathSegment)
            .first { rule.accepts($0) && set.contains($0) }
    }

    /// The query of the parent's link beside `witness`'s path: each value the route gives the parent's query, from
    /// the witness where it has the value, else any value the route can have (none for an optional one); without
    /// the values equal to their default, as the canonical link writes it.
    func query(beside witness: Witness) -> [(name: String, value: String?)] {
        zip(parent.route.parameters, parent.arguments)
            .compactMap { target, argument in
                guard target.isQuery, case .parameter(let source) = argument else { return nil }
                let parameter = route.parameters[source]
                let text: String?
                if let known = witness.values.first(where: { $0.parameter == source }) {
                    text = known.texts.first
                } else if parameter.presence == .optional {
                    return nil
                } else {
                    let rule = WitnessValues.Rule(parameter: parameter, caseSensitive: caseSensitive)
                    text = WitnessValues.candidates(sets: [], rules: [rule], at: Self.place(of: parameter))
                        .first { written($0, of: parameter, as: [target]) != nil }
                }
                guard let text, let value = written(text, of: parameter, as: [target])?.first else { return nil }
                if case .defaulted(let defaultText) = target.presence,
                    Self.parse(value, as: target) == Self.parse(defaultText, as: target)
                {
                    return nil
                }
                return (target.name, value)
            }
    }

    private static func parse(_ text: String, as parameter: Parameter) -> ParameterValue? {
        ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: true)
    }

    /// What the parent's link writes for each of `targets` when `parameter` of the route has the value its link
    /// carries as `text`; nil when no link to the route carries that text.
    private func written(_ text: String, of parameter: Parameter, as targets: [Parameter]) -> [String]? {
        guard Self.carries(text, as: parameter),
            let value = ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: caseSensitive),
            parameter.allows(value)
        else { return nil }
        return targets.map { target in
            ValueConversion.converted(value, from: parameter, to: target, caseSensitive: caseSensitive).linkTexts
                .joined()
        }
    }

    private static func place(of parameter: Parameter) -> WitnessValues.Place {
        parameter.isQuery ? .queryValue : .pathSegment
    }

    /// Whether a link to the route can carry `text` as the value of `parameter`: the URL reader's rule for the place.
    private static func carries(_ text: String, as parameter: Parameter) -> Bool {
        guard parameter.isQuery else { return WitnessValues.isPathSegment(text) }
        return text.unicodeScalars.allSatisfy(LinkTextRules.isAllowedInQueryValue)
    }

    /// The values of `parameter` whose conversion to one of `targets` writes them otherwise than the route's link
    /// does, at the texts that tell the parent's sets apart: an Int written as a Double (`3.0`) at each finite value
    /// that is one; a Double written as Swift writes it (`1e-05`) at each finite value that is one, and where that
    /// writing changes between plain decimals and exponents (0.0001 and 2^53, either sign), or at the bounds nearest
    /// them.
    private static func conversionCandidates(from parameter: Parameter, to targets: [Parameter], sets: [SegmentSet])
        -> [String]
    {
        let finiteTexts = sets.flatMap(\.finiteValues).map(\.text)
        var texts: [String] = []
        for target in targets {
            switch (parameter.type, target.type) {
            case (.int, .double):
                texts += finiteTexts.compactMap { ValueSyntax.double($0).flatMap { Int(exactly: $0) } }
                    .map(LinkWritingRules.text(of:))
            case (.double, .string):
                let formChanges = [0, 1, 0.0001, 9_007_199_254_740_992].flatMap { [$0, -$0] }
                    .map { clamped($0, to: parameter.constraints) }
                texts += (finiteTexts.compactMap { Double($0) }.filter(\.isFinite) + formChanges)
                    .map(LinkWritingRules.text(of:))
            default: continue
            }
        }
        return texts
    }

    private static func clamped(_ value: Double, to constraints: [ValueConstraint]) -> Double {
        constraints.reduce(value) { value, constraint in
            guard case .doubleRange(let min, let max) = constraint else { return value }
            return Swift.min(Swift.max(value, min ?? value), max ?? value)
        }
    }

    // MARK: - Links the app refuses

    /// Values of the route that give the parent a link of `shape` that the app refuses: a query value written as a
    /// path segment that no link can carry there (empty, `.`, `..`, a tab or a line break). Nil when there are none.
    func refusedLink(of shape: Shape) -> Witness? {
        var targets: [Int: [Parameter]] = [:]
        for case .value(let source, let target) in shape.segments where route.parameters[source].isQuery {
            targets[source, default: []].append(parent.route.parameters[target])
        }
        for (source, sourceTargets) in targets.sorted(by: { $0.key < $1.key }) {
            let parameter = route.parameters[source]
            for text in Self.refusableTexts(of: parameter) {
                guard let written = written(text, of: parameter, as: sourceTargets),
                    !written.allSatisfy(WitnessValues.isPathSegment)
                else { continue }
                // Only this value decides: the other segments are as any link of the shape has them.
                let chosen = Choice(source: source, text: text, written: written)
                return link(of: shape, length: shape.segments.count, in: { _ in .any }, choosing: chosen)
            }
        }
        return nil
    }

    /// Texts a query value may be that no path segment can: empty, the dot segments, and the characters only a query
    /// value may hold, at the shortest length a length bound allows; with the candidates of `WitnessValues`.
    private static func refusableTexts(of parameter: Parameter) -> [String] {
        var shortest = 1
        for case .length(let range) in parameter.constraints { shortest = max(shortest, range.lowerBound) }
        let rule = [WitnessValues.Rule(parameter: parameter, caseSensitive: true)]
        return ["", ".", ".."] + ["\t", "\n", "\r"].map { String(repeating: $0, count: shortest) }
            + WitnessValues.candidates(sets: [], rules: rule, at: .queryValue)
    }
}
