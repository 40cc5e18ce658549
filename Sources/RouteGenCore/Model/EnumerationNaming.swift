/// Names the nested enums of one level's enum parameters.
///
/// A parameter labelled `section` gets the type `Section`. Parameters of several routes that share a label and the
/// same values share one type; where the same name would mean different values, or clash with another nested type,
/// each is qualified with its route name (`SettingsSection`).
struct EnumerationNaming {
    let log: DiagnosticLog

    private struct Use {
        var entryIndex: Int
        var parameterIndex: Int
        var routeName: String
        var label: String
        var cases: [EnumerationType.Case]
        var location: SourceLocation
    }

    /// `reservedNames` gives the names the types cannot take; it is called only when the level declares an enum
    /// parameter, since most levels have none and the set is large.
    func assignTypeNames(in level: inout RouteLevel, reservedNames: () -> Set<String>) {
        var uses: [Use] = []
        for (entryIndex, entry) in level.entries.enumerated() {
            guard case .route(let route) = entry else { continue }
            for (parameterIndex, parameter) in route.parameters.enumerated() {
                if case .enumeration(let enumeration) = parameter.type, !enumeration.isTopLevel {
                    uses.append(
                        Use(
                            entryIndex: entryIndex,
                            parameterIndex: parameterIndex,
                            routeName: route.caseName,
                            label: parameter.label,
                            cases: enumeration.cases,
                            location: parameter.location
                        )
                    )
                }
            }
        }
        guard !uses.isEmpty else { return }
        let reservedNames = reservedNames()
        let byShortName = Dictionary(grouping: uses) { SwiftName.upperCamel($0.label) }
        var declared: [String: Use] = [:]
        var enumerations: [EnumerationType] = []
        for use in uses {
            let shortName = SwiftName.upperCamel(use.label)
            let sharers = byShortName[shortName] ?? []
            let canShare = !reservedNames.contains(shortName) && sharers.allSatisfy { $0.cases == use.cases }
            let typeName = canShare ? shortName : SwiftName.upperCamel(use.routeName) + shortName
            if let existing = declared[typeName] {
                if existing.cases != use.cases {
                    log.report(
                        .error(
                            .nameClash,
                            "enum parameter '\(use.label)' needs the type name '\(typeName)', which another parameter with other values uses; rename one of them with 'name:'",
                            at: use.location,
                            notes: [.init("the other parameter", at: existing.location)]
                        )
                    )
                    continue
                }
            } else if reservedNames.contains(typeName) {
                log.report(
                    .error(
                        .nameClash,
                        "enum parameter '\(use.label)' would generate the type '\(typeName)', which the generated code needs for something else; rename it with 'name:'",
                        at: use.location,
                        notes: [ModelBuilder.takenNames("enum types cannot take these names", reservedNames)]
                    )
                )
                continue
            } else {
                declared[typeName] = use
                enumerations.append(EnumerationType(typeName: typeName, cases: use.cases))
            }
            guard case .route(let route) = level.entries[use.entryIndex] else { continue }
            var parameters = route.parameters
            parameters[use.parameterIndex].type = .enumeration(EnumerationType(typeName: typeName, cases: use.cases))
            level.entries[use.entryIndex] = .route(route.withParameters(parameters))
        }
        level.enumerations = enumerations
    }
}
