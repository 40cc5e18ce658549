/// Where an app mounts a feature's routes: the segments every one of their patterns starts with, and the
/// parameters those segments declare (the tab a link names before the mount's path, when the app lists tabs).
struct RouteMount {
    var segments: [PathParser.LocatedSegment] = []
    var parameters: [ParameterDocument] = []

    /// The routes the spec itself declares.
    static let none = RouteMount()

    var isEmpty: Bool { segments.isEmpty }
    /// Whether the links name a tab before the mount's path: its one parameter.
    var namesTab: Bool { !parameters.isEmpty }

    /// This mount, then `inner` inside it.
    func appending(_ inner: RouteMount) -> RouteMount {
        RouteMount(segments: segments + inner.segments, parameters: parameters + inner.parameters)
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
