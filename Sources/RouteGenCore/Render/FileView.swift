// The typed view model the templates lay out. Every decision about the generated code is made while building these
// values (see `FileViewBuilder`); the templates only place the strings. Property names are the template keys.

struct FileView: TemplateObject {
    /// The first lines, the access level placed before every declaration, and the route enum's name, as every
    /// generated file has them.
    var heading: FileHeading
    /// The names of the generated types, given here once: templates look a name up outwards from wherever they are.
    var navigationTypeName: String
    var resolutionErrorTypeName: String
    var destinationsProtocolName: String
    var actionsProtocolName: String
    var linksNamespaceName: String
    var urlReaderNamespaceName: String
    /// Whether the file imports routegen's URL reader from the `RouteURLReader` library instead of carrying a copy.
    var importsReader: Bool
    var resolutionTypeName: String
    var contextTypeName: String
    var sourceTypeName: String
    var pendingLinkTypeName: String
    var redirectTypeName: String
    var tabType: TabTypeView?
    var rootEnum: EnumDeclarationView
    /// Group enums, declared in extensions of their parent so nesting needs no recursive template.
    var groupEnums: [EnumDeclarationView]
    /// The root level and every group level, each with its switches.
    var levels: [LevelMembersView]
    /// One per route that shows a screen.
    var destinationMethods: [DestinationMethodView]
    /// One per action route of the file's own; empty when it has none.
    var actionMethods: [DestinationMethodView]
    /// Whether any route, the mounted features' included, is an action: the file then declares the actions protocol.
    var hasActionRoutes: Bool
    var matching: MatchingView
    /// The redirects' enum cases: the spec's, and in an app, those of the features it mounts.
    var redirects: [RedirectCaseView]
    /// The link outcome types, when the spec's redirects, fallback or context or the project's options ask for them.
    var linkOutcomes: LinkOutcomesView?
    var support: SupportView
    /// Empty unless the routes are `Codable`: then the root level and every group level.
    var codableLevels: [CodableLevelView]
    /// Whether the file is a feature module's: its routes are matched under the mount an app gives them, and the
    /// app's code writes their URLs.
    var isFeature: Bool
    /// The features the app mounts, whose own generated code declares, matches and writes their routes.
    var mountedFeatures: [MountedFeatureView]
    /// The modules of `mountedFeatures`, each once, which the file imports.
    var featureImports: [String]

    var hasMountedFeatures: Bool { !mountedFeatures.isEmpty }

    var hasTabs: Bool { tabType != nil }
    /// Whether the spec has hosts, so that each route has an https `webURL`.
    var hasWebURL: Bool { support.webURLPrefix != nil }
    /// Whether the spec has redirects, which matching notes and outcomes name.
    var hasRedirects: Bool { !redirects.isEmpty }
    /// Whether redirects take links on old schemes or hosts, which matching notes.
    var hasLegacyOrigins: Bool { !matching.legacyOrigins.isEmpty }
}

/// A feature an app mounts, as the app's code refers to it.
struct MountedFeatureView: TemplateObject {
    /// The app route's case that holds the feature's routes, and the destinations' property of its screens.
    var caseName: String
    /// The feature's route enum: `WeatherRoute`.
    var typeName: String
    var featureNavigationTypeName: String
    var featureErrorTypeName: String
    var featureDestinationsProtocolName: String
    /// The destinations protocol's associated type for the feature's screens: `WeatherDestinations`.
    var destinationsTypeName: String
    /// Whether its links name a tab before the mount, which the app's case holds beside the feature's route.
    var isUnderTabs: Bool
    /// `.explore`, the tab the mount pushes the feature's screens onto; empty when it names none.
    var pushTab: String
    /// The feature's redirect enum, and its cases as the app's: `.oldCity` as `.weatherOldCity`.
    var featureRedirectTypeName: String
    var redirectArms: [SwitchArmView]
    /// Whether the feature has action routes, which the app's actions protocol then holds as an associated type.
    var hasActionRoutes: Bool
    var featureActionsProtocolName: String
    /// The actions protocol's associated type for the feature's actions: `WeatherActions`.
    var actionsTypeName: String

