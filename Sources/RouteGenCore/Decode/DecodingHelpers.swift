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

/// The readers of values that the spec's and the config's decoders share, each reporting what it found instead.
extension ReportsDiagnostics {
    /// `what` names the value in the message, as `'codable'`.
    func bool(_ node: YAMLNode, what: String) -> Located<Bool>? {
        guard let value = node.booleanValue else {
            error(.wrongValueType, "\(what) must be true or false, found \(node.foundDescription)", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }
}
