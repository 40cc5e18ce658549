#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The apple-app-site-association file that lets iOS open the spec's https links in the app.
package enum AppSiteAssociation {
    package struct Output: Sendable {
        package var diagnostics: [Diagnostic]
        /// The JSON text; nil whenever `diagnostics` has an error.
        package var json: String?
    }

    /// Why `appID` cannot be an app identifier (a 10-character team ID, a dot, a bundle identifier), or nil.
    package static func problem(withAppID appID: String) -> String? {
        let parts = appID.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isTeamID = parts[0].count == 10 && parts[0].allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
        let isBundleID =
            parts.count == 2
            && parts[1].split(separator: ".", omittingEmptySubsequences: false)
                .allSatisfy { part in
                    !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                }
        guard isTeamID, isBundleID else {
            return
                "'\(appID)' is not an app ID; write the team ID, a dot and the bundle ID, such as ABCDE12345.com.example.app"
        }
        return nil
    }

    /// One `applinks` detail for `appIDs` with a component per route pattern, most specific first because iOS uses
    /// the first component that matches. Every route and redirect is a universal link when the spec has `hosts`.
    /// With `legacyHost`, an old host that redirects list, it writes that host's file instead: the patterns of the
    /// redirects that take its links.
    package static func json(for table: RouteTable, appIDs: [String], legacyHost: String? = nil) -> Output {
        let patterns: [LinkPattern]
        if let legacyHost {
            let origin = LinkOrigin.host(legacyHost.asciiLowercased)
            guard table.legacyOrigins.contains(origin) else {
                let oldHosts = table.legacyOrigins.compactMap { origin -> String? in
                    if case .host(let host) = origin { return host } else { return nil }
                }
                let reason =
                    table.hosts.contains(legacyHost.asciiLowercased)
                    ? "is one of the spec's own hosts, whose file is the one written without --host"
                    : "is no redirect's old host; "
                        + (oldHosts.isEmpty
                            ? "no redirect lists 'hosts'" : "they are " + oldHosts.joined(separator: ", "))
                return Output(
                    diagnostics: [.error(.invalidHost, "--host '\(legacyHost)' \(reason)", at: table.location)],
                    json: nil
                )
            }
            patterns = table.patterns(on: origin)
        } else {
            guard !table.hosts.isEmpty else {
                return Output(
                    diagnostics: [
                        .error(
                            .outputNotApplicable,
                            "the spec has no 'hosts', so no https link can open the app; list the web domains under 'hosts:' "
                                + "to publish an apple-app-site-association file",
                            at: table.location
                        )
                    ],
                    json: nil
                )
            }
            patterns = table.allPatterns
        }
        let order = RouteOrder(patterns: patterns, caseSensitive: table.caseSensitive)
        let detail: JSONValue = [
            "appIDs": .array(appIDs.map(JSONValue.string)),
            "components": .array(components(of: order, caseSensitive: table.caseSensitive)),
        ]
        return Output(diagnostics: [], json: JSONText.pretty(["applinks": ["details": [detail]]]))
    }

    /// A path pattern, its required query items, and the routes it stands for.
    private struct Component {
        var path: String
        var query: [String: String]
        var comments: [String]
    }

    /// Each component's members in the order of their keys' bytes (`/`, `?`, `caseSensitive`, `comment`), so the file
    /// reads the same on every platform.
    private static func components(of order: RouteOrder, caseSensitive: Bool) -> [JSONValue] {
        var components: [Component] = []
        // AASA tries components in order, like the generated matcher tries shapes.
        for entry in order.allShapes() {
            let declaration = entry.declaration
            let query = Dictionary(
                uniqueKeysWithValues: declaration.parameters.filter { $0.isQuery && $0.presence == .required }
                    .map { (CanonicalLink.percentEncoded($0.name), AASAPattern.queryValue(for: $0)) }
            )
            let comment = "\(declaration.qualifiedName): \(declaration.path)"
            for path in AASAPattern.paths(of: entry.segments, in: declaration) {
                // Routes that differ only in parameter types, such as /articles/:id (Int) and /articles/:slug, share one pattern.
                if let index = components.firstIndex(where: { $0.path == path && $0.query == query }) {
                    if !components[index].comments.contains(comment) { components[index].comments.append(comment) }
                } else {
                    components.append(Component(path: path, query: query, comments: [comment]))
                }
            }
        }
        return components.map { component in
            var members = [JSONValue.Member(key: "/", value: .string(component.path))]
            if !component.query.isEmpty {
                let items = component.query.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                members.append(
                    .init(key: "?", value: .object(items.map { .init(key: $0.key, value: .string($0.value)) }))
                )
            }
            // AASA compares case-sensitively unless told otherwise.
            if !caseSensitive { members.append(.init(key: "caseSensitive", value: false)) }
            members.append(.init(key: "comment", value: .string(component.comments.joined(separator: "; "))))
            return .object(members)
        }
    }
}