    var hasFeatureRedirects: Bool { !redirectArms.isEmpty }
    var hasPushTab: Bool { !pushTab.isEmpty }
}

struct TabTypeView: TemplateObject {
    var name: String
    var cases: [String]
}

/// One route enum declaration: the root enum, or a group's enum nested in its parent.
struct EnumDeclarationView: TemplateObject {
    var docLines: [String]
    /// The enclosing type of a group's enum.
    var parentTypeName: String
    var typeName: String
    var cases: [CaseDeclarationView]
    var enumerations: [EnumerationView]
}

struct CaseDeclarationView: TemplateObject {
    var docLines: [String]
    /// `profile(userId: String)`
    var declaration: String
}

struct EnumerationView: TemplateObject {
    var docLines: [String]
    var typeName: String
    /// `String, Hashable, Sendable, CaseIterable`, and `Codable` when the routes are.
    var conformances: String
    var cases: [EnumerationCaseView]
}

struct EnumerationCaseView: TemplateObject {
    /// `darkMode = "dark-mode"`, or `privacy` where the raw value is the name.
    var declaration: String
}

struct LevelMembersView: TemplateObject {
    var qualifiedTypeName: String
    var cases: [CaseMembersView]
    /// Whether a route of this level, or below it, is an action: `destination(in:)` then returns nil for it, and
    /// the level has `perform(with:)`.
    var performsActions: Bool
    /// `Destinations.Destination`, optional when the level performs actions.
    var destinationResultType: String
    /// The arms of `perform(with:)` that do something: each action route, and each group with action routes.
    var actionArms: [ActionArmView]
    /// The cases that show a screen, which `perform(with:)` passes over, laid out after `case `: `.home, .search`.
    /// Empty when every case performs.
    var screenPatterns: String

    var hasScreenPatterns: Bool { !screenPatterns.isEmpty }

    /// What `requiresAuth` returns for every case, when no case is a group and every case returns the same: the
    /// property is then that value, not a switch whose cases all say it.
    var sharedRequiresAuth: String? { sharedValue(\.requiresAuth) }
    /// What `navigation` returns for every case, on the same terms.
    var sharedNavigation: String? { sharedValue(\.navigation) }

    /// The arms of the `requiresAuth` switch, routes that answer alike sharing one.
    var requiresAuthArms: [SwitchArmView] { arms(\.requiresAuth, groupPattern: \.authBindingPattern) }
    /// The arms of the `navigation` switch, on the same terms; a feature's navigation needs the tab its link names.
    var navigationArms: [SwitchArmView] { arms(\.navigation, groupPattern: \.bindingPattern) }

    /// A group's case hands the question to the group's enum, by the expression of `route` its view holds: a
    /// mounted feature's converts the feature's answer.
    private func arms(_ value: (CaseMembersView) -> String, groupPattern: (CaseMembersView) -> String)
        -> [SwitchArmView]
    {
        SwitchArms.grouped(
            cases.map { member in
                member.isGroup
                    ? SwitchArms.Arm(pattern: groupPattern(member), result: value(member), bindsValues: true)
                    : SwitchArms.Arm(pattern: member.pattern, result: value(member), bindsValues: false)
            }
        )
    }

    private func sharedValue(_ value: (CaseMembersView) -> String) -> String? {
        guard let first = cases.first, cases.allSatisfy({ !$0.isGroup && value($0) == value(first) }) else {
            return nil
        }
        return value(first)
    }
}

