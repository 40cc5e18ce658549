/// The generated check of each constrained parameter: one function per parameter, named after its route and
/// label, which the matchers and the context reader call once a value has parsed.
struct ConstraintChecks: Sendable {
    private struct Key: Hashable {
        var pattern: ObjectIdentifier
        var parameterIndex: Int
    }

    private var routeChecks: [Key: String] = [:]
    private var contextChecks: [Int: String] = [:]
    private(set) var views: [ConstraintCheckView] = []
    /// Whether a matcher checks a single path value, and whether one checks each segment of a `**`.
    private(set) var checksPathValues = false
    private(set) var checksSegmentLists = false

    init(table: RouteTable, reader: String) {
        var usedNames: Set<String> = []
        func uniqueName(_ parts: [String]) -> String {
            let base = "allows" + parts.map(SwiftName.upperCamel).joined()
            var name = base
            var suffix = 2
            while !usedNames.insert(name).inserted {
                name = base + String(suffix)
                suffix += 1
            }
            return name
        }
        for pattern in table.routesAndRedirects {
            let declaration = pattern.declaration
            for (index, parameter) in declaration.parameters.enumerated() where !parameter.constraints.isEmpty {
                let owner = "\(pattern.kindName) `\(declaration.qualifiedName)`"
                let name = uniqueName(declaration.groupPath + [declaration.name, parameter.label])
                routeChecks[Key(pattern: ObjectIdentifier(declaration), parameterIndex: index)] = name
                views.append(Self.view(of: parameter, named: name, owner: owner, reader: reader))
                if parameter.source == .remainingSegments {
                    checksSegmentLists = true
                } else if !parameter.isQuery {
                    checksPathValues = true
                }
            }
        }
        for (index, parameter) in table.context.enumerated() where !parameter.constraints.isEmpty {
            let name = uniqueName(["context", parameter.label])
            contextChecks[index] = name
            views.append(Self.view(of: parameter, named: name, owner: "the link context", reader: reader))
        }
    }

    /// The check of parameter `index` of a route or redirect; nil when it has no constraints.
    func check(of declaration: PatternDeclaration, parameter index: Int) -> String? {
        routeChecks[Key(pattern: ObjectIdentifier(declaration), parameterIndex: index)]
    }

    func check(ofContextKey index: Int) -> String? { contextChecks[index] }

    /// `(1...500).contains(value)`, `value >= 1`, or the length and character checks of the reader, joined by `&&`.
    private static func view(of parameter: Parameter, named name: String, owner: String, reader: String)
        -> ConstraintCheckView
    {
        var clauses: [BreakableCode] = []
        var characterSets: [String] = []
        for constraint in parameter.constraints {
            switch constraint {
            case .intRange(let min, let max): clauses.append(.text(range(min.map(String.init), max.map(String.init))))
            case .doubleRange(let min, let max): clauses.append(.text(range(min.map { "\($0)" }, max.map { "\($0)" })))
            case .length(let bounds):
                let upper = bounds.upperBound == .max ? "Swift.Int.max" : String(bounds.upperBound)
                clauses.append(.text("\(reader).ValueBounds.length(of: value, in: \(bounds.lowerBound)...\(upper))"))
            case .characters(let allowed):
                // A redirect's value can carry its own set and the route's.
                let setName = name + "Characters" + (characterSets.isEmpty ? "" : String(characterSets.count + 1))
                let ranges = allowed.ranges.map {
                    BreakableCode.text(scalarLiteral($0.lowerBound) + "..." + scalarLiteral($0.upperBound))
                }
                let declaration = BreakableCode.sequence([
                    .text("private static let \(setName): [Swift.ClosedRange<Swift.Unicode.Scalar>] = "),
                    .array(ranges),
                ])
                characterSets.append(declaration.templateText)
                clauses.append(.text("\(reader).TextCharacters.allowed(value, in: \(setName))"))
            }
        }
        let rest = clauses.dropFirst().map { BreakableCode.sequence([.line, .text("&& "), $0]) }
        let condition = BreakableCode.group(.sequence([clauses[0], .nest(.sequence(rest))]))
        let valueType =
            parameter.type == .int ? "Swift.Int" : parameter.type == .double ? "Swift.Double" : "Swift.String"
        let what =
            parameter.source == .remainingSegments ? "each segment of `\(parameter.name)`" : "`\(parameter.name)`"
        let summary = parameter.constraints.map(\.summary).joined(separator: "; ")
        return ConstraintCheckView(
            docLines: EscapedSwiftText.docLines("Whether \(what) of \(owner) is allowed: \(summary)."),
            signature: "static func \(name)(_ value: \(valueType)) -> Swift.Bool",
            condition: condition.templateText,
            characterSets: characterSets
        )
    }

    private static func range(_ min: String?, _ max: String?) -> String {
        switch (min, max) {
        case (let min?, let max?): return "(\(min)...\(max)).contains(value)"
        case (let min?, nil): return "value >= \(min)"
        case (nil, let max?): return "value <= \(max)"
        case (nil, nil): return "true"
        }
    }

    /// A `Unicode.Scalar` literal: the character itself when it is visible, else its `\u{…}` escape.
    private static func scalarLiteral(_ scalar: Unicode.Scalar) -> String {
        EscapedSwiftText.stringLiteral(String(scalar))
    }
}
