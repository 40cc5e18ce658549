/// Reads a feature spec that an app spec mounts: its text and the name its diagnostics use, from its path as the app
/// spec at `appSpecPath` writes it, or why it cannot. The pipeline itself opens no file: the command line hands in a
/// reader of the file system or of a git revision, tests a table.
package typealias FeatureSpecSource =
    @Sendable (_ spec: String, _ appSpecPath: String) -> Result<(bytes: [UInt8], name: String), UnreadableFeatureSpec>

/// Why a feature spec could not be read, in words for the error at the app spec's `spec:`.
package struct UnreadableFeatureSpec: Error {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
}

/// An app spec and the feature specs it mounts, made into one document: each feature becomes a group of the app's
/// routes, named as the app names the feature, whose paths start with its mount. The model and the ambiguity proof
/// then see every link of the app at once, and each route keeps the place in its own spec where it was written.
struct FeatureComposition: ReportsDiagnostics {
    let log: DiagnosticLog

    /// Adds the routes of each feature `app` mounts: `source` gives a feature spec's text, `decode` reads and decodes
    /// it, reporting its problems at the feature spec's lines.
    func compose(
        _ app: inout SpecDocument,
        specPath: String,
        reading source: FeatureSpecSource,
        decode: (_ bytes: [UInt8], _ name: String) -> SpecDocument?
    ) {
        for mount in app.features {
            switch source(mount.spec.value, specPath) {
            case .failure(let unreadable):
                log.report(
                    .error(
                        .unreadableFile,
                        "cannot read the spec of feature '\(mount.name.value)': \(unreadable.reason)",
                        at: mount.spec.location
                    )
                )
            case .success(let (bytes, name)): if let feature = decode(bytes, name) { add(feature, at: mount, to: &app) }
            }
        }
    }

    /// Adds `feature`'s routes to `app` under `mount`, or reports why they cannot be.
    private func add(_ feature: consuming SpecDocument, at mount: FeatureMountDocument, to app: inout SpecDocument) {
        guard feature.feature?.value == true else {
            log.report(
                .error(
                    .notAFeatureSpec,
                    "'\(mount.spec.value)' is not a feature spec; a spec that an app mounts says 'feature: true'",
                    at: mount.spec.location,
                    notes: [.init("the spec starts here", at: feature.location)]
                )
            )
            return
        }
        if let taken = app.routes.value.first(where: { $0.name.value == mount.name.value }) {
            log.report(
                .error(
                    .nameClash,
                    "feature '\(mount.name.value)' has the name of one of the app's routes; rename one of them",
                    at: mount.name.location,
                    notes: [.init("the app's '\(mount.name.value)'", at: taken.name.location)]
                )
            )
            return
        }
        let routes = feature.routes
        feature.routes.value = []
        for var redirect in feature.redirects {
            redirect.target.value = mount.name.value + "." + redirect.target.value
            redirect.feature = mount.name.value
            app.redirects.append(redirect)
        }
        let group = GroupDocument(
            name: mount.name,
            auth: nil,
            navigation: nil,
            description: mount.description,
            routes: Located(
                withExamples(
                    namingParents(
                        in: routes.value,
                        under: mount.name.value,
                        among: Self.qualifiedNames(of: routes.value)
                    ),
                    as: ExampleLinks(app: app, mount: mount.mount)
                ),
                at: routes.location
            ),
            parent: nil,
            mount: mount.mount,
            featureCode: FeatureCodeReference(typeName: feature.name?.value ?? "", module: mount.module)
        )
        app.routes.value.append(.group(group))
    }

    /// A feature names its routes' parents among its own routes, from its root; in the app they are inside the
    /// feature's group. A parent outside the feature is reported here, where the feature's own words explain it,
    /// and dropped.
    private func namingParents(in entries: [RouteEntryDocument], under feature: String, among names: Set<String>)
        -> [RouteEntryDocument]
    {
        entries.map { entry in
            switch entry {
            case .route(var route):
                route.parent = route.parent.flatMap { inside(feature, $0, among: names, of: route.name.value) }
                return .route(route)
            case .group(var group):
                group.parent = group.parent.flatMap { inside(feature, $0, among: names, of: group.name.value) }
                group.routes.value = namingParents(in: group.routes.value, under: feature, among: names)
                return .group(group)
            }
        }
    }

    private func inside(_ feature: String, _ parent: ParentDocument, among names: Set<String>, of child: String)
        -> ParentDocument?
    {
        guard names.contains(parent.route.value) else {
            log.report(
                .error(
                    .featureParent,
                    "the parent '\(parent.route.value)' of '\(child)' is not a route of this feature; a feature's routes "
                        + "name parents among its own routes, by their names in its spec",
                    at: parent.route.location
                )
            )
            return nil
        }
        var named = parent
        named.route.value = feature + "." + parent.route.value
        return named
    }

    /// A feature's example paths as the app's links: on the app's first scheme (or host), under the mount and, for a
    /// mount under tabs, its first tab, which the example then gives as the route's `tab`.
    private struct ExampleLinks {
        let prefix: String
        let tab: String?

        init(app: SpecDocument, mount: MountDocument) {
            let origin =
                RouteTable.canonicalPrefix(schemes: app.schemes.map(\.value), hosts: app.hosts.map(\.value)) ?? ""
            tab = mount.tabs?.value.first?.value
            let segments = (tab.map { [$0] } ?? []) + mount.path.value.split(separator: "/").map(String.init)
            prefix = origin + segments.joined(separator: "/")
        }

        /// `ghost://weather/city?name=Oslo` for `/city?name=Oslo`.
        func link(_ path: String) -> String {
            let rest = path.dropFirst()
            return prefix + (rest.isEmpty || rest.hasPrefix("?") || rest.hasPrefix("#") ? "" : "/") + rest
        }

        func examples(_ examples: LinkExamplesDocument) -> LinkExamplesDocument {
            LinkExamplesDocument(
                opens: examples.opens.map { opening in
                    var values = opening.values
                    if let tab {
                        let place = opening.url.location
                        values.insert(
                            (Located(MountDocument.tabParameterName, at: place), Located(.text(tab), at: place)),
                            at: 0
                        )
                    }
                    return .init(url: Located(link(opening.url.value), at: opening.url.location), values: values)
                },
                rejects: examples.rejects.map { rejection in
                    .init(url: Located(link(rejection.url.value), at: rejection.url.location), error: rejection.error)
                }
            )
        }
    }

    private func withExamples(_ entries: [RouteEntryDocument], as links: ExampleLinks) -> [RouteEntryDocument] {
        entries.map { entry in
            switch entry {
            case .route(var route):
                route.examples = route.examples.map(links.examples)
                return .route(route)
            case .group(var group):
                group.routes.value = withExamples(group.routes.value, as: links)
                return .group(group)
            }
        }
    }

    /// Every name a parent may give: the qualified names of the routes and groups of `entries`.
    private static func qualifiedNames(of entries: [RouteEntryDocument], in groups: [String] = []) -> Set<String> {
        var names: Set<String> = []
        for entry in entries {
            let path = groups + [entry.name.value]
            names.insert(path.joined(separator: "."))
            if case .group(let group) = entry { names.formUnion(qualifiedNames(of: group.routes.value, in: path)) }
        }
        return names
    }
}
