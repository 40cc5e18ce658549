/// A constraint that mends a parent whose link leads elsewhere, offered only when the check, run again with it on the
/// route's value, finds every link of the parent leading back to it.
struct ParentLinkFix {
    let links: ParentLinks
    /// Whether the parent's links that a route gives lead back to it, as the check finds them.
    let leadBack: (ParentLinks) -> Bool

    private var route: Route { links.route }

    /// The first of `tries`, constraints on the route's parameter at `index`, that leaves the parameter some value and
    /// under which every link the route gives the parent leads back to it, as a spec writes it; nil when none does.
    func constraint(on index: Int, tries: [ValueConstraint]) -> String? {
        let parameter = route.parameters[index]
        for constraint in tries {
            var changed = parameter
            changed.constraints.append(constraint)
            guard let written = Self.written(constraint), Self.hasValues(changed) else { continue }
            var parameters = route.parameters
            parameters[index] = changed
            let rechecked = ParentLinks(
                route: route.withParameters(parameters),
                parent: links.parent,
                caseSensitive: links.caseSensitive
            )
            if leadBack(rechecked) { return written }
        }
        return nil
    }

    /// Bounds just past the witness's value and the finite values of `pattern` where the value is: lengths for a
    /// String, numbers for an Int.
    func bounds(past value: ParentLinks.Witness.Value, in pattern: PathPattern) -> [ValueConstraint] {
        let texts = value.texts + value.positions.flatMap { pattern.set(at: $0).finiteValues.map(\.text) }
        switch route.parameters[value.parameter].type {
        case .string:
            let lengths = texts.map(\.count)
            guard let longest = lengths.max(), let shortest = lengths.min() else { return [] }
            return [.length((longest + 1)...Int.max)] + (shortest > 1 ? [.length(0...(shortest - 1))] : [])
        case .int:
            let numbers = texts.compactMap(ValueSyntax.int)
            guard let highest = numbers.max(), let lowest = numbers.min() else { return [] }
            return (highest < .max ? [.intRange(min: highest + 1, max: nil)] : [])
                + (lowest > .min ? [.intRange(min: nil, max: lowest - 1)] : [])
        case .double, .bool, .uuid, .enumeration, .stringList: return []
        }
    }

    /// `minLength: 3`, `max: -1`: one bound as a parameter's mapping writes it.
    private static func written(_ constraint: ValueConstraint) -> String? {
        switch constraint {
        case .length(let range) where range.upperBound == .max: return "minLength: \(range.lowerBound)"
        case .length(let range) where range.lowerBound == 0: return "maxLength: \(range.upperBound)"
        case .intRange(let min?, nil): return "min: \(min)"
        case .intRange(nil, let max?): return "max: \(max)"
        default: return nil
        }
    }

    /// Whether the parameter's bounds leave it a value: its lengths, and its Int bounds, meet.
    private static func hasValues(_ parameter: Parameter) -> Bool {
        var lengths = (parameter.isQuery ? 0 : 1)...Int.max
        var numbers = Int.min...Int.max
        for constraint in parameter.constraints {
            switch constraint {
            case .length(let range):
                guard lengths.overlaps(range) else { return false }
                lengths = lengths.clamped(to: range)
            case .intRange(let min, let max):
                let range = (min ?? .min)...(max ?? .max)
                guard numbers.overlaps(range) else { return false }
                numbers = numbers.clamped(to: range)
            case .doubleRange, .characters: continue
            }
        }
        return true
    }
}
