extension SpecDecoder {
    /// `activities: { prefix: com.example.app, handoff: true, search: false, prediction: false }`
    func activities(_ node: YAMLNode) -> ActivitiesDocument? {
        guard let reader = mapping(node, what: "'activities'", keys: SpecFormat.Activities.self) else { return nil }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "'activities'"))
        let prefix = reader[.prefix].flatMap { string($0, what: "'prefix'") }
        if reader[.prefix] == nil, !reader.hasMisspelling(of: .prefix) {
            error(
                .missingKey,
                "'activities' needs a 'prefix' for the activity types, in reverse-DNS form such as com.example.app",
                at: node.location
            )
        }
        return ActivitiesDocument(typePrefix: prefix, eligibility: eligibility(reader), location: node.location)
    }

    /// `activity: false`, `activity: true`, or `activity: { type: com.example.app.viewRecipe, search: true }`.
    func routeActivity(_ node: YAMLNode) -> RouteActivityDocument? {
        if node.scalarText != nil, !node.isNull {
            guard let included = bool(node, what: "'activity'") else { return nil }
            return included.value
                ? .included(type: nil, eligibility: ActivityEligibilityDocument(), location: node.location)
                : .excluded(node.location)
        }
        guard let reader = mapping(node, what: "'activity' (or true or false)", keys: SpecFormat.RouteActivity.self)
        else { return nil }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "'activity'"))
        let type = reader[.type].flatMap { string($0, what: "'type'") }
        return .included(type: type, eligibility: eligibility(reader), location: node.location)
    }

    private func eligibility<Key: ActivityEligibilityKey>(_ reader: KeyedMappingReader<Key>)
        -> ActivityEligibilityDocument
    {
        ActivityEligibilityDocument(
            handoff: reader[.handoff].flatMap { bool($0, what: "'handoff'") },
            search: reader[.search].flatMap { bool($0, what: "'search'") },
            prediction: reader[.prediction].flatMap { bool($0, what: "'prediction'") }
        )
    }
}

extension SpecDecoder {
    /// `intent: true`, or `intent: { title: Open Recipe, phrases: ["Show a recipe in ${applicationName}"],
    /// image: book }`.
    func routeIntent(_ node: YAMLNode) -> RouteIntentDocument? {
        if node.scalarText != nil, !node.isNull {
            guard let included = bool(node, what: "'intent'"), included.value else { return nil }
            return RouteIntentDocument(title: nil, phrases: [], image: nil, location: node.location)
        }
        guard let reader = mapping(node, what: "'intent' (or true)", keys: SpecFormat.RouteIntent.self) else {
            return nil
        }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "'intent'"))
        return RouteIntentDocument(
            title: reader[.title].flatMap { string($0, what: "'title'") },
            phrases: reader[.phrases].map { stringList($0, what: "'phrases'") } ?? [],
            image: reader[.image].flatMap { string($0, what: "'image'") },
            location: node.location
        )
    }
}
