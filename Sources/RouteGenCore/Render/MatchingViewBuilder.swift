/// Builds the matcher: one function per first-segment bucket of `RouteOrder`, trying its shapes most specific
/// first, and one for the shapes that start with a parameter, tried after the bucket. One function per bucket
/// rather than per shape keeps optimized builds of large specs fast.
struct MatchingViewBuilder: Sendable {
    let table: RouteTable
    let names: GeneratedNames
    let checks: ConstraintChecks

    private typealias Shape = RouteOrder.Shape

    func build() -> MatchingView {
        let order = RouteOrder(table: table)
        // The generated code finds a bucket by binary search over the literals in the order of their UTF-8 bytes,
        // the order the URL reader compares in.
        let keys = order.firstSegmentKeys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        // Case names differ by case where literals do (`b`, `B`), but the function names made from them would not.
        var usedFunctionNames: Set<String> = []
        let caseNames = keys.enumerated().map { index, key -> String in
            var caseName = SwiftName.caseName(forValue: key)
            if SwiftName.keywords.contains(caseName) || SwiftName.unusableNames.contains(caseName)
                || usedFunctionNames.contains(Self.functionName(forBucket: caseName)) {
                caseName = "segment\(index)"
            }
            usedFunctionNames.insert(Self.functionName(forBucket: caseName))
            return caseName
        }
        let bucketMatchers = Parallel.map(keys) { key in order.shapes(startingWith: key).map { matcher($0, firstSegmentKnown: true) } }
        let buckets = keys.indices.map { index in
            BucketView(key: SwiftCode.stringLiteral(keys[index]), caseName: caseNames[index],
                       functionName: Self.functionName(forBucket: caseNames[index]), shapes: bucketMatchers[index])
        }
        let policy = linkPolicy(schemes: table.schemes, hosts: table.hosts)
        let legacyOrigins = table.legacyOrigins.enumerated().map { index, origin -> LegacyOriginView in
            let order = RouteOrder(patterns: table.patterns(on: origin), caseSensitive: table.caseSensitive)
            let isScheme: Bool, name: String
            switch origin {
            case .scheme(let scheme): (isScheme, name) = (true, scheme)
            case .host(let host): (isScheme, name) = (false, host)
            }
            return LegacyOriginView(
                index: "\(index)", origin: SwiftCode.commentText(origin.prefix),
                policy: linkPolicy(schemes: isScheme ? [name] : [], hosts: isScheme ? [] : [name])
                    .laidOut(column: 2 * Code.indentWidth, indent: 2 * Code.indentWidth, followedBy: ","),
                functionName: "matchLegacyOrigin\(index)",
                shapes: order.allShapes().map { matcher($0, firstSegmentKnown: false) }
            )
        }
        let otherPaths = Parallel.map(order.shapesStartingWithParameter) { matcher($0, firstSegmentKnown: false) }
        // Every shape of every route: freeing them is milliseconds the rest of the view model need not wait for.
        releaseInBackground(consume order)
        return MatchingView(enumName: table.enumName, resolutionErrorTypeName: names.resolutionErrorTypeName,
                            linksNamespaceName: names.linksNamespaceName, urlReaderNamespaceName: names.urlReaderNamespaceName,
                            linkPolicy: policy.laidOut(column: Self.policyColumn, indent: Code.indentWidth), foldsCase: !table.caseSensitive,
                            hasBuckets: !buckets.isEmpty, buckets: buckets, hasOtherPaths: !otherPaths.isEmpty, otherPaths: otherPaths,
                            hasLegacyOrigins: !legacyOrigins.isEmpty, legacyOrigins: legacyOrigins)
    }

    /// `LinkPolicy(customSchemes: ["myapp"], trustedHosts: ["myapp.com"], literalsIgnoreCase: true)`
    private func linkPolicy(schemes: [String], hosts: [String]) -> Code {
        Code.call("\(names.urlReaderNamespaceName).LinkPolicy", [
            .sequence([.text("customSchemes: "), .array(schemes.map { .text(SwiftCode.stringLiteral($0)) })]),
            .sequence([.text("trustedHosts: "), .array(hosts.map { .text(SwiftCode.stringLiteral($0)) })]),
            .text("literalsIgnoreCase: \(!table.caseSensitive)"),
        ])
    }

