/// Builds of generated code in both language modes at once. Each build runs one compiler process at a time, so the two
/// together keep two cores busy where one after the other left one idle at the end of a test run.
enum LanguageModes {
    /// The problem each mode's build reports, in mode order; empty when both built.
    static func problems(_ build: @escaping @Sendable (Int) async throws -> String?) async throws -> [String] {
        async let swift5 = build(5)
        async let swift6 = build(6)
        let reports = [(5, try await swift5), (6, try await swift6)]
        return reports.compactMap { mode, problem in problem.map { "Swift \(mode): \($0)" } }
    }
}
