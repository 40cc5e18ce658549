import Foundation

// A stand-in for Foundation's NSUserActivity, which Linux's Foundation lacks: only the members the generated
// activities and wiring files use, each as the iOS 18.6 SDK's NSUserActivity.h imports it into Swift (an NSObject
// subclass, not Sendable under the header's sendability audit, its nullable properties optional, the availability of
// each). Its defaults are the SDK's: eligible for Handoff, not for search or prediction.
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
open class NSUserActivity: NSObject {
    private let type: String

    public init(activityType: String) {
        type = activityType
        super.init()
    }

    open var activityType: String { type }

    open var title: String?

    open var userInfo: [AnyHashable: Any]?

    @available(macOS 10.11, iOS 9.0, watchOS 3.0, tvOS 10.0, *)
    open var requiredUserInfoKeys: Set<String>?

    open var webpageURL: URL?

    @available(macOS 10.11, iOS 9.0, watchOS 3.0, tvOS 10.0, *)
    open var isEligibleForHandoff = true

    @available(macOS 10.11, iOS 9.0, watchOS 3.0, tvOS 10.0, *)
    open var isEligibleForSearch = false

    @available(iOS 12.0, watchOS 5.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    open var isEligibleForPrediction = false
}

/// The type of the activity a universal link arrives as.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
