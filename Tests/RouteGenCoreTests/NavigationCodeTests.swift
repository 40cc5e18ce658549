import Foundation
import Testing
@testable import RouteGenCore

/// The generated navigation file, compiled with its route file and run: sequences of links and app events drive a
/// router from launch, and each leaves the tab, the stacks and the presentations the spec says.
@Suite("Generated navigation compiles and drives the screens as documented", .tags(.compilesGeneratedCode))
struct NavigationCodeTests {
    static let spec = "Tests/Fixtures/Navigation/shop.yaml"

    @Test("Link sequences leave the documented tab, stacks and presentations", arguments: [5, 6]) func linkSequences(
        languageMode: Int
    ) async throws {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(Self.spec),
            specPath: "shop.yaml",
            rendering: RenderOptions(codable: true, outputs: [.navigation])
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let navigation = try #require(output.files[.navigation])
        let compilation = try await SwiftCompiler.compile(
            [
                SwiftCompiler.SourceFile(name: "AppRoute.swift", text: source),
                SwiftCompiler.SourceFile(name: "AppRouteNavigation.swift", text: navigation),
                SwiftCompiler.SourceFile(name: "main.swift", text: Self.program),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"],
            product: "navigation"
        )
        let program = try #require(
            compilation.product,
            "swiftc failed in Swift \(languageMode) mode:\n\(compilation.standardError.prefix(4000))"
        )
        let run = try await Shell.run(program.path, Self.sequences.map(\.steps))
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, sequence) in Self.sequences.enumerated() {
            #expect(
                index < lines.count && lines[index] == sequence.expected,
                "after \(sequence.steps)\n  got: \(index < lines.count ? lines[index] : "nothing")"
            )
        }
        #expect(
            Array(lines.dropFirst(Self.sequences.count)) == [
                "state restored: true", "held across a relaunch: [order(orderId: 3)]",
                "open returns: true true true false", "observed: 1 of 2",
                "heldLink changes: after a link shown at once 0, after a held one 1",
                "held within its lifetime: true; past it: false", "",
            ]
        )
    }

    @Test(
        "Random link and event sequences keep the documented invariants",
        .tags(.searchesRandomSpecs),
        arguments: [5, 6]
    ) func randomSequences(languageMode: Int) async throws {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(Self.spec),
            specPath: "shop.yaml",
            rendering: RenderOptions(codable: true, outputs: [.navigation])
        )
        let compilation = try await SwiftCompiler.compile(
            [
                SwiftCompiler.SourceFile(name: "AppRoute.swift", text: try #require(output.source)),
                SwiftCompiler.SourceFile(
                    name: "AppRouteNavigation.swift",
                    text: try #require(output.files[.navigation])
                ), SwiftCompiler.SourceFile(name: "main.swift", text: Self.randomWalk),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"],
            product: "navigation-walk"
        )
        let program = try #require(
            compilation.product,
            "swiftc failed in Swift \(languageMode) mode:\n\(compilation.standardError.prefix(4000))"
        )
        let run = try await Shell.run(program.path, ["\(Self.randomSteps)", "\(Self.randomSeed)"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "kept the invariants over \(Self.randomSteps) steps\n")
    }

    static let randomSteps =
        ProcessInfo.processInfo.environment["ROUTEGEN_NAVIGATION_STEPS"].flatMap(Int.init) ?? 50_000
    static let randomSeed =
        ProcessInfo.processInfo.environment["ROUTEGEN_NAVIGATION_SEED"].flatMap(UInt64.init) ?? 0x5EED

    /// Drives a router with random steps (links of every kind, the app's own routes, launch, sign-in, sign-out, the
    /// verbs, a swiped-away sheet and a relaunch into a router signed out, which restores the saved screens) and
    /// checks after each what docs/generated-api.md promises: never a sheet and a cover at once, no presentation path
    /// without its presentation, no screen that requires sign-in while nobody is signed in, a held link released at
    /// most once (launch with nothing held changes nothing; sign-in may bring back restored screens), and a state
    /// that comes back the same through JSON.
    static let randomWalk = #"""
        import Foundation

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
            "shop://", "shop://products/7", "shop://products/7/reviews", "shop://orders", "shop://orders/3",
            "shop://orders/3/items/4", "shop://orders/3/receipt", "shop://codes/abc/orders/9", "shop://orders/5/cancel", "shop://sellers/acme",
            "shop://sellers/acme/products", "shop://products/12/seller", "shop://settings", "shop://settings/privacy",
            "shop://settings/privacy/blocked", "shop://checkout", "https://shop.example.com/nowhere", "shop://nowhere",
            "https://evil.example/products/2", "shop://products/0",
        ]

        @MainActor func screens(_ state: AppRouteNavigationState) -> [AppRoute] {
            AppTab.allCases.flatMap { state[path: $0] } + [state.sheet, state.fullScreenCover].compactMap { $0 }
                + state.sheetPath + state.fullScreenCoverPath
        }

        @MainActor func walk(steps: Int, seed: UInt64) -> String {
            var random = Generator(state: seed)
            var router = AppRouter(perform: { _ in }, openInBrowser: { _ in }, signIn: { _ in })
            var recent: [String] = []
            for number in 1...steps {
                let before = router.state
                let wasHolding = router.heldLink != nil
                let step: String
                switch random.next(15) {
                case 0...4:
                    step = "open " + links[random.next(links.count)]
                    router.open(String(step.dropFirst(5)))
                case 5:
                    let link = links[random.next(links.count)]
                    step = "show " + link
                    if case .success(let route) = AppRoute.resolve(link) { router.show(route) }
                case 6: step = "ready"; router.becameReady()
                case 7: step = "signIn"; router.signedIn()
                case 8: step = "signOut"; router.signedOut()
                case 9: step = "pop"; router.pop()
                case 10: step = "popToRoot"; router.popToRoot()
                case 11:
                    let tab = AppTab.allCases[random.next(AppTab.allCases.count)]
                    step = "select \(tab)"
                    router.select(tab)
                case 12: step = "dismiss"; router.dismiss()
                case 13:
                    // The next launch's router starts signed out and learns of sign-in later, as a step may say.
                    step = "relaunch"
                    let saved = router.savedScreens()
                    router = AppRouter(perform: { _ in }, openInBrowser: { _ in }, signIn: { _ in })
                    router.restoreScreens(from: saved)
                    router.becameReady()
                default:
                    step = "swipe"
                    router.state.sheet = nil
                    router.state.fullScreenCover = nil
                }
                recent = Array((recent + [step]).suffix(12))
                let state = router.state
                var broken: [String] = []
                if state.sheet != nil && state.fullScreenCover != nil { broken.append("a sheet and a cover at once") }
                if state.sheet == nil && !state.sheetPath.isEmpty { broken.append("a sheet path without its sheet") }
                if state.fullScreenCover == nil && !state.fullScreenCoverPath.isEmpty {
                    broken.append("a cover path without its cover")
                }
                if !router.isSignedIn, let screen = screens(state).first(where: \.requiresAuth) {
                    broken.append("\(screen) shows while nobody is signed in")
                }
                if !router.isSignedIn, let root = AppRoute.rootRequiringAuth(of: state.selectedTab) {
                    broken.append("the root of tab \(state.selectedTab) (\(root)) shows while nobody is signed in")
                }
                if step == "ready", !wasHolding, state != before {
                    broken.append("\(step) with no held link changed the screens")
                }
                if number % 97 == 0 {
                    let data = try! JSONEncoder().encode(state)
                    if try! JSONDecoder().decode(AppRouteNavigationState.self, from: data) != state {
                        broken.append("the state does not come back through JSON")
                    }
                }
                if let problem = broken.first {
                    return "step \(number): \(problem), after: " + recent.joined(separator: "; ")
                }
            }
            return "kept the invariants over \(steps) steps"
        }

        let arguments = CommandLine.arguments
        MainActor.assumeIsolated {
            print(walk(steps: Int(arguments[1])!, seed: UInt64(arguments[2])!))
        }
        """#

    /// Each sequence starts at launch: the app not ready, nobody signed in. Steps: `open LINK`, `show LINK` (the
    /// app shows the route of the link itself), `ready`, `signIn`, `signOut`, `pop`, `popToRoot`, `select TAB`,
    /// `dismiss`, `swipe`, which closes the sheet as SwiftUI does when the person swipes it away, and `lock` and
    /// `unlock`, which close and open the app's paywall in front of sellers.
    static let sequences: [(steps: String, expected: String)] = [
        ("open shop://products/7", "tab home; held product(productId: 7)"),
        ("open shop://products/7; ready", "tab home; home [product(productId: 7)]"),
        ("ready; open shop://products/7/reviews", "tab home; home [product(productId: 7), reviews(productId: 7)]"),
        (
            "ready; open shop://orders/3/items/4",
            "tab home; held item(orderId: 3, itemId: 4); sign-in for [item(orderId: 3, itemId: 4)]"
        ),
        (
            "ready; open shop://orders/3/items/4; signIn",
            "tab orders; orders [order(orderId: 3), item(orderId: 3, itemId: 4)]; sign-in for [item(orderId: 3, itemId: 4)]"
        ),
        (
            "open shop://orders/3; ready; signIn",
            "tab orders; orders [order(orderId: 3)]; sign-in for [order(orderId: 3)]"
        ),
        (
            "ready; signIn; open shop://codes/abc/orders/9",
            "tab orders; orders [order(orderId: 9), itemByCode(code: \"abc\", number: 9)]"
        ), ("ready; signIn; open shop://orders/3; open shop://orders", "tab orders"),
        (
            "ready; open shop://sellers/acme; open shop://sellers/acme/products",
            "tab home; home [seller(sellerId: \"acme\"), sellerProducts(sellerId: \"acme\")]"
        ),
        (
            "ready; open shop://products/2; open shop://products/12/seller",
            "tab home; home [product(productId: 2), seller(sellerId: \"12\"), productSeller(productId: 12)]"
        ),
        (
            "ready; open shop://settings/privacy/blocked",
            "tab home; sheet settings(Settings.overview) [settings(Settings.privacy), settings(Settings.blocked)]"
        ), ("ready; open shop://settings; open shop://products/2", "tab home; home [product(productId: 2)]"),
        ("ready; signIn; open shop://checkout", "tab home; cover checkout []"),
        (
            "ready; signIn; open shop://products/2; open shop://orders/5/cancel",
            "tab home; home [product(productId: 2)]; performed [cancel(orderId: 5)]"
        ), ("ready; open https://shop.example.com/nowhere", "tab home; browser [https://shop.example.com/nowhere]"),
        ("ready; open shop://products/2; open shop://nowhere", "tab home"),
        ("open shop://checkout; signOut; ready; signIn", "tab home"),
        ("ready; open https://evil.example/products/2", "tab home"),
        // The same link twice, or a route shown on its own screen, pushes nothing more.
        (
            "ready; open shop://sellers/acme/products; open shop://sellers/acme/products",
            "tab home; home [seller(sellerId: \"acme\"), sellerProducts(sellerId: \"acme\")]"
        ), ("ready; open shop://sellers/acme; show shop://sellers/acme", "tab home; home [seller(sellerId: \"acme\")]"),
        (
            "ready; open shop://sellers/acme; open shop://sellers/bob",
            "tab home; home [seller(sellerId: \"acme\"), seller(sellerId: \"bob\")]"
        ),
        // A later link wins over one held for sign-in; a browser link needs no screens and goes at once.
        (
            "open shop://orders/3; ready; open shop://products/2; signIn",
            "tab home; home [product(productId: 2)]; sign-in for [order(orderId: 3)]"
        ), ("open https://shop.example.com/nowhere", "tab home; browser [https://shop.example.com/nowhere]"),
        (
            "open shop://products/2; open https://shop.example.com/nowhere; ready",
            "tab home; browser [https://shop.example.com/nowhere]"
        ),
        // Verbs.
        ("ready; open shop://products/7/reviews; pop", "tab home; home [product(productId: 7)]"),
        ("ready; open shop://products/7/reviews; pop; pop; pop", "tab home"),
        ("ready; open shop://products/7/reviews; popToRoot", "tab home"),
        ("ready; signIn; open shop://products/7; select orders", "tab orders; home [product(productId: 7)]"),
        ("ready; open shop://products/7/reviews; select home", "tab home"),
        (
            "ready; open shop://settings/privacy/blocked; pop",
            "tab home; sheet settings(Settings.overview) [settings(Settings.privacy)]"
        ), ("ready; open shop://settings; pop", "tab home"),
        (
            "ready; open shop://products/2; open shop://settings/privacy; popToRoot",
            "tab home; home [product(productId: 2)]; sheet settings(Settings.overview) []"
        ), ("ready; open shop://settings/privacy/blocked; dismiss", "tab home"),
        ("ready; open shop://settings/privacy/blocked; swipe", "tab home"),
        // The app's own gate holds a link and asks to unlock, as sign-in does; the link waits for the gate to open.
        (
            "ready; lock; open shop://sellers/acme",
            "tab home; held seller(sellerId: \"acme\"); unlock for [seller(sellerId: \"acme\")]"
        ),
        (
            "ready; lock; open shop://sellers/acme; unlock",
            "tab home; home [seller(sellerId: \"acme\")]; unlock for [seller(sellerId: \"acme\")]"
        ),
        (
            "lock; open shop://sellers/acme; ready",
            "tab home; held seller(sellerId: \"acme\"); unlock for [seller(sellerId: \"acme\")]"
        ),
        (
            "ready; lock; open shop://sellers/acme; open shop://products/2; unlock",
            "tab home; home [product(productId: 2)]; unlock for [seller(sellerId: \"acme\")]"
        ),
        // A screen shown over one that requires sign-in requires it too, and so does a tap on a tab whose root does.
        (
            "ready; open shop://orders/3/receipt",
            "tab home; held receipt(orderId: 3); sign-in for [receipt(orderId: 3)]"
        ),
        (
            "ready; open shop://orders/3/receipt; signIn",
            "tab orders; orders [order(orderId: 3), receipt(orderId: 3)]; sign-in for [receipt(orderId: 3)]"
        ),
        (
            "ready; open shop://products/7; select orders",
            "tab home; home [product(productId: 7)]; held orders; sign-in for [orders]"
        ), ("ready; select orders; signIn", "tab orders; sign-in for [orders]"),
        ("select orders; ready", "tab home; held orders; sign-in for [orders]"),
        // Sign-out takes every screen that requires sign-in away, with the screens above it, and leaves a tab whose
        // root requires sign-in for the first tab anyone may see.
        ("ready; signIn; open shop://orders/3/items/4; open shop://checkout; signOut", "tab home"),
        (
            "ready; signIn; open shop://products/2; open shop://orders/3; select home; signOut",
            "tab home; home [product(productId: 2)]"
        ),
    ]

    static let program = #"""
        import Foundation
        import Observation

        func readable(_ value: Any) -> String {
            String(describing: value).replacingOccurrences(of: "Harness.", with: "")
                .replacingOccurrences(of: "AppRoute.", with: "")
        }

        func readable(_ routes: [AppRoute]) -> String {
            "[" + routes.map { readable($0) }.joined(separator: ", ") + "]"
        }

        /// Counts observation callbacks, which run synchronously here, on the main actor's thread.
        final class ChangeCount: @unchecked Sendable {
            var value = 0
        }

        @MainActor final class Paywall {
            var isPaid = true
        }

        /// The app's actions, each writing down the action route it performed.
        final class RecordedActions: AppRouteActions {
            var performed: [AppRoute] = []
            func cancel(orderId: Int) { performed.append(.cancel(orderId: orderId)) }
        }

        @MainActor func drive(_ steps: String) -> String {
            let actions = RecordedActions()
            var browser: [URL] = []
            var signIns: [AppRoute] = []
            // The app's gate beyond sign-in, a paywall in front of sellers, open until a `lock` step.
            let paywall = Paywall()
            var unlocks: [AppRoute] = []
            let router = AppRouter(
                perform: { $0.perform(with: actions) },
                openInBrowser: { browser.append($0) },
                signIn: { signIns.append($0) },
                isAllowed: { route in
                    guard case .seller = route else { return true }
                    return paywall.isPaid
                },
                unlock: { unlocks.append($0) }
            )
            for step in steps.components(separatedBy: "; ") {
                switch step {
                case "ready": router.becameReady()
                case "signIn": router.signedIn()
                case "signOut": router.signedOut()
                case "pop": router.pop()
                case "popToRoot": router.popToRoot()
                case "dismiss": router.dismiss()
                case "swipe": router.state.sheet = nil
                case "lock": paywall.isPaid = false
                case "unlock":
                    paywall.isPaid = true
                    router.gateChanged()
                case _ where step.hasPrefix("select "): router.select(AppTab(rawValue: String(step.dropFirst(7)))!)
                case _ where step.hasPrefix("show "):
                    if case .success(let route) = AppRoute.resolve(String(step.dropFirst(5))) { router.show(route) }
                default: router.open(String(step.dropFirst("open ".count)))
                }
            }
            let state = router.state
            var parts = ["tab \(state.selectedTab)"]
            for tab in AppTab.allCases where !state[path: tab].isEmpty {
                parts.append("\(tab) \(readable(state[path: tab]))")
            }
            if let sheet = state.sheet { parts.append("sheet \(readable(sheet)) \(readable(state.sheetPath))") }
            if state.sheet == nil, !state.sheetPath.isEmpty { parts.append("orphan sheet path") }
            if state.fullScreenCover == nil, !state.fullScreenCoverPath.isEmpty { parts.append("orphan cover path") }
            if let cover = state.fullScreenCover {
                parts.append("cover \(readable(cover)) \(readable(state.fullScreenCoverPath))")
            }
            if let held = router.heldLink?.route { parts.append("held \(readable(held))") }
            if !signIns.isEmpty { parts.append("sign-in for \(readable(signIns))") }
            if !unlocks.isEmpty { parts.append("unlock for \(readable(unlocks))") }
            if !actions.performed.isEmpty { parts.append("performed \(readable(actions.performed))") }
            if !browser.isEmpty { parts.append("browser [\(browser.map(\.absoluteString).joined(separator: ", "))]") }
            return parts.joined(separator: "; ")
        }

        @MainActor func restores() throws -> Bool {
            var state = AppRouteNavigationState()
            state.apply(.item(orderId: 3, itemId: 4))
            state.apply(.settings(.blocked))
            let data = try JSONEncoder().encode(state)
            return try JSONDecoder().decode(AppRouteNavigationState.self, from: data) == state
        }

        /// A link held for sign-in when the app is closed opens after the relaunch, from the saved pending link.
        @MainActor func heldAcrossRelaunch() throws -> String {
            let before = AppRouter(isReady: true, perform: { _ in }, openInBrowser: { _ in }, signIn: { _ in })
            before.open("shop://orders/3")
            let saved = try JSONEncoder().encode(before.pendingLink)
            let after = AppRouter(
                pendingLink: try JSONDecoder().decode(AppRoutePendingLink.self, from: saved),
                perform: { _ in },
                openInBrowser: { _ in },
                signIn: { _ in }
            )
            after.becameReady()
            after.signedIn()
            return readable(after.state[path: .orders])
        }

        @MainActor func verbs() {
            var observed = 0
            let router = AppRouter(
                isReady: true,
                perform: { _ in },
                openInBrowser: { _ in },
                signIn: { _ in },
                observe: { _ in observed += 1 }
            )
            let taken = [
                router.open("shop://products/2"), router.open("shop://nowhere"),
                router.open("https://shop.example.com/nowhere"), router.open("https://evil.example/products/2"),
            ]
            print("open returns: \(taken.map(String.init).joined(separator: " "))")
            observed = 0
            router.open("shop://products/3")
            router.show(.product(productId: 4))
            print("observed: \(observed) of 2")
            // Views reading heldLink are told of a change only when the held link changes, not on every link.
            let heldLinkChanges = ChangeCount()
            withObservationTracking { _ = router.heldLink } onChange: { heldLinkChanges.value += 1 }
            router.open("shop://products/6")
            let afterShown = heldLinkChanges.value
            router.open("shop://orders/7")
            print("heldLink changes: after a link shown at once \(afterShown), after a held one \(heldLinkChanges.value)")
            var pending = AppRoutePendingLink(lifetime: 60)
            let start = Date()
            _ = pending.open(AppRoute.resolution(for: "shop://products/5"), isReady: false, isSignedIn: false, now: start)
            let within = pending.pending(now: start.addingTimeInterval(59)) != nil
            let past = pending.pending(now: start.addingTimeInterval(61)) != nil
            print("held within its lifetime: \(within); past it: \(past)")
        }

        MainActor.assumeIsolated {
            for steps in CommandLine.arguments.dropFirst() { print(drive(steps)) }
            print("state restored: \((try? restores()) ?? false)")
            print("held across a relaunch: \((try? heldAcrossRelaunch()) ?? "failed")")
            verbs()
        }
        """#
}
