/// What an app must register for the links of its specs to open it: each custom scheme (the spec's own and the old
/// ones its redirects take) in Info.plist's `CFBundleURLTypes`, each web host (own and old) as an `applinks:` entry
/// of the Associated Domains entitlement, and each NSUserActivity type the generated code uses in Info.plist's
/// `NSUserActivityTypes`.
package struct RegistrationRequirements: Sendable {
    /// A name the app must register, and the place in a spec that makes it necessary.
    package struct Requirement: Sendable, Equatable {
        /// A scheme or host lowercased, as links compare them; an activity type as written, since they are compared
        /// exactly.
        package var name: String
        package var location: SourceLocation
        /// The note at `location`, such as "the spec handles links on 'myapp' here".
        package var reason: String

        package init(name: String, location: SourceLocation, reason: String) {
            self.name = name
            self.location = location
            self.reason = reason
        }
    }

    package var schemes: [Requirement]
    package var hosts: [Requirement]
    package var activityTypes: [Requirement]
    /// How many specs the requirements come from, which messages about what no spec handles count.
    package var specCount: Int
    /// False when a spec checked against the file could not be read: it might handle what the file registers, so
    /// registrations that no spec handles go unreported.
    package var coversEverySpec: Bool

    package init(
        schemes: [Requirement],
        hosts: [Requirement],
        activityTypes: [Requirement],
        specCount: Int,
        coversEverySpec: Bool
    ) {
        self.schemes = schemes
        self.hosts = hosts
        self.activityTypes = activityTypes
        self.specCount = specCount
        self.coversEverySpec = coversEverySpec
    }

    /// The requirements of `tables`, each name once, at the first place that declares it. `specCount` counts the
    /// specs that could not be read too.
    package init(tables: [RouteTable], specCount: Int) {
        var schemes: [Requirement] = []
        var hosts: [Requirement] = []
        var activityTypes: [Requirement] = []
        for table in tables {
            for activity in table.allActivities where !activityTypes.contains(where: { $0.name == activity.type }) {
                activityTypes.append(
                    Requirement(
                        name: activity.type,
                        location: activity.location,
                        reason: "the route here becomes an activity of type '\(activity.type)'"
                    )
                )
            }
            let own = table.schemes.map(LinkOrigin.scheme) + table.hosts.map(LinkOrigin.host)
            for origin in own + table.legacyOrigins {
                let location = table.originLocations[origin] ?? table.location
                let isOld = table.legacyOrigins.contains(origin)
                switch origin {
                case .scheme(let scheme) where !schemes.contains { $0.name == scheme }:
                    let reason =
                        isOld
                        ? "a redirect takes links on the old scheme '\(scheme)' here"
                        : "the spec handles links on '\(scheme)' here"
                    schemes.append(Requirement(name: scheme, location: location, reason: reason))
                case .host(let host) where !hosts.contains { $0.name == host }:
                    let reason =
                        isOld
                        ? "a redirect takes links to the old host '\(host)' here"
                        : "the spec handles links to '\(host)' here"
                    hosts.append(Requirement(name: host, location: location, reason: reason))
                default: continue
                }
            }
        }
        self.init(
            schemes: schemes,
            hosts: hosts,
            activityTypes: activityTypes,
            specCount: specCount,
            coversEverySpec: tables.count == specCount
        )
    }

    /// "the spec does not handle" or "none of the 3 specs handles", for sentences about what no spec handles.
    var noSpecHandles: String { specCount == 1 ? "the spec does not handle" : "none of the \(specCount) specs handles" }
}
