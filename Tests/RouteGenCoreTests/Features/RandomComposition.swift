import Foundation

/// A random app spec that mounts one or two random feature specs: the features' routes with parameters of every
/// type a link carries, parents, sheets, full-screen covers, actions, examples and old links; the app's mounts with
/// and without tabs, or with the one tab their pushed screens show in, tab roots that require sign-in, its own routes with activities and intents, and a redirect into
/// a feature. Names carry the
/// composition's index, so that several compositions build together: every first feature in module `Shop`, every
/// second in module `NewsKit`, every app in one module.
struct RandomComposition {
    struct Feature {
        /// The key of the app's `features:` entry.
        var key: String
        var module: String
        var enumName: String
        var path: String
        var yaml: String
    }

    var index: Int
    var appName: String
    var appPath: String
    var appYAML: String
    var features: [Feature]
    var activities: Bool
    var intents: Bool

    var featureSpecs: [String: String] { Dictionary(uniqueKeysWithValues: features.map { ($0.path, $0.yaml) }) }

    /// A type name of Swift's or the frameworks' for composition `index`'s shop feature (`Data`), which the app's
    /// files import beside it, each index its own, since every composition's shop feature is in one module.
    static func frameworkEnumName(index: Int) -> String {
        let names = LanguageNames.frameworkEnumNames.filter { $0 != "Shop" && $0.first?.isUppercase == true }
        return names[(index * 7919) % names.count]
    }

    static func make(index: Int, using generator: inout SeededGenerator) -> RandomComposition {
        let folder = "C\(index)"
        var features = [
            Feature(
                key: "shop",
                module: "Shop",
                enumName: Int.random(in: 0..<4, using: &generator) == 0
                    ? frameworkEnumName(index: index) : "C\(index)ShopRoute",
                path: "\(folder)/Shop/routes.yaml",
                yaml: ""
            )
        ]
        if Bool.random(using: &generator) {
            features.append(
                Feature(
                    key: "news",
                    module: "NewsKit",
                    enumName: "C\(index)NewsRoute",
                    path: "\(folder)/News/routes.yaml",
                    yaml: ""
                )
            )
        }
        var featureRoutes: [String: [RandomFeatureRoute]] = [:]
        for position in features.indices {
            let routes = RandomFeatureRoute.routes(using: &generator)
            featureRoutes[features[position].key] = routes
            features[position].yaml = featureSpec(named: features[position].enumName, routes, using: &generator)
        }
        let tabs = Bool.random(using: &generator) ? ["home", "more"] : []
        let activities = Bool.random(using: &generator)
        let intents = Bool.random(using: &generator)
        var lines = ["version: 1", "name: Composition\(index)Route", "schemes: [comp\(index)]"]
        if Bool.random(using: &generator) { lines.append("hosts: [comp\(index).example.com]") }
        if !tabs.isEmpty { lines.append("tabs: [\(tabs.joined(separator: ", "))]") }
        if activities { lines.append("activities: { prefix: com.example.comp\(index) }") }
        lines.append("features:")
        var mountTabs: [String: [String]] = [:]
        for feature in features {
            let mount = feature.key == "shop" && Bool.random(using: &generator) ? "/store/shop" : "/\(feature.key)"
            lines += ["  \(feature.key):", "    spec: ../\(feature.path.split(separator: "/")[1])/routes.yaml"]
            lines.append("    mount: \(mount)")
            if !tabs.isEmpty && Bool.random(using: &generator) {
                let listed = Bool.random(using: &generator) ? tabs : [tabs[1]]
                mountTabs[feature.key] = listed
                lines.append("    tabs: [\(listed.joined(separator: ", "))]")
            } else if !tabs.isEmpty && Bool.random(using: &generator) {
                // Links that start with the mount, whose pushed screens show in one tab, perhaps a gated one.
                lines.append("    tab: \(tabs.randomElement(using: &generator) ?? tabs[0])")
            }
            if feature.module != "Shop" { lines.append("    module: \(feature.module)") }
            if Bool.random(using: &generator) { lines.append("    description: The \(feature.key) feature's screens.") }
        }
        lines.append("routes:")
        lines += ["  home:", "    path: /"]
        if !tabs.isEmpty { lines.append("    navigation: { tab: home }") }
        let homeEnd = lines.count
        lines += [
            "  account:", "    path: /account/:accountId/profile", "    params: { accountId: { type: Int, min: 1 } }",
        ]
        lines.append("    title: Account")
        if !tabs.isEmpty { lines.append("    navigation: { push: more }") }
        if intents { lines.append("    intent: true") }
        if Bool.random(using: &generator) {
            // A parameter where a mount has a literal: not under the mount, so the feature's routes win there.
            lines += ["  section:", "    path: /:section/overview", "    navigation: sheet"]
            if activities { lines.append("    activity: false") }
        }
        if let feature = features.randomElement(using: &generator), Int.random(in: 0..<3, using: &generator) == 0 {
            // An enum named like a feature's route enum (`C3ShopRoute`), which would hide the feature's type in the
            // app's code: its type takes another name.
            let label = feature.enumName.prefix(1).lowercased() + feature.enumName.dropFirst()
            lines += [
                "  pick:", "    path: /pick", "    query: { \(label): { enum: [first, second], optional: true } }",
            ]
        }
        if let target = featureRoutes["shop"]?.first(where: \.takesNoValue) {
            lines += ["redirects:", "  oldShop:"]
            if let listed = mountTabs["shop"] {
                lines += [
                    "    path: /:tab/old-shop", "    params: { tab: { enum: [\(listed.joined(separator: ", "))] } }",
                ]
            } else {
                lines.append("    path: /old-shop")
            }
            lines.append("    to: shop.\(target.name)")
        }
        if !tabs.isEmpty {
            // Tab roots that require sign-in, which the screens pushed onto those tabs inherit, the features' too.
            var gatedRoots = Bool.random(using: &generator) ? ["    auth: true"] : []
            if Bool.random(using: &generator) {
                gatedRoots += ["  more:", "    path: /more", "    auth: true", "    navigation: { tab: more }"]
            }
            lines.insert(contentsOf: gatedRoots, at: homeEnd)
        }
        return RandomComposition(
            index: index,
            appName: "Composition\(index)Route",
            appPath: "\(folder)/App/routes.yaml",
            appYAML: lines.joined(separator: "\n") + "\n",
            features: features,
            activities: activities,
            intents: intents
        )
    }

