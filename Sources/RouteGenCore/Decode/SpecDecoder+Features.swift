/// The keys that split one app's links across the specs of its feature modules.
extension SpecDecoder {
    /// A feature spec names its enum, leaves its access public and has none of the keys only an app spec has.
    func checkFeatureSpec(
        at location: SourceLocation,
        name: Located<String>?,
        access: Located<AccessLevel>?,
        in reader: KeyedMappingReader<SpecFormat.TopLevel>
    ) {
        if name == nil {
            error(
                .featureNeedsName,
                "a feature spec names its route enum, as in 'name: WeatherRoute': the app's code refers to it by that name",
                at: location
            )
        }
        if let access, access.value == .internal {
            error(
                .featureKeyNotAllowed,
                "a feature's generated code is public, for the app's module to use; leave 'access' out",
                at: access.location
            )
        }
        reportKeysOfAppSpecs(in: reader)
    }

    private func reportKeysOfAppSpecs(in reader: KeyedMappingReader<SpecFormat.TopLevel>) {
        for pair in reader.pairs {
            guard let key = pair.key.scalarText, SpecFormat.TopLevel(rawValue: key)?.isOnlyForApps == true else {
                continue
            }
            error(
                .featureKeyNotAllowed,
                "'\(key)' cannot be set in a feature spec; the app spec that mounts this feature decides it for all "
                    + "the app's links",
                at: pair.key.location
            )
        }
    }

    /// A feature's redirects take old links under its mount, on the app's schemes and hosts: the old ones are the
    /// app's, whose spec declares the redirects that take links on them.
    func withoutOldOrigins(_ redirects: [RedirectDocument]) -> [RedirectDocument] {
        redirects.map { redirect in
            guard let first = (redirect.schemes + redirect.hosts).first else { return redirect }
            error(
                .featureRedirectOrigin,
                "redirect '\(redirect.name.value)' of a feature takes links under the feature's mount only; a redirect "
                    + "of links on old schemes or hosts belongs in the app spec, with the route as 'feature.route'",
                at: first.location
            )
            var kept = redirect
            kept.schemes = []
            kept.hosts = []
            return kept
        }
    }

    /// `features: { weather: { spec: ../Weather/routes.yaml, mount: /weather } }`
    func features(_ node: YAMLNode) -> [FeatureMountDocument] {
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "'features' must be a mapping from feature name to its spec and mount, found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        var seen: Set<String> = []
        return pairs.compactMap { pair in
            // A repeated key was reported by the reader; the first one counts.
            guard let name = pair.key.scalarText, seen.insert(name).inserted else { return nil }
            return featureMount(named: Located(name, at: pair.key.location), pair.value)
        }
    }

    private func featureMount(named name: Located<String>, _ node: YAMLNode) -> FeatureMountDocument? {
        guard let reader = mapping(node, what: "feature '\(name.value)'", keys: SpecFormat.FeatureMount.self) else {
            return nil
        }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "feature '\(name.value)'"))
        let spec = reader[.spec].flatMap { string($0, what: "'spec'") }
        let mount = reader[.mount].flatMap { string($0, what: "'mount'") }
        let description = reader[.description].flatMap { string($0, what: "'description'") }
        let module = reader[.module].flatMap { string($0, what: "'module'") }
        let tabs = reader[.tabs].map { Located(stringList($0, what: "'tabs'"), at: $0.location) }
        var tab = reader[.tab].flatMap { string($0, what: "'tab'") }
        if let shownIn = tab, let tabs {
            reportTabAndTabs(of: name.value, tab: shownIn, tabs: tabs)
            tab = nil
        }
        for key in SpecFormat.FeatureMount.allCases
        where key.isRequired && reader[key] == nil && !reader.hasMisspelling(of: key) {
            let meaning =
                key == .spec
                ? "the path of the feature's spec, relative to this file"
                : "the path its links start with, such as '/\(name.value)'"
            error(.missingKey, "feature '\(name.value)' needs '\(key.rawValue)': \(meaning)", at: name.location)
        }
        guard let spec, let mount else { return nil }
        return FeatureMountDocument(
            name: name,
            spec: spec,
            mount: MountDocument(path: mount, isQuoted: Self.isQuoted(reader[.mount]), tabs: tabs, tab: tab),
            module: module,
            description: description
        )
    }

    /// A mount's links either start with its path and show in one tab, or name their tab before the path.
    private func reportTabAndTabs(of feature: String, tab: Located<String>, tabs: Located<[Located<String>]>) {
        error(
            .invalidMount,
            "feature '\(feature)' has both 'tab' and 'tabs'; keep 'tab' for links that start with the mount and show "
                + "in tab '\(tab.value)', or 'tabs' for links that name their tab before the mount",
            at: tab.location,
            notes: [.init("'tabs' is here", at: tabs.location)]
        )
    }
}

extension SpecDecoder {
    /// `entries` without what a feature's routes cannot say, yet or at all, each reported once here: tabs are the
    /// app's, activities and intents are app-wide types, which a feature spec does not know, and an example is a
    /// path under the mount, since the scheme and host are the app's.
    func withoutAppChoices(_ entries: [RouteEntryDocument]) -> [RouteEntryDocument] {
        entries.map { entry in
            switch entry {
            case .group(var group):
                if reportsTabNavigation(group.navigation, of: group.name.value) { group.navigation = nil }
                group.routes.value = withoutAppChoices(group.routes.value)
                return .group(group)
            case .route(var route):
                if reportsTabNavigation(route.navigation, of: route.name.value) { route.navigation = nil }
                let notYet = "which feature specs do not support yet, as its types are the app's"
                let links = (route.examples?.opens.map(\.url) ?? []) + (route.examples?.rejects.map(\.url) ?? [])
                for link in links where !link.value.hasPrefix("/") {
                    error(
                        .featureExampleLink,
                        "a feature's example link is a path under its mount, such as '/city?name=Oslo': the scheme, "
                            + "host and mount are the app's",
                        at: link.location
                    )
                }
                if let intent = route.intent {
                    error(
                        .featureKeyNotAllowed,
                        "route '\(route.name.value)' has an 'intent', \(notYet)",
                        at: intent.location
                    )
                }
                switch route.activity {
                case .included(_, _, let location)?, .excluded(let location)?:
                    error(
                        .featureKeyNotAllowed,
                        "route '\(route.name.value)' has an 'activity', \(notYet)",
                        at: location
                    )
                case nil: break
                }
                if !links.allSatisfy({ $0.value.hasPrefix("/") }) { route.examples = nil }
                route.intent = nil
                route.activity = nil
                return .route(route)
            }
        }
    }

    private func reportsTabNavigation(_ navigation: Located<NavigationDocument>?, of name: String) -> Bool {
        switch navigation?.value {
        case .selectTab(let tab)?, .pushInTab(let tab)?:
            error(
                .featureTab,
                "'\(name)' names the tab '\(tab.value)', but tabs are the app's: a feature's screens are pushed, "
                    + "presented or run as actions, on the tab the app shows the feature in",
                at: tab.location
            )
            return true
        default: return false
        }
    }
}
