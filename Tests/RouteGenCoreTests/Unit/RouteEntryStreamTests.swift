import Testing
@testable import RouteGenCore

/// The top-level routes are decoded while the reader builds the tree (`RouteEntryStream`). That must change nothing
/// but when the work is done: the same document and the same diagnostics, in the same order, as decoding the whole
/// tree afterwards.
@Suite("Routes decoded while reading") struct RouteEntryStreamTests {
    typealias U = UnitSupport

    /// Keeps the keys of the pairs handed over, and where their mapping starts.
    private struct KeyRecorder: YAMLPairConsumer {
        var handedOverKey: String? = "routes"
        var mappingLine: Int?
        var keys: [String] = []

        mutating func startMapping(at location: RouteGenCore.SourceLocation) { mappingLine = location.line }

        mutating func take(_ pair: YAMLNode.Pair) { keys.append(pair.key.scalarText ?? "?") }
    }

    private static func handedOver(_ yaml: String) -> (
        recorder: KeyRecorder, root: YAMLNode?, diagnostics: [Diagnostic]
    ) {
        var recorder = KeyRecorder()
        let (root, diagnostics) = YAMLReader(file: U.file).read(Array(yaml.utf8), handingOverPairsTo: &recorder)
        return (recorder, root, diagnostics)
    }

    @Test("The pairs of the root's routes mapping are handed over in order; the tree keeps their keys with null values")
    func handsOverRoutes() throws {
        let (recorder, root, diagnostics) = Self.handedOver(
            "version: 1\nroutes:\n  a: { path: /a }\n  b:\n    path: /b\nother: { c: 1 }\n"
        )
        #expect(diagnostics.isEmpty)
        #expect(recorder.keys == ["a", "b"])
        #expect(recorder.mappingLine == 3)
        var tree = try #require(root)
        let routesValue = tree.takeValue(ofKey: "routes")
        var routesNode = try #require(routesValue)
        let routePairs = routesNode.takePairs()
        let routes = try #require(routePairs)
        #expect(routes.map { $0.key.scalarText } == ["a", "b"])
        #expect(routes.allSatisfy { $0.value.isNull })
    }

    @Test("Repeated keys in the handed-over mapping are still reported; both pairs are handed over")
    func duplicateKeys() {
        let (recorder, _, diagnostics) = Self.handedOver("routes:\n  a: { path: /a }\n  a: { path: /b }\n")
        #expect(recorder.keys == ["a", "a"])
        #expect(diagnostics.map(\.message) == ["duplicate key 'a'"])
    }

    @Test(
        "Nothing is handed over unless the value is the first of its key in the root, a mapping without an anchor",
        arguments: [
            "routes: &all\n  a: { path: /a }\n", "routes: 1\nroutes:\n  a: { path: /a }\n",
            "group:\n  routes:\n    a: { path: /a }\n", "routes: [a, b]\n", "- routes: { a: { path: /a } }\n",
        ]
    ) func handsOverOnlyTheRoutesMapping(yaml: String) {
        let (recorder, _, _) = Self.handedOver(yaml)
        #expect(recorder.keys.isEmpty)
        #expect(recorder.mappingLine == nil)
    }

    /// The document as text: every entry with its name, path and values, and every group with its routes.
    private static func outline(_ entries: [RouteEntryDocument]) -> String {
        entries.map { entry -> String in
            switch entry {
            case .route(let route):
                let values = (route.params + route.query).map(\.key.value).joined(separator: ",")
                return "\(route.name.value)@\(route.name.location.line):\(route.path.value)(\(values))"
            case .group(let group):
                return "\(group.name.value)@\(group.name.location.line){\(outline(group.routes.value))}"
            }
        }
        .joined(separator: " ")
    }

    /// The document and every diagnostic of reading and decoding, with and without decoding the routes as read.
    private static func decodeBothWays(_ bytes: [UInt8]) -> (streamed: String, afterwards: String) {
        func decode(streaming: Bool) -> String {
            var stream = RouteEntryStream()
            let reader = YAMLReader(file: U.file, readsAheadFromSize: 0)
            let (root, readDiagnostics) =
                streaming ? reader.read(bytes, handingOverPairsTo: &stream) : reader.read(bytes)
            guard let root else { return "no root\n" + readDiagnostics.map(\.description).joined(separator: "\n") }
            var decoder = SpecDecoder()
            let document = streaming ? decoder.decode(root, streamedRoutes: stream) : decoder.decode(root)
            let lines =
                [document.map { outline($0.routes.value) } ?? "no document"]
                + (readDiagnostics + decoder.diagnostics).map(\.description)
            return lines.joined(separator: "\n")
        }
        return (decode(streaming: true), decode(streaming: false))
    }

    @Test(
        "Every bad spec and example spec decodes the same with its routes decoded as read",
        arguments: Fixtures.badSpecNames.map { "Tests/Fixtures/BadSpecs/\($0).yaml" }
            + Fixtures.exampleSpecNames.map { "Specs/\($0).yaml" }
    ) func fixtures(path: String) throws {
        let (streamed, afterwards) = Self.decodeBothWays(try Fixtures.bytes(path))
        #expect(streamed == afterwards)
    }

    @Test(
        "Corner cases of the routes mapping decode the same as read",
        arguments: [
            "version: 1\nschemes: [myapp]\nroutes: {}\n",
            "version: 1\nschemes: [myapp]\nroutes:\n  a: { path: /a }\n  a: { path: /b }\n  b: 7\n  [x]: { path: /x }\n",
            "version: 1\nschemes: [myapp]\nroutes: { a: { path: /a }, g: { routes: { b: { path: /b } } } }\n",
            "version: 2\nroutes:\n  a: { pth: /a }\nschemes: [myapp]\nroutes:\n  b: { path: /b }\n",
            "routes:\n  a: { path: /a }\nversion: 1\nschemes: [myapp]\n",
            "version: 1\nschemes: [myapp]\nroutes:\n  a: { path: /a }\n  b: [unclosed\n",
        ]
    ) func cornerCases(yaml: String) {
        let (streamed, afterwards) = Self.decodeBothWays(Array(yaml.utf8))
        #expect(streamed == afterwards)
    }
}
