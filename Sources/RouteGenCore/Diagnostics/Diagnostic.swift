/// One problem found in a spec or a template, with the places that explain it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        /// Information asked for, such as the resolved overlaps; never a problem.
        case note
    }

    /// A secondary location that helps explain the diagnostic, printed as `note:`.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func note(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.note, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// `FILE:LINE:COL: error: message`, then one line per note; the form Xcode and most CI systems annotate.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message)"]
        for note in notes {
            let place = note.location.map { "\($0): " } ?? "\(location): "
            lines.append("\(place)note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
