import Foundation
import Testing

/// The router through an app's whole life, at random: two UIKit scenes, each with its router, `RouterCoordinator`
/// and `SceneLinks`, built against the UIKit stand-ins, driven by links, the app's own routes, the person's taps,
/// Back and swipes, the app's own presentations, one sign-in the scenes share, relaunches that restore each scene's
/// saved screens into a router that starts signed out and learns of the sign-in later, and updates to the routes of
/// `LifeScreen`'s other version (a route removed, one moved out of a sheet, one made private, one made an action).
/// After every step each scene keeps what docs/generated-api.md promises.
@Suite("RouteNavigation: the router's promises over an app's life", .tags(.compilesGeneratedCode))
struct RouterLifeWalkTests {
    static let steps = ProcessInfo.processInfo.environment["ROUTEGEN_LIFE_STEPS"].flatMap(Int.init) ?? 20_000
    static let seed = ProcessInfo.processInfo.environment["ROUTEGEN_LIFE_SEED"].flatMap(UInt64.init) ?? 0x11FE

    @Test("Random steps across relaunches, updates, late sign-in and two scenes keep the invariants") func walk()
        async throws
    {
        let screens = try String(contentsOf: Fixtures.url("Tests/RouteGenCoreTests/Navigation/LifeScreen.swift"))
        let program = Self.walk.replacingOccurrences(of: "STEPS", with: "\(Self.steps)")
            .replacingOccurrences(of: "SEED", with: "\(Self.seed)")
        let output = try await AppleStandIns.output(
            of: screens + "\n" + program,
            against: "UIKit",
            product: "router-life-walk"
        )
        #expect(output == ["kept the invariants over \(Self.steps) steps"])
    }

    static let walk = #"""
        @testable import UIKit

        struct Generator {
            var state: UInt64
            mutating func next(_ bound: Int) -> Int {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                return Int(state % UInt64(bound))
            }
        }

        let links = [
            "wallet", "card/1", "card/2", "product/1", "product/2", "order/3", "order/4", "settings", "note/1",
            "note/2", "profile/ann", "profile/me", "share", "receipt/5", "checkout", "nowhere",
        ]

        /// The app's one session, which every scene's router hears of.
        @MainActor final class Session { var isSignedIn = false }

        /// A window: its router, the coordinator of its view controllers, its scene helper, and an alert the app
        /// may present over it.
        @MainActor final class Window {
            let router: Router<LifeScreen>
            let coordinator: RouterCoordinator<LifeScreen>
            let links: SceneLinks<LifeScreen>
            /// Whether the router has been told of the session's state since it was made.
            var knowsSession: Bool
            var alert: UIViewController?

            init(session: Session, restoring activity: NSUserActivity?, learnsSessionLate: Bool) {
                knowsSession = !learnsSessionLate
                router = Router(
                    isSignedIn: learnsSessionLate ? false : session.isSignedIn,
                    perform: { _ in },
                    signIn: { _ in }
                )
                coordinator = RouterCoordinator(router: router) { route in
                    let controller = UIViewController(nibName: nil, bundle: nil)
                    controller.title = "\(route)"
                    return controller
                } tabRoot: { tab in
                    let controller = UIViewController(nibName: nil, bundle: nil)
                    controller.title = "root \(tab)"
                    return controller
                }
                links = SceneLinks(router: router)
                links.connect(UISceneSession(stateRestorationActivity: activity), options: UIScene.ConnectionOptions())
                router.becameReady()
            }

            var tabBar: UITabBarController { coordinator.rootViewController as! UITabBarController }

            var navigationControllers: [UINavigationController] {
                (tabBar.viewControllers ?? []).map { $0 as! UINavigationController }
            }

            /// The top-most presented controller, from which the app presents its own.
            var topMost: UIViewController {
                var top: UIViewController = tabBar
                while let presented = top.presentedViewController { top = presented }
                return top
            }
        }

        @MainActor func settle() async {
            for _ in 0..<20 { await Task.yield() }
        }

