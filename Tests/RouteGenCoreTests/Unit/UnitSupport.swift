@testable import RouteGenCore

/// Small helpers shared by the unit tests; namespaced so they cannot clash with other test files in the module.
enum UnitSupport {
    static let file = "spec.yaml"

    /// Reads YAML text the way `RouteGenerator.check` does.
    static func read(_ text: String, limits: YAMLReader.Limits = .init()) -> (
        root: YAMLNode?, diagnostics: [Diagnostic]
    ) { read(bytes: Array(text.utf8), limits: limits) }

    static func read(bytes: [UInt8], limits: YAMLReader.Limits = .init()) -> (
        root: YAMLNode?, diagnostics: [Diagnostic]
    ) {
        let log = DiagnosticLog()
        let root = YAMLReader(file: file, limits: limits).read(bytes, reportingTo: log)
        return (root, log.diagnostics)
    }

    /// Runs the whole check pipeline over YAML text.
    static func check(_ yaml: String) -> RouteGenerator.Output {
        RouteGenerator.check(spec: Array(yaml.utf8), specPath: file)
    }

    /// A spec with the standard header (`version: 1`, `schemes: [myapp]`, `routes:` on line 3) and `routes`
    /// appended after it, each line of `routes` indented by two spaces. The first route line is line 4.
    static func spec(_ routes: String, header: String = "version: 1\nschemes: [myapp]\n") -> String {
        let body = routes.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
        return header + "routes:\n" + body + "\n"
    }

    static func errors(_ output: RouteGenerator.Output) -> [Diagnostic] {
        output.diagnostics.filter { $0.severity == .error }
    }

    static func warnings(_ output: RouteGenerator.Output) -> [Diagnostic] {
        output.diagnostics.filter { $0.severity == .warning }
    }

    static func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The route named `name` anywhere in the table.
    static func route(_ name: String, in output: RouteGenerator.Output) -> Route? {
        output.table?.allRoutes.first { $0.caseName == name }
    }

    // MARK: - Patterns

    /// A shape from a compact pattern: literals as written, `{int}`, `{double}`, `{bool}`, `{uuid}`, `{string}`,
    /// `*`, `**`, and `{a|b}` for an enum with values a and b.
    static func shape(_ pattern: String) -> (segments: [PatternSegment], parameters: [Parameter]) {
        var segments: [PatternSegment] = []
        var parameters: [Parameter] = []
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
                    type = .enumeration(
                        EnumerationType(typeName: "E", cases: values.map { .init(name: $0, rawValue: $0) })
                    )
                } else {
                    type = nil
                }
            }
            if let type {
                segments.append(.parameter(parameters.count))
                parameters.append(
                    Parameter(
                        name: "p\(parameters.count)",
                        label: "p\(parameters.count)",
                        type: type,
                        source: type == .stringList ? .remainingSegments : .segment,
                        presence: .required,
                        location: location(1, 1)
                    )
                )
            } else {
                segments.append(.literal(String(piece)))
            }
        }
        return (segments, parameters)
    }

    static func pattern(_ pattern: String, caseSensitive: Bool = false) -> PathPattern {
        let (segments, parameters) = shape(pattern)
        return PathPattern(shape: segments, parameters: parameters, caseSensitive: caseSensitive)
    }

    // MARK: - YAML nodes

    static func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
        guard let node, case .mapping(let pairs) = node.content else { return nil }
        return pairs.first { $0.key.scalarText == key }?.value
    }

    static func key(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
        guard let node, case .mapping(let pairs) = node.content else { return nil }
        return pairs.first { $0.key.scalarText == key }?.key
    }

    static func items(_ node: YAMLNode?) -> [YAMLNode] {
        guard let node, case .sequence(let items) = node.content else { return [] }
        return items
    }

    static func scalar(_ node: YAMLNode?) -> String? { node?.scalarText }
}
