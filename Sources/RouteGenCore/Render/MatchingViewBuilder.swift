/// Builds the matcher: one function per first-segment bucket of `RouteOrder`, trying its shapes most specific
/// first, and one for the shapes that start with a parameter, tried after the bucket. One function per bucket
/// rather than per shape keeps optimized builds of large specs fast.
struct MatchingViewBuilder: Sendable {
    let table: RouteTable
    let names: GeneratedNames
    let checks: ConstraintChecks

    private typealias Shape = RouteOrder.Shape

    private var valueCode: ParameterValueCode { ParameterValueCode(reader: names.urlReaderNamespaceName) }

    func build() -> MatchingView {
        let order = RouteOrder(table: table)
        // The generated code finds a bucket by binary search over the literals in the order of their UTF-8 bytes,
        // the order the URL reader compares in.
        let keys = order.firstSegmentKeys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        // Case names differ by case where literals do (`b`, `B`), but the function names made from them would not.
        var usedFunctionNames: Set<String> = []
        let caseNames = keys.enumerated()
            .map { index, key -> String in
                var caseName = SwiftName.caseName(forValue: key)
                if SwiftName.keywords.contains(caseName) || SwiftName.unusableNames.contains(caseName)
                    || usedFunctionNames.contains(Self.functionName(forBucket: caseName))
                {
                    caseName = "segment\(index)"
                }
                usedFunctionNames.insert(Self.functionName(forBucket: caseName))
                return caseName
            }
        let bucketMatchers = Parallel.map(keys) { key in
            order.shapes(startingWith: key).map { matcher($0, firstSegmentKnown: true) }
        }
        let buckets = keys.indices.map { index in
            BucketView(
                key: EscapedSwiftText.stringLiteral(keys[index]),
                caseName: caseNames[index],
                matcher: MatcherFunctionView(
                    docLines: ["/// Paths whose first segment is \(EscapedSwiftText.stringLiteral(keys[index]))."],
                    functionName: Self.functionName(forBucket: caseNames[index]),
                    shapes: bucketMatchers[index]
                )
            )
        }
        let policy = linkPolicy(schemes: table.schemes, hosts: table.hosts)
        let legacyOrigins = table.legacyOrigins.enumerated()
            .map { index, origin -> LegacyOriginView in
                let order = RouteOrder(patterns: table.patterns(on: origin), caseSensitive: table.caseSensitive)
                let isScheme: Bool
                let name: String
                switch origin {
                case .scheme(let scheme): (isScheme, name) = (true, scheme)
                case .host(let host): (isScheme, name) = (false, host)
                }
                return LegacyOriginView(
                    index: "\(index)",
                    origin: EscapedSwiftText.commentText(origin.prefix),
                    policy: linkPolicy(schemes: isScheme ? [name] : [], hosts: isScheme ? [] : [name])
                        .laidOut(
                            column: 2 * BreakableCode.indentWidth,
                            indent: 2 * BreakableCode.indentWidth,
                            followedBy: ","
                        ),
                    matcher: MatcherFunctionView(
                        docLines: [
                            "/// Old links on \(EscapedSwiftText.commentText(origin.prefix)), which only the redirects that list it take."
                        ],
                        functionName: "matchLegacyOrigin\(index)",
                        shapes: order.allShapes().map { matcher($0, firstSegmentKnown: false) }
                    )
                )
            }
        let otherPaths = Parallel.map(order.shapesStartingWithParameter) { matcher($0, firstSegmentKnown: false) }
        // Every shape of every route: freeing them is milliseconds the rest of the view model need not wait for.
        releaseInBackground(consume order)
        return MatchingView(
            linkPolicy: policy.laidOut(column: Self.policyColumn, indent: BreakableCode.indentWidth),
            foldsCase: !table.caseSensitive,
            buckets: buckets,
            otherPaths: otherPaths.isEmpty
                ? nil
                : MatcherFunctionView(
                    docLines: [
                        "/// Patterns that start with a parameter or a wildcard; tried after the literal ones, which are more specific."
                    ],
                    functionName: "matchPathsStartingWithParameter",
                    shapes: otherPaths
                ),
            legacyOrigins: legacyOrigins
        )
    }

