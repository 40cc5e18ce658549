/// One problem found in a spec or a template, with the places that explain it.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable {
        case error
        case warning
        /// Information asked for, such as the resolved overlaps, or a form that other YAML tools cannot read; never a
        /// problem.
        case note
    }

    /// More about the diagnostic: another place that explains it (`note:`), or a suggested fix (`help:`).
    package struct Note: Hashable, Sendable {
        package enum Kind: String, Hashable, Sendable {
            case note
            /// How to fix the problem; the text form prints it as `help:`, the other forms as a note.
            case help
        }

        package var message: String
        package var location: SourceLocation?
        package var kind: Kind

        package init(_ message: String, at location: SourceLocation? = nil, kind: Kind = .note) {
            self.message = message
            self.location = location
            self.kind = kind
        }

        package static func help(_ message: String) -> Note { Note(message, kind: .help) }
    }

    package var id: DiagnosticID
    package var severity: Severity
    package var message: String
    package var location: SourceLocation
    package var notes: [Note]

    package init(
        _ id: DiagnosticID,
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation,
        notes: [Note] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    package static func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Note] = [])
        -> Diagnostic
    { Diagnostic(id, .error, message, at: location, notes: notes) }

    package static func note(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Note] = [])
        -> Diagnostic
    { Diagnostic(id, .note, message, at: location, notes: notes) }

    package static func warning(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Note] = [])
        -> Diagnostic
    { Diagnostic(id, .warning, message, at: location, notes: notes) }

    /// `FILE:LINE:COL: error: message`, then one line per note or help; the form Xcode and most CI systems annotate.
    package var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message)"]
        for note in notes {
            let place = note.location.map { "\($0): " } ?? "\(location): "
            lines.append("\(place)\(note.kind.rawValue): \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Sequence where Element == Diagnostic {
    package var containsErrors: Bool { contains { $0.severity == .error } }
}

extension Array where Element == Diagnostic {
    /// By line and column within each file, files in the order their first diagnostic appears; diagnostics at the
    /// same place keep their order.
    func sortedByPlace() -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        for diagnostic in self where fileOrder[diagnostic.location.file] == nil {
            fileOrder[diagnostic.location.file] = fileOrder.count
        }
        return enumerated()
            .sorted { lhs, rhs in
                let left = lhs.element.location
                let right = rhs.element.location
                return (fileOrder[left.file] ?? 0, left.line, left.column, lhs.offset) < (
                    fileOrder[right.file] ?? 0, right.line, right.column, rhs.offset
                )
            }
            .map(\.element)
    }
}