/// What each switch over one level says about one case.
struct CaseMembersView: TemplateObject {
    var isGroup: Bool
    /// Whether the case is an action route, which shows no screen.
    var isAction: Bool
    /// `.profile`, matching the case whatever its values.
    var pattern: String
    /// `.profile(let userId)`, or `.account(let route)` for a group; long ones are laid out over several lines.
    var bindingPattern: String
    /// A group's pattern binding its route alone: `bindingPattern`, except `.weather(let route, _)` for a feature
    /// mounted under tabs, whose tab only the navigation and the link need.
    var routeBindingPattern: String
    /// A group's pattern in the `requiresAuth` switch: `routeBindingPattern`, except `.weather(let route, let tab)`
    /// for a feature mounted under tabs of which some, not all, have a root requiring sign-in.
    var authBindingPattern: String
    /// `true`, or `route.requiresAuth` for a group; for a feature pushed onto tabs of which one has a root requiring
    /// sign-in, `route.requiresAuth || (tab == .vault && route.navigation == .push)`, or without the tab's test when
    /// each of them, or the one its mount names, has such a root.
    var requiresAuth: String
    /// `.push(tab: .profile)`, or `route.navigation` for a group
    var navigation: String
    /// `profile(userId: userId)`, or `route.destination(in: destinations)` for a group
    var destinationCall: String
    /// `(path: ["users", userId], query: [("page", page.map(AppRouteURLReader.IntValue.text))])`, laid out, or
    /// `parts(of: route)` for a group
    var linkParts: String
}

/// One arm of `perform(with:)`: `.reorder(let orderId)` with `actions.reorder(orderId: orderId)`, or a group
/// handing its route on.
struct ActionArmView: TemplateObject {
    var bindingPattern: String
    var statement: String
}

/// A requirement of the destinations or the actions protocol, which the template ends with its result type.
struct DestinationMethodView: TemplateObject {
    var docLines: [String]
    /// `profile(userId: String)`
    var signature: String
}

struct MatchingView: TemplateObject {
    /// `LinkPolicy(customSchemes: ["myapp"], trustedHosts: ["myapp.com"], literalsIgnoreCase: true)`
    var linkPolicy: String
    var foldsCase: Bool
    var buckets: [BucketView]
    /// The steps of the root path, `/`, when it is the only shape that starts with no literal: tried in place,
    /// after the literals, with no function of their own.
    var rootSteps: [MatcherStepView]
    /// The matcher of the shapes that start with a parameter or a wildcard (and of the root path among them); nil
    /// when there are none.
    var otherPaths: MatcherFunctionView?
    var legacyOrigins: [LegacyOriginView]

    var hasBuckets: Bool { !buckets.isEmpty }
    /// Whether the first segment is compared with each literal in turn rather than found by binary search: a
    /// comparison with a literal that the segment does not start like ends at their first byte, so for a dozen
    /// literals matching takes about a tenth more instructions per link (BENCHMARKS.md), a fraction of a microsecond,
    /// and the file has no table, enum and switch for the search.
    var comparesFirstSegmentInTurn: Bool { buckets.count <= Self.literalsComparedInTurn }
    static let literalsComparedInTurn = 12
    /// Whether some matcher can stop matching with an error, so the functions that call matchers can too.
    var canThrow: Bool {
        buckets.contains { $0.matcher.canThrow } || rootSteps.contains(where: \.canThrow)
            || otherPaths?.canThrow == true || legacyOrigins.contains { $0.matcher.canThrow }
    }
}

/// One matcher function, laid out by the `MatcherFunction` template: its shapes tried in order, most specific first.
struct MatcherFunctionView: TemplateObject {
    var docLines: [String]
    var functionName: String
    var steps: [MatcherStepView]
    /// `private static func matchUsers(_ link: AppRouteURLReader.Link) -> AppRoute? {`, laid out to the line width.
    var declaration: String = ""

    /// Whether a step notes a value or a redirect, which only then takes the notes.
    var usesNotes: Bool { steps.contains(where: \.usesNotes) }
    /// Whether a shape reads the query or checks a constraint, which may stop matching with an error.
    var canThrow: Bool { steps.contains(where: \.canThrow) }
    /// `try matchUsers(link, &notes)`, or as little of it as the function takes.
    var call: String { (canThrow ? "try " : "") + functionName + (usesNotes ? "(link, &notes)" : "(link)") }
}

