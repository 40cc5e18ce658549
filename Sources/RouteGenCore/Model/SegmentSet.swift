/// The set of path segments one position of a pattern accepts, exactly as the generated matcher decides it.
///
/// Literals, enum values and Bool are finite sets; UUID, Int, Double and String are infinite, with Int inside
/// Double and both disjoint from UUID. Every set here is non-empty and holds only non-empty segments.
package enum SegmentSet: Hashable, Sendable {
    case finite(FiniteSegments)
    case uuid
    case int
    case double
    /// A String parameter or `*`: any non-empty segment.
    case any

    package init(_ type: ValueType, caseSensitive: Bool) {
        switch type {
        case .string, .stringList: self = .any
        case .int: self = .int
        case .double: self = .double
        case .uuid: self = .uuid
        // The generated Bool parser reads exactly `true` and `false`, whatever the spec's case rule.
        case .bool: self = .finite(FiniteSegments(["true", "false"], foldsCase: false))
        case .enumeration(let enumeration):
            self = .finite(FiniteSegments(enumeration.cases.map(\.rawValue), foldsCase: !caseSensitive))
        }
    }

    /// The value of a one-value set, which is what a literal segment is.
    package var singleValue: FiniteSegments.Value? {
        guard case .finite(let values) = self, values.values.count == 1 else { return nil }
        return values.values[0]
    }

    package func contains(_ segment: String) -> Bool {
        switch self {
        case .finite(let values): return values.contains(segment)
        case .uuid: return ValueSyntax.isUUID(segment)
        case .int: return ValueSyntax.int(segment) != nil
        case .double: return ValueSyntax.double(segment) != nil
        case .any: return !segment.isEmpty
        }
    }

    /// A segment in both sets, or nil when they are disjoint.
    package func commonSegment(with other: SegmentSet) -> String? {
        switch (self, other) {
        case (.any, _): return other.firstSample
        case (_, .any): return firstSample
        case (.finite(let values), _): return values.values.map(\.text).first(where: other.contains)
        case (_, .finite(let values)): return values.values.map(\.text).first(where: contains)
        case (.uuid, .uuid): return firstSample
        case (.int, .int), (.int, .double), (.double, .int): return SegmentSet.int.firstSample
        case (.double, .double): return firstSample
        case (.uuid, .int), (.uuid, .double), (.int, .uuid), (.double, .uuid): return nil
        }
    }

    package func isSubset(of other: SegmentSet) -> Bool {
        switch (self, other) {
        case (_, .any): return true
        case (.any, _): return false
        case (.finite(let values), _): return values.isSubset(of: other)
        case (_, .finite): return false
        case (.uuid, .uuid), (.int, .int), (.int, .double), (.double, .double): return true
        case (.uuid, _), (.int, _), (.double, _): return false
        }
    }

    /// A segment in this set but not in `other`, or nil when this set is a subset of it.
    package func segment(notIn other: SegmentSet) -> String? {
        guard !isSubset(of: other) else { return nil }
        // Samples are distinct and lowercase, so each value of a finite `other` rules out at most one of them.
        let bound: Int
        if case .finite(let values) = other { bound = values.values.count + 1 } else { bound = 1 }
        return samples(upTo: bound + Self.readableSampleCount).first { !other.contains($0) }
    }

    /// The first member, a readable one.
    var firstSample: String { samples(upTo: 1)[0] }

    /// Up to `count` distinct members, readable ones first. A finite set gives all its values, then the other
    /// spellings of the values that fold case, which is all that tells it apart from the other sets here.
    func samples(upTo count: Int) -> [String] {
        switch self {
        case .finite(let values):
            return values.values.map(\.text) + values.values.filter(\.foldsCase).map { $0.text.asciiUppercased }
        case .uuid:
            return (1...count)
                .map { "00000000-0000-4000-8000-" + String(String($0, radix: 16).suffix(12)).leftPadded(to: 12) }
        case .int: return (1...count).map { String($0) }
        case .double: return (1...count).map { "\($0).5" }
        case .any:
            return Array((["x", "1", "1.5", "true"] + (1...max(count, 1)).map { "x\($0)" }).prefix(max(count, 1)))
        }
    }

    private static let readableSampleCount = 4
}
