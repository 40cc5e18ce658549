import Foundation
import Testing
@testable import RouteGenCore

/// The destinations protocol is `@MainActor`, as SwiftUI's `View` and UIKit's view controllers are: a main-actor
/// screen factory conforms with no warning in both language modes, which a nonisolated protocol allows only through an
/// isolated conformance (Swift 6.2 and later), and a caller off the main actor is told to move there.
@Suite("Main-actor screens conform to the destinations protocol", .tags(.compilesGeneratedCode))
struct MainActorDestinationsCodeTests {
    /// Screens at the root and in a group, and action routes in both, so that `destination(in:)` returns an optional
    /// on two levels and a plain screen on a third.
    static let spec = UnitSupport.spec(
        """
        home: { path: / }
        order: { path: "/orders/:orderId", params: { orderId: Int } }
        logout: { path: /logout, navigation: action }
        account:
          routes:
            profile: { path: /account }
            revoke: { path: "/account/keys/:keyId/revoke", navigation: action }
        help:
          routes:
            faq: { path: /help }
        """
    )

    static func generated() throws -> String {
        let output = RouteGenerator.generate(spec: Array(spec.utf8), specPath: "routes.yaml")
        return try #require(output.source, "\(output.diagnostics)")
    }

    /// A UIKit app's factory, a main-actor class with state, and a SwiftUI app's, a plain struct that the conformance
    /// puts on the main actor; the actions do nothing.
    static let conformers = """
        /// Stands in for a view controller: main-actor isolated, as UIKit's are.
        @MainActor final class ScreenController {
            let title: String
            init(title: String) { self.title = title }
        }

        @MainActor final class ScreenFactory: AppRouteDestinations {
            private(set) var screensMade = 0

            func home() -> ScreenController { make("home") }
            func order(orderId: Int) -> ScreenController { make("order \\(orderId)") }
            func accountProfile() -> ScreenController { make("profile") }
            func helpFaq() -> ScreenController { make("faq") }

            private func make(_ title: String) -> ScreenController {
                screensMade += 1
                return ScreenController(title: title)
            }
        }

        struct ScreenNames: AppRouteDestinations {
            func home() -> String { "home" }
            func order(orderId: Int) -> String { "order \\(orderId)" }
            func accountProfile() -> String { "profile" }
            func helpFaq() -> String { "faq" }
        }

        struct Actions: AppRouteActions {
            func logout() {}
            func accountRevoke(keyId: String) {}
        }

        """

    /// Asks both factories for each route's screen from the main actor, and counts the class's screens.
    static let program = conformers + mainProgram

    static let mainProgram = """
        @main enum Program {
            @MainActor static func main() {
                let factory = ScreenFactory()
                for link in ["myapp://", "myapp://orders/7", "myapp://logout", "myapp://account", "myapp://help"] {
                    guard case .success(let route) = AppRoute.resolve(link) else { fatalError(link) }
                    let controller = route.destination(in: factory)
                    let name = route.destination(in: ScreenNames())
                    print(link, controller?.title ?? "no screen", name ?? "no screen")
                    route.perform(with: Actions())
                }
                if case .help(let route) = AppRoute.help(.faq) { print(route.destination(in: factory).title) }
                print("made", factory.screensMade)
            }
        }

        """

    @Test("A main-actor class and a plain struct conform with no warning and make the screens", arguments: [5, 6])
    func mainActorConformers(languageMode: Int) async throws {
        let result = try await SwiftCompiler.run(
            [
                .init(name: "AppRoute.swift", text: try Self.generated()),
                .init(name: "Program.swift", text: Self.program),
            ],
            compiling: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-parse-as-library"],
            product: "main-actor-destinations",
            arguments: []
        )
        #expect(
            result?.standardOutput == """
                myapp:// home home
                myapp://orders/7 order 7 order 7
                myapp://logout no screen no screen
                myapp://account profile profile
                myapp://help faq faq
                faq
                made 5

                """
        )
    }

    /// The migration the changelog gives: a nonisolated function that asks for a screen no longer compiles, and the
    /// error says why, in both modes.
    @Test("Asking for a screen off the main actor is an error that names the main actor", arguments: [5, 6])
    func nonisolatedCaller(languageMode: Int) async throws {
        let caller = """
            func screenName(of route: AppRoute, in names: ScreenNames) -> String? {
                route.destination(in: names)
            }

            """
        let compilation = try await SwiftCompiler.compile(
            [
                .init(name: "AppRoute.swift", text: try Self.generated()),
                .init(name: "Caller.swift", text: Self.conformers + caller),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-parse-as-library"],
            product: "nonisolated-caller"
        )
        #expect(compilation.status != 0)
        #expect(
            compilation.standardError.contains(
                "error: call to main actor-isolated instance method 'destination(in:)' in a synchronous "
                    + "nonisolated context"
            ),
            "\(compilation.standardError.prefix(4000))"
        )
    }
}