    private static func featureSpec(
        named name: String,
        _ routes: [RandomFeatureRoute],
        using generator: inout SeededGenerator
    ) -> String {
        var lines = ["version: 1", "name: \(name)", "feature: true", "routes:"]
        for route in routes { lines += route.yaml(withExample: Bool.random(using: &generator)) }
        let redirectable = routes.filter { !$0.query.contains { $0.isRequired } && $0.navigation != "action" }
        if let target = redirectable.randomElement(using: &generator), Bool.random(using: &generator) {
            lines += ["redirects:", "  oldLink:", "    path: /legacy\(target.path == "/" ? "" : target.path)"]
            if !target.pathParameters.isEmpty {
                lines.append("    params:")
                lines += target.pathParameters.map { "      \($0.key): \($0.declaration)" }
            }
            lines.append("    to: \(target.name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A route of a random feature spec, with a sample link's path and the values it gives, for its example.
struct RandomFeatureRoute {
    struct Parameter {
        var key: String
        var declaration: String
        var sampleText: String
        var exampleValue: String
        var isRequired: Bool
    }

    var name: String
    var path: String
    var pathParameters: [Parameter]
    var query: [Parameter]
    var navigation: String
    var parent: String?
    var auth: Bool

    var takesNoValue: Bool { pathParameters.isEmpty && !query.contains { $0.isRequired } && navigation != "action" }

    /// Route names, among them Swift keywords, which the generated code must escape.
    static let names = ["list", "default", "where", "photos", "detail", "info"]
    /// Names `check` refuses for a feature's route, at the route: now and then one replaces a route's name.
    static let refusedNames = ["match", "linkParts", "stack", "self"]

    static func routes(using generator: inout SeededGenerator) -> [RandomFeatureRoute] {
        var routes: [RandomFeatureRoute] = []
        var names = Self.names.shuffled(using: &generator)
        if Int.random(in: 0..<12, using: &generator) == 0 {
            names[Int.random(in: 0..<4, using: &generator)] = refusedNames.randomElement(using: &generator)!
        }
        for index in 0..<Int.random(in: 1...4, using: &generator) {
            let name = names[index]
            // A child extends its parent's path and takes its values, and is shown as its parent is.
            let parent = routes.filter { $0.navigation != "action" && !$0.query.contains(where: \.isRequired) }
                .randomElement(using: &generator).flatMap { Bool.random(using: &generator) ? $0 : nil }
            var route = RandomFeatureRoute(
                name: name,
                path: parent.map { $0.path == "/" ? "" : $0.path } ?? "",
                pathParameters: parent?.pathParameters ?? [],
                query: [],
                navigation: parent?.navigation ?? ["push", "push", "sheet", "fullScreen", "action"]
                    .randomElement(using: &generator)!,
                parent: parent?.name,
                auth: Bool.random(using: &generator) && Bool.random(using: &generator)
            )
            if index == 0 && parent == nil && Bool.random(using: &generator) {
                route.path = "/"
            } else {
                route.path += "/\(names[index])"
                if Bool.random(using: &generator) {
                    let parameter = Self.parameter(key: "\(name)Id", query: false, using: &generator)
                    route.path += "/:\(parameter.key)"
                    route.pathParameters.append(parameter)
                }
            }
            if Int.random(in: 0..<3, using: &generator) == 0 {
                route.query.append(Self.parameter(key: "q\(index)", query: true, using: &generator))
            }
            routes.append(route)
        }
        return routes
    }

    /// A parameter of a random type; in the query, required, optional or with a default.
    static func parameter(key: String, query: Bool, using generator: inout SeededGenerator) -> Parameter {
        let kinds: [(type: String, sample: String, example: String)] = [
            ("String", "abc", "abc"), ("{ type: Int, min: 1 }", "7", "7"), ("Double", "2.5", "2.5"),
            ("Bool", "true", "true"),
            ("UUID", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            ("{ enum: [red, green] }", "green", "green"),
        ]
        let kind = kinds.randomElement(using: &generator)!
        guard query else {
            return Parameter(
                key: key,
                declaration: kind.type,
                sampleText: kind.sample,
                exampleValue: kind.example,
                isRequired: true
            )
        }
        let braced = kind.type.hasPrefix("{") ? String(kind.type.dropFirst(2).dropLast(2)) : "type: \(kind.type)"
        // A UUID has no default: no text of the spec is one every run would agree on.
        switch Int.random(in: 0..<(kind.type == "UUID" ? 2 : 3), using: &generator) {
        case 0:
            return Parameter(
                key: key,
                declaration: kind.type,
                sampleText: kind.sample,
                exampleValue: kind.example,
                isRequired: true
            )
        case 1:
            return Parameter(
                key: key,
                declaration: "{ \(braced), optional: true }",
                sampleText: kind.sample,
                exampleValue: kind.example,
                isRequired: false
            )
        default:
            return Parameter(
                key: key,
                declaration: "{ \(braced), default: \(kind.sample) }",
                sampleText: kind.sample,
                exampleValue: kind.example,
                isRequired: false
            )
        }
    }

    func yaml(withExample: Bool) -> [String] {
        var lines = ["  \(name):", "    path: \(path)"]
        if !pathParameters.isEmpty {
            lines.append("    params:")
            lines += pathParameters.map { "      \($0.key): \($0.declaration)" }
        }
        if !query.isEmpty {
            lines.append("    query:")
            lines += query.map { "      \($0.key): \($0.declaration)" }
        }
        if navigation != "push" { lines.append("    navigation: \(navigation)") }
        if let parent { lines.append("    parent: \(parent)") }
        if auth { lines.append("    auth: true") }
        if withExample {
            var link = path
            for parameter in pathParameters {
                link = link.replacingOccurrences(of: ":\(parameter.key)", with: parameter.sampleText)
            }
            let required = query.filter(\.isRequired)
            if !required.isEmpty { link += "?" + required.map { "\($0.key)=\($0.sampleText)" }.joined(separator: "&") }
            let values = (pathParameters + required).map { "\($0.key): \($0.exampleValue)" }
            let given = values.isEmpty ? "{}" : "{ \(values.joined(separator: ", ")) }"
            lines += ["    examples:", "      opens:", "        \(link): \(given)"]
        }
        return lines
    }
}
