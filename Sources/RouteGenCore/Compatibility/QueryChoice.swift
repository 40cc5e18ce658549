import RouteURLReader

/// The query items of witness links, for paths that a pattern of the earlier spec takes and a pattern of the new spec
/// (or none) takes.
///
/// Links are compared with the query items the earlier version reads: those of the pattern that takes the link and
/// the context keys. An item it never reads is no part of what it opened, so a new optional item breaks nothing;
/// a new required one breaks every link made before it.
struct QueryChoice {
    enum Value: Equatable {
        case absent
        case text(String)
    }

    let old: PatternDeclaration
    let new: PatternDeclaration?
    let oldCaseSensitive: Bool
    var newCaseSensitive = false
    /// The earlier spec's context keys, which take any value and leave out one they cannot read.
    var oldContext: Set<String> = []

    /// Whether the earlier pattern takes `value` for the item `name`.
    func oldAccepts(_ value: Value, for name: String) -> Bool {
        let parameter = old.parameters.first { $0.isQuery && $0.name == name }
        return Self.accepts(value, parameter, caseSensitive: oldCaseSensitive, otherwise: oldContext.contains(name))
    }

    /// Whether the new pattern takes `value` for the item `name`; a pattern that does not read an item takes any.
    func newAccepts(_ value: Value, for name: String) -> Bool {
        let parameter = new?.parameters.first { $0.isQuery && $0.name == name }
        return Self.accepts(value, parameter, caseSensitive: newCaseSensitive, otherwise: true)
    }

    /// Values of the item `name` that the earlier pattern takes and the new one refuses, one for each reason the new
    /// one has: the item is missing, the value is none of its type, or it breaks a constraint (the first it breaks);
    /// none when the new pattern takes every value the earlier one does.
    func refusedValues(of name: String) -> [Value] {
        let oldParameter = old.parameters.first { $0.isQuery && $0.name == name }
        let newParameter = new?.parameters.first { $0.isQuery && $0.name == name }
        if let oldParameter, let newParameter, oldCaseSensitive == newCaseSensitive,
            oldParameter.type == newParameter.type, oldParameter.presence == newParameter.presence,
            oldParameter.constraints == newParameter.constraints
        {
            return []
        }
        var reasons: Set<Int> = []
        let rule = newParameter.map { WitnessValues.Rule(parameter: $0, caseSensitive: newCaseSensitive) }
        return candidates(for: name)
            .filter { value in
                guard oldAccepts(value, for: name), !newAccepts(value, for: name) else { return false }
                guard case .text(let text) = value else { return reasons.insert(-2).inserted }
                return reasons.insert(rule?.firstBrokenConstraint(text) ?? -1).inserted
            }
    }

    /// A value the earlier pattern takes that a link spells, or nil when it takes none.
    func spelledValue(of name: String) -> String? {
        for case .text(let text) in candidates(for: name) where oldAccepts(.text(text), for: name) { return text }
        return nil
    }

    /// The items of a link: `pinned` as given, and every other item the earlier pattern reads with a value both
    /// patterns take, absent where both allow it, else with one the earlier takes. Items only the new pattern reads
    /// are absent, as the earlier spec's links have them.
    func items(pinning pinned: (name: String, value: Value)?) -> [(name: String, value: String?)] {
        var names = old.parameters.filter(\.isQuery).map(\.name)
        if let pinned, !names.contains(pinned.name) { names.append(pinned.name) }
        return names.map { name in
            let value: Value
            if let pinned, pinned.name == name {
                value = pinned.value
            } else {
                let candidates = candidates(for: name).filter { oldAccepts($0, for: name) }
                value = candidates.first { newAccepts($0, for: name) } ?? candidates.first ?? .absent
            }
            guard case .text(let text) = value else { return (name, nil) }
            return (name, text)
        }
    }

    private func candidates(for name: String) -> [Value] {
        let rules = [(old, oldCaseSensitive), (new, newCaseSensitive)]
            .compactMap { pattern, caseSensitive in
                pattern?.parameters.first { $0.isQuery && $0.name == name }
                    .map { WitnessValues.Rule(parameter: $0, caseSensitive: caseSensitive) }
            }
        let sets = rules.map(\.segmentSet)
        return [.absent] + WitnessValues.candidates(sets: sets, rules: rules, at: .queryValue).map(Value.text)
    }

    private static func accepts(_ value: Value, _ parameter: Parameter?, caseSensitive: Bool, otherwise: Bool) -> Bool {
        switch value {
        case .absent: return parameter.map { $0.presence != .required } ?? true
        case .text(let text):
            guard let parameter else { return otherwise }
            return text.unicodeScalars.allSatisfy(isReadable)
                && WitnessValues.Rule(parameter: parameter, caseSensitive: caseSensitive).accepts(text)
        }
    }

    /// The URL reader refuses a value a route reads when it holds a control character other than tab and line
    /// breaks, or a bidi embedding, override or isolate.
    private static func isReadable(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\r" || scalar == "\n" || LinkTextRules.isAllowedEverywhere(scalar)
    }
}
