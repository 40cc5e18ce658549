/// Where an app mounts a feature's routes: the segments every one of their patterns starts with, the parameters
/// those segments declare (the tab a link names before the mount's path, when the app lists tabs), and the tab the
/// feature's pushed screens show in when the mount names one.
struct RouteMount {
    var segments: [PathParser.LocatedSegment] = []
    var parameters: [ParameterDocument] = []
    /// The app's tab the routes pushed onto the current stack are pushed onto instead: the mount's `tab`.
    var pushTab: String? = nil

    /// The routes the spec itself declares.
    static let none = RouteMount()

    var isEmpty: Bool { segments.isEmpty }
    /// Whether the links name a tab before the mount's path: its one parameter.
    var namesTab: Bool { !parameters.isEmpty }

    /// This mount, then `inner` inside it.
    func appending(_ inner: RouteMount) -> RouteMount {
        RouteMount(
            segments: segments + inner.segments,
            parameters: parameters + inner.parameters,
            pushTab: inner.pushTab ?? pushTab
        )
    }

    /// A route's navigation in the app: pushed onto the mount's tab, if it names one, rather than the current stack.
    func navigation(_ navigation: Navigation) -> Navigation {
        guard case .push(tab: nil) = navigation, let pushTab else { return navigation }
        return .push(tab: pushTab)
    }

    /// `/:tab/weather/city/:name` for the route `/city/:name` of a feature mounted at `/weather` under tabs.
    func path(of routePath: String) -> String {
        guard !isEmpty else { return routePath }
        let prefix = segments.map { located in
            switch located.segment {
            case .literal(let text): return "/" + text
            case .parameter(let name, _): return "/:" + name
            case .wildcard, .catchAll: return ""
            }
        }
        return prefix.joined() + (routePath == "/" ? "" : routePath)
    }
}
