@testable import RouteGenCore

/// Reads the flowchart the links page writes back into nodes, clusters and edges, as Mermaid's grammar reads them, so
/// that a test can compare what a reader of the page sees with the model.
struct MermaidMapReader {
    struct Node: Equatable {
        var shape: String
        var lines: [String]
        /// The subgraph ids around the node, outermost first.
        var clusters: [String]
        var classes: Set<String> = []
    }

    private(set) var nodes: [String: Node] = [:]
    private(set) var nodeOrder: [String] = []
    private(set) var edges: [NavigationMap.Edge] = []
    private(set) var clusterTitles: [String: String] = [:]
    /// Lines the reader did not understand.
    private(set) var unread: [String] = []

    static let shapes = [("([", "])"), ("[(", ")]"), ("[[", "]]"), ("{{", "}}"), ("[", "]"), ("(", ")"), (">", "]")]

    init(_ text: String) {
        var open: [String] = []
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let words = line.split(separator: " ").map(String.init)
            if line == "flowchart LR" || line.hasPrefix("classDef ") { continue }
            if line == "end" {
                open.removeLast()
            } else if line.hasPrefix("subgraph "), let (id, title) = Self.cluster(String(line.dropFirst(9))) {
                open.append(id)
                clusterTitles[id] = title
            } else if words.count == 3, words[1] == "-->" || words[1] == "-.->" {
                edges.append(.init(from: words[0], to: words[2], kind: words[1] == "-->" ? .stack : .redirect))
            } else if words.count == 3, words[0] == "class" {
                for id in words[1].split(separator: ",") { nodes[String(id)]?.classes.insert(words[2]) }
            } else if let (id, node) = Self.node(line, clusters: open) {
                nodes[id] = node
                nodeOrder.append(id)
            } else {
                unread.append(line)
            }
        }
    }

    private static func cluster(_ text: String) -> (String, String)? {
        guard let bracket = text.firstIndex(of: "["), text.hasSuffix("\"]") else { return nil }
        let title = text[text.index(bracket, offsetBy: 2)..<text.index(text.endIndex, offsetBy: -2)]
        return (String(text[..<bracket]), decoded(String(title)))
    }

    private static func node(_ line: String, clusters: [String]) -> (String, Node)? {
        guard let idEnd = line.firstIndex(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) else { return nil }
        let id = String(line[..<idEnd])
        let rest = String(line[idEnd...])
        for (open, close) in shapes where rest.hasPrefix(open + "\"") && rest.hasSuffix("\"" + close) {
            let label = rest.dropFirst(open.count + 1).dropLast(close.count + 1)
            // A quote inside the label would have ended the string.
            guard !label.contains("\"") else { return nil }
            let lines = label.components(separatedBy: "<br>").map(decoded)
            return (id, Node(shape: open + close, lines: lines, clusters: clusters))
        }
        return nil
    }

    /// Mermaid's entity codes back into characters: `#quot;`, `#35;`, `#lt;`.
    static func decoded(_ text: String) -> String {
        let named = ["quot": "\"", "lt": "<", "gt": ">", "amp": "&"]
        var result = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            let afterHash = rest[rest.index(after: hash)...]
            if let semicolon = afterHash.firstIndex(of: ";") {
                let code = String(afterHash[..<semicolon])
                if let character = named[code] ?? Int(code).flatMap(UnicodeScalar.init).map({ String($0) }) {
                    result += character
                    rest = afterHash[afterHash.index(after: semicolon)...]
                    continue
                }
            }
            result += "#"
            rest = afterHash
        }
        return result + rest
    }
}
