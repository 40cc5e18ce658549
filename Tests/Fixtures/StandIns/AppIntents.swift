// A stand-in for Apple's AppIntents framework (and Foundation's LocalizedStringResource, which only Apple platforms
// have), compiled as a module named AppIntents: exactly the declarations the generated intents file uses, with the
// shapes Apple's documentation gives them (https://developer.apple.com/documentation/appintents), so that the file
// compiles and runs here as it would there. What the system does with them (Siri, the Shortcuts app) is not modelled;
// the stand-in records what a test needs to see: each parameter's title, and each App Shortcut's phrases.

public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable, Equatable {
    public let key: String

    public init(stringLiteral value: String) { key = value }
}

/// Foundation's on Apple platforms: an error that conforms is shown to the person in its own words.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

public protocol IntentResult: Sendable {}

public struct IntentResultContainer: IntentResult {}

extension IntentResult where Self == IntentResultContainer {
    public static func result() -> Self { IntentResultContainer() }
}

public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    init()
    static var title: LocalizedStringResource { get }
    static var openAppWhenRun: Bool { get }
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var openAppWhenRun: Bool { false }
}

/// Apple's `@Parameter` is a class, so an intent's values live outside the intent struct.
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    public let title: LocalizedStringResource
    private var value: Value?

    /// An optional parameter no one set is nil, as it is for Apple's.
    public init(title: LocalizedStringResource) where Value: ExpressibleByNilLiteral {
        self.title = title
        value = Value(nilLiteral: ())
    }

    public init(title: LocalizedStringResource) {
        self.title = title
        value = nil
    }

    public init(title: LocalizedStringResource, default value: Value) {
        self.title = title
        self.value = value
    }

    /// The bounds Shortcuts offers values within, as `lowerBound...upperBound`; nil when the parameter has none.
    public private(set) var inclusiveRange: String?

    // Apple's init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:)
    // where Value.ValueType is Int or Double, with the arguments the file passes.

    public init(
        title: LocalizedStringResource,
        default value: Int? = nil,
        inclusiveRange: (lowerBound: Int, upperBound: Int)?
    ) where Value == Int {
        self.title = title
        self.value = value
        self.inclusiveRange = inclusiveRange.map { "\($0.lowerBound)...\($0.upperBound)" }
    }

    public init(
        title: LocalizedStringResource,
        default value: Int? = nil,
        inclusiveRange: (lowerBound: Int, upperBound: Int)?
    ) where Value == Int? {
        self.title = title
        self.value = .some(value)
        self.inclusiveRange = inclusiveRange.map { "\($0.lowerBound)...\($0.upperBound)" }
    }

    public init(
        title: LocalizedStringResource,
        default value: Double? = nil,
        inclusiveRange: (lowerBound: Double, upperBound: Double)?
    ) where Value == Double {
        self.title = title
        self.value = value
        self.inclusiveRange = inclusiveRange.map { "\($0.lowerBound)...\($0.upperBound)" }
    }

    public init(
        title: LocalizedStringResource,
        default value: Double? = nil,
        inclusiveRange: (lowerBound: Double, upperBound: Double)?
    ) where Value == Double? {
        self.title = title
        self.value = .some(value)
        self.inclusiveRange = inclusiveRange.map { "\($0.lowerBound)...\($0.upperBound)" }
    }

    public var projectedValue: IntentParameter<Value> { self }

    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("the parameter '\(title.key)' has no value") }
            return value
        }
        set { value = newValue }
    }
}

public typealias Parameter = IntentParameter

/// `\(.applicationName)` in a phrase.
public struct AppShortcutPhraseToken: Sendable {
    public static let applicationName = AppShortcutPhraseToken()
}

public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    }

    /// The phrase as AppShortcuts.strings writes it, the app's name as `${applicationName}`.
    public let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

public struct AppShortcut: Sendable {
    public let intentTitle: LocalizedStringResource
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource
    public let systemImageName: String

    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        intentTitle = Intent.title
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
}

public protocol AppShortcutsProvider: Sendable {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
