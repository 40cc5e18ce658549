@testable import RouteGenCore

/// Small helpers shared by the unit tests; namespaced so they cannot clash with other test files in the module.
enum UnitSupport {
    static let file = "spec.yaml"

    /// Reads YAML text the way `RouteGenerator.check` does.
    static func read(_ text: String, limits: YAMLReader.Limits = .init()) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        YAMLReader(file: file, limits: limits).read(Array(text.utf8))
    }

    static func read(bytes: [UInt8], limits: YAMLReader.Limits = .init()) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        YAMLReader(file: file, limits: limits).read(bytes)
    }

    /// Runs the whole check pipeline over YAML text.
    static func check(_ yaml: String) -> RouteGenerator.Output {
        RouteGenerator.check(spec: Array(yaml.utf8), specPath: file)
    }

    /// A spec with the standard header (`version: 1`, `schemes: [myapp]`, `routes:` on line 3) and `routes`
    /// appended after it, each line of `routes` indented by two spaces. The first route line is line 4.
    static func spec(_ routes: String, header: String = "version: 1\nschemes: [myapp]\n") -> String {
        let body = routes.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }
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

    static func scalar(_ node: YAMLNode?) -> String? {
        node?.scalarText
    }
}