    /// `LinkPolicy(customSchemes: ["myapp"], trustedHosts: ["myapp.com"], literalsIgnoreCase: true)`
    private func linkPolicy(schemes: [String], hosts: [String]) -> BreakableCode {
        BreakableCode.call(
            "\(names.urlReaderNamespaceName).LinkPolicy",
            [
                .sequence([.text("customSchemes: "), .array(schemes.map { .text(EscapedSwiftText.stringLiteral($0)) })]
                ),
                .sequence([.text("trustedHosts: "), .array(hosts.map { .text(EscapedSwiftText.stringLiteral($0)) })]),
                .text("literalsIgnoreCase: \(!table.caseSensitive)"),
            ]
        )
    }

    // Where the Matching template places laid-out code: the policy after `private static let policy = ` in the
    // namespace, conditions after `if ` in a function, the statements of a matched shape one level deeper.
    private static let policyColumn = BreakableCode.indentWidth + "private static let policy = ".utf8.count
    private static let conditionIndent = 2 * BreakableCode.indentWidth
    private static let statementIndent = 3 * BreakableCode.indentWidth

    private static func functionName(forBucket caseName: String) -> String {
        "matchPathsUnder" + SwiftName.upperCamel(caseName)
    }

    /// `firstSegmentKnown`: the bucket lookup already matched a first literal, so it is not compared again; a first
    /// parameter (a one-value enum) is still parsed, for its value.
    private func matcher(_ shape: Shape, firstSegmentKnown: Bool) -> ShapeMatcherView {
        let route = shape.route
        let bindings = ParameterValueCode.bindingNames(for: route.parameters)
        let isUsed = Self.usedParameters(of: route)
        var valueBindings: [String] = []
        let (condition, isBound) = pathCondition(
            of: shape,
            firstSegmentKnown: firstSegmentKnown,
            bindings: bindings,
            isUsed: isUsed,
            stringBindings: &valueBindings
        )
        let statementsBeforeChecks = valueBindings.count
        appendPathValueChecks(of: route, in: shape, bindings: bindings, to: &valueBindings)
        let checksPathValues = valueBindings.count > statementsBeforeChecks
        for (index, parameter) in route.parameters.enumerated() where parameter.isQuery {
            valueBindings.append(
                queryReading(parameter: index, of: route, binding: isUsed[index] ? bindings[index] : nil)
            )
        }
        let values = route.parameters.indices.map { index in
            route.parameters[index].isQuery || isBound[index] ? bindings[index] : "nil"
        }
        var result = BreakableCodeWriter(capacity: 128)
        if let redirect = route.redirect {
            writeRedirectedRoute(redirect, from: route, values: values, to: &result)
            valueBindings.append("notes.redirect = .\(SwiftName.escaped(redirect.name))")
        } else {
            Self.writeRouteValue(route, values: values, to: &result)
        }
        return ShapeMatcherView(
            path: EscapedSwiftText.commentText(shape.writtenPath),
            condition: Self.condition(condition),
            valueBindings: valueBindings,
            result: result.code.laidOut(
                column: Self.statementIndent + "return ".utf8.count,
                indent: Self.statementIndent
            ),
            usesNotes: route.redirect != nil || Self.recordsPathValues(of: shape),
            canThrow: checksPathValues || route.parameters.contains(where: \.isQuery)
        )
    }

    /// Whether the shape's path holds a typed value, which the matcher notes for the error when it does not parse;
    /// text always parses.
    private static func recordsPathValues(of shape: Shape) -> Bool {
        shape.segments.contains { segment in
            guard case .parameter(let index) = segment else { return false }
            switch shape.route.parameters[index].type {
            case .string, .stringList: return false
            case .int, .double, .bool, .uuid, .enumeration: return true
            }
        }
    }

    /// Which of the route's values the matcher binds. A redirect need not use every value of its old link; those it
    /// drops are still checked, but bound only for their constraints.
    private static func usedParameters(of route: Route) -> [Bool] {
        var isUsed = [Bool](repeating: route.redirect == nil, count: route.parameters.count)
        if let redirect = route.redirect {
            for case .parameter(let index) in redirect.arguments { isUsed[index] = true }
            for index in route.parameters.indices where !route.parameters[index].constraints.isEmpty {
                isUsed[index] = true
            }
        }
        return isUsed
    }