    // Where the Matching template places laid-out code: the policy after `private static let policy = ` in the
    // namespace, conditions after `if ` in a function, the statements of a matched shape one level deeper.
    private static let policyColumn = Code.indentWidth + "private static let policy = ".utf8.count
    private static let conditionIndent = 2 * Code.indentWidth
    private static let statementIndent = 3 * Code.indentWidth

    private static func functionName(forBucket caseName: String) -> String {
        "matchPathsUnder" + SwiftName.upperCamel(caseName)
    }

    /// `firstSegmentKnown`: the bucket lookup already matched a first literal, so it is not compared again; a first
    /// parameter (a one-value enum) is still parsed, for its value.
    private func matcher(_ shape: Shape, firstSegmentKnown: Bool) -> ShapeMatcherView {
        let route = shape.route
        let bindings = ValueCode.bindingNames(for: route.parameters)
        let typePrefix = route.levelTypeName + "."
        // A redirect need not use every value of its old link; those it drops are still checked, but bound only for
        // their constraints.
        var isUsed = [Bool](repeating: route.redirect == nil, count: route.parameters.count)
        if let redirect = route.redirect {
            for case .parameter(let index) in redirect.arguments { isUsed[index] = true }
            for index in route.parameters.indices where !route.parameters[index].constraints.isEmpty { isUsed[index] = true }
        }
        var conditions: [Code] = []
        var valueBindings: [Code] = []
        var isBound = [Bool](repeating: false, count: route.parameters.count)
        let fixedCount = shape.pattern.segments.count
        conditions.append(.text(shape.pattern.acceptsMoreSegments ? "link.count >= \(fixedCount)" : "link.count == \(fixedCount)"))
        for (position, segment) in shape.segments.enumerated() {
            switch segment {
            case .literal where position == 0 && firstSegmentKnown:
                continue
            case .literal(let text):
                conditions.append(.call("link.segment", [.text("\(position)"), .text("is: \(SwiftCode.stringLiteral(text))")]))
            case .parameter(let index):
                let parameter = route.parameters[index]
                let binding = bindings[index]
                isBound[index] = true
                let value = ValueCode.pathValue(parameter.type, at: position, typePrefix: typePrefix)
                switch parameter.type {
                case .string, .stringList:
                    if isUsed[index] { valueBindings.append(.text("let \(binding) = \(value)")) }
                default:
                    let check = Code.call("notes.record", [
                        .text(value), .text("name: \(SwiftCode.stringLiteral(parameter.name))"), .text("segment: \(position)"),
                        .text("of: link"),
                    ])
                    conditions.append(isUsed[index] ? .sequence([.text("let \(binding) = "), check]) : .sequence([check, .text(" != nil")]))
                }
            }
        }
        valueBindings += pathValueChecks(route, in: shape, bindings: bindings)
        for (index, (parameter, binding)) in zip(route.parameters, bindings).enumerated() where parameter.isQuery {
            var reader = ValueCode.queryReader(parameter.type, typePrefix: typePrefix)
            if let check = checks.check(of: route, parameter: index) { reader = "{ link.query($0, \(reader), allowing: Self.\(check)) }" }
            let reading = [Code.text(SwiftCode.stringLiteral(parameter.name)), .text(reader)]
            let target = isUsed[index] ? "let \(binding)" : "_"
            switch parameter.presence {
            case .required: valueBindings.append(.sequence([.text("\(target) = try "), .call("requiredQuery", reading)]))
            case .optional: valueBindings.append(.sequence([.text("\(target) = try "), .call("optionalQuery", reading)]))
            case .defaulted(let value):
                valueBindings.append(.sequence([
                    .text("\(target) = try "), .call("optionalQuery", reading),
                    .text(" ?? \(ValueCode.literal(value, of: parameter.type))"),
                ]))
            }
        }
        let values = route.parameters.indices.map { index in
            route.parameters[index].isQuery || isBound[index] ? bindings[index] : "nil"
        }
        let result: Code
        if let redirect = route.redirect {
            result = redirectedRoute(redirect, from: route, values: values)
            valueBindings.append(.text("notes.redirect = .\(SwiftName.escaped(redirect.name))"))
        } else {
            result = Self.routeValue(route, arguments: zip(route.parameters, values).map { ($0.label, $1) })
        }
        return ShapeMatcherView(
            path: SwiftCode.commentText(shape.writtenPath),
            condition: Self.condition(conditions),
            valueBindings: valueBindings.map { $0.laidOut(column: Self.statementIndent, indent: Self.statementIndent) },
            result: result.laidOut(column: Self.statementIndent + "return ".utf8.count, indent: Self.statementIndent)
        )
    }

