import Foundation

// A stand-in for the parts of SwiftUI that the generated wiring file uses, compiled into the test program beside an
// empty module named SwiftUI, so that `canImport(SwiftUI)` holds and `import SwiftUI` works. Each declaration is as
// the iOS 18.6 SDK's SwiftUI and SwiftUICore interfaces have it: View and ViewModifier are main-actor protocols with
// their `@ViewBuilder` body requirements, `modifier(_:)` returns a `ModifiedContent`, and the modifiers are
// `nonisolated` with SwiftUI's closure types. A primitive view's `body` (Never) is spelled out here, where SwiftUI
// keeps it internal. What SwiftUI does with a modifier is modelled only as far as a test plays the system:
// `StandInScene.evaluate` builds a view and records what its modifiers asked for.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public var body: Never { fatalError("Never has no values") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
    nonisolated public init() {}

    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    nonisolated init() {}

    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        .init(content: self, modifier: modifier)
    }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        RequestingView(content: self, request: action.map(StandInScene.Request.appear))
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    nonisolated public func userActivity(
        _ activityType: String,
        isActive: Bool = true,
        _ update: @escaping (NSUserActivity) -> ()
    ) -> some View {
        RequestingView(content: self, request: .advertise(type: activityType, isActive: isActive, update: update))
    }

    nonisolated public func onContinueUserActivity(
        _ activityType: String,
        perform action: @escaping (NSUserActivity) -> ()
    ) -> some View {
        RequestingView(content: self, request: .continueActivity(type: activityType, action: action))
    }

    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        RequestingView(content: self, request: .openURL(action))
    }
}

/// Not SwiftUI's: what the modifiers of the last evaluated view asked the system for.
@MainActor enum StandInScene {
    enum Request {
        case openURL((URL) -> Void)
        case continueActivity(type: String, action: (NSUserActivity) -> Void)
        case advertise(type: String, isActive: Bool, update: (NSUserActivity) -> Void)
        case appear(() -> Void)
    }

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
        visit(view())
    }

    static func visit(_ view: some View) {
        (view as? any RecordsRequests)?.recordRequests()
    }

    fileprivate static func record(_ request: Request) {
        switch request {
        case .openURL(let action): openURL.append(action)
        case .continueActivity(let type, let action): continueActivity[type] = action
        case .advertise(let type, let isActive, let update): advertised = (type, isActive, update)
        case .appear(let action): appear.append(action)
        }
    }
}

/// Not SwiftUI's: a view whose modifiers `StandInScene` reads.
protocol RecordsRequests {
    @MainActor func recordRequests()
}

/// Not SwiftUI's: what a modifier of the stand-in returns, the view it modifies and what it asks the system for.
/// Its conformances are extensions, so that its values are made outside the main actor, as the modifiers make them.
struct RequestingView<Content: View> {
    let content: Content
    let request: StandInScene.Request?
}

extension RequestingView: View {
    var body: Never { fatalError("a primitive view has no body") }
}

extension RequestingView: RecordsRequests {
    func recordRequests() {
        if let request { StandInScene.record(request) }
        StandInScene.visit(content)
    }
}

extension ModifiedContent: RecordsRequests where Content: View, Modifier: ViewModifier {
    @MainActor func recordRequests() {
        StandInScene.visit(content)
        StandInScene.visit(modifier.body(content: _ViewModifier_Content()))
    }
}