/// An old scheme or host whose links only the redirects that list it take.
struct LegacyOriginView: TemplateObject {
    /// Its place among the old origins, as `MatchNotes.legacyOrigin` holds it: `0`.
    var index: String
    /// `oldapp://` or `https://old.example.com`, for the comment.
    var origin: String
    /// `LinkPolicy(customSchemes: ["oldapp"], trustedHosts: [], literalsIgnoreCase: true)`, laid out.
    var policy: String
    /// The matcher of its redirects' shapes.
    var matcher: MatcherFunctionView
}

/// The routes whose path starts with one literal, tried most specific first.
struct BucketView: TemplateObject {
    /// The literal, ASCII-lowercased when the spec ignores case, as a Swift string literal: `"users"`.
    var key: String
    var caseName: String
    /// The matcher of the shapes that start with the literal.
    var matcher: MatcherFunctionView
}

/// One step of a matcher, laid out by the `MatcherStep` template: the check of one shape, or a typed value that
/// the shapes after it share, read once before them.
struct MatcherStepView: TemplateObject {
    var shape: ShapeMatcherView?
    var sharedValue: SharedValueView?
    var mountedFeature: MountStepView? = nil

    var usesNotes: Bool { shape?.usesNotes ?? true }
    var canThrow: Bool {
        mountedFeature != nil || shape?.canThrow ?? sharedValue?.steps.contains(where: \.canThrow) ?? false
    }
}

/// The hand-over of the links under a feature's mount to the feature's own matcher.
struct MountStepView: TemplateObject {
    /// `/weather`, for the comment above the check.
    var path: String
    /// `link.segmentCount(isAtLeast: 1)`, and the mount's later literals.
    var condition: String
    /// How many segments the mount has, which the feature's matcher does not see.
    var droppedSegments: String
    var caseName: String
    /// The app's route of the feature's `route`: `.weather(route)`, or `.weather(route, tab: .settings)`.
    var result: String
    /// The feature's redirect enum, when it has redirects, whose case the feature's matcher names.
    var featureRedirectTypeName: String
    var hasFeatureRedirects: Bool
    var typeName: String
    var featureErrorTypeName: String
}

/// A typed path value that several neighbouring shapes start with, with the literals before it: read and noted
/// once, then the shapes are tried in their order with it bound.
struct SharedValueView: TemplateObject {
    /// `/users/:id`, for the comment above the check.
    var path: String
    /// `link.segmentCount(isFrom: 2, through: 4), let id = notes.intValue(at: 1, name: "id", of: link)`
    var condition: String
    var steps: [MatcherStepView]
}

/// The check for one shape of one route inside a bucket's function.
struct ShapeMatcherView: TemplateObject {
    /// The path pattern, for the comment above the check.
    var path: String
    /// `link.segmentCount(is: 3), let itemId = notes.intValue(at: 1, name: "itemId", of: link), link.segment(2, is: "edit")`
    var condition: String
    /// Lines binding the String path values and reading the query values.
    var valueBindings: [String]
    /// Whether the shape binds values in its body, which then is a block; otherwise it only returns its result.
    var bindsValues: Bool { !valueBindings.isEmpty }
    /// `.account(.devices(deviceId: deviceId))`
    var result: String
    var usesNotes: Bool
    var canThrow: Bool
}

