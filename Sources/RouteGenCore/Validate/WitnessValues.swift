import RouteURLReader

/// The texts a witness search tries at one place of a link: a path position, or one query item.
///
/// Whether a text is in a segment set or is a value a parameter accepts depends only on a few of its features: which
/// finite values it spells (in which case), whether it reads as an Int, a Double or a UUID, where its number lies
/// among the bounds, how long it is among the length bounds, and which of the `characters` sets hold its characters.
/// The candidates hold, for every combination of these features that the sets and parameters at the place tell apart
/// and that some text has, a text with it: each finite value in the spellings that matter, numbers at, beside and
/// between every bound in canonical and other spellings, and strings of each class of allowed characters at every
/// length that a bound makes different. A search over the candidates therefore finds a witness whenever any text
/// would do, and readable candidates come first, so the witness it finds is a readable one.
enum WitnessValues {
    /// A parameter at the place, with the case rule of its spec.
    struct Rule {
        var parameter: Parameter
        var caseSensitive: Bool

        /// Whether the parameter takes `text`: it is a value of its type that meets its constraints.
        func accepts(_ text: String) -> Bool {
            if parameter.source == .remainingSegments { return parameter.allows(.texts([text])) }
            guard let value = ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: caseSensitive)
            else { return false }
            return parameter.allows(value)
        }

