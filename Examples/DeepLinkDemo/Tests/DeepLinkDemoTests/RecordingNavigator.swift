import Foundation
@testable import DeepLinkDemo

/// A navigator that writes down what it was asked to do.
final class RecordingNavigator: Navigator {
    enum Call: Hashable {
        case selectTab(AppTab)
        case push(Destination, onto: AppTab?)
        case sheet(Destination)
        case fullScreen(Destination)
        case perform(Destination)
        case signIn
        case browser(URL)
    }

    private(set) var calls: [Call] = []

    func selectTab(_ tab: AppTab) { calls.append(.selectTab(tab)) }
    func push(_ destination: Destination, onto tab: AppTab?) { calls.append(.push(destination, onto: tab)) }
    func presentSheet(_ destination: Destination) { calls.append(.sheet(destination)) }
    func presentFullScreen(_ destination: Destination) { calls.append(.fullScreen(destination)) }
    func perform(_ action: Destination) { calls.append(.perform(action)) }
    func presentSignIn() { calls.append(.signIn) }
    func openInBrowser(_ url: URL) { calls.append(.browser(url)) }
}
