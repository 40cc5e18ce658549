import Foundation
import RouteNavigation
import Testing

/// The router's hand-over of links the spec sends to the browser.
@Suite("A router hands browser links to openInBrowser, or does not take them without it") @MainActor
struct RouterBrowserLinkTests {
    @Test("With openInBrowser the link goes there and is taken; without it the link is not taken") func browserLinks() {
        var opened: [URL] = []
        let withBrowser = Router<NavigationStateCodingTests.Screen>(
            perform: { _ in },
            openInBrowser: { opened.append($0) },
            signIn: { _ in }
        )
        #expect(withBrowser.open("https://example.com/new-page"))
        #expect(opened == [URL(string: "https://example.com/new-page")!])
        let withoutBrowser = Router<NavigationStateCodingTests.Screen>(perform: { _ in }, signIn: { _ in })
        #expect(!withoutBrowser.open("https://example.com/new-page"))
        #expect(withoutBrowser.open("feed"))
    }
}
