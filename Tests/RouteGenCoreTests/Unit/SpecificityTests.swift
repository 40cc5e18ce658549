import Testing
@testable import RouteGenCore

@Suite("Specificity unit") struct SpecificityUnitTests {
    static func specificity(_ pattern: String, caseSensitive: Bool = false) -> Specificity {
        Specificity(UnitSupport.pattern(pattern, caseSensitive: caseSensitive))
    }

    /// Each set here is a strict subset of the next, so each pattern must be tried before the next.
    static let nestedAtOnePosition = [
        ["/a/b", "/a/{b|c}", "/a/{b|c|d}", "/a/{string}", "/a/**"],
        ["/a/5", "/a/{5|6}", "/a/{int}", "/a/{double}", "/a/*"], ["/a/5", "/a/{5|x}", "/a/*"],
        ["/a/0a1b2c3d-0000-4000-8000-000000000000", "/a/{uuid}", "/a/{string}"],
        ["/a/{bool}", "/a/{true|false|maybe}", "/a/{string}"], ["/a/{b}", "/a/{a|b}"],
    ]

    @Test(
        "At one position a subset is tried before its superset",
        arguments: nestedAtOnePosition.flatMap { chain in zip(chain.dropLast(), chain.dropFirst()).map { $0 } }
    ) func subsetFirst(earlier: String, later: String) {
        #expect(Self.specificity(earlier) < Self.specificity(later))
        #expect(!(Self.specificity(later) < Self.specificity(earlier)))
    }

    @Test(
        "Equal sets compare equal, so the next position decides",
        arguments: [("/a/{x|y}", "/a/{y|x}"), ("/a/b", "/a/{b}"), ("/a/{true|false}", "/a/{bool}"), ("/a/B", "/a/{b}")]
    ) func equalSets(one: String, other: String) {
        let caseSensitive = !one.contains("B")
        #expect(
            Self.specificity(one, caseSensitive: caseSensitive) == Self.specificity(other, caseSensitive: caseSensitive)
        )
        #expect(
            Self.specificity(one + "/c", caseSensitive: caseSensitive)
                < Self.specificity(other + "/{string}", caseSensitive: caseSensitive)
        )
        #expect(
            Self.specificity(other + "/c", caseSensitive: caseSensitive)
                < Self.specificity(one + "/{string}", caseSensitive: caseSensitive)
        )
    }

    @Test("In a spec that folds case, Bool's exact values are a subset of an enum that lists both")
    func boolInsideFoldingEnum() {
        #expect(Self.specificity("/a/{bool}") < Self.specificity("/a/{true|false}"))
        #expect(
            Self.specificity("/a/{bool}", caseSensitive: true)
                == Self.specificity("/a/{true|false}", caseSensitive: true)
        )
    }

    @Test(
        "A shape that ends is tried before any longer shape",
        arguments: [("/a", "/a/**"), ("/a", "/a/b"), ("/a/{string}", "/a/{string}/b"), ("/", "/**"), ("/", "/a")]
    ) func endingShapeFirst(earlier: String, later: String) {
        #expect(Self.specificity(earlier) < Self.specificity(later))
    }

    @Test(
        "Positions compare left to right",
        arguments: [
            ("/a/b/{string}", "/a/{string}/c"), ("/a/{int}/{string}", "/a/{string}/b"), ("/a/b/**", "/a/{string}"),
            ("/x/{string}", "/{string}/a"),
        ]
    ) func lexicographicByPosition(earlier: String, later: String) {
        #expect(Self.specificity(earlier) < Self.specificity(later))
    }

    @Test("Disjoint finite sets of one size are ordered by their values") func tieBreaks() {
        #expect(Self.specificity("/a") < Self.specificity("/b"))
        #expect(Self.specificity("/{a|b}") < Self.specificity("/{c|d}"))
        #expect(Self.specificity("/{c}") < Self.specificity("/{a|b}"))
    }

    @Test("'*' and a String parameter are equally specific; names do not matter") func wildcardEqualsString() {
        #expect(Self.specificity("/a/*") == Self.specificity("/a/{string}"))
        #expect(!(Self.specificity("/a/*") < Self.specificity("/a/{string}")))
    }

    @Test("Literal case is folded unless the spec is case-sensitive") func literalCase() {
        #expect(Self.specificity("/Users") == Self.specificity("/users"))
        #expect(Self.specificity("/Users", caseSensitive: true) != Self.specificity("/users", caseSensitive: true))
        #expect(Self.specificity("/Users", caseSensitive: true) < Self.specificity("/users", caseSensitive: true))
    }

    static let expectedOrder = [
        "/", "/a", "/a/b", "/a/b/c", "/a/b/{string}", "/a/b/**", "/a/{bool}", "/a/{x|y}", "/a/{uuid}", "/a/{uuid}/b",
        "/a/{int}", "/a/{double}", "/a/{string}", "/a/{string}/c", "/a/**", "/b/{int}", "/{int}", "/{string}/a", "/**",
    ]

    @Test("Sorting gives the same order whatever the input order", arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func independentOfInputOrder(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let shuffled = Self.expectedOrder.shuffled(using: &generator)
        let sorted = shuffled.sorted { Self.specificity($0) < Self.specificity($1) }
        #expect(sorted == Self.expectedOrder)
    }

    @Test("The reversed list sorts back into order") func reversedInput() {
        let sorted = Self.expectedOrder.reversed().sorted { Self.specificity($0) < Self.specificity($1) }
        #expect(sorted == Self.expectedOrder)
    }
}