struct SupportView: TemplateObject {
    /// The URL reader's source files, each line indented to sit inside the namespace, separated by blank lines; for a
    /// file that imports the reader, a type alias of each of its types instead.
    var readerSource: String
    /// `"myapp://"` or `"https://myapp.com/"`
    var canonicalPrefix: String
    /// `"https://myapp.com/"`, the first host's; nil when the spec has no hosts.
    var webURLPrefix: String?
    /// Whether a route or redirect reads a query item other than an enum value, or one that it requires.
    var readsParsedQuery: Bool
    var readsRequiredParsedQuery: Bool
    /// Whether a route or redirect reads an enum value from a query item, or one that it requires.
    var readsChoiceQuery: Bool
    var readsRequiredChoiceQuery: Bool
    /// The `MatchNotes` functions that read the typed path values the spec has, one per type; enums aside.
    var pathValueReaders: [PathValueReaderView]
    /// Whether a path holds an enum value, which the generic `choiceValue` reads.
    var readsPathChoices: Bool
    /// Whether a path holds a value of the app's tab enum that takes only the tabs its redirect lists, which
    /// `choiceValue(…among:)` reads.
    var readsPathTabChoices: Bool
    /// Whether a path holds a typed value of any kind, read by the functions above or `choiceValue`.
    var readsTypedPathValues: Bool { !pathValueReaders.isEmpty || readsPathChoices || readsPathTabChoices }
    /// Whether the routes are `Codable`, which needs the shared encoding and decoding functions.
    var codable: Bool
    /// Whether a matcher checks a path value, or each segment of a `**`, against its constraints.
    var checksPathValues: Bool
    var checksSegmentLists: Bool
    var constraintChecks: [ConstraintCheckView]
}

/// A `MatchNotes` function reading path values of one type: `intValue(at:name:of:)`.
struct PathValueReaderView: TemplateObject {
    /// `mutating func intValue(at index: Int, name: String, of link: AppRouteURLReader.Link) -> Int? {`, laid out.
    var declaration: String
    /// `intValue`
    var functionName: String
    /// `Int`
    var valueTypeName: String
    /// `AppRouteURLReader.IntValue`
    var readerTypeName: String
}

/// The check of one constrained parameter.
struct ConstraintCheckView: TemplateObject {
    var docLines: [String]
    /// `static func allowsItemItemId(_ value: Int) -> Bool`
    var signature: String
    /// `(1...500).contains(value)`, laid out inside the function.
    var condition: String
    /// `private static let allowsUserNameCharacters: [ClosedRange<Unicode.Scalar>] = ["a"..."z"]`, laid out.
    var characterSets: [String]
}

/// The `Codable` conformance of one route level, through the root enum's canonical URL.
struct CodableLevelView: TemplateObject {
    var qualifiedTypeName: String
    /// `AppRoute.Account`, as the error messages name the type.
    var typeNameLiteral: String
    var isRoot: Bool
    /// `.account(.security(let level))`: the root's case holding a group level's value; empty for the root.
    var rootPattern: String
    /// `.account(.security(self))`: this group level's value as a root route; empty for the root.
    var rootValue: String
}

/// The richer way to resolve links: the outcome types, the link context, the observed resolver and the pending link.
struct LinkOutcomesView: TemplateObject {
    var hasFallbackRoute: Bool
    var opensWebLinksInBrowser: Bool
    /// What an own link that leads to no route resolves to, as an expression over `reason`, `link` and `text`:
    /// `.fallback(.home, reason: reason)`, laid out.
    var fallbackOutcome: String
    var contextEnumerations: [EnumerationView]
    var contextProperties: [ContextPropertyView]
    /// `init(campaign: String? = nil, source: AppRouteLinkSource? = nil)`, laid out.
    var contextInitializer: String
    /// The context read from `link`: `AppRouteLinkContext(campaign: contextValue(AppRouteURLReader.QueryItems.text("utm_campaign", in: link)), …)`.
    var contextReading: String

    var hasContextKeys: Bool { !contextProperties.isEmpty }
}

/// One case of the redirect enum.
struct RedirectCaseView: TemplateObject {
    /// The redirect's description, then its old pattern and the route it opens.
    var docLines: [String]
    var name: String
}

/// One value of the link context.
struct ContextPropertyView: TemplateObject {
    var docLines: [String]
    /// `campaign: String?`
    var declaration: String
    /// `self.campaign = campaign`
    var assignment: String
}
