@testable import RouteGenCore

/// The render options a random spec is generated with that are not keys of the spec: every output the spec allows
/// is always asked for, and these vary.
struct RenderChoices {
    var codable: Bool
    var linkOutcomes: Bool
    var reader: RenderOptions.Reader

    static func random(using generator: inout SeededGenerator) -> RenderChoices {
        RenderChoices(
            codable: Bool.random(using: &generator),
            linkOutcomes: Bool.random(using: &generator),
            reader: RenderOptions.Reader.allCases.randomElement(using: &generator)!
        )
    }

    /// The options for the route, navigation, activities, intents and wiring files and the example tests in `module`.
    func options(activities: Bool, intents: Bool, module: String) -> RenderOptions {
        var outputs: Set<OutputKind> = [.navigation, .wiring, .exampleTests]
        if activities { outputs.insert(.activities) }
        if intents { outputs.insert(.intents) }
        return RenderOptions(
            codable: codable,
            linkOutcomes: linkOutcomes,
            outputs: outputs,
            exampleTestsModule: module,
            reader: reader
        )
    }

    /// The names the coverage table counts these choices under.
    var coverageNames: [String] {
        ["option reader: \(reader.rawValue)"] + (codable ? ["option codable"] : [])
            + (linkOutcomes ? ["option outcomes"] : [])
    }

    static let allCoverageNames =
        RenderOptions.Reader.allCases.map { "option reader: \($0.rawValue)" } + ["option codable", "option outcomes"]
}
