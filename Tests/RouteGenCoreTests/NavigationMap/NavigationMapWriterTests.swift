import Testing
@testable import RouteGenCore

/// The two writers keep untrusted spec text inside its label: whatever a pattern or name holds, the output has the
/// map's nodes and edges and no others.
@Suite("Navigation map writers") struct NavigationMapWriterTests {
    static let hostile = "x\"] --> evil[\"#quot; <b>bold</b> & `code` | [q] {r} \\N \\\\ %% end\nnext line"

    static let map = NavigationMap(
        name: "Evil\"Route",
        nodes: [
            .init(
                id: "route0",
                kind: .push,
                title: hostile,
                pattern: "/a/:b",
                signIn: .inTabs(["t"]),
                isFallback: true,
                isTabRoot: false
            ),
            .init(
                id: "redirect0",
                kind: .redirect,
                title: "old",
                pattern: hostile,
                signIn: .notRequired,
                isFallback: false,
                isTabRoot: false
            ),
        ],
        edges: [.init(from: "redirect0", to: "route0", kind: .redirect)],
        clusters: [.init(id: "tab0", kind: .tab("t"), title: hostile, nodeIDs: ["route0"], clusters: [])]
    )

    /// What a label shows: the text on one line.
    static let shown = hostile.replacing("\n", with: " ")

    @Test("Mermaid labels read back as the spec's text, with no node, edge or subgraph of their own")
    func mermaidKeepsTextInLabels() throws {
        let text = NavigationMapMermaid.flowchart(Self.map)
        let reader = MermaidMapReader(text)
        #expect(reader.unread.isEmpty, "\(reader.unread)")
        #expect(reader.nodeOrder == ["route0", "redirect0"])
        #expect(reader.edges == Self.map.edges)
        #expect(reader.clusterTitles == ["tab0": Self.shown])
        #expect(reader.nodes["route0"]?.lines.first == Self.shown)
        #expect(reader.nodes["redirect0"]?.lines.last == Self.shown)
        #expect(reader.nodes["route0"]?.classes == ["signIn", "fallback"])
        #expect(!text.contains("<b>") && !text.contains("`") && !text.contains(" & "))
    }

    @Test("DOT labels escape quotes and backslashes, so no Graphviz escape and no statement comes from the spec")
    func dotKeepsTextInLabels() throws {
        let text = NavigationMapDOT.graph(Self.map)
        let escaped = ##"x\"] --> evil[\"#quot; <b>bold</b> & `code` | [q] {r} \\N \\\\ %% end next line"##
        #expect(text.hasPrefix(#"digraph "Evil\"Route" {"#))
        #expect(text.contains("    label=\"\(escaped)\"\n"))
        #expect(text.contains("    route0 [label=\"\(escaped)\\n/a/:b\\nrequires sign-in in tab t\\nfallback\""))
        #expect(text.contains("  redirect0 [label=\"old\\n\(escaped)\", shape=cds]\n"))
        #expect(text.split(separator: "\n").count == 12)
    }
}