        @MainActor func titles(_ navigation: UINavigationController) -> [String] { navigation.viewControllers.map { $0.title ?? "?" } }

        /// What breaks a promise in `window`, if anything.
        @MainActor func problem(in window: Window) -> String? {
            let router = window.router
            let state = router.state
            let tabs = LifeScreen.NavigationTab.allCases
            let stacks = tabs.map { state[path: $0] } + [state.sheetPath, state.fullScreenCoverPath]
            let screens = stacks.flatMap { $0 } + [state.sheet, state.fullScreenCover].compactMap { $0 }
            if !router.isSignedIn, let screen = screens.first(where: \.requiresAuth) {
                return "\(screen) shows while nobody is signed in"
            }
            if !router.isSignedIn, LifeScreen.rootRequiringAuth(of: state.selectedTab) != nil {
                return "the tab \(state.selectedTab), whose root requires sign-in, shows while nobody is signed in"
            }
            for screen in stacks.flatMap({ $0 }) {
                switch screen.placement {
                case .action: return "the action \(screen) is on a stack"
                case .selectTab: return "the tab root \(screen) is on a stack"
                case .push, .sheet, .fullScreen: continue
                }
            }
            if state.sheet != nil && state.fullScreenCover != nil { return "a sheet and a cover at once" }
            if state.sheet == nil && !state.sheetPath.isEmpty { return "a sheet path without its sheet" }
            if state.fullScreenCover == nil && !state.fullScreenCoverPath.isEmpty { return "a cover path without its cover" }
            // The state and UIKit's controllers agree.
            if window.tabBar.selectedIndex != tabs.firstIndex(of: state.selectedTab) {
                return "UIKit shows tab \(window.tabBar.selectedIndex), the router \(state.selectedTab)"
            }
            for (tab, navigation) in zip(tabs, window.navigationControllers) {
                let expected = ["root \(tab)"] + state[path: tab].map { "\($0)" }
                if titles(navigation) != expected { return "UIKit's \(tab) stack is \(titles(navigation)), the router's \(expected)" }
            }
            let presentation = state.fullScreenCover.map { [$0] + state.fullScreenCoverPath }
                ?? state.sheet.map { [$0] + state.sheetPath }
            let shown = window.tabBar.presentedViewController
            switch (presentation, shown) {
            case (nil, nil): break
            case (nil, let controller?):
                if controller !== window.alert { return "UIKit presents \(controller.title ?? "?"), the router nothing" }
            case (let routes?, let controller?):
                guard let navigation = controller as? UINavigationController else {
                    return "UIKit presents the app's alert, the router \(routes)"
                }
                if titles(navigation) != routes.map({ "\($0)" }) {
                    return "UIKit presents \(titles(navigation)), the router \(routes)"
                }
            case (let routes?, nil): return "UIKit presents nothing, the router \(routes)"
            }
            return nil
        }

