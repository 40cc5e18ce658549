/// Builds the view of the activities file from a validated route table.
struct ActivitiesViewBuilder {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions

    func build() -> ActivitiesView {
        let names = GeneratedNames(enumName: table.enumName)
        return ActivitiesView(
            heading: FileHeading(table: table, specFileName: specFileName, options: options),
            activityTypeName: names.activityTypeName,
            types: table.allActivities.map { EscapedSwiftText.stringLiteral($0.type) },
            levels: table.root.ownLevels.map { level in activityLevel(level, typeName: names.activityTypeName) },
            hasWebURL: !table.hosts.isEmpty
        )
    }

    private func activityLevel(_ level: RouteLevel, typeName: String) -> ActivityLevelView {
        ActivityLevelView(
            qualifiedTypeName: level.qualifiedTypeName,
            cases: level.entries.map { entry in
                switch entry {
                case .route(let route):
                    return ActivityCaseView(
                        pattern: "." + SwiftName.escaped(route.caseName),
                        details: route.activity.map { details($0, typeName: typeName) } ?? "nil"
                    )
                case .group(let group) where group.feature != nil:
                    // A feature's routes have no activities: the activity types are the app's.
                    return ActivityCaseView(pattern: "." + SwiftName.escaped(group.caseName), details: "nil")
                case .group(let group):
                    return ActivityCaseView(
                        pattern: "." + SwiftName.escaped(group.caseName) + "(let route)",
                        details: "route.activityDetails"
                    )
                }
            }
        )
    }

    /// `AppRouteActivity(type: "…", title: "…", eligibility: [.handoff, .search])`.
    private func details(_ activity: RouteActivity, typeName: String) -> String {
        let features = [
            activity.eligibility.handoff ? ".handoff" : nil, activity.eligibility.search ? ".search" : nil,
            activity.eligibility.prediction ? ".prediction" : nil,
        ]
        .compactMap { $0 }
        let arguments: [BreakableCode] = [
            .text("type: " + EscapedSwiftText.stringLiteral(activity.type)),
            .text("title: " + (activity.title.map(EscapedSwiftText.stringLiteral) ?? "nil")),
            .text("eligibility: [" + features.joined(separator: ", ") + "]"),
        ]
        return BreakableCode.call(typeName, arguments).templateText
    }
}
