/// An app spec and the feature specs it mounts, made into one document: each feature becomes a group of the app's
/// routes, named as the app names the feature, whose paths start with its mount. The model and the ambiguity proof
/// then see every link of the app at once, and each route keeps the place in its own spec where it was written.
struct FeatureComposition: CollectsDiagnostics {
    var diagnostics: [Diagnostic] = []

    /// Adds `feature`'s routes to `app` under `mount`, or reports why they cannot be.
    mutating func add(_ feature: consuming SpecDocument, at mount: FeatureMountDocument, to app: inout SpecDocument) {
        guard feature.feature?.value == true else {
            diagnostics.append(
                .error(
                    "'\(mount.spec.value)' is not a feature spec; a spec that an app mounts says 'feature: true'",
                    at: mount.spec.location,
                    notes: [.init("the spec starts here", at: feature.location)]
                )
            )
            return
        }
        if let taken = app.routes.value.first(where: { $0.name.value == mount.name.value }) {
            diagnostics.append(
                .error(
                    "feature '\(mount.name.value)' has the name of one of the app's routes; rename one of them",
                    at: mount.name.location,
                    notes: [.init("the app's '\(mount.name.value)'", at: taken.name.location)]
                )
            )
            return
        }
        let routes = feature.routes
        feature.routes.value = []
        let group = GroupDocument(
            name: mount.name,
            auth: nil,
            navigation: nil,
            description: mount.description,
            routes: Located(Self.namingParents(in: routes.value, under: mount.name.value), at: routes.location),
            parent: nil,
            mount: mount.mount
        )
        app.routes.value.append(.group(group))
    }

    /// A feature names its routes' parents from its own root; in the app they are inside the feature's group.
    private static func namingParents(in entries: [RouteEntryDocument], under feature: String) -> [RouteEntryDocument] {
        entries.map { entry in
            switch entry {
            case .route(var route):
                route.parent = route.parent.map { Self.inside(feature, $0) }
                return .route(route)
            case .group(var group):
                group.parent = group.parent.map { Self.inside(feature, $0) }
                group.routes.value = namingParents(in: group.routes.value, under: feature)
                return .group(group)
            }
        }
    }

    private static func inside(_ feature: String, _ parent: ParentDocument) -> ParentDocument {
        var named = parent
        named.route.value = feature + "." + parent.route.value
        return named
    }
}
