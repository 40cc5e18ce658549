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
            rendering: RenderOptions(codable: true, router: true)
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let navigation = try #require(output.router)
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
        #expect(lines.dropFirst(Self.sequences.count) == ["state restored: true", ""])
    }

    /// Each sequence starts at launch: the app not ready, nobody signed in. Steps: `open LINK`, `ready`, `signIn`,
    /// `signOut`.
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
    ]

    static let program = #"""
        import Foundation

        func readable(_ value: Any) -> String {
            String(describing: value).replacingOccurrences(of: "Harness.", with: "")
                .replacingOccurrences(of: "AppRoute.", with: "")
        }

        func readable(_ routes: [AppRoute]) -> String {
            "[" + routes.map { readable($0) }.joined(separator: ", ") + "]"
        }

        @MainActor func drive(_ steps: String) -> String {
            var performed: [AppRoute] = []
            var browser: [URL] = []
            var signIns: [AppRoute] = []
            let router = AppRouter(
                perform: { performed.append($0) },
                openInBrowser: { browser.append($0) },
                signIn: { signIns.append($0) }
            )
            for step in steps.components(separatedBy: "; ") {
                switch step {
                case "ready": router.becameReady()
                case "signIn": router.signedIn()
                case "signOut": router.signedOut()
                default: router.open(String(step.dropFirst("open ".count)))
                }
            }
            let state = router.state
            var parts = ["tab \(state.selectedTab)"]
            for tab in AppTab.allCases where !state[path: tab].isEmpty {
                parts.append("\(tab) \(readable(state[path: tab]))")
            }
            if let sheet = state.sheet { parts.append("sheet \(readable(sheet)) \(readable(state.sheetPath))") }
            if let cover = state.fullScreenCover {
                parts.append("cover \(readable(cover)) \(readable(state.fullScreenCoverPath))")
            }
            if let held = router.heldLink?.route { parts.append("held \(readable(held))") }
            if !signIns.isEmpty { parts.append("sign-in for \(readable(signIns))") }
            if !performed.isEmpty { parts.append("performed \(readable(performed))") }
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

        MainActor.assumeIsolated {
            for steps in CommandLine.arguments.dropFirst() { print(drive(steps)) }
            print("state restored: \((try? restores()) ?? false)")
        }
        """#
}
