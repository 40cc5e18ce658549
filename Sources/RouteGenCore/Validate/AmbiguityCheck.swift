/// Reports every pair of ambiguous routes as an error at the route declared later, with a path both match and
/// the reason neither can win; on request, also each resolved overlap as a note.
struct AmbiguityCheck {
    /// Past this many errors a single summary line gives the total, so one bad edit cannot bury the output.
    static let reportedConflictLimit = 50

    var listsResolvedOverlaps = false
    /// Whether another check reports the ambiguity of two patterns in its own words.
    var isReportedElsewhere: (LinkPattern, LinkPattern) -> Bool = { _, _ in false }

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        diagnostics(for: table, overlaps: OverlapAnalysis.overlaps(in: table))
    }

    /// The same with the overlaps of the table's own links already found, one per pair of patterns.
    func diagnostics(for table: RouteTable, overlaps ownOverlaps: [RouteOverlap]) -> [Diagnostic] {
        let overlaps = ownOverlaps + Self.legacyOverlaps(in: table)
        let conflicts = overlaps.filter { $0.isAmbiguous && !isReportedElsewhere($0.first.owner, $0.second.owner) }
        var result = conflicts.prefix(Self.reportedConflictLimit).map(error(for:))
        if conflicts.count > Self.reportedConflictLimit {
            let first = conflicts[Self.reportedConflictLimit]
            result.append(
                .error(
                    .ambiguousRoutes,
                    "\(conflicts.count - Self.reportedConflictLimit) more pairs of ambiguous routes are not shown; \(conflicts.count) in all",
                    at: first.second.declaration.location
                )
            )
        }
        if listsResolvedOverlaps { result += overlaps.filter { !$0.isAmbiguous }.map(note(for:)) }
        return result
    }

    private func error(for overlap: RouteOverlap) -> Diagnostic {
        let earlier = overlap.first
        let later = overlap.second
        let reason =
            overlap.kind == .identical
            ? "\(earlier.quotedPath) and \(later.quotedPath) match exactly the same paths; remove one or make one more specific"
            : "neither is more specific: \(earlier.quotedPath) also matches \(example(earlier, without: later)),"
                + " and \(later.quotedPath) also matches \(example(later, without: earlier))"
        return .error(
            .ambiguousRoutes,
            "\(Self.pair(earlier.owner, later.owner)) are ambiguous: both match '\(ExamplePath.text(overlap.example))'",
            at: later.declaration.location,
            notes: [
                .init("'\(earlier.declaration.qualifiedName)' is declared here", at: earlier.declaration.location),
                .init(reason),
            ]
        )
    }

    /// The overlaps among the redirects that take an old scheme's or host's links, each pair once however many
    /// origins the two share.
    private static func legacyOverlaps(in table: RouteTable) -> [RouteOverlap] {
        var seen: Set<[String]> = []
        return table.legacyOrigins
            .flatMap { origin in
                OverlapAnalysis.overlaps(among: table.patterns(on: origin), caseSensitive: table.caseSensitive)
            }
            .filter { seen.insert([$0.first.declaration.qualifiedName, $0.second.declaration.qualifiedName]).inserted }
    }

    /// `routes 'a' and 'b'`, `route 'a' and redirect 'b'`, `redirects 'a' and 'b'`.
    private static func pair(_ first: LinkPattern, _ second: LinkPattern) -> String {
        let (firstName, secondName) = (first.declaration.qualifiedName, second.declaration.qualifiedName)
        switch (first, second) {
        case (.route, .route): return "routes '\(firstName)' and '\(secondName)'"
        case (.redirect, .redirect): return "redirects '\(firstName)' and '\(secondName)'"
        case (.route, .redirect), (.redirect, .route):
            return "\(first.kindName) '\(firstName)' and \(second.kindName) '\(secondName)'"
        }
    }

    private func example(_ shape: RouteOrder.Shape, without other: RouteOrder.Shape) -> String {
        shape.pattern.path(notIn: other.pattern).map { "'\(ExamplePath.text($0))'" } ?? "other paths"
    }

    private func note(for overlap: RouteOverlap) -> Diagnostic {
        let specific = overlap.first
        let general = overlap.second.declaration
        return .note(
            .routePrecedence,
            "\(specific.owner.kindName) '\(specific.declaration.qualifiedName)' takes precedence over '\(general.qualifiedName)' where both match, as on '\(ExamplePath.text(overlap.example))': \(specific.quotedPath) is more specific than \(overlap.second.quotedPath)",
            at: specific.declaration.location,
            notes: [.init("'\(general.qualifiedName)' is declared here", at: general.location)]
        )
    }
}

private extension RouteOrder.Shape {
    /// The written pattern with each typed parameter's type, since names alone do not tell `/n/:value` from
    /// `/n/:value`: `'/n/:value(Int)'`, or for the short shape of an optional segment `'/a' (from '/a/:x?')`.
    var quotedPath: String {
        let declaration = declaration
        let written = declaration.path.split(separator: "/").map(String.init)
        let typed = zip(written, declaration.segments)
            .map { piece, segment -> String in
                guard case .parameter(let index) = segment,
                    let type = declaration.parameters[index].type.patternAnnotation
                else { return piece }
                return piece.hasSuffix("?") ? piece.dropLast() + "(\(type))?" : piece + "(\(type))"
            }
        let full = "/" + typed.joined(separator: "/")
        return segments.count == declaration.segments.count
            ? "'\(full)'" : "'/\(typed.prefix(segments.count).joined(separator: "/"))' (from '\(full)')"
    }
}

private extension ValueType {
    var patternAnnotation: String? {
        switch self {
        case .string, .stringList: return nil
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .enumeration(let enumeration): return enumeration.cases.map(\.rawValue).joined(separator: "|")
        }
    }
}
