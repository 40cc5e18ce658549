import Testing
@testable import RouteGenCore

/// The richer resolution API of a generated file, compiled and run: fallback, open in the browser, context, the
/// pending link, on `Specs/reference.yaml`, which has a fallback and context keys.
@Suite("Generated link outcomes compile and resolve as documented", .tags(.compilesGeneratedCode))
struct LinkOutcomeCodeTests {
    @Test(
        "Old, current, unknown and foreign links resolve to their documented outcomes, with context",
        arguments: [5, 6]
    ) func outcomes(languageMode: Int) async throws {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes("Specs/reference.yaml"),
            specPath: "reference.yaml",
            rendering: RenderOptions(outputs: [.navigation])
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let compilation = try await SwiftCompiler.compile(
            [
                SwiftCompiler.SourceFile(name: "Generated.swift", text: source),
                // The pending link, which the router holds links with, is in the navigation file.
                SwiftCompiler.SourceFile(name: "Navigation.swift", text: try #require(output.files[.navigation])),
                SwiftCompiler.SourceFile(name: "main.swift", text: Self.program),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"],
            product: "outcomes"
        )
        let program = try #require(
            compilation.product,
            "swiftc failed in Swift \(languageMode) mode:\n\(compilation.standardError.prefix(4000))"
        )
        let run = try await Shell.run(program.path, Self.links)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == Self.expected)
    }

    static let links = [
        "myapp://users/42?utm_source=mail&utm_campaign=spring&channel=PUSH",
        "https://www.myapp.com/items/7?channel=fax", "myapp://u/42?utm_campaign=old", "https://myapp.com/i/7",
        "myapp://i/seven", "myapp://nowhere/new?utm_campaign=launch", "myapp://items/abc",
        "https://myapp.com/nowhere?utm_source=web", "https://myapp.com/items/abc",
        "https://evil.example/items/7?utm_source=x", "ftp://myapp.com/items/7", "myapp://user:secret@users/42",
        "myapp://users/%2E%2E",
    ]

    static let expected = """
        myapp://users/42?utm_source=mail&utm_campaign=spring&channel=PUSH => resolved(AppRoute.profile(userId: "42")) [campaignSource: mail, campaign: spring, channel: push]
        https://www.myapp.com/items/7?channel=fax => resolved(AppRoute.item(itemId: 7)) [source: web]
        myapp://u/42?utm_campaign=old => redirected(AppRoute.profile(userId: "42"), from: AppRouteRedirect.oldProfile) [campaign: old]
        https://myapp.com/i/7 => redirected(AppRoute.item(itemId: 7), from: AppRouteRedirect.oldItem) [source: web]
        myapp://i/seven => fallback(AppRoute.home, reason: AppRouteResolutionError.invalidParameterValue(name: "itemId", value: "seven"))
        myapp://nowhere/new?utm_campaign=launch => fallback(AppRoute.home, reason: AppRouteResolutionError.noRoute) [campaign: launch]
        myapp://items/abc => fallback(AppRoute.home, reason: AppRouteResolutionError.invalidParameterValue(name: "itemId", value: "abc"))
        https://myapp.com/nowhere?utm_source=web => openInBrowser(https://myapp.com/nowhere?utm_source=web, reason: AppRouteResolutionError.noRoute) [campaignSource: web, source: web]
        https://myapp.com/items/abc => openInBrowser(https://myapp.com/items/abc, reason: AppRouteResolutionError.invalidParameterValue(name: "itemId", value: "abc")) [source: web]
        https://evil.example/items/7?utm_source=x => unresolved(AppRouteResolutionError.untrustedHost("evil.example")) [source: web]
        ftp://myapp.com/items/7 => unresolved(AppRouteResolutionError.unsupportedScheme("ftp"))
        myapp://user:secret@users/42 => unresolved(AppRouteResolutionError.unexpectedUserInfoOrPort)
        myapp://users/%2E%2E => unresolved(AppRouteResolutionError.malformedPath)
        pending: signed out holds it: true; released while signed out: false; released after sign-in: true; once: true
        pending: not ready holds a public link: true; released when ready: true
        pending: expired is dropped: true; discarded is dropped: true; no route is returned at once: true

        """

    static let program = #"""
        import Foundation

        func readable(_ value: Any) -> String {
            String(describing: value).replacingOccurrences(of: "Harness.", with: "")
        }

        func describe(_ resolution: AppRouteResolution) -> String {
            let context = resolution.context
            var values: [String] = []
            if let value = context.campaignSource { values.append("campaignSource: \(value)") }
            if let value = context.campaign { values.append("campaign: \(value)") }
            if let value = context.channel { values.append("channel: \(value)") }
            if let value = context.source { values.append("source: \(value)") }
            return readable(resolution.outcome) + (values.isEmpty ? "" : " [" + values.joined(separator: ", ") + "]")
        }

        for text in CommandLine.arguments.dropFirst() {
            let resolution = AppRoute.resolution(for: text, source: text.hasPrefix("https") ? .web : nil)
            print(text, "=>", describe(resolution))
            if let url = URL(string: text), AppRoute.resolution(for: url, source: resolution.context.source) != resolution {
                print("resolution(for:) of the URL disagrees with resolution(for:) of the text on", text)
            }
            if let route = resolution.route, !"\(resolution.outcome)".hasPrefix("fallback"), AppRoute.resolve(text) != .success(route) {
                print("resolve(_:) disagrees on", text)
            }
        }

        let start = Date(timeIntervalSince1970: 1_000_000)
        let gated = AppRoute.resolution(for: "myapp://account/billing")
        var pending = AppRoutePendingLink(lifetime: 60)
        let held = pending.open(gated, isReady: true, isSignedIn: false, now: start) == nil && pending.pending(now: start) == gated
        let early = pending.release(isReady: true, isSignedIn: false, now: start) != nil
        let released = pending.release(isReady: true, isSignedIn: true, now: start + 30) == gated
        let once = pending.release(isReady: true, isSignedIn: true, now: start + 31) == nil
        print("pending: signed out holds it: \(held); released while signed out: \(early); released after sign-in: \(released); once: \(once)")

        let open = AppRoute.resolution(for: "myapp://items/7")
        let waits = pending.open(open, isReady: false, isSignedIn: false, now: start) == nil
        let ready = pending.release(isReady: true, isSignedIn: false, now: start + 1) == open
        print("pending: not ready holds a public link: \(waits); released when ready: \(ready)")

        _ = pending.open(gated, isReady: false, isSignedIn: true, now: start)
        let expired = pending.release(isReady: true, isSignedIn: true, now: start + 60) == nil && pending.pending(now: start) == nil
        _ = pending.open(gated, isReady: false, isSignedIn: true, now: start)
        pending.discard()
        let discarded = pending.release(isReady: true, isSignedIn: true, now: start + 1) == nil
        let unresolved = AppRoute.resolution(for: "ftp://x")
        let atOnce = pending.open(unresolved, isReady: false, isSignedIn: false, now: start) == unresolved && pending.pending(now: start) == nil
        print("pending: expired is dropped: \(expired); discarded is dropped: \(discarded); no route is returned at once: \(atOnce)")
        """#
}
