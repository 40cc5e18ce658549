import ArtFeature
import Foundation
import GhostApp
import Testing
import Weather

@MainActor
@Test(arguments: [
    (
        "ghost://dashboard/weather/city?name=Chicago",
        "Weather in Chicago (push(tab: Optional(GhostApp.AppTab.dashboard)))"
    ), ("https://ghost.example.com/art/pieces/7", "Piece 7 (fullScreen)"),
    ("ghost://settings/weather/units", "Units (sheet)"), ("ghost://art", "Gallery (push(tab: nil))"),
    ("ghost://gallery/12", "Piece 12 (fullScreen)"),
    ("ghost://settings", "Settings (selectTab(GhostApp.AppTab.settings))"),
    ("ghost://music", "Section music (push(tab: Optional(GhostApp.AppTab.dashboard)))"),
]) func linksReachEachFeatureThroughTheAppsRoute(link: String, expected: String) {
    #expect(describeLink(link) == expected)
}

@MainActor @Test func aLinkNamingAnotherTabShowsTheFeaturesScreenThere() {
    let link = "ghost://settings/weather/city?name=Oslo"
    #expect(AppRoute(string: link) == .weather(.city(name: "Oslo"), tab: .settings))
    #expect(describeLink(link) == "Weather in Oslo (push(tab: Optional(GhostApp.AppTab.settings)))")
    #expect(AppRoute.weather(.city(name: "Oslo"), tab: .settings).url.absoluteString == link)
}

@Test func aFeaturesOldLinkOpensItsRouteAndTheAppNamesTheRedirect() {
    let resolution = AppRoute.resolution(for: URL(string: "ghost://dashboard/weather/town/Lagos")!)
    #expect(resolution.outcome == .redirected(.weather(.city(name: "Lagos"), tab: .dashboard), from: .weatherOldCity))
}

@MainActor
@Test(arguments: [
    ("ghost://art/pieces/0", #"error: invalidParameterValue(name: "pieceId", value: "0")"#),
    ("ghost://dashboard/weather/city", #"error: missingParameter(name: "name")"#),
    ("ghost://settings/weather/radar", "error: noRoute"),
]) func aFeaturesRefusalIsTheApps(link: String, expected: String) { #expect(describeLink(link) == expected) }

@Test func featureRoutesAreWrittenUnderTheirMounts() {
    #expect(
        AppRoute.weather(.city(name: "São Paulo"), tab: .dashboard).url.absoluteString
            == "ghost://dashboard/weather/city?name=S%C3%A3o%20Paulo"
    )
    #expect(AppRoute.art(.piece(pieceId: 7)).webURL.absoluteString == "https://ghost.example.com/art/pieces/7")
    #expect(AppRoute(url: AppRoute.art(.gallery).url) == .art(.gallery))
}

@MainActor @Test func eachFeatureMatchesTheLinksBelowItsMountOnItsOwn() {
    #expect(WeatherRoute.city(name: "Oslo").linkParts.path == ["city"])
    #expect(WeatherRoute.city(name: "Oslo").navigation == .push)
    #expect(ArtRoute.piece(pieceId: 3).destination(in: ArtScreens()) == "Piece 3")
}

@MainActor @Test func theRouterShowsAFeaturesScreenAboveItsParentOnTheTabTheLinkNames() {
    guard #available(macOS 14, iOS 17, *) else { return }
    let router = AppRouter(isReady: true, isSignedIn: true, perform: { _ in }, signIn: { _ in })
    #expect(router.open("ghost://settings/weather/city?name=Oslo"))
    #expect(router.state.selectedTab == .settings)
    #expect(
        router.state[path: .settings] == [
            .weather(.forecast, tab: .settings), .weather(.city(name: "Oslo"), tab: .settings),
        ]
    )
    #expect(router.open("ghost://art/pieces/4"))
    #expect(router.state.fullScreenCover == .art(.piece(pieceId: 4)))
}
