/// The map in Graphviz's DOT language, for `dot -Tsvg` or `-Tpng`: the same nodes, clusters and edges as the Mermaid
/// flowchart, with matching shapes.
package enum NavigationMapDOT {
    package static func graph(_ map: NavigationMap) -> String {
        // Pieces that no arrow joins, such as a large spec's folded groups, go in columns of ten, not one long column.
        var lines = [
            "digraph \(quoted(map.name)) {", "  rankdir=LR", "  pack=true", "  packmode=\"array_u10\"",
            "  node [shape=box]",
        ]
        let nodes = Dictionary(uniqueKeysWithValues: map.nodes.map { ($0.id, $0) })
        for cluster in map.clusters { lines += subgraph(cluster, nodes: nodes, indent: "  ") }
        lines += map.topLevelNodes.map { "  " + statement(of: $0) }
        lines += map.edges.map { "  \($0.from) -> \($0.to)" + ($0.kind == .redirect ? " [style=dashed]" : "") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Graphviz draws a subgraph as a box only when its name starts with `cluster`.
    private static func subgraph(_ cluster: NavigationMap.Cluster, nodes: [String: NavigationMap.Node], indent: String)
        -> [String]
    {
        var lines = ["\(indent)subgraph cluster_\(cluster.id) {", "\(indent)  label=\(quoted(cluster.title))"]
        lines += cluster.nodeIDs.compactMap { nodes[$0] }.map { indent + "  " + statement(of: $0) }
        for inner in cluster.clusters { lines += subgraph(inner, nodes: nodes, indent: indent + "  ") }
        lines.append("\(indent)}")
        return lines
    }

    /// `route3 [label="home\n/", shape=oval]`: shapes as in the Mermaid flowchart, as near as Graphviz has them.
    private static func statement(of node: NavigationMap.Node) -> String {
        var attributes = ["label=" + quoted(lines: node.labelLines)]
        var styles: [String] = []
        switch node.kind {
        case .push: break
        case .tab: attributes.append("shape=oval")
        case .sheet: styles.append("rounded")
        case .fullScreen: attributes.append("peripheries=2")
        case .action: attributes.append("shape=hexagon")
        case .foldedGroup: attributes.append("shape=cylinder")
        case .redirect: attributes.append("shape=cds")
        }
        if node.signIn != .notRequired { attributes += ["color=\"#b3261e\"", "penwidth=3"] }
        if node.isFallback {
            styles.append("filled")
            attributes.append("fillcolor=\"#fff4c2\"")
        }
        if !styles.isEmpty { attributes.append("style=\"\(styles.joined(separator: ","))\"") }
        return node.id + " [" + attributes.joined(separator: ", ") + "]"
    }

    private static func quoted(lines: [String]) -> String { "\"" + lines.map(escaped).joined(separator: "\\n") + "\"" }

    private static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// Spec text inside a quoted DOT string: a backslash is doubled, so that no `\N` or `\l` of the spec's becomes
    /// one of Graphviz's escapes, a quote is escaped, and a line break, which Graphviz would keep, becomes a space.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where character.isNewline: result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
