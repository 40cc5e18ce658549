/// The view of the generated navigation file: each route's stack, the navigation state and the observable router.
struct RouterView: Sendable {
    /// The first lines, and the names every part of the template reads.
    var heading: FileHeading
    /// Each route level with its `stack` switch.
    var levels: [StackLevelView]
    /// The tabs' enum, and the tab a new state shows; empty in a spec without tabs.
    var tabTypeName: String
    var firstTab: String
    var stateTypeName: String
    var routerTypeName: String
    var pendingLinkTypeName: String
    var resolutionTypeName: String
    var sourceTypeName: String
    /// Whether the routes are `Codable`, so the navigation state can be too.
    var codable: Bool
    /// Whether a resolution can say to open a link in the browser, which the router hands to the app.
    var opensWebLinksInBrowser: Bool
    /// The modules of the features the app mounts, whose route enums the stacks extend.
    var featureImports: [String]

    var hasTabs: Bool { !tabTypeName.isEmpty }
}

/// One route level's `stack` switch.
struct StackLevelView: Sendable {
    var qualifiedTypeName: String
    /// Whether the level's links name a tab before a feature's mount: its stack is then `stack(tab:)`, the tab the
    /// app's case holds.
    var takesTab: Bool
    var cases: [StackCaseView]
}

struct StackCaseView: Sendable {
    /// `.item(let orderId, _)`: the values the parents need bound, the others matched as `_`; a group's
    /// `.settings(let route)`.
    var pattern: String
    /// `[.orders, .order(orderId: orderId), self]`, laid out; a group's `route.stack`.
    var stack: String
}

extension RouterView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .levels: .list(levels)
        case .tabTypeName: .text(tabTypeName)
        case .firstTab: .text(firstTab)
        case .stateTypeName: .text(stateTypeName)
        case .routerTypeName: .text(routerTypeName)
        case .pendingLinkTypeName: .text(pendingLinkTypeName)
        case .resolutionTypeName: .text(resolutionTypeName)
        case .sourceTypeName: .text(sourceTypeName)
        case .codable: .flag(codable)
        case .opensWebLinksInBrowser: .flag(opensWebLinksInBrowser)
        case .hasTabs: .flag(hasTabs)
        case .featureImports: .list(featureImports)
        default: heading.value(for: key)
        }
    }
}

extension StackLevelView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .qualifiedTypeName: .text(qualifiedTypeName)
        case .takesTab: .flag(takesTab)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension StackCaseView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .pattern: .text(pattern)
        case .stack: .text(stack)
        default: nil
        }
    }
}
