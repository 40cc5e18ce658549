import Foundation

// A stand-in for Foundation's NSUserActivity, which only Apple platforms have: exactly the members the generated
// activities file uses, with the types Apple's documentation gives them
// (https://developer.apple.com/documentation/foundation/nsuseractivity), so that the file compiles and runs here as
// it would there. The defaults are the documented ones: eligible for Handoff, not for search or prediction.
open class NSUserActivity {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var webpageURL: URL?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPrediction = false

    public init(activityType: String) { self.activityType = activityType }
}

/// The type of the activity a universal link arrives as.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
