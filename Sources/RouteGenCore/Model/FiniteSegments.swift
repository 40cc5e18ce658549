/// A finite set of segments: one literal, the values of an enum, or Bool's `true` and `false`.
///
/// A value that folds case stands for every spelling that is the same once `A`–`Z` are taken as `a`–`z` (ASCII only,
/// as the generated code compares); its text is kept in that lowercase form, so two sets are equal exactly when their
/// sorted values are. A value without ASCII letters has a single spelling and never folds, which keeps that
/// comparison exact.
package struct FiniteSegments: Hashable, Sendable {
    package struct Value: Hashable, Comparable, Sendable {
        package var text: String
        package var foldsCase: Bool

        package init(text: String, foldsCase: Bool) {
            self.text = text
            self.foldsCase = foldsCase
        }

        /// A literal's value as sets hold it: lowercased when it folds case, and marked as folding only when it has
        /// letters to fold.
        init(literal text: String, foldsCase: Bool) {
            self =
                foldsCase && text.containsASCIILetters
                ? Value(text: text.asciiLowercased, foldsCase: true) : Value(text: text, foldsCase: false)
        }

        package static func < (lhs: Value, rhs: Value) -> Bool {
            (lhs.text, lhs.foldsCase ? 1 : 0) < (rhs.text, rhs.foldsCase ? 1 : 0)
        }
    }

    /// Sorted and distinct.
    package let values: [Value]

    package init(_ texts: [String], foldsCase: Bool) {
        let values = texts.map { Value(literal: $0, foldsCase: foldsCase) }
        self.values = values.count < 2 ? values : Set(values).sorted()
    }

    /// The set of one literal's value, which needs neither deduplication nor sorting; most sets are one.
    init(_ value: Value) { values = [value] }

    package func contains(_ segment: String) -> Bool {
        var lowered: String?
        return values.contains { value in
            guard value.foldsCase else { return segment == value.text }
            if lowered == nil { lowered = segment.asciiLowercased }
            return lowered == value.text
        }
    }

    func isSubset(of other: SegmentSet) -> Bool {
        values.allSatisfy { value in
            guard value.foldsCase else { return other.contains(value.text) }
            switch other {
            // Only Bool's values do not fold in a spec that folds case, and they cannot hold every spelling.
            case .finite(let otherValues): return otherValues.values.contains(value)
            // The infinite sets accept a segment in any case or in none.
            case .uuid, .int, .double, .any: return other.contains(value.text)
            }
        }
    }

    /// Grows with strict inclusion: a value that folds case stands for more spellings than one that does not.
    var weight: Int { values.reduce(0) { $0 + ($1.foldsCase ? 2 : 1) } }
}
