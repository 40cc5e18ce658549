// A stand-in for Apple's AppIntents framework, compiled as a module named AppIntents, with Foundation's
// LocalizedStringResource and CustomLocalizedStringResourceConvertible, which Linux's Foundation lacks. It declares
// only what the generated intents file and its tests use, each declaration as the iOS 18.6 SDK's interface has it:
// the labels, `_const` arguments, availability, generic constraints and Sendable conformances, so that code Xcode
// would refuse (a range bound that is not a literal, say) fails here too. Apple's declarations list more defaulted
// arguments than the generated file passes; those are left out. What the system does with an intent (Siri, the
// Shortcuts app) is not modelled: members marked "Not Apple's" record what a test reads, which Apple keeps private.

// MARK: - Foundation's

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct LocalizedStringResource: Equatable, Codable, CustomLocalizedStringResourceConvertible,
    ExpressibleByStringInterpolation
{
    public let key: String

    public init(stringLiteral value: String) { key = value }

    public var localizedStringResource: LocalizedStringResource { self }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
extension LocalizedStringResource: Sendable {}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

// MARK: - Intents and their parameters

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var openAppWhenRun: Bool { get }
    func perform() async throws -> PerformResult
    init()
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension AppIntent {
    public typealias Parameter = IntentParameter
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension AppIntent {
    public static var openAppWhenRun: Bool { false }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public protocol _IntentValue {
    associatedtype ValueType: _IntentValue = Self
    associatedtype UnwrappedType: _IntentValue = Self
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Int: _IntentValue {
    public typealias UnwrappedType = Int
    public typealias ValueType = Int
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Double: _IntentValue {
    public typealias UnwrappedType = Double
    public typealias ValueType = Double
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension String: _IntentValue {
    public typealias UnwrappedType = String
    public typealias ValueType = String
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Bool: _IntentValue {
    public typealias UnwrappedType = Bool
    public typealias ValueType = Bool
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped.UnwrappedType
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Never: _IntentValue {
    public typealias UnwrappedType = Never
    public typealias ValueType = Never
}

/// A class, as Apple's is, so an intent's values live outside the intent struct; its initializers are the
/// convenience ones of the extensions below, by the parameter's value type.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable where Value: _IntentValue, Value: Sendable {
    public let defaultValue: Value.UnwrappedType?
    public let title: LocalizedStringResource
    private var value: Value?

    /// Not Apple's: the bounds Shortcuts offers values within, as `lowerBound...upperBound`, nil without a range.
    public let recordedInclusiveRange: String?

    init(title: LocalizedStringResource, defaultValue: Value.UnwrappedType?, inclusiveRange: String?) {
        self.title = title
        self.defaultValue = defaultValue
        value = defaultValue.map { $0 as! Value }
        recordedInclusiveRange = inclusiveRange
    }

    public var isOptional: Bool { Value.self is any ExpressibleByNilLiteral.Type }

    public var projectedValue: IntentParameter<Value> { self }

    /// An optional parameter no one set is nil, as it is for Apple's.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            guard let optional = Value.self as? any ExpressibleByNilLiteral.Type else {
                fatalError("the parameter '\(title.key)' has no value")
            }
            return optional.init(nilLiteral: ()) as! Value
        }
        set { value = newValue }
    }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension IntentParameter {
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound) where Bound: Comparable
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension IntentParameter where Value.ValueType == String {
    public convenience init(title: LocalizedStringResource, default defaultValue: _const Value.UnwrappedType? = nil) {
        self.init(title: title, defaultValue: defaultValue, inclusiveRange: nil)
    }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension IntentParameter where Value.ValueType == Bool {
    public convenience init(title: LocalizedStringResource, default defaultValue: _const Value.UnwrappedType? = nil) {
        self.init(title: title, defaultValue: defaultValue, inclusiveRange: nil)
    }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension IntentParameter where Value.ValueType == Int {
    public convenience init(
        title: LocalizedStringResource,
        default defaultValue: _const Value.UnwrappedType? = nil,
        inclusiveRange: _const IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil
    ) {
        let range = inclusiveRange.map { "\($0.lowerBound)...\($0.upperBound)" }
        self.init(title: title, defaultValue: defaultValue, inclusiveRange: range)
    }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension IntentParameter where Value.ValueType == Double {
    public convenience init(
        title: LocalizedStringResource,
        default defaultValue: _const Value.UnwrappedType? = nil,
        inclusiveRange: _const IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil
    ) {
        let range = inclusiveRange.map { "\($0.lowerBound)...\($0.upperBound)" }
        self.init(title: title, defaultValue: defaultValue, inclusiveRange: range)
    }
}

// MARK: - Results

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public protocol IntentResult: Sendable {
    associatedtype Value: _IntentValue = Never
    var value: Value? { get }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable
where Value: _IntentValue, OpensAppIntent: AppIntent {
    public var value: Value?
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer(value: nil)
    }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Never: AppIntent {
    public static var title: LocalizedStringResource { "" }
    public init() { fatalError("Never has no values") }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { switch self {} }
}

// MARK: - App Shortcuts

/// `\(.applicationName)` in a phrase.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public enum AppShortcutPhraseToken {
    case applicationName
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public struct AppShortcutPhrase<Intent>: ExpressibleByStringInterpolation where Intent: AppIntent {
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    }

    /// Not Apple's: the phrase as AppShortcuts.strings writes it, the app's name as `${applicationName}`.
    public let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public struct AppShortcut {
    /// Not Apple's, as the three below: what the App Shortcut was made with.
    public let intentTitle: LocalizedStringResource
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource
    public let systemImageName: String

    @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
    public init<Intent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: _const String
    ) where Intent: AppIntent {
        intentTitle = Intent.title
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
@resultBuilder
public enum AppShortcutsBuilder {
    @_disfavoredOverload public static func buildExpression(_ component: AppShortcut) -> AppShortcut { component }

    @_disfavoredOverload public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
