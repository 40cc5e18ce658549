import Foundation
import Observation

// A stand-in for the parts of SwiftUI that the generated wiring file and the navigation library's SwiftUI parts use,
// compiled into the test program beside an empty module named SwiftUI (so that `canImport(SwiftUI)` holds and `import
// SwiftUI` works), or as the SwiftUI module itself, which the library is built against. Each declaration is as
// the iOS 18.6 SDK's SwiftUI and SwiftUICore interfaces have it: View and ViewModifier are main-actor protocols with
// their `@ViewBuilder` body requirements, `modifier(_:)` returns a `ModifiedContent`, and the modifiers are
// `nonisolated` with SwiftUI's closure types. A primitive view's `body` (Never) is spelled out here, where SwiftUI
// keeps it internal. What SwiftUI does with a modifier is modelled only as far as a test plays the system:
// `StandInScene.evaluate` builds a view in a scene's phase, which `@Environment(\.scenePhase)` reads, and records what
// its modifiers asked for; `appear(in:_:)` and `changePhase(of:from:to:)` run the actions SwiftUI would.

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

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View { _ConditionalContent(storage: .trueContent(first)) }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View { _ConditionalContent(storage: .falseContent(second)) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.get()[keyPath: keyPath] },
            set: { subject in
                var value = self.get()
                value[keyPath: keyPath] = subject
                self.set(value)
            }
        )
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError("unavailable") }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { fatalError("unavailable") }

    init(observing object: Value) { wrappedValue = object }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { self.init(observing: wrappedValue) }

    public init(_ wrappedValue: Value) { self.init(observing: wrappedValue) }

    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    let path: Binding<Data>
    let root: Root

    @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }

    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        RequestingView(content: self, request: nil)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        RequestingView(content: self, request: nil)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        RequestingView(content: self, request: nil)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        PresentingView(content: self, item: item, presented: content, style: .sheet)
    }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        PresentingView(content: self, item: item, presented: content, style: .fullScreenCover)
    }
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

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    nonisolated public func onChange<V>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        let observation = StandInScene.Observation(value: value, initial: initial, action: action)
        return RequestingView(content: self, request: .observe(observation))
    }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable {
        RequestingView(content: self, request: .change(action))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value> {
    // SwiftUI's wrapper keeps its key path in a case of an `@unchecked Sendable` enum, as here.
    @usableFromInline @frozen enum Content: @unchecked Sendable {
        case keyPath(KeyPath<EnvironmentValues, Value>)
    }

    @usableFromInline var content: Content

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { content = .keyPath(keyPath) }

    /// Not SwiftUI's reading: the value in the environment of the scene whose view `StandInScene` evaluates.
    public var wrappedValue: Value {
        switch content {
        case .keyPath(let keyPath): StandInScene.environment[keyPath: keyPath]
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    /// Not SwiftUI's: what `scenePhase` reads and writes.
    var storedScenePhase = ScenePhase.active

    public init() {}
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable {
    case background
    case inactive
    case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScenePhase: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScenePhase: Hashable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { storedScenePhase }
        set { storedScenePhase = newValue }
    }
}

/// Not SwiftUI's: what the modifiers of the last evaluated view asked the system for.
@MainActor enum StandInScene {
    enum Request {
        case openURL((URL) -> Void)
        case continueActivity(type: String, action: (NSUserActivity) -> Void)
        case advertise(type: String, isActive: Bool, update: (NSUserActivity) -> Void)
        case appear(() -> Void)
        case change(() -> Void)
        case observe(Observation)
    }

    /// An `onChange(of:initial:_:)` as its view was evaluated: the value it watched and the action, which the
    /// stand-in calls with an earlier evaluation's value as the old one.
    struct Observation {
        let value: Any
        let initial: Bool
        let action: (_ oldValue: Any) -> Void
        let equalsValue: (Any) -> Bool

        init<V: Equatable>(value: V, initial: Bool, action: @escaping (_ oldValue: V, _ newValue: V) -> Void) {
            self.value = value
            self.initial = initial
            self.action = { oldValue in action(oldValue as! V, value) }
            equalsValue = { $0 as? V == value }
        }
    }

    /// What the last evaluated view bound: the tab view's selection, each navigation stack's path (tabs in order,
    /// then a presentation's), and the sheet's and the cover's items; each a `Binding` of the view's own type.
    static var tabSelection: Any?
    static var stackPaths: [Any] = []
    static var sheetItem: Any?
    static var fullScreenCoverItem: Any?
    static var openURL: [(URL) -> Void] = []
    static var continueActivity: [String: (NSUserActivity) -> Void] = [:]
    static var advertised: (type: String, isActive: Bool, update: (NSUserActivity) -> Void)?
    static var appear: [() -> Void] = []
    /// The actions of `onChange(of:)`, which the stand-in calls only when a test says the values changed.
    static var change: [() -> Void] = []
    /// The `onChange(of:initial:_:)` whose actions take the old and the new value, in the order they were applied;
    /// `appear(in:_:)` and `changePhase(of:from:to:)` call them.
    static var observations: [Observation] = []
    /// The environment of the scene whose view is being evaluated, which `@Environment` reads. SwiftUI declares
    /// `Environment.wrappedValue` outside any actor; only `evaluate`, on the main actor, sets this.
    nonisolated(unsafe) static var environment = EnvironmentValues()

    /// Evaluates `view` afresh, as SwiftUI does when what it reads changes, in a scene in `phase`.
    static func evaluate(in phase: ScenePhase = .active, _ view: () -> some View) {
        tabSelection = nil
        stackPaths = []
        sheetItem = nil
        fullScreenCoverItem = nil
        openURL = []
        continueActivity = [:]
        advertised = nil
        appear = []
        change = []
        observations = []
        environment.scenePhase = phase
        visit(view())
    }

    /// `view` appears in a scene in `phase`: it is evaluated, then its `onAppear` actions run, and those of
    /// `onChange(of:initial: true)` with the value it saw as the old and the new one, as SwiftUI runs them.
    static func appear(in phase: ScenePhase, _ view: () -> some View) {
        evaluate(in: phase, view)
        for action in appear { action() }
        for observation in observations where observation.initial { observation.action(observation.value) }
    }

    /// The scene showing `view` goes from `phase` to `newPhase`: SwiftUI evaluates `view` in the new phase and runs
    /// the actions of `onChange(of:initial:_:)` whose value changed, with the value before and after.
    static func changePhase(of view: () -> some View, from phase: ScenePhase, to newPhase: ScenePhase) {
        evaluate(in: phase, view)
        let before = observations
        evaluate(in: newPhase, view)
        for (old, new) in zip(before, observations) where !new.equalsValue(old.value) { new.action(old.value) }
    }

    /// Records what `view` asks for and binds, and what the views inside it do: a primitive view of the stand-in
    /// knows its children; another view is its body.
    static func visit<Content: View>(_ view: Content) {
        if let recording = view as? any RecordsRequests {
            recording.recordRequests()
        } else if Content.Body.self != Never.self {
            visit(view.body)
        }
    }

    fileprivate static func record(_ request: Request) {
        switch request {
        case .openURL(let action): openURL.append(action)
        case .continueActivity(let type, let action): continueActivity[type] = action
        case .advertise(let type, let isActive, let update): advertised = (type, isActive, update)
        case .appear(let action): appear.append(action)
        case .change(let action): change.append(action)
        case .observe(let observation): observations.append(observation)
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

extension _ConditionalContent: RecordsRequests where TrueContent: View, FalseContent: View {
    @MainActor func recordRequests() {
        switch storage {
        case .trueContent(let content): StandInScene.visit(content)
        case .falseContent(let content): StandInScene.visit(content)
        }
    }
}

extension TabView: RecordsRequests {
    @MainActor func recordRequests() {
        StandInScene.tabSelection = selection
        StandInScene.visit(content)
    }
}

extension NavigationStack: RecordsRequests {
    @MainActor func recordRequests() {
        StandInScene.stackPaths.append(path)
        StandInScene.visit(root)
    }
}

extension ForEach: RecordsRequests where Content: View {
    @MainActor func recordRequests() {
        for element in data { StandInScene.visit(content(element)) }
    }
}

/// Not SwiftUI's: a view that presents `presented` over `content` while `item` holds a value.
struct PresentingView<Content: View, Item, Presented: View> {
    enum Style { case sheet, fullScreenCover }

    let content: Content
    let item: Binding<Item?>
    let presented: (Item) -> Presented
    let style: Style
}

extension PresentingView: View {
    var body: Never { fatalError("a primitive view has no body") }
}

extension PresentingView: RecordsRequests {
    @MainActor func recordRequests() {
        switch style {
        case .sheet: StandInScene.sheetItem = item
        case .fullScreenCover: StandInScene.fullScreenCoverItem = item
        }
        StandInScene.visit(content)
        if let shown = item.wrappedValue { StandInScene.visit(presented(shown)) }
    }
}
