/// The map as a Mermaid flowchart, which GitHub and most Markdown viewers draw from a ```mermaid block.
package enum NavigationMapMermaid {
    package static func flowchart(_ map: NavigationMap) -> String {
        var lines = ["flowchart LR"]
        let nodes = Dictionary(uniqueKeysWithValues: map.nodes.map { ($0.id, $0) })
        for cluster in map.clusters { lines += subgraph(cluster, nodes: nodes, indent: "  ") }
        lines += map.topLevelNodes.map { "  " + declaration(of: $0) }
        lines += map.edges.map { "  \($0.from) \($0.kind == .redirect ? "-.->" : "-->") \($0.to)" }
        let signIn = map.nodes.filter { $0.signIn != .notRequired }.map(\.id)
        let fallback = map.nodes.filter(\.isFallback).map(\.id)
        if !signIn.isEmpty { lines += ["  classDef signIn stroke:#b3261e,stroke-width:3px"] }
        if !fallback.isEmpty { lines += ["  classDef fallback fill:#fff4c2"] }
        if !signIn.isEmpty { lines += ["  class \(signIn.joined(separator: ",")) signIn"] }
        if !fallback.isEmpty { lines += ["  class \(fallback.joined(separator: ",")) fallback"] }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func subgraph(_ cluster: NavigationMap.Cluster, nodes: [String: NavigationMap.Node], indent: String)
        -> [String]
    {
        var lines = ["\(indent)subgraph \(cluster.id)[\"\(escaped(cluster.title))\"]"]
        lines += cluster.nodeIDs.compactMap { nodes[$0] }.map { indent + "  " + declaration(of: $0) }
        for inner in cluster.clusters { lines += subgraph(inner, nodes: nodes, indent: indent + "  ") }
        lines.append("\(indent)end")
        return lines
    }

    /// `route3(["home<br>/"])`: the node's shape tells its kind.
    private static func declaration(of node: NavigationMap.Node) -> String {
        let (open, close): (String, String)
        switch node.kind {
        case .push: (open, close) = ("[", "]")
        case .tab: (open, close) = ("([", "])")
        case .sheet: (open, close) = ("(", ")")
        case .fullScreen: (open, close) = ("[[", "]]")
        case .action: (open, close) = ("{{", "}}")
        case .foldedGroup: (open, close) = ("[(", ")]")
        case .redirect: (open, close) = (">", "]")
        }
        let label = node.labelLines.map(escaped).joined(separator: "<br>")
        return node.id + open + "\"" + label + "\"" + close
    }

    /// Spec text inside a quoted label: Mermaid's entity codes for every character that could end the string, start
    /// an entity, open HTML or Markdown, so that a name or pattern stays text; a line break would end the statement.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "`": result += "#96;"
            case _ where character.isNewline: result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
