import Foundation

/// What the documentation says a code block is, in an HTML comment on the line before its fence (GitHub does not
/// show it): `<!-- routegen-example: error "…message fragment…" -->`. A block without a marker is checked as what its
/// language says it is.
enum ExampleMarker: Equatable {
    /// Not a whole routegen file (a snippet, or another tool's file); not checked.
    case fragment
    /// A spec or config that must fail with a message containing this text.
    case error(String)
    /// A spec or config that `routegen check` reports a diagnostic with this identifier for, in docs/diagnostics.md.
    case diagnostic(String)
    /// A whole spec or config that is also this file of the package, byte for byte.
    case file(String)
    /// A whole `routegen-plugin.yml`, which the build-tool plugin's run reads without a problem.
    case pluginOptions
    /// A step of the README's walk-through, checked by running the walk-through.
    case walkthrough(String)
    /// Swift that compiles with the route file and the navigation file generated from this spec.
    case compiles(spec: String)
    /// A `text` block of `$ routegen …` lines, each followed by what it prints, run in the folder this setup names
    /// (see `OutputSample.Setup`).
    case output(setup: String)

    static let prefix = "<!-- routegen-example:"

    static func isMarkerLine(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }

    /// Parses `<!-- routegen-example: KIND -->` or `<!-- routegen-example: KIND "ARGUMENT" -->`; nil for anything else,
    /// a misspelt kind included.
    init?(line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(Self.prefix), trimmed.hasSuffix("-->") else { return nil }
        let content = trimmed.dropFirst(Self.prefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
        let kind = content.prefix { $0 != " " }
        let rest = content.dropFirst(kind.count).trimmingCharacters(in: .whitespaces)
        let argument =
            rest.count >= 2 && rest.hasPrefix("\"") && rest.hasSuffix("\"") ? String(rest.dropFirst().dropLast()) : nil
        switch (kind, argument) {
        case ("fragment", nil) where rest.isEmpty: self = .fragment
        case ("plugin-options", nil) where rest.isEmpty: self = .pluginOptions
        case ("error", let text?) where !text.isEmpty: self = .error(text)
        case ("diagnostic", let id?) where !id.isEmpty: self = .diagnostic(id)
        case ("file", let path?) where !path.isEmpty: self = .file(path)
        case ("walkthrough", let step?) where !step.isEmpty: self = .walkthrough(step)
        case ("compiles", let spec?) where !spec.isEmpty: self = .compiles(spec: spec)
        case ("output", let setup?) where !setup.isEmpty: self = .output(setup: setup)
        default: return nil
        }
    }
}
