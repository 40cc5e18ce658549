/// The module of each type and function that routegen's libraries name from Swift and Apple's frameworks, as Apple's
/// SDK declares it. The copies of the libraries that generated files carry are recorded with each of these names
/// written through its module (`ModuleQualification`), so that no type of a spec's, such as an enum named `Data`,
/// can capture it; `LibraryCopyQualificationTests` holds the list complete.
enum FrameworkNames {
    static let modules: [String: String] = {
        var modules: [String: String] = [:]
        for (module, names) in namesByModule {
            for name in names.split(separator: " ") { modules[String(name)] = module }
        }
        return modules
    }()

    private static let namesByModule = [
        (
            "Swift",
            "AnyHashable AnyObject Array ArraySlice Bool CaseIterable ClosedRange Codable CodingKey Decodable Decoder Dictionary "
                + "Double Encodable Encoder Equatable Error Hashable Hasher Identifiable Int KeyedDecodingContainer "
                + "MainActor ObjectIdentifier Optional Range RawRepresentable Result Sendable Set String Substring Task "
                + "UInt32 UInt8 UTF8 Unicode UnkeyedDecodingContainer UnsafeBufferPointer Void WritableKeyPath"
        ),
        (
            "Foundation",
            "Data Date JSONDecoder JSONEncoder NSObject NSUserActivity NSUserActivityTypeBrowsingWeb TimeInterval URL "
                + "UUID"
        ), ("Observation", "Observable ObservationRegistrar"),
        ("SwiftUI", "Bindable Binding Environment ForEach NavigationStack TabView View ViewBuilder ViewModifier"),
        (
            "UIKit",
            "UIAdaptivePresentationControllerDelegate UINavigationController UINavigationControllerDelegate "
                + "UIOpenURLContext UIPresentationController UIScene UISceneSession UITabBarController "
                + "UITabBarControllerDelegate UIViewController"
        ),
    ]

    /// The modules themselves, the names Swift reserves for types, and `Content`, the type a `ViewModifier`
    /// inherits, which code names as they are.
    static let unqualified: Set<String> = [
        "Swift", "Foundation", "Observation", "SwiftUI", "UIKit", "ObjectiveC", "Self", "Any", "Type", "Protocol",
        "Content",
    ]
}