    /// The clauses after `if ` that match the shape's path, with `nextItem()` between them: the segment count, each
    /// literal, and each typed value, noted for the error when it does not parse. String values cannot fail, so they
    /// are bound in statements after the condition instead. Also tells which parameters the path binds.
    private func pathCondition(
        of shape: Shape,
        firstSegmentKnown: Bool,
        bindings: [String],
        isUsed: [Bool],
        stringBindings valueBindings: inout [String]
    ) -> (BreakableCode, isBound: [Bool]) {
        let route = shape.route
        var condition = BreakableCodeWriter(capacity: 256)
        var isBound = [Bool](repeating: false, count: route.parameters.count)
        condition.write(shape.pattern.acceptsMoreSegments ? "link.segmentCount(isAtLeast: " : "link.segmentCount(is: ")
        condition.write(shape.pattern.segments.count)
        condition.write(")")
        for (position, segment) in shape.segments.enumerated() {
            switch segment {
            case .literal where position == 0 && firstSegmentKnown: continue
            case .literal(let text):
                condition.nextItem()
                condition.openCall("link.segment")
                condition.write(position)
                condition.nextItem()
                condition.write("is: ")
                condition.writeStringLiteral(text)
                condition.closeCall()
            case .parameter(let index):
                let parameter = route.parameters[index]
                isBound[index] = true
                switch parameter.type {
                case .string, .stringList:
                    guard isUsed[index] else { continue }
                    valueBindings.append(
                        Self.statement { code in
                            code.write("let ")
                            code.write(bindings[index])
                            code.write(" = ")
                            valueCode.writePathValue(
                                parameter.type,
                                at: position,
                                levelTypeName: route.levelTypeName,
                                to: &code
                            )
                        }
                    )
                default:
                    condition.nextItem()
                    writeRecordedValue(
                        parameter,
                        at: position,
                        of: route,
                        binding: isUsed[index] ? bindings[index] : nil,
                        to: &condition
                    )
                }
            }
        }
        return (condition.code, isBound)
    }

    /// `let id = notes.intValue(at: 1, name: "id", of: link)`: the path value at `position`, noted for the error
    /// when it is not of its type; without a binding, only checked (`… != nil`).
    private func writeRecordedValue(
        _ parameter: Parameter,
        at position: Int,
        of route: Route,
        binding: String?,
        to code: inout BreakableCodeWriter
    ) {
        if let binding {
            code.write("let ")
            code.write(binding)
            code.write(" = ")
        }
        valueCode.writeNotedPathValue(parameter, at: position, levelTypeName: route.levelTypeName, to: &code)
        if binding == nil { code.write(" != nil") }
    }

    /// `let page = try optionalQuery("page", R.IntValue.query("page", in: link)) ?? 1`: the query value of the
    /// route's parameter at `index`, through its constraint check when it has one; without a binding, read only for
    /// its errors (`_ =`).
    private func queryReading(parameter index: Int, of route: Route, binding: String?) -> String {
        let parameter = route.parameters[index]
        return Self.statement { code in
            code.write(binding.map { "let " + $0 } ?? "_")
            code.write(" = try ")
            code.openCall(parameter.presence == .required ? "requiredQuery" : "optionalQuery")
            code.writeStringLiteral(parameter.name)
            code.nextItem()
            code.write(
                valueCode.queryValue(
                    parameter.type,
                    name: parameter.name,
                    typePrefix: route.levelTypeName + ".",
                    check: checks.check(of: route, parameter: index)
                )
            )
            code.closeCall()
            if case .defaulted(let value) = parameter.presence {
                code.write(" ?? ")
                code.write(ParameterValueCode.literal(value, of: parameter.type))
            }
        }
    }

    /// A statement of a matched shape, laid out where the template places it.
    private static func statement(_ write: (inout BreakableCodeWriter) -> Void) -> String {
        var code = BreakableCodeWriter(capacity: 96)
        write(&code)
        return code.code.laidOut(column: statementIndent, indent: statementIndent)
    }

