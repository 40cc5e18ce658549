import Foundation

// A stand-in for the parts of UIKit that the generated wiring file's scene helper uses, with the types Apple's
// documentation gives them (https://developer.apple.com/documentation/uikit/uiscene), compiled into the test program
// beside an empty module named UIKit, so that `canImport(UIKit)` holds and `import UIKit` works.

open class UIScene {
    open class ConnectionOptions {
        open var urlContexts: Set<UIOpenURLContext>
        open var userActivities: Set<NSUserActivity>

        init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
        }
    }
}

open class UISceneSession {
    open var stateRestorationActivity: NSUserActivity?

    init(stateRestorationActivity: NSUserActivity? = nil) { self.stateRestorationActivity = stateRestorationActivity }
}

/// An NSObject on Apple platforms, hashed by identity.
open class UIOpenURLContext: Hashable {
    open var url: URL

    init(url: URL) { self.url = url }

    public static func == (left: UIOpenURLContext, right: UIOpenURLContext) -> Bool { left === right }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// NSUserActivity is an NSObject on Apple platforms, hashed by identity, so scenes hand activities over in sets.
extension NSUserActivity: Hashable {
    public static func == (left: NSUserActivity, right: NSUserActivity) -> Bool { left === right }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
