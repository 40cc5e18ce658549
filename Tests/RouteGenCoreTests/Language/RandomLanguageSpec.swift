@testable import RouteGenCore

/// Random specs over the whole spec language: groups (nested, with defaults), tabs and every navigation, parents with
/// and without values, redirects with path and query values and old schemes and hosts, fallback, context,
/// constraints, examples that open and reject, activities and intents in each form, with random render options. Each
/// spec is meant to be accepted; it records the schema keys it uses as `SchemaKeys` names them (`route.parent`).
struct RandomLanguageSpec {
    /// The name of the spec's files, `L3`, which no other spec shares.
    var name: String
    /// The enum's name, from `LanguageNames.enumName`: the name of the spec's files, often, or `Route`.
    var enumName = ""
    /// Whether the spec says `caseSensitive: true`; otherwise a route's enum may spell its parent's values in other
    /// letter cases.
    var caseSensitive = false
    var yaml: String = ""
    var rendering: RenderChoices
    /// Every schema key the spec writes, once per place it is written.
    var usedKeys: [String] = []

    var tabs: [String] = []
    var schemes: [String] = []
    var hosts: [String] = []
    var routes: [LanguageRoute] = []
    var entries: [Entry] = []
    var counter = 0
    /// The route and group names taken at each level, by the level's groups joined with dots.
    var levelNames: [String: Set<String>] = [:]

    indirect enum Entry {
        case route(Int)
        case group(Group)
    }

    struct Group {
        var name: String
        var auth: Bool?
        var navigation: LanguageRoute.Navigation?
        var parent: String?
        var description: String?
        var entries: [Entry]
    }

    /// What the routes inside a group take from it: they write neither of these keys themselves.
    struct Inherited {
        var navigation: LanguageRoute.Navigation?
        var parent: String?
    }

    static func make(index: Int, using generator: inout SeededGenerator) -> RandomLanguageSpec {
        var spec = RandomLanguageSpec(name: "L\(index)", rendering: RenderChoices.random(using: &generator))
        spec.build(index: index, using: &generator)
        spec.usedKeys += spec.rendering.coverageNames
        return spec
    }

