/// The two language modes generated code must compile in with warnings as errors, and how a search's build uses each.
///
/// Every warning and error the compiler gives comes from type checking and from the diagnostic passes over SIL, both
/// before code generation, and generated code behaves the same in both modes but for Swift 6's checks of actor
/// isolation at run time. So a search builds its programs and runs them in Swift 6, and in Swift 5 checks them only:
/// it type-checks them and runs the diagnostic passes, writing the checked SIL (`-emit-sib`) where Swift 6 generates
/// code and links, which takes half the compiler's time. The SIL goes to a file beside the build's others, never to
/// `/dev/null`: the driver deletes the outputs of a compile that fails. Each module is compiled whole (`-wmo`): one
/// frontend instead of several that each read every file again.
enum LanguageMode: Int, Sendable {
    case swift5 = 5
    case swift6 = 6

    /// Whether this mode's build makes programs that the search runs.
    var runsPrograms: Bool { self == .swift6 }

    /// The mode, warnings as errors, and files without top-level code.
    var arguments: [String] { ["-swift-version", "\(rawValue)", "-warnings-as-errors", "-parse-as-library", "-wmo"] }

    /// Compiles a library `module`, with its `.swiftmodule` for the modules that import it, and in Swift 6 its
    /// static library `lib<module>.a`, all in the current directory.
    func libraryArguments(_ module: String) -> [String] {
        let product =
            runsPrograms ? ["-emit-library", "-static", "-o", "lib\(module).a"] : ["-emit-sib", "-o", "\(module).sib"]
        return [
            "-enable-testing", "-module-name", module, "-emit-module", "-emit-module-path", "\(module).swiftmodule",
        ] + product
    }

    /// The static library of `module` to link, in Swift 6; nothing to link in Swift 5, whose check needs only the
    /// module's interface (found with `-I`).
    func linking(_ module: String) -> [String] { runsPrograms ? ["-l\(module)"] : [] }

    /// Makes the program `name` in Swift 6, or checks its files in Swift 5.
    func programArguments(_ name: String) -> [String] {
        runsPrograms ? ["-o", name] : ["-emit-sib", "-o", "\(name).sib"]
    }

    /// The problem each mode's build reports, Swift 5's first; empty when both built. The two builds run at once: each
    /// runs one compiler process at a time, so together they keep two cores busy.
    static func problems(_ build: @escaping @Sendable (LanguageMode) async throws -> String?) async throws -> [String] {
        async let swift5 = build(.swift5)
        async let swift6 = build(.swift6)
        let reports = [(LanguageMode.swift5, try await swift5), (.swift6, try await swift6)]
        return reports.compactMap { mode, problem in problem.map { "Swift \(mode.rawValue): \($0)" } }
    }
}