        @MainActor func walk(steps: Int, seed: UInt64) async -> String {
            var random = Generator(state: seed)
            let session = Session()
            var version = 1
            var windows: [Window] = []
            var recent: [String] = []
            /// A screen the last relaunch lost that still resolves, when it lost one.
            var lost: String?
            func relaunch(_ index: Int, learnsSessionLate: Bool, updated: Bool = false) {
                let before = windows[index].router
                let activity = windows[index].links.stateRestorationActivity()
                let after = LifeScreen.$version.withValue(version) {
                    Window(session: session, restoring: activity, learnsSessionLate: learnsSessionLate)
                }
                windows[index] = after
                // Without an update, and signed in or out as before, every screen whose link leads back to it
                // comes back where it was.
                guard !updated, after.router.isSignedIn == before.isSignedIn else { return }
                var kept = before.state
                kept.removeScreens { LifeScreen(text: "\($0)") != $0 }
                if after.router.state != kept { lost = "the relaunch showed \(after.router.state), not \(kept)" }
            }
            for _ in 0..<2 { windows.append(Window(session: session, restoring: nil, learnsSessionLate: false)) }
            /// Takes one step in window `index`, and says what it was.
            func act(_ choice: Int, in index: Int) -> String {
                let window = windows[index]
                switch choice {
                case 0...4:
                    let link = links[random.next(links.count)]
                    window.router.open(link)
                    return "window \(index) opens \(link)"
                case 5:
                    let link = links[random.next(links.count)]
                    if let route = LifeScreen(text: link) { window.router.show(route) }
                    return "window \(index) shows \(link)"
                case 6:
                    session.isSignedIn = true
                    for window in windows where window.knowsSession { window.router.signedIn() }
                    return "sign-in"
                case 7:
                    session.isSignedIn = false
                    for window in windows where window.knowsSession { window.router.signedOut() }
                    return "sign-out"
                case 8:
                    for window in windows where !window.knowsSession {
                        window.knowsSession = true
                        if session.isSignedIn { window.router.signedIn() } else { window.router.signedOut() }
                    }
                    return "the windows learn of the session"
                case 9:
                    window.router.pop()
                    return "window \(index) pops"
                case 10:
                    let tab = random.next(LifeScreen.NavigationTab.allCases.count)
                    window.tabBar.tapTab(tab)
                    return "window \(index): the person taps tab \(tab)"
                case 11:
                    let shown = window.tabBar.presentedViewController as? UINavigationController
                    let top = shown ?? window.navigationControllers[window.tabBar.selectedIndex]
                    top.popByBackButton()
                    return "window \(index): the person taps Back"
                case 12:
                    if window.alert == nil { window.tabBar.swipePresentedAway() }
                    return "window \(index): the person swipes the sheet away"
                case 13:
                    if window.alert == nil {
                        let alert = UIViewController(nibName: nil, bundle: nil)
                        alert.title = "alert"
                        window.topMost.present(alert, animated: true)
                        window.alert = alert
                    }
                    return "window \(index): the app presents an alert"
                case 14:
                    if let alert = window.alert, let presenting = window.presenting(alert) {
                        presenting.dismiss(animated: true)
                        window.alert = nil
                        window.router.appIsPresenting = false
                    }
                    return "window \(index): the app dismisses its alert"
                case 15:
                    window.router.dropHeldLink()
                    return "window \(index) drops its held link"
                case 16, 17:
                    let late = random.next(2) == 0
                    relaunch(index, learnsSessionLate: late)
                    return "window \(index) relaunches\(late ? ", learning of the session late" : "")"
                case 18:
                    version = 3 - version
                    for index in windows.indices {
                        relaunch(index, learnsSessionLate: random.next(2) == 0, updated: true)
                    }
                    return "the app updates to version \(version), relaunching both windows"
                case 19:
                    window.router.popToRoot()
                    return "window \(index) pops to the root"
                case 20:
                    let tab = LifeScreen.NavigationTab.allCases[random.next(3)]
                    window.router.select(tab)
                    return "window \(index) selects \(tab)"
                default:
                    window.router.dismiss()
                    return "window \(index) dismisses"
                }
            }
            for number in 1...steps {
                let index = random.next(windows.count)
                let choice = random.next(22)
                let step = LifeScreen.$version.withValue(version) { act(choice, in: index) }
                await LifeScreen.$version.withValue(version) { await settle() }
                recent = Array((recent + [step]).suffix(14))
                if let lost { return "step \(number): \(lost), after: " + recent.joined(separator: "; ") }
                for (index, window) in windows.enumerated() {
                    let found = LifeScreen.$version.withValue(version) { problem(in: window) }
                    if let found {
                        return "step \(number), window \(index): \(found), after: " + recent.joined(separator: "; ")
                    }
                }
            }
            return "kept the invariants over \(steps) steps"
        }

        extension Window {
            /// The controller that presents `controller`.
            @MainActor func presenting(_ controller: UIViewController) -> UIViewController? {
                var current: UIViewController = tabBar
                while let presented = current.presentedViewController {
                    if presented === controller { return current }
                    current = presented
                }
                return nil
            }
        }

        print(await walk(steps: STEPS, seed: SEED))
        """#
}