    /// The constraint checks of the path values the shape binds, in parameter order, once the path has selected the
    /// route: `try requireAllowed(Self.allowsItemItemId(itemId), name: "itemId", text: link.string(at: 1))`. The
    /// checks are named through `Self`, which no binding of a label can hide.
    private func pathValueChecks(_ route: Route, in shape: Shape, bindings: [String]) -> [Code] {
        var positions: [Int: Int] = [:]
        for (position, segment) in shape.segments.enumerated() {
            if case .parameter(let index) = segment { positions[index] = position }
        }
        return route.parameters.indices.compactMap { index -> Code? in
            guard let check = checks.check(of: route, parameter: index), let position = positions[index] else { return nil }
            let parameter = route.parameters[index]
            let name = Code.text("name: \(SwiftCode.stringLiteral(parameter.name))")
            if parameter.source == .remainingSegments {
                return .sequence([.text("try "), .call("requireEachAllowed", [.text(bindings[index]), .text("Self.\(check)"), name])])
            }
            let text = parameter.type == .string ? bindings[index] : "link.string(at: \(position))"
            return .sequence([.text("try "), .call("requireAllowed", [.text("Self.\(check)(\(bindings[index]))"), name, .text("text: \(text)")])])
        }
    }

    /// `.account(.devices(deviceId: deviceId))`
    static func routeValue(_ route: Route, arguments: [(label: String, value: String)]) -> Code {
        var result = Code.enumCase("." + SwiftName.escaped(route.caseName), arguments.map { .text("\(SwiftName.argumentLabel($0.label)): \($0.value)") })
        for group in route.groupPath.reversed() {
            result = .call(".\(SwiftName.escaped(group))", [result])
        }
        return result
    }

    /// The route a redirect opens, each value converted from the redirect's own (`values`, by parameter index) or
    /// left out for the target's absent value or default.
    private func redirectedRoute(_ redirect: RedirectTarget, from pattern: Route, values: [String]) -> Code {
        let valueCode = ValueCode(reader: names.urlReaderNamespaceName)
        let arguments = zip(redirect.route.parameters, redirect.arguments).map { target, argument -> (label: String, value: String) in
            switch argument {
            case .absent:
                return (target.label, "nil")
            case .defaultValue(let text):
                return (target.label, ValueCode.literal(text, of: target.type))
            case .parameter(let index) where values[index] == "nil":
                return (target.label, ValueCode.valueWithoutLink(target))
            case .parameter(let index):
                let source = pattern.parameters[index]
                let isOptional = source.isQuery && source.presence == .optional
                let converted = valueCode.redirected(values[index], from: source.type, isOptional: isOptional, to: target.type)
                let defaultValue = ValueCode.valueWithoutLink(target)
                return (target.label, isOptional && defaultValue != "nil" ? "\(converted) ?? \(defaultValue)" : converted)
            }
        }
        return Self.routeValue(redirect.route, arguments: arguments)
    }

    /// The clauses after `if `, on one line when short; long ones wrap one clause per line, aligned after `if `, each
    /// laid out on its own line.
    private static func condition(_ clauses: [Code]) -> String {
        let flat = Code.joined(clauses, separator: ",").flat
        guard flat.columnWidth > 90 else { return flat }
        var condition = ""
        for (index, clause) in clauses.enumerated() {
            if index > 0 { condition += clauseSeparator }
            condition += clause.laidOut(column: clauseColumn, indent: clauseColumn, followedBy: index == clauses.count - 1 ? " {" : ",")
        }
        return condition
    }

    /// Where each clause of a condition too long for one line starts, under the first one.
    private static let clauseColumn = conditionIndent + "if ".utf8.count
    private static let clauseSeparator = ",\n" + String(repeating: " ", count: clauseColumn)
}
