import Foundation
import RouteNavigation
import Testing

/// The driver of an app's own navigation, against a navigator that shows what UIKit would: it is told only what
/// changed, the person's navigation reaches the router, and the screen and the router's state agree after every
/// step, across sign-in, the app's own presentations and links that replace one another.
@Suite("RouteNavigation: the driver of an app's own navigation") @MainActor struct NavigatorDriverTests {
    typealias Screen = LifeScreen
    typealias State = NavigationState<Screen>

    /// The screens an app's coordinator shows, kept as UIKit would keep them, and the calls that changed them.
    final class ShownScreens: RouteNavigator {
        var screens = State(selectedTab: .wallet)
        var presentsScreenOfItsOwn = false
        /// Routes presented alone, which take no screen above them, as a share sheet.
        var presentedAlone: Set<Screen> = []
        var calls: [String] = []
        weak var driver: NavigatorDriver<ShownScreens>?

        func select(_ tab: Screen.NavigationTab) {
            calls.append("select \(tab)")
            screens.selectedTab = tab
        }

        func setStack(_ routes: [Screen], keeping kept: Int, of stack: ScreenStack<Screen.NavigationTab>) {
            calls.append(
                "stack \(Self.name(of: stack)) keeping \(kept) pushing \(routes.dropFirst(kept).map(\.description))"
            )
            switch stack {
            case .tab(let tab): screens[path: tab] = Array(screens[path: tab].prefix(kept)) + routes.dropFirst(kept)
            case .presentation:
                if let root = screens.sheet ?? screens.fullScreenCover, presentedAlone.contains(root) {
                    if !routes.isEmpty { driver?.didPop(to: 0, in: .presentation) }
                } else if screens.fullScreenCover != nil {
                    screens.fullScreenCoverPath =
                        Array(screens.fullScreenCoverPath.prefix(kept)) + routes.dropFirst(kept)
                } else {
                    screens.sheetPath = Array(screens.sheetPath.prefix(kept)) + routes.dropFirst(kept)
                }
            }
        }

        static func name(of stack: ScreenStack<Screen.NavigationTab>) -> String {
            switch stack {
            case .tab(let tab): "tab \(tab)"
            case .presentation: "presentation"
            }
        }

        func present(_ root: Screen, fullScreen: Bool) {
            calls.append("present \(root)\(fullScreen ? " over the full screen" : "")")
            screens.dismissPresentations()
            if fullScreen { screens.fullScreenCover = root } else { screens.sheet = root }
        }

        func dismissPresentation() {
            calls.append("dismiss")
            screens.dismissPresentations()
        }
    }

    static func settle() async { for _ in 0..<10 { await Task.yield() } }

    static func driven(isSignedIn: Bool = true) -> (Router<Screen>, ShownScreens, NavigatorDriver<ShownScreens>) {
        let router = Router<Screen>(isReady: true, isSignedIn: isSignedIn, perform: { _ in }, signIn: { _ in })
        let navigator = ShownScreens()
        let driver = NavigatorDriver(router: router, navigator: navigator)
        navigator.driver = driver
        return (router, navigator, driver)
    }

    @Test("A link is shown with the calls that change only what differs") func onlyWhatChanged() async {
        let (router, navigator, driver) = Self.driven()
        #expect(navigator.calls == ["select wallet"])
        navigator.calls = []
        router.show(.product(1))
        await Self.settle()
        #expect(navigator.calls == ["select home", "stack tab home keeping 0 pushing [\"product/1\"]"])
        navigator.calls = []
        router.state.path.append(.profile("ada"))
        await Self.settle()
        #expect(navigator.calls == ["stack tab home keeping 1 pushing [\"profile/ada\"]"])
        navigator.calls = []
        router.show(.receipt(4))
        await Self.settle()
        #expect(navigator.calls == ["present receipt/4"])
        navigator.calls = []
        router.show(.checkout)
        await Self.settle()
        #expect(navigator.calls == ["present checkout over the full screen"])
        navigator.calls = []
        router.show(.card(2))
        await Self.settle()
        #expect(navigator.calls == ["dismiss", "select wallet", "stack tab wallet keeping 0 pushing [\"card/2\"]"])
        #expect(navigator.screens == router.state)
        #expect(driver.shown == router.state)
    }

    @Test("Back, a tab tap and a swipe reach the router, which then asks the navigator for nothing more")
    func personsNavigation() async {
        let (router, navigator, driver) = Self.driven()
        router.show(.product(1))
        router.state.path += [.profile("ada"), .profile("bo")]
        router.show(.settings)
        await Self.settle()
        navigator.calls = []

        navigator.screens.dismissPresentations()
        driver.didDismissPresentation()
        navigator.screens[path: .home].removeLast(2)
        driver.didPop(to: 1, in: .tab(.home))
        navigator.screens.selectedTab = .orders
        driver.didSelect(.orders)
        await Self.settle()
        #expect(router.state == State(selectedTab: .orders, paths: [.home: [.product(1)]]))
        #expect(navigator.calls == [])
        #expect(navigator.screens == router.state)
    }

