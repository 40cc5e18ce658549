/// What the spec decoder and the config decoder both need to refuse a value with a located message.
protocol ReportsDiagnostics { var log: DiagnosticLog { get } }

extension ReportsDiagnostics {
    /// Records the error and goes on, so that a run reports every problem of the file, not only the first.
    func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
        log.report(.error(id, message, at: location))
    }
}

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
