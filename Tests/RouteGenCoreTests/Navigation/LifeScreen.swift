import Foundation
import RouteNavigation

/// The routes of an app in two versions, for tests of a router across launches and updates: the version that runs
/// is `LifeScreen.version` (a task-local value, so tests in parallel each see their own). Version 2 is an update
/// that removed `note`, retyped `card`'s number (only even numbers), moved `settings` from a sheet into the home
/// tab, made `product` require sign-in and made `order` an action. The wallet tab's root requires sign-in, and it is
/// the first tab; a receipt is a sheet that requires sign-in, the checkout a full-screen route anyone may see.
enum LifeScreen: NavigableRoute, Codable, CustomStringConvertible {
    case wallet
    case card(Int)
    case product(Int)
    case order(Int)
    case settings
    case receipt(Int)
    case checkout
    case note(Int)
    case profile(String)
    case share

    enum NavigationTab: String, Hashable, Sendable, CaseIterable, Codable { case wallet, home, orders }

    @TaskLocal static var version = 1

    struct ResolvedLink: LinkResolution {
        var link: String
        var route: LifeScreen?
        var browserURL: URL? { nil }

        init(showing route: LifeScreen) {
            link = route.description
            self.route = route
        }

        init(link: String) {
            self.link = link
            route = LifeScreen(text: link)
        }
    }

    var description: String {
        switch self {
        case .wallet: "wallet"
        case .card(let id): "card/\(id)"
        case .product(let id): "product/\(id)"
        case .order(let id): "order/\(id)"
        case .settings: "settings"
        case .receipt(let id): "receipt/\(id)"
        case .checkout: "checkout"
        case .note(let id): "note/\(id)"
        case .profile(let name): "profile/\(name)"
        case .share: "share"
        }
    }

    /// The route of a link's text in the version that runs; nil for one it does not open. `profile/me` opens no
    /// profile, as a `/users/me` route beside `/users/:userId` takes that link.
    init?(text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let number = parts.count == 2 ? Int(parts[1]) : nil
        switch (parts[0], parts.count) {
        case ("wallet", 1): self = .wallet
        case ("settings", 1): self = .settings
        case ("share", 1): self = .share
        case ("checkout", 1): self = .checkout
        case ("receipt", 2):
            guard let number else { return nil }
            self = .receipt(number)
        case ("card", 2):
            guard let number, Self.version == 1 || number.isMultiple(of: 2) else { return nil }
            self = .card(number)
        case ("product", 2):
            guard let number else { return nil }
            self = .product(number)
        case ("order", 2):
            guard let number else { return nil }
            self = .order(number)
        case ("note", 2):
            guard let number, Self.version == 1 else { return nil }
            self = .note(number)
        case ("profile", 2):
            guard parts[1] != "me" else { return nil }
            self = .profile(parts[1])
        default: return nil
        }
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let route = LifeScreen(text: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
        }
        self = route
    }

    /// Encodes the route's link, when it leads back to the route, as generated routes do.
    func encode(to encoder: any Encoder) throws {
        guard LifeScreen(text: description) == self else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "no link"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    var placement: RoutePlacement<NavigationTab> {
        switch self {
        case .wallet: .selectTab(.wallet)
        case .card: .push(tab: .wallet)
        case .product, .profile: .push(tab: .home)
        case .order: Self.version == 1 ? .push(tab: .orders) : .action
        case .settings: Self.version == 1 ? .sheet : .push(tab: .home)
        case .receipt: .sheet
        case .checkout: .fullScreen
        case .note: .push(tab: nil)
        case .share: .action
        }
    }

    var stack: [LifeScreen] { [self] }

    var requiresAuth: Bool {
        switch self {
        case .wallet, .card, .order, .receipt: true
        case .product: Self.version == 2
        case .settings, .checkout, .note, .profile, .share: false
        }
    }

    static func resolution(for url: URL, source: Never?) -> ResolvedLink { ResolvedLink(link: url.absoluteString) }
    static func resolution(for string: String, source: Never?) -> ResolvedLink { ResolvedLink(link: string) }
    static func rootRequiringAuth(of tab: NavigationTab) -> LifeScreen? { tab == .wallet ? .wallet : nil }
}
