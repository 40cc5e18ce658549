import Testing
@testable import RouteGenCore

@Suite("Specificity unit")
struct SpecificityUnitTests {
    /// Builds a specificity from a compact pattern: literals as written, `{int}`, `{double}`, `{bool}`, `{uuid}`,
    /// `{string}`, `*`, `**`, and `{a|b}` for an enum with values a and b.
    static func specificity(_ pattern: String, caseSensitive: Bool = false) -> Specificity {
        var shape: [PatternSegment] = []
        var parameters: [Parameter] = []
        let location = UnitSupport.location(1, 1)
        for piece in pattern.split(separator: "/") {
            let type: ValueType?
            switch piece {
            case "{int}": type = .int
            case "{double}": type = .double
            case "{bool}": type = .bool
            case "{uuid}": type = .uuid
            case "{string}", "*": type = .string
            case "**": type = .stringList
            default:
                if piece.hasPrefix("{") {
                    let values = piece.dropFirst().dropLast().split(separator: "|").map(String.init)
                    type = .enumeration(EnumerationType(typeName: "E", cases: values.map { .init(name: $0, rawValue: $0) }))
                } else {
                    type = nil
                }
            }
            if let type {
                shape.append(.parameter(parameters.count))
                parameters.append(Parameter(name: "p\(parameters.count)", label: "p\(parameters.count)", type: type,
                                            source: type == .stringList ? .remainingSegments : .segment, presence: .required,
                                            location: location))
            } else {
                shape.append(.literal(String(piece)))
            }
        }
        return Specificity(shape: shape, parameters: parameters, caseSensitive: caseSensitive)
    }

    /// Most specific first: each pattern here is tried before every later one.
    static let kindsAtOnePosition = ["/a/b", "/a/{x|y}", "/a/{bool}", "/a/{uuid}", "/a/{int}", "/a/{double}", "/a/{string}", "/a/**"]

    @Test("At one position: literal, enum, Bool, UUID, Int, Double, String, then '**'",
          arguments: zip(kindsAtOnePosition.dropLast(), kindsAtOnePosition.dropFirst()))
    func kindOrder(earlier: String, later: String) {
        #expect(Self.specificity(earlier) < Self.specificity(later))
        #expect(!(Self.specificity(later) < Self.specificity(earlier)))
    }

    @Test("A shape that ends is tried before any longer shape", arguments: [
        ("/a", "/a/**"), ("/a", "/a/b"), ("/a/{string}", "/a/{string}/b"), ("/", "/**"), ("/", "/a"),
    ])
    func endingShapeFirst(earlier: String, later: String) {
        #expect(Self.specificity(earlier) < Self.specificity(later))
    }

    @Test("Positions compare left to right", arguments: [
        ("/a/b/{string}", "/a/{string}/c"), ("/a/{int}/{string}", "/a/{string}/b"), ("/a/b/**", "/a/{string}"),
        ("/x/{string}", "/{string}/a"),
    ])
    func lexicographicByPosition(earlier: String, later: String) {
        #expect(Self.specificity(earlier) < Self.specificity(later))
    }

    @Test("Ties in kind are broken by literal text and enum values")
    func tieBreaks() {
        #expect(Self.specificity("/a") < Self.specificity("/b"))
        #expect(Self.specificity("/{a|b}") < Self.specificity("/{c}"))
    }

    @Test("'*' and a String parameter are equally specific; names do not matter")
    func wildcardEqualsString() {
        #expect(Self.specificity("/a/*") == Self.specificity("/a/{string}"))
        #expect(!(Self.specificity("/a/*") < Self.specificity("/a/{string}")))
    }

    @Test("Literal case is folded unless the spec is case-sensitive")
    func literalCase() {
        #expect(Self.specificity("/Users") == Self.specificity("/users"))
        #expect(Self.specificity("/Users", caseSensitive: true) != Self.specificity("/users", caseSensitive: true))
        #expect(Self.specificity("/Users", caseSensitive: true) < Self.specificity("/users", caseSensitive: true))
    }

    static let expectedOrder = [
        "/", "/a", "/a/b", "/a/b/c", "/a/b/{string}", "/a/b/**", "/a/{x|y}", "/a/{bool}", "/a/{uuid}", "/a/{uuid}/b",
        "/a/{int}", "/a/{double}", "/a/{string}", "/a/{string}/c", "/a/**", "/b/{int}", "/{int}", "/{string}/a", "/**",
    ]

    @Test("Sorting gives the same order whatever the input order", arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func independentOfInputOrder(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let shuffled = Self.expectedOrder.shuffled(using: &generator)
        let sorted = shuffled.sorted { Self.specificity($0) < Self.specificity($1) }
        #expect(sorted == Self.expectedOrder)
    }

    @Test("The reversed list sorts back into order")
    func reversedInput() {
        let sorted = Self.expectedOrder.reversed().sorted { Self.specificity($0) < Self.specificity($1) }
        #expect(sorted == Self.expectedOrder)
    }
}