    /// The constraint checks of the path values the shape binds, in parameter order, once the path has selected the
    /// route: `try requireAllowed(Self.allowsItemItemId(itemId), name: "itemId", text: link.string(at: 1))`. The
    /// checks are named through `Self`, which no binding of a label can hide.
    private func appendPathValueChecks(
        of route: Route,
        in shape: Shape,
        bindings: [String],
        to statements: inout [String]
    ) {
        var positions = [Int?](repeating: nil, count: route.parameters.count)
        for (position, segment) in shape.segments.enumerated() {
            if case .parameter(let index) = segment { positions[index] = position }
        }
        for (index, parameter) in route.parameters.enumerated() {
            guard let check = checks.check(of: route, parameter: index), let position = positions[index] else {
                continue
            }
            statements.append(
                Self.statement { code in
                    code.write("try ")
                    if parameter.source == .remainingSegments {
                        code.openCall("requireEachAllowed")
                        code.write(bindings[index])
                        code.nextItem()
                        code.write("Self.\(check)")
                    } else {
                        code.openCall("requireAllowed")
                        code.write("Self.\(check)(\(bindings[index]))")
                    }
                    code.nextItem()
                    code.write("name: ")
                    code.writeStringLiteral(parameter.name)
                    if parameter.source != .remainingSegments {
                        code.nextItem()
                        code.write("text: ")
                        if parameter.type == .string {
                            code.write(bindings[index])
                        } else {
                            code.write("link.string(at: ")
                            code.write(position)
                            code.write(")")
                        }
                    }
                    code.closeCall()
                }
            )
        }
    }

    /// `.account(.devices(deviceId: deviceId))`, each value, `values[index]`, labelled by the route's parameter at
    /// `index`.
    static func routeValue(_ route: Route, values: [String]) -> BreakableCode {
        var code = BreakableCodeWriter(capacity: 128)
        writeRouteValue(route, values: values, to: &code)
        return code.code
    }

    private static func writeRouteValue(_ route: Route, values: [String], to code: inout BreakableCodeWriter) {
        for group in route.groupPath { code.openCaseCall(group) }
        if route.parameters.isEmpty {
            code.writeCase(route.caseName)
        } else {
            code.openCaseCall(route.caseName)
            for (index, parameter) in route.parameters.enumerated() {
                if index > 0 { code.nextItem() }
                code.write(SwiftName.argumentLabel(parameter.label))
                code.write(": ")
                code.write(values[index])
            }
            code.closeCall()
        }
        for _ in route.groupPath { code.closeCall() }
    }

    /// The route a redirect opens, each value converted from the redirect's own (`values`, by parameter index) or
    /// left out for the target's absent value or default.
    private func writeRedirectedRoute(
        _ redirect: RedirectTarget,
        from pattern: Route,
        values: [String],
        to code: inout BreakableCodeWriter
    ) {
        let valueCode = ParameterValueCode(reader: names.urlReaderNamespaceName)
        let targetValues = zip(redirect.route.parameters, redirect.arguments)
            .map { target, argument -> String in
                switch argument {
                case .absent: return "nil"
                case .defaultValue(let text): return ParameterValueCode.literal(text, of: target.type)
                case .parameter(let index) where values[index] == "nil":
                    return ParameterValueCode.valueWithoutLink(target)
                case .parameter(let index):
                    let source = pattern.parameters[index]
                    let isOptional = source.isQuery && source.presence == .optional
                    let converted = valueCode.redirected(
                        values[index],
                        from: source.type,
                        isOptional: isOptional,
                        to: target.type
                    )
                    let defaultValue = ParameterValueCode.valueWithoutLink(target)
                    return isOptional && defaultValue != "nil" ? "\(converted) ?? \(defaultValue)" : converted
                }
            }
        Self.writeRouteValue(redirect.route, values: targetValues, to: &code)
    }

    /// The clauses after `if `, written with `nextItem()` between them: on one line when short; long ones wrap one
    /// clause per line, aligned after `if `. A break between clauses is in no group, so the layout always takes it,
    /// and it indents to where the first clause starts.
    private static func condition(_ clauses: BreakableCode) -> String {
        guard clauses.flatColumnWidth > 90 else { return clauses.flat }
        return clauses.laidOut(column: clauseColumn, indent: clauseColumn, followedBy: " {")
    }

    /// Where each clause of a condition too long for one line starts, under the first one.
    private static let clauseColumn = conditionIndent + "if ".utf8.count
}