    /// The options that ask for every output the spec allows, the example tests in `module`.
    func renderOptions(module: String) -> RenderOptions {
        rendering.options(
            activities: usedKeys.contains("spec.activities"),
            intents: usedKeys.contains("route.intent"),
            module: module
        )
    }

    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return prefix + "\(counter)"
    }

    mutating func build(index: Int, using generator: inout SeededGenerator) {
        enumName = LanguageNames.enumName(for: name, using: &generator)
        var top = ["version: 1", "name: \(enumName)"]
        usedKeys += ["spec.version", "spec.name"]
        if let access = [nil, "public", "internal"].randomElement(using: &generator)! {
            top.append("access: \(access)")
            usedKeys += ["spec.access", "access: \(access)"]
        }
        let schemeChoice = Int.random(in: 0..<4, using: &generator)
        if schemeChoice != 0 {
            schemes = ["l\(index)"]
            top.append("schemes: [l\(index)]")
            usedKeys.append("spec.schemes")
        }
        if schemeChoice <= 1 {
            hosts = ["h\(index).example.com"]
            top.append("hosts: [h\(index).example.com]")
            usedKeys.append("spec.hosts")
        }
        if Bool.random(using: &generator) {
            caseSensitive = Bool.random(using: &generator)
            top.append("caseSensitive: \(caseSensitive)")
            usedKeys += ["spec.caseSensitive", "caseSensitive: \(caseSensitive)"]
        }
        if Int.random(in: 0..<3, using: &generator) > 0 {
            tabs = LanguageNames.tabs.filter { _ in Bool.random(using: &generator) }
            if tabs.isEmpty { tabs = ["home"] }
            if Bool.random(using: &generator),
                let name = LanguageNames.frameworkNamesInLowerCamel.randomElement(using: &generator),
                !tabs.contains(name)
            {
                tabs.append(name)
            }
            top.append("tabs: [\(tabs.joined(separator: ", "))]")
            usedKeys.append("spec.tabs")
        }
        // The first route has no required values, so that a fallback and a group's parent can be found.
        entries.append(.route(makeRoute(groups: [], inherited: Inherited(), bare: true, using: &generator)))
        for _ in 0..<Int.random(in: 2...6, using: &generator) {
            entries.append(makeEntry(groups: [], inherited: Inherited(), depth: 0, using: &generator))
        }
        let activities =
            Int.random(in: 0..<3, using: &generator) > 0 ? makeActivities(index: index, using: &generator) : nil
        addIntents(using: &generator)
        let redirects =
            Int.random(in: 0..<3, using: &generator) > 0 ? makeRedirects(index: index, using: &generator) : []
        addExamples(using: &generator)

        var lines = top + ["routes:"]
        usedKeys.append("spec.routes")
        for entry in entries { lines += self.lines(of: entry, indent: "  ", using: &generator) }
        if !redirects.isEmpty {
            lines += ["redirects:"] + redirects
            usedKeys.append("spec.redirects")
        }
        if Int.random(in: 0..<4, using: &generator) > 0 { lines += makeFallback(index: index, using: &generator) }
        if Bool.random(using: &generator) { lines += makeContext(using: &generator) }
        if let activities { lines += activities }
        yaml = lines.joined(separator: "\n") + "\n"
    }

    mutating func makeEntry(groups: [String], inherited: Inherited, depth: Int, using generator: inout SeededGenerator)
        -> Entry
    {
        guard depth < 2, Int.random(in: 0..<4, using: &generator) == 0 else {
            return .route(makeRoute(groups: groups, inherited: inherited, bare: false, using: &generator))
        }
        let level = groups.joined(separator: ".")
        let name =
            LanguageNames.awkward(
                from: LanguageNames.groups,
                avoiding: levelNames[level, default: []],
                using: &generator
            ) ?? fresh("g")
        levelNames[level, default: []].insert(name)
        var group = Group(name: name, entries: [])
        if Bool.random(using: &generator) { group.auth = Bool.random(using: &generator) }
        if Bool.random(using: &generator) {
            group.description = LanguageNames.prose("The \(group.name) group.", using: &generator)
        }
        var inside = inherited
        if inherited.navigation == nil, Bool.random(using: &generator) {
            // A parent for every route inside: one with no values to give, on which the group's routes may sit.
            let parents = routes.filter { route in
                route.requiredParameters.isEmpty && route.takesSingleValues && route.navigation.childNavigation != nil
            }
            if Bool.random(using: &generator), let parent = parents.randomElement(using: &generator) {
                group.parent = parent.qualifiedName
                inside.parent = parent.qualifiedName
                inside.navigation = parent.navigation.childNavigation
            } else {
                inside.navigation = randomNavigation(using: &generator)
            }
            group.navigation = inside.navigation
        }
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            group.entries.append(
                makeEntry(groups: groups + [group.name], inherited: inside, depth: depth + 1, using: &generator)
            )
        }
        return .group(group)
    }

    func randomNavigation(using generator: inout SeededGenerator) -> LanguageRoute.Navigation {
        var choices: [LanguageRoute.Navigation] = [.push, .sheet, .fullScreen, .action]
        for tab in tabs { choices += [.tab(tab), .pushTab(tab)] }
        return choices.randomElement(using: &generator)!
    }

    /// A route, its parent chosen before its parameters, so that it can carry the values its parent needs.
    mutating func makeRoute(groups: [String], inherited: Inherited, bare: Bool, using generator: inout SeededGenerator)
        -> Int
    {
        // The literal is the route's own, so no two paths overlap whatever the route is named.
        let literal = fresh("r")
        let level = groups.joined(separator: ".")
        let name =
            LanguageNames.awkward(
                from: LanguageNames.routes,
                avoiding: levelNames[level, default: []],
                using: &generator
            ) ?? literal
        levelNames[level, default: []].insert(name)
        var route = LanguageRoute(
            name: name,
            groups: groups,
            pieces: [literal],
            parameters: [],
            navigation: inherited.navigation ?? .push,
            writesNavigation: false
        )
        var parent: LanguageRoute?
        if inherited.parent == nil, Int.random(in: 0..<5, using: &generator) < 2 {
            parent =
                routes.filter { candidate in
                    guard candidate.takesSingleValues, let child = candidate.navigation.childNavigation else {
                        return false
                    }
                    return inherited.navigation == nil || inherited.navigation == child
                }
                .randomElement(using: &generator)
        }
        if let parent {
            route.navigation = parent.navigation.childNavigation!
            var link = LanguageRoute.Parent(
                route: parent.qualifiedName,
                values: [],
                spelledOut: Bool.random(using: &generator)
            )
            for needed in parent.requiredParameters {
                let key = Bool.random(using: &generator) ? needed.label : fresh("v")
                if key != needed.label { link.values.append((needed.label, key)) }
                route.pieces.append(nil)
                var value = needed.copy(key: key, place: .path(optional: false))
                // Values that differ only in case are the same where links ignore case: the parent gets its own case.
                if !caseSensitive, Bool.random(using: &generator) { value = value.recased(using: &generator) }
                route.parameters.append(value)
            }
            route.parent = link
        } else if inherited.navigation == nil, Bool.random(using: &generator) {
            route.navigation = randomNavigation(using: &generator)
        }
        route.writesNavigation =
            inherited.navigation == nil && (route.navigation != .push || Bool.random(using: &generator))
        let copied = route.parameters.count
        addParameters(to: &route, bare: bare, using: &generator)
        // A label the parent has too would give the parent that value, so awkward labels avoid the parent's.
        let parentLabels =
            routes.first { $0.qualifiedName == route.parent?.route ?? inherited.parent }?.parameters.map(\.label) ?? []
        for index in route.parameters.indices.dropFirst(copied) where route.parameters[index].takesName {
            let taken = Set(route.parameters.map(\.label) + parentLabels)
            if let label = LanguageNames.awkward(from: LanguageNames.labels, avoiding: taken, using: &generator) {
                route.parameters[index].name = label
            }
        }
        if Bool.random(using: &generator) { route.auth = Bool.random(using: &generator) }
        if Int.random(in: 0..<3, using: &generator) == 0 {
            route.description = LanguageNames.prose("Route \(name).", using: &generator)
        }
        if Bool.random(using: &generator) { route.title = LanguageNames.prose("Title \(literal)", using: &generator) }
        routes.append(route)
        return routes.count - 1
    }

    /// Literal segments, path parameters of every kind (an optional one or `**` only last), and query items.
    mutating func addParameters(to route: inout LanguageRoute, bare: Bool, using generator: inout SeededGenerator) {
        // A parent's unnamed `*` arrives as a parameter labelled `wildcard`, which a second `*` would repeat.
        var unnamedWildcard = route.parameters.contains { $0.label == "wildcard" }
        for _ in 0..<(bare ? 0 : Int.random(in: 0...3, using: &generator)) {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: route.pieces.append("s\(route.pieces.count)")
            case 1 where !unnamedWildcard && Bool.random(using: &generator):
                unnamedWildcard = true
                appendPathParameter(.random(key: nil, place: .wildcard, using: &generator), to: &route)
            case 1: appendPathParameter(.random(key: fresh("w"), place: .wildcard, using: &generator), to: &route)
            default:
                appendPathParameter(
                    .random(key: fresh("v"), place: .path(optional: false), using: &generator),
                    to: &route
                )
            }
        }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            appendPathParameter(.random(key: fresh("v"), place: .path(optional: true), using: &generator), to: &route)
        case 1 where !bare:
            let key = Bool.random(using: &generator) ? fresh("t") : nil
            appendPathParameter(.random(key: key, place: .rest, using: &generator), to: &route)
        default: break
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let presences: [LanguageParameter.Presence] =
                bare ? [.optional, .defaulted("")] : [.required, .optional, .optional, .defaulted("")]
            route.parameters.append(
                .random(key: fresh("q"), place: .query(presences.randomElement(using: &generator)!), using: &generator)
            )
        }
    }

    mutating func appendPathParameter(_ parameter: LanguageParameter, to route: inout LanguageRoute) {
        route.pieces.append(nil)
        let pathCount = route.pathParameters.count
        route.parameters.insert(parameter, at: pathCount)
    }

    // MARK: - Activities and intents

    mutating func makeActivities(index: Int, using generator: inout SeededGenerator) -> [String] {
        var lines = ["activities:", "  prefix: com.example.l\(index)"]
        usedKeys += ["spec.activities", "activities.prefix"]
        var titlesNeeded = false
        for key in ["handoff", "search", "prediction"] where Bool.random(using: &generator) {
            let value = Bool.random(using: &generator)
            lines.append("  \(key): \(value)")
            usedKeys += ["activities.\(key)", "\(key): \(value)"]
            if key != "handoff", value { titlesNeeded = true }
        }
        for routeIndex in routes.indices {
            var route = routes[routeIndex]
            let isAction = route.navigation == .action
            switch Int.random(in: 0..<(isAction ? 3 : 6), using: &generator) {
            case 0:
                route.activity = "true"
                usedKeys.append("activity: true")
            case 1:
                var entries: [String] = []
                if Bool.random(using: &generator) {
                    entries.append("type: com.example.l\(index).custom.\(route.literal)")
                    usedKeys.append("activity.type")
                }
                for key in ["handoff", "search", "prediction"] where Bool.random(using: &generator) {
                    let value = Bool.random(using: &generator)
                    entries.append("\(key): \(value)")
                    usedKeys += ["activity.\(key)", "\(key): \(value)"]
                }
                route.activity = entries.isEmpty ? "{ }" : "{ " + entries.joined(separator: ", ") + " }"
            case 2:
                route.activity = "false"
                usedKeys.append("activity: false")
            default: break
            }
            // A route offered to search or prediction needs a title; any route may be offered so.
            if titlesNeeded || route.activity?.contains(": true") == true {
                route.title = route.title ?? "Title \(route.literal)"
            }
            routes[routeIndex] = route
        }
        return lines
    }

    /// Intents on routes whose values App Intents can take, in each form; at most ten with phrases.
    mutating func addIntents(using generator: inout SeededGenerator) {
        var phrased = 0
        for index in routes.indices where Bool.random(using: &generator) {
            var route = routes[index]
            guard route.parameters.allSatisfy({ $0.type.isIntentType && $0.place != .rest }) else { continue }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                route.intent = "true"
                usedKeys.append("intent: true")
                route.title = route.title ?? "Title \(route.literal)"
            case 1 where phrased < 10, 2 where phrased < 10:
                phrased += 1
                let phrase = LanguageNames.prose("Open \(route.literal)", using: &generator) + " in ${applicationName}"
                var entries = ["phrases: [\(RandomHygieneSpec.yamlString(phrase))]", "image: star"]
                usedKeys += ["intent.phrases", "intent.image"]
                if Bool.random(using: &generator) || route.title == nil {
                    let title = LanguageNames.prose("Open the \(route.literal)", using: &generator)
                    entries.insert("title: \(RandomHygieneSpec.yamlString(title))", at: 0)
                    usedKeys.append("intent.title")
                }
                route.intent = "{ " + entries.joined(separator: ", ") + " }"
            default:
                let title = LanguageNames.prose("Open the \(route.literal)", using: &generator)
                route.intent = "{ title: \(RandomHygieneSpec.yamlString(title)) }"
                usedKeys.append("intent.title")
            }
            routes[index] = route
        }
    }
}
