import Foundation

/// The components of an apple-app-site-association file, matched the way iOS documents it: in a pattern, `*` matches
/// any run of characters and `?` exactly one, both across `/`.
struct AASAComponents {
    struct Component {
        var path: String
        var query: [String: String]
        var caseSensitive: Bool
        /// The qualified names of the routes the component's comment names.
        var routeNames: [String]
    }

    var appIDs: [String]
    var components: [Component]

    init(json: String) throws {
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let details = (root?["applinks"] as? [String: Any])?["details"] as? [[String: Any]] ?? []
        appIDs = details.first?["appIDs"] as? [String] ?? []
        components = (details.first?["components"] as? [[String: Any]] ?? [])
            .map { entry in
                let comment = entry["comment"] as? String ?? ""
                return Component(
                    path: entry["/"] as? String ?? "",
                    query: entry["?"] as? [String: String] ?? [:],
                    caseSensitive: entry["caseSensitive"] as? Bool ?? true,
                    routeNames: comment.components(separatedBy: "; ").map { String($0.prefix { $0 != ":" }) }
                )
            }
    }

    /// The components that match an https URL, in file order.
    func matches(_ url: URL) -> [Component] {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return [] }
        let path = parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath
        let items = parts.percentEncodedQueryItems ?? []
        return components.filter { component in
            guard Self.glob(component.path, matches: path, caseSensitive: component.caseSensitive) else { return false }
            return component.query.allSatisfy { name, pattern in
                items.contains {
                    $0.name == name
                        && Self.glob(pattern, matches: $0.value ?? "", caseSensitive: component.caseSensitive)
                }
            }
        }
    }

    static func glob(_ pattern: String, matches text: String, caseSensitive: Bool) -> Bool {
        let pattern = Array((caseSensitive ? pattern : pattern.lowercased()).unicodeScalars)
        let text = Array((caseSensitive ? text : text.lowercased()).unicodeScalars)
        // matched[j]: the pattern so far matches the first j characters of the text.
        var matched = [true] + Array(repeating: false, count: text.count)
        for symbol in pattern {
            var next = Array(repeating: false, count: text.count + 1)
            for j in 0...text.count {
                switch symbol {
                case "*": next[j] = matched[j] || (j > 0 && next[j - 1])
                case "?": next[j] = j > 0 && matched[j - 1]
                default: next[j] = j > 0 && matched[j - 1] && text[j - 1] == symbol
                }
            }
            matched = next
        }
        return matched[text.count]
    }
}
