/// Diagnostics in the forms tools other than a terminal read. The plain text form is `Diagnostic.description`.
extension Diagnostic {
    /// A GitHub Actions workflow command (`::error file=…,line=…,col=…,title=…::message`), which the runner turns into
    /// an annotation on the file's line, titled with the diagnostic's identifier. Notes become further lines of the
    /// message, since an annotation has one place. Files, the notes' too, are named as `paths` says.
    package func githubAnnotation(paths: AnnotationPaths) -> String {
        let properties = [
            ("file", paths.name(of: location.file)), ("line", "\(location.line)"), ("col", "\(location.column)"),
            ("title", id.rawValue),
        ]
        .map { "\($0.0)=\(Self.escapeGitHubProperty($0.1))" }.joined(separator: ",")
        let noteLines = notes.map { note in
            let place = noteLocation(note)
            return "\n\(paths.name(of: place.file)):\(place.line):\(place.column): note: \(note.message)"
        }
        return "::\(githubCommand) \(properties)::\(Self.escapeGitHubData(message + noteLines.joined()))"
    }

    /// The annotation with every file named as given.
    package var githubAnnotation: String { githubAnnotation(paths: .asGiven) }

    /// GitHub has `error`, `warning` and `notice` annotations.
    private var githubCommand: String {
        switch severity {
        case .error, .warning: return severity.rawValue
        case .note: return "notice"
        }
    }

    /// One JSON object: severity, id, message, file, line, column, notes (each with message, file, line, column).
    package var jsonObject: String {
        let noteObjects = notes.map { note in
            let place = noteLocation(note)
            return "{" + Self.jsonFields([("message", Self.jsonString(note.message))] + Self.jsonFields(of: place))
                + "}"
        }
        let fields =
            [
                ("severity", Self.jsonString(severity.rawValue)), ("id", Self.jsonString(id.rawValue)),
                ("message", Self.jsonString(message)),
            ] + Self.jsonFields(of: location) + [("notes", "[" + noteObjects.joined(separator: ",") + "]")]
        return "{" + Self.jsonFields(fields) + "}"
    }

    /// A note without a place of its own is about the diagnostic's place, as in the text form.
    private func noteLocation(_ note: Note) -> SourceLocation { note.location ?? location }

    private static func escapeGitHubData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    private static func escapeGitHubProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// Works on Unicode scalars: as Characters, "\r\n" is one grapheme that contains neither "\r" nor "\n".
    private static func escape(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar }) {
                escaped += replacement.1
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func jsonFields(of location: SourceLocation) -> [(String, String)] {
        [("file", jsonString(location.file)), ("line", "\(location.line)"), ("column", "\(location.column)")]
    }

    private static func jsonFields(_ fields: [(String, String)]) -> String {
        fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",")
    }

    private static func jsonString(_ text: String) -> String { JSONText.quoted(text) }
}

extension Array where Element == Diagnostic {
    /// A JSON array with one object per line, `[]` when there is nothing to report.
    package var jsonArray: String { isEmpty ? "[]" : "[\n" + map(\.jsonObject).joined(separator: ",\n") + "\n]" }
}
