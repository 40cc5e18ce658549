import Foundation

// A stand-in for the parts of SwiftUI that the generated wiring file uses, with the signatures Apple's documentation
// gives them (https://developer.apple.com/documentation/swiftui), compiled into the test program beside an empty
// module named SwiftUI, so that `canImport(SwiftUI)` holds and `import SwiftUI` works. What SwiftUI does with a
// modifier is modelled only as far as a test plays the system: each modifier records its action in `StandInScene`.

@MainActor @preconcurrency public protocol View {}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifierContent
    func body(content: Content) -> Body
}

public struct ModifierContent: View {}

public struct RecordedView: View {}

/// What the modifiers of the last evaluated view asked the system for.
@MainActor enum StandInScene {
    static var openURL: [(URL) -> Void] = []
    static var continueActivity: [String: (NSUserActivity) -> Void] = [:]
    static var advertised: (type: String, isActive: Bool, update: (NSUserActivity) -> Void)?
    static var appear: [() -> Void] = []

    /// Evaluates `view` afresh, as SwiftUI does when what it reads changes.
    static func evaluate(_ view: () -> some View) {
        openURL = []
        continueActivity = [:]
        advertised = nil
        appear = []
        _ = view()
    }
}

extension View {
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> some View {
        _ = modifier.body(content: ModifierContent())
        return RecordedView()
    }

    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        StandInScene.openURL.append(action)
        return RecordedView()
    }

    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
        -> some View
    {
        StandInScene.continueActivity[activityType] = action
        return RecordedView()
    }

    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void)
        -> some View
    {
        StandInScene.advertised = (activityType, isActive, update)
        return RecordedView()
    }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        if let action { StandInScene.appear.append(action) }
        return RecordedView()
    }
}
