import RouteURLReader

/// A bound from the spec on a parameter's values, checked once the value has parsed. A value that breaks one is
/// `invalidParameterValue`; constraints never take part in choosing the route.
package enum ValueConstraint: Hashable, Sendable {
    /// `min:` and `max:` of an Int, inclusive; at least one is set.
    case intRange(min: Int?, max: Int?)
    /// `min:` and `max:` of a Double, inclusive; at least one is set.
    case doubleRange(min: Double?, max: Double?)
    /// `minLength:` and `maxLength:` of a String (or each segment of `*` and `**`), in characters, inclusive.
    case length(ClosedRange<Int>)
    /// `characters:` of a String: every Unicode scalar lies in one of the ranges.
    case characters(AllowedCharacters)

    /// Whether `value` meets the constraint; a value of a type the constraint does not apply to meets it.
    package func allows(_ value: ParameterValue) -> Bool {
        switch (self, value) {
        case (.intRange(let min, let max), .int(let number)):
            return min.map { number >= $0 } ?? true && max.map { number <= $0 } ?? true
        case (.doubleRange(let min, let max), .double(let number)):
            return min.map { number >= $0 } ?? true && max.map { number <= $0 } ?? true
        case (.length(let range), .text(let text)): return ValueBoundRules.length(of: text, in: range)
        case (.length(let range), .texts(let texts)):
            return texts.allSatisfy { ValueBoundRules.length(of: $0, in: range) }
        case (.characters(let allowed), .text(let text)):
            return ValueBoundRules.characters(of: text, in: allowed.ranges)
        case (.characters(let allowed), .texts(let texts)):
            return texts.allSatisfy { ValueBoundRules.characters(of: $0, in: allowed.ranges) }
        default: return true
        }
    }

    /// The constraint as docs and messages state it: `from 1 to 500`, `3 to 30 characters`, `characters a-z 0-9 _`.
    package var summary: String {
        switch self {
        case .intRange(let min, let max): return Self.rangeSummary(min.map(String.init), max.map(String.init))
        case .doubleRange(let min, let max): return Self.rangeSummary(min.map { "\($0)" }, max.map { "\($0)" })
        case .length(let range):
            switch (range.lowerBound, range.upperBound) {
            case (let lower, .max): return "at least \(lower) character\(lower == 1 ? "" : "s")"
            case (0, let upper): return "at most \(upper) character\(upper == 1 ? "" : "s")"
            case (let lower, let upper) where lower == upper:
                return "exactly \(lower) character\(lower == 1 ? "" : "s")"
            case (let lower, let upper): return "\(lower) to \(upper) characters"
            }
        case .characters(let allowed): return "characters \(allowed.written)"
        }
    }

    private static func rangeSummary(_ min: String?, _ max: String?) -> String {
        switch (min, max) {
        case (let min?, let max?): return "from \(min) to \(max)"
        case (let min?, nil): return "at least \(min)"
        case (nil, let max?): return "at most \(max)"
        case (nil, nil): return "any value"
        }
    }
}

/// The characters a `characters:` constraint allows: single characters and ranges such as `a-z`, as written.
package struct AllowedCharacters: Hashable, Sendable {
    /// Sorted by lower bound; each range's bounds are Unicode scalars.
    package var ranges: [ClosedRange<Unicode.Scalar>]
    /// As the spec writes it, for messages and docs.
    package var written: String

    /// Why `written` is no set of characters.
    package enum Problem: Error, Equatable {
        case empty
        /// A range whose first character comes after its last, such as `z-a`.
        case reversedRange(String)
    }

    /// Reads `a-z0-9_-`: single characters and ranges `first-last`; a `-` first or last stands for itself.
    package static func parse(_ written: String) -> Result<AllowedCharacters, Problem> {
        let scalars = Array(written.unicodeScalars)
        guard !scalars.isEmpty else { return .failure(.empty) }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var index = 0
        while index < scalars.count {
            let first = scalars[index]
            if index + 2 < scalars.count, scalars[index + 1] == "-" {
                let last = scalars[index + 2]
                guard first <= last else {
                    return .failure(.reversedRange(String(String.UnicodeScalarView([first, "-", last]))))
                }
                ranges.append(first...last)
                index += 3
            } else {
                ranges.append(first...first)
                index += 1
            }
        }
        return .success(AllowedCharacters(ranges: ranges.sorted { $0.lowerBound < $1.lowerBound }, written: written))
    }
}

extension Parameter {
    /// Whether `value` meets every constraint of the parameter.
    package func allows(_ value: ParameterValue) -> Bool { constraints.allSatisfy { $0.allows(value) } }
}
