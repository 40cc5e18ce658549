/// How a comparison reports the changes that keep every link working but break the app's Swift code: a renamed or
/// moved case, changed associated values, a removed tab or redirect, another enum name, narrower access.
package enum SourceChangePolicy: String, CaseIterable, Sendable {
    /// Not reported.
    case ignore
    /// Notes, which never fail a run: the compiler shows the app what to change anyway.
    case note
    /// Warnings, which `--warnings-as-errors` turns into errors.
    case warning
    /// Errors, for generated code other modules or packages use, which the app's own build does not compile.
    case error
}

/// The changes that break the app's Swift code, each reported where it is made, in the new spec when it can be.
struct SourceChanges {
    let old: RouteTable
    let new: RouteTable
    let correspondence: RouteCorrespondence

    /// A change found, before the policy gives it a severity.
    private typealias Found = (message: String, location: SourceLocation)

    /// `brokenPatterns` holds the patterns of the earlier spec whose links already break: their removal is reported
    /// once, as a broken link.
    func diagnostics(as policy: SourceChangePolicy, brokenPatterns: Set<ObjectIdentifier>) -> [Diagnostic] {
        let severity: Diagnostic.Severity
        switch policy {
        case .ignore: return []
        case .note: severity = .note
        case .warning: severity = .warning
        case .error: severity = .error
        }
        var found: [Found] = []
        if old.enumName != new.enumName {
            found.append(
                (
                    "the route enum is '\(new.enumName)' now, not '\(old.enumName)'; app code that names '\(old.enumName)' no longer compiles",
                    new.location
                )
            )
        }
        if old.isPublic, !new.isPublic {
            found.append(
                (
                    "the generated code is internal now, not public; code in other modules that uses '\(new.enumName)' no longer compiles",
                    new.location
                )
            )
        }
        found += routeChanges(sparing: brokenPatterns)
        let oldTabType = GeneratedNames(enumName: old.enumName).tabTypeName
        for tab in old.tabs where !new.tabs.contains(tab) {
            found.append(
                ("tab '\(tab)' is removed; app code that names \(oldTabType).\(tab) no longer compiles", new.location)
            )
        }
        let newRedirects = Set(new.redirects.map(\.declaration.name))
        for redirect in old.redirects.map(\.declaration)
        where !newRedirects.contains(redirect.name) && !brokenPatterns.contains(ObjectIdentifier(redirect)) {
            found.append(
                (
                    "redirect '\(redirect.name)' is removed; app code that matches .redirected(_, from: .\(redirect.name)) no longer compiles",
                    redirect.location
                )
            )
        }
        return found.map { Diagnostic(.sourceBreakingChange, severity, $0.message, at: $0.location) }
    }

    /// Each route of the earlier spec that is removed (unless its links already break), renamed or given other
    /// associated values, at the place a reader fixes it.
    private func routeChanges(sparing brokenPatterns: Set<ObjectIdentifier>) -> [Found] {
        var found: [Found] = []
        for route in old.allRoutes {
            guard let counterpart = correspondence.counterpart(of: route) else {
                if !brokenPatterns.contains(ObjectIdentifier(route.declaration)) {
                    found.append(
                        (
                            "route '\(route.qualifiedName)' is removed; app code that names \(old.enumName)\(route.swiftCase) no longer compiles",
                            route.location
                        )
                    )
                }
                continue
            }
            if route.caseName != counterpart.caseName || route.groupPath != counterpart.groupPath {
                found.append(
                    (
                        "route '\(route.qualifiedName)' is '\(counterpart.qualifiedName)' now; app code that names \(old.enumName)\(route.swiftCase) no longer compiles, it is \(new.enumName)\(counterpart.swiftCase)",
                        counterpart.location
                    )
                )
            }
            if !Self.sameValues(route, counterpart) {
                let (before, after) = (Self.values(of: route), Self.values(of: counterpart))
                found.append(
                    (
                        "route '\(counterpart.qualifiedName)' has the associated values (\(after)) now, not (\(before)); app code that makes or matches it no longer compiles",
                        counterpart.location
                    )
                )
            }
        }
        return found
    }

    /// Whether the associated values have the same labels and Swift types, in the same order.
    private static func sameValues(_ old: Route, _ new: Route) -> Bool {
        guard old.parameters.count == new.parameters.count else { return false }
        return zip(old.parameters, new.parameters)
            .allSatisfy { old, new in
                guard old.label == new.label, (old.presence == .optional) == (new.presence == .optional) else {
                    return false
                }
                switch (old.type, new.type) {
                case (.enumeration(let oldType), .enumeration(let newType)): return oldType.typeName == newType.typeName
                default: return old.type == new.type
                }
            }
    }

    /// `userId: String, tab: Section?`: the labels and Swift types of a route's associated values.
    private static func values(of route: Route) -> String {
        route.parameters.map { "\($0.label): \($0.swiftTypeName())" }.joined(separator: ", ")
    }
}
