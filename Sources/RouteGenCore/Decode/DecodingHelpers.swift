extension YAMLNode {
    /// The node as a message names what it found: a scalar's text in quotes, else the kind of node.
    var foundDescription: String {
        if let text = scalarText, !isNull { return "'\(text)'" }
        return kindDescription
    }

    /// `true` or `false`, the only booleans of YAML 1.2's core schema (`yes`, `on` and the like are text); else nil.
    var booleanValue: Bool? {
        switch scalarText {
        case "true": true
        case "false": false
        default: nil
        }
    }
}
