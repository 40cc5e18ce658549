import Foundation
import Testing
@testable import RouteGenCore

/// The build-tool plugin is a package target of its own that cannot import routegen's modules, so it keeps its own
/// list of the further files it declares. A kind missing there would be accepted in `routegen-plugin.yml` and never
/// written; this test ties the plugin's list to `OutputKind`.
@Suite("The build-tool plugin's list of further files") struct BuildToolPluginListTests {
    /// The options of `RouteGenerationCommand.furtherFiles`, in the order the plugin lists them.
    static func pluginOptions() throws -> [String] {
        let source = try Fixtures.text("Plugins/RouteGenBuildTool/RouteGenBuildTool.swift")
        let start = try #require(source.range(of: "static let furtherFiles = [")).upperBound
        let end = try #require(source.range(of: "]", range: start..<source.endIndex)).lowerBound
        return source[start..<end].split(separator: "\"").map(String.init).filter { $0.hasPrefix("--") }
    }

    @Test("The plugin declares exactly the kinds a target can ask for, each by its option") func sameKinds() throws {
        #expect(try Self.pluginOptions() == PluginOptions.fileKinds.map(\.option))
    }

    @Test("The test suite is no kind of the plugin's: it belongs to a test target") func testSuiteLeftOut() {
        #expect(OutputKind.allCases.filter(\.testsTheModule) == [.exampleTests])
        #expect(!PluginOptions.fileKinds.contains(.exampleTests))
    }
}