        /// The index of the first constraint the value `text` stands for breaks, as the generated code checks them in
        /// order; nil when it is no value of the type or breaks none.
        func firstBrokenConstraint(_ text: String) -> Int? {
            let value: ParameterValue
            if parameter.source == .remainingSegments {
                value = .texts([text])
            } else {
                guard
                    let parsed = ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: caseSensitive)
                else { return nil }
                value = parsed
            }
            return parameter.constraints.firstIndex { !$0.allows(value) }
        }

        var segmentSet: SegmentSet { SegmentSet(parameter.type, caseSensitive: caseSensitive) }
    }

    enum Place {
        /// A path segment: never empty, never `.` or `..`, without control characters or bidi embeddings.
        case pathSegment
        /// A query item's value: may be empty, and may hold a character the URL reader refuses in a value.
        case queryValue
    }

    static func candidates(sets: [SegmentSet], rules: [Rule], at place: Place) -> [String] {
        var builder = Builder()
        builder.addReadable()
        let finiteValues = sets.flatMap(\.finiteValues) + rules.flatMap(\.segmentSet.finiteValues)
        let constraints = rules.flatMap(\.parameter.constraints)
        let characterSets = constraints.compactMap { constraint -> AllowedCharacters? in
            if case .characters(let allowed) = constraint { return allowed }
            return nil
        }
        builder.addSpellings(of: finiteValues, togglingEachLetter: !characterSets.isEmpty)
        let lengths = lengthsThatMatter(constraints, place: place)
        if !lengths.isEmpty || !characterSets.isEmpty {
            builder.addStrings(classesOf: characterSets, lengths: lengths.isEmpty ? [1, 2, 3] : lengths, place: place)
        }
        builder.addNumbers(near: constraints, paddedTo: lengths)
        builder.addTextsOutside(finiteValues)
        if place == .queryValue {
            builder.add("")
            // Refused by the URL reader in any value a route reads; taken by a context key, which leaves it out.
            builder.add("\u{1}")
        }
        return builder.texts.filter { place == .queryValue || isPathSegment($0) }
    }

    /// Every length at which a length bound decides differently: each bound and its neighbours.
    private static func lengthsThatMatter(_ constraints: [ValueConstraint], place: Place) -> [Int] {
        var lengths: Set<Int> = []
        for case .length(let range) in constraints {
            for bound in [range.lowerBound, range.upperBound] where bound != .max {
                lengths.formUnion([bound - 1, bound, bound + 1])
            }
        }
        guard !lengths.isEmpty else { return [] }
        lengths.formUnion([1, 2, 3])
        let shortest = place == .pathSegment ? 1 : 0
        return lengths.filter { $0 >= shortest }.sorted()
    }

    /// Whether a link can carry `text` as a path segment.
    static func isPathSegment(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".."
            && text.unicodeScalars.allSatisfy(LinkTextRules.isAllowedEverywhere)
    }

    /// Collects candidates once each, in the order added.
    private struct Builder {
        private(set) var texts: [String] = []
        private var seen: Set<String> = []

        mutating func add(_ text: String) { if seen.insert(text).inserted { texts.append(text) } }

        mutating func addReadable() { for text in ["x", "1", "1.5", "true", "false"] { add(text) } }

        /// Each value as written and, for a value that folds case, upper- and capitalised spellings, and as many more
        /// as it takes to have one that no case-sensitive value lists; with `characters` sets about, also each
        /// spelling one letter away from all-lower and all-upper case, which tell such sets apart.
        mutating func addSpellings(of values: [FiniteSegments.Value], togglingEachLetter: Bool) {
            var listed: [String: Int] = [:]
            for value in values where !value.foldsCase { listed[value.text.asciiLowercased, default: 0] += 1 }
            for value in values {
                add(value.text)
                guard value.foldsCase else { continue }
                let lower = value.text
                let upper = lower.asciiUppercased
                add(upper)
                add(Self.spelling(of: lower, upperAt: { $0 == 0 }))
                if togglingEachLetter {
                    for letter in 0..<Self.letterCount(lower) {
                        add(Self.spelling(of: lower, upperAt: { $0 == letter }))
                        add(Self.spelling(of: lower, upperAt: { $0 != letter }))
                    }
                }
                let needed = (listed[lower] ?? 0) + 1
                let letters = Self.letterCount(lower)
                for mask in 0..<min(needed + 2, 1 << min(letters, 20)) {
                    add(Self.spelling(of: lower, upperAt: { mask & (1 << $0) != 0 }))
                }
            }
        }

        /// Integers and decimals at, beside and between every numeric bound, the extremes of each type, numbers
        /// that are a Double but no Int or neither, and other spellings of the same values, which finite values and
        /// length bounds tell apart from the canonical ones.
        mutating func addNumbers(near constraints: [ValueConstraint], paddedTo lengths: [Int]) {
            var integers: [Int] = [1, 0, -1, 2, 42, .min, .max]
            var decimals: [Double] = [1.5, 0.5, -1.5]
            for constraint in constraints {
                switch constraint {
                case .intRange(let min, let max):
                    for bound in [min, max].compactMap({ $0 }) {
                        integers += [bound.subtractingReportingOverflow(1).partialValue, bound]
                        integers += [bound.addingReportingOverflow(1).partialValue]
                        decimals += [Double(bound) - 0.5, Double(bound) + 0.5]
                    }
                case .doubleRange(let min, let max):
                    for bound in [min, max].compactMap({ $0 }) {
                        decimals += [bound, bound.nextDown, bound.nextUp, bound - 0.5, bound + 0.5]
                        if let whole = Int(exactly: bound.rounded(.down)) {
                            integers += [whole.subtractingReportingOverflow(1).partialValue, whole]
                            integers += [whole.addingReportingOverflow(1).partialValue]
                            integers += [whole.addingReportingOverflow(2).partialValue]
                        }
                    }
                case .length, .characters: break
                }
            }
            for integer in integers {
                let text = LinkWritingRules.text(of: integer)
                add(text)
                add(integer < 0 ? "-0" + text.dropFirst() : "0" + text)
            }
            for decimal in decimals where decimal.isFinite {
                let text = LinkWritingRules.text(of: decimal)
                add(text)
                add(text + "0")
            }
            for text in Self.extremeNumbers { add(text) }
            add("-0")
            for length in lengths where length > 0 {
                add(String(repeating: "0", count: length - 1) + "1")
                add(String(repeating: "9", count: length))
            }
        }

        /// Strings of one class of characters at each length: the classes are the characters `characters` sets
        /// tell apart, each stood for by one character, so that a string is in a set exactly when its class is.
        mutating func addStrings(classesOf characterSets: [AllowedCharacters], lengths: [Int], place: Place) {
            var probes: [Unicode.Scalar] = Array("xazAZ019-_.~ é中".unicodeScalars)
            for set in characterSets {
                for range in set.ranges {
                    for value in [range.lowerBound.value, range.upperBound.value] {
                        probes += [value &- 1, value, value &+ 1].compactMap(Unicode.Scalar.init)
                    }
                }
            }
            var classes: Set<[Bool]> = []
            let representatives = probes.filter { scalar in
                LinkTextRules.isAllowedEverywhere(scalar)
                    && classes.insert(characterSets.map { set in set.ranges.contains { $0.contains(scalar) } }).inserted
            }
            for scalar in representatives {
                for length in lengths where length > 0 || place == .queryValue {
                    add(String(repeating: String(scalar), count: length))
                }
            }
            // A UUID's characters, each in one, for sets that hold some hexadecimal digits and not others.
            for digit in "0123456789abcdefABCDEF" {
                add([8, 4, 4, 4, 12].map { String(repeating: digit, count: $0) }.joined(separator: "-"))
            }
        }

        /// A string, an Int, a Double and a UUID that spell none of the finite values.
        mutating func addTextsOutside(_ values: [FiniteSegments.Value]) {
            let taken = Set(values.map(\.text.asciiLowercased))
            let room = taken.count + 1
            if let text = (["x"] + (1...room).map { "x\($0)" }).first(where: { !taken.contains($0) }) { add(text) }
            if let integer = (1...room + 1).first(where: { !taken.contains(String($0)) }) { add(String(integer)) }
            if let half = (1...room + 1).first(where: { !taken.contains("\($0).5") }) { add("\(half).5") }
            if let number = (1...room + 1).first(where: { !taken.contains(Self.uuid($0)) }) { add(Self.uuid(number)) }
        }

        /// The largest Doubles, and texts past the ranges: an Int's text past Int's range is still a Double, and
        /// past Double's finite range it is neither. Written once: the largest Double has 309 digits.
        private static let extremeNumbers = [
            LinkWritingRules.text(of: Double.greatestFiniteMagnitude),
            LinkWritingRules.text(of: -Double.greatestFiniteMagnitude), "9223372036854775808", "-9223372036854775809",
            "1" + String(repeating: "0", count: 309),
        ]

        static func uuid(_ number: Int) -> String {
            "00000000-0000-4000-8000-" + String(String(number, radix: 16).suffix(12)).leftPadded(to: 12)
        }

        private static func letterCount(_ text: String) -> Int { text.utf8.filter(isLowercaseLetter).count }

        private static func isLowercaseLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

        /// `lower` with its `n`th letter uppercased where `upperAt(n)` holds.
        private static func spelling(of lower: String, upperAt: (Int) -> Bool) -> String {
            var letter = 0
            return String(
                decoding: lower.utf8.map { byte in
                    guard isLowercaseLetter(byte) else { return byte }
                    defer { letter += 1 }
                    return upperAt(letter) ? byte - 0x20 : byte
                },
                as: UTF8.self
            )
        }
    }
}

extension SegmentSet {
    /// The values of a finite set; none for the others.
    var finiteValues: [FiniteSegments.Value] {
        if case .finite(let values) = self { return values.values }
        return []
    }
}
