import Testing
@testable import RouteGenCore

/// Large specs are read with libyaml on another thread (`YAMLReader.readsAheadFromSize`). Reading ahead must change
/// nothing but the time: the same nodes and the same diagnostics, even when reading stops or fails after many batches.
@Suite("YAML read-ahead") struct YAMLReadAheadTests {
    typealias U = UnitSupport

    /// The tree as text, every node with its location, so that two reads compare in full.
    private static func outline(_ node: YAMLNode?) -> String {
        guard let node else { return "none" }
        let place = "@\(node.location.line):\(node.location.column)"
        switch node.content {
        case .scalar(let text, let isPlain): return "\(isPlain ? "" : "'")\(text)\(place)"
        case .sequence(let items): return "[\(items.map(outline).joined(separator: ","))]\(place)"
        case .mapping(let pairs):
            return "{\(pairs.map { outline($0.key) + ":" + outline($0.value) }.joined(separator: ","))}\(place)"
        }
    }

    private static func readBothWays(_ bytes: [UInt8]) -> (inline: String, ahead: String) {
        func read(from size: Int) -> String {
            let (root, diagnostics) = YAMLReader(file: U.file, readsAheadFromSize: size).read(bytes)
            return outline(root) + "\n" + diagnostics.map(\.description).joined(separator: "\n")
        }
        return (read(from: .max), read(from: 0))
    }

    /// Routes enough for thousands of events, so that the producer fills several batches ahead.
    private static func manyRoutes(_ count: Int) -> String {
        "version: 1\nschemes: [myapp]\nroutes:\n"
            + (0..<count).map { "  r\($0):\n    path: /r\($0)/:id\n    params: { id: Int }\n" }.joined()
    }

    private static let endings: [(name: String, text: String)] = [
        ("nothing more", ""), ("a syntax error", "  broken: [unclosed\n"),
        (
            "nesting past the limit",
            "  deep: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        ), ("a second document", "---\nmore: true\n"), ("a duplicate key", "  r0: { path: /again }\n"),
        ("a tab in indentation", "\tbad: 1\n"),
    ]

    @Test("A large spec reads the same ahead as inline, however it ends", arguments: endings.map(\.name))
    func largeSpecs(ending: String) {
        let text = Self.manyRoutes(3_000) + Self.endings.first { $0.name == ending }!.text
        // Far more events than the batches in flight hold, so that the producer runs ahead of the tree.
        #expect(text.utf8.count > 100_000)
        let (inline, ahead) = Self.readBothWays(Array(text.utf8))
        #expect(inline == ahead)
    }

    @Test(
        "Every bad spec and example spec reads the same ahead as inline",
        arguments: Fixtures.badSpecNames.map { "Tests/Fixtures/BadSpecs/\($0).yaml" }
            + Fixtures.exampleSpecNames.map { "Specs/\($0).yaml" }
    ) func fixtures(path: String) throws {
        let (inline, ahead) = Self.readBothWays(try Fixtures.bytes(path))
        #expect(inline == ahead)
    }
}