    @Test("A tap on a tab whose root requires sign-in, while nobody is, selects the router's tab again at once")
    func gatedTabTap() async {
        var signIns: [Screen] = []
        let router = Router<Screen>(isReady: true, perform: { _ in }, signIn: { signIns.append($0) })
        let navigator = ShownScreens()
        let driver = NavigatorDriver(router: router, navigator: navigator)
        #expect(navigator.screens.selectedTab == .home)
        navigator.screens.selectedTab = .wallet
        driver.didSelect(.wallet)
        #expect(navigator.screens.selectedTab == .home)
        #expect(signIns == [.wallet])
        router.signedIn()
        await Self.settle()
        #expect(navigator.screens.selectedTab == .wallet)
        #expect(navigator.screens == router.state)
    }

    @Test("A sheet over the app's own presentation waits out of the state, and shows once the app's has ended")
    func appsOwnPresentation() async {
        let (router, navigator, driver) = Self.driven()
        router.show(.settings)
        await Self.settle()
        navigator.presentsScreenOfItsOwn = true
        navigator.calls = []
        router.show(.receipt(1))
        await Self.settle()
        #expect(navigator.calls == [])
        #expect(router.state.sheet == .settings, "the sheet still on screen stays in the state")
        #expect(router.appIsPresenting)
        navigator.presentsScreenOfItsOwn = false
        router.popToRoot()
        await Self.settle()
        #expect(!router.appIsPresenting)
        #expect(router.state.sheet == .receipt(1))
        #expect(navigator.screens == router.state)
        withExtendedLifetime(driver) {}
    }

    @Test("A presentation shown alone takes no screen above it, and the state says so") func presentedAlone() async {
        let (router, navigator, driver) = Self.driven()
        navigator.presentedAlone = [.settings]
        router.show(.settings)
        router.state.sheetPath = [.note(1)]
        await Self.settle()
        #expect(router.state.sheet == .settings)
        #expect(router.state.sheetPath == [])
        #expect(navigator.screens == router.state)
        withExtendedLifetime(driver) {}
    }

    @Test("A swipe of a sheet the router has replaced since dismisses only the one swiped") func swipeOfAReplacedSheet()
        async
    {
        let (router, navigator, driver) = Self.driven()
        router.show(.settings)
        await Self.settle()
        router.show(.receipt(2))
        navigator.screens.dismissPresentations()
        driver.didDismissPresentation()
        await Self.settle()
        #expect(router.state.sheet == .receipt(2))
        #expect(navigator.screens == router.state)
    }

    @Test("Random links, the person's navigation, sign-in and the app's presentations: screen and state agree")
    func randomWalk() async {
        var generator = SystemRandomNumberGenerator()
        let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
        var random = SeededGenerator(seed: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        let links = [
            "wallet", "card/1", "card/2", "product/3", "order/4", "settings", "receipt/5", "checkout", "note/6",
            "profile/ada", "share", "nothing",
        ]
        let (router, navigator, driver) = Self.driven(isSignedIn: false)
        navigator.presentedAlone = [.checkout]
        var steps: [String] = []
        // CI walks longer, with the other walks of an app's life (docs/development.md).
        let stepCount = ProcessInfo.processInfo.environment["ROUTEGEN_LIFE_STEPS"].flatMap { Int($0) } ?? 400
        for _ in 0..<stepCount {
            let choice = pick(9)
            switch choice {
            case 0, 1, 2:
                let link = links[pick(links.count)]
                steps.append("open \(link)")
                router.open(link)
            case 3:
                let tab = Screen.NavigationTab.allCases[pick(3)]
                steps.append("tap \(tab)")
                navigator.screens.selectedTab = tab
                driver.didSelect(tab)
            case 4:
                steps.append("back")
                if navigator.screens.fullScreenCover != nil || navigator.screens.sheet != nil {
                    if navigator.screens.fullScreenCover != nil, !navigator.screens.fullScreenCoverPath.isEmpty {
                        navigator.screens.fullScreenCoverPath.removeLast()
                        driver.didPop(to: navigator.screens.fullScreenCoverPath.count, in: .presentation)
                    } else if !navigator.screens.sheetPath.isEmpty {
                        navigator.screens.sheetPath.removeLast()
                        driver.didPop(to: navigator.screens.sheetPath.count, in: .presentation)
                    }
                } else if !navigator.screens.path.isEmpty {
                    navigator.screens.path.removeLast()
                    driver.didPop(to: navigator.screens.path.count, in: .tab(navigator.screens.selectedTab))
                }
            case 5:
                steps.append("swipe")
                if navigator.screens.sheet != nil {
                    navigator.screens.dismissPresentations()
                    driver.didDismissPresentation()
                }
            case 6:
                steps.append("own presentation \(navigator.presentsScreenOfItsOwn ? "ends" : "begins")")
                navigator.presentsScreenOfItsOwn.toggle()
                if !navigator.presentsScreenOfItsOwn { router.appIsPresenting = false }
            case 7:
                steps.append(router.isSignedIn ? "sign out" : "sign in")
                if router.isSignedIn { router.signedOut() } else { router.signedIn() }
            default:
                steps.append("settle")
                await Self.settle()
            }
            await Self.settle()
            let problem: String? =
                if navigator.screens != router.state {
                    "screen \(navigator.screens) but state \(router.state)"
                } else if driver.shown != router.state {
                    "driver shows \(driver.shown) but state \(router.state)"
                } else if !router.isSignedIn, let visible = router.state.visibleRoute, visible.requiresAuth {
                    "\(visible) shows signed out"
                } else { nil }
            if let problem {
                Issue.record("seed \(seed): \(problem) after \(steps.suffix(12).joined(separator: "; "))")
                return
            }
        }
    }
}
