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
        let otherShapes = order.shapesStartingWithParameter
        let otherPaths = steps(otherShapes[...], firstSegmentKnown: false)
        let isRootAlone = !otherShapes.isEmpty && otherShapes.allSatisfy(\.segments.isEmpty)
        return MatchingView(
            linkPolicy: linkPolicy(schemes: table.schemes, hosts: table.hosts).templateText,
            foldsCase: !table.caseSensitive,
            buckets: buckets(of: order),
            rootSteps: isRootAlone ? otherPaths : [],
            otherPaths: otherPaths.isEmpty || isRootAlone
                ? nil
                : matcherFunction(
                    docLines: [
                        "/// Patterns that start with a parameter or a wildcard; tried after the literal ones, which are more specific."
                    ],
                    functionName: "matchPathsStartingWithParameter",
                    steps: otherPaths
                ),
            legacyOrigins: table.legacyOrigins.enumerated().map(legacyOrigin)
        )
    }

    /// One bucket per first-segment literal, in the order of their UTF-8 bytes: the generated code finds a bucket by
    /// binary search in the order the URL reader compares in.
    private func buckets(of order: RouteOrder) -> [BucketView] {
        let mounts = mountSteps()
        let keys = Set(order.firstSegmentKeys).union(mounts.map(\.key))
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let caseNames = Self.bucketCaseNames(keys)
        let bucketMatchers = Parallel.map(keys) { key in
            mounts.filter { $0.key == key }.map(\.step)
                + steps(order.shapes(startingWith: key)[...], firstSegmentKnown: true)
        }
        return keys.indices.map { index in
            BucketView(
                key: EscapedSwiftText.stringLiteral(keys[index]),
                caseName: caseNames[index],
                matcher: matcherFunction(
                    docLines: [],
                    functionName: Self.functionName(forBucket: caseNames[index]),
                    steps: bucketMatchers[index]
                )
            )
        }
    }

    /// A matcher function, its declaration on one line when it fits and otherwise one parameter per line.
    private func matcherFunction(docLines: [String], functionName: String, steps: [MatcherStepView])
        -> MatcherFunctionView
    {
        var function = MatcherFunctionView(docLines: docLines, functionName: functionName, steps: steps)
        var parameters = ["_ link: \(names.urlReaderNamespaceName).Link"]
        if function.usesNotes { parameters.append("_ notes: inout MatchNotes") }
        let result = (function.canThrow ? " throws(\(names.resolutionErrorTypeName))" : "") + " -> \(names.enumName)? {"
        var declaration = BreakableCodeWriter(capacity: 128)
        declaration.openCallKeepingArgumentsTogether("private static func " + functionName)
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { declaration.nextItem() }
            declaration.write(parameter)
        }
        declaration.closeCallKeepingArgumentsTogether()
        function.declaration = declaration.code.templateText + result
        return function
    }

    /// Case names differ by case where literals do (`b`, `B`), but the function names made from them would not: a
    /// name that is taken, a keyword or unusable becomes `segment` and the bucket's index.
    private static func bucketCaseNames(_ keys: [String]) -> [String] {
        var usedFunctionNames: Set<String> = []
        return keys.enumerated()
            .map { index, key -> String in
                var caseName = SwiftName.caseName(forValue: key)
                if SwiftName.keywords.contains(caseName) || SwiftName.unusableNames.contains(caseName)
                    || usedFunctionNames.contains(functionName(forBucket: caseName))
                {
                    caseName = "segment\(index)"
                }
                usedFunctionNames.insert(functionName(forBucket: caseName))
                return caseName
            }
    }

    /// The hand-over of each mounted feature's links to its matcher, by the bucket of its mount's first literal (of
    /// each tab its links name, for a feature mounted under tabs), tried before the app's own shapes there: a feature
    /// owns every path under its mount (`MountOwnershipCheck`), and its literals make it more specific than any
    /// shape of the app's with a parameter in their place.
    private func mountSteps() -> [(key: String, step: MatcherStepView)] {
        table.mountedFeatureGroups.flatMap { group -> [(key: String, step: MatcherStepView)] in
            guard let feature = group.feature else { return [] }
            let caseName = SwiftName.escaped(group.caseName)
            let tabs: [String?] = feature.isUnderTabs ? feature.tabs : [nil]
            return tabs.compactMap { tab in
                let segments = (tab.map { [$0] } ?? []) + feature.mount
                guard let first = segments.first else { return nil }
                let later = segments.indices.dropFirst()
                    .map { index in ", link.segment(\(index), is: \(EscapedSwiftText.stringLiteral(segments[index])))" }
                let step = MountStepView(
                    path: "/" + segments.joined(separator: "/"),
                    condition: "link.segmentCount(isAtLeast: \(segments.count))" + later.joined(),
                    droppedSegments: "\(segments.count)",
                    caseName: caseName,
                    result: tab.map { ".\(caseName)(route, tab: .\(SwiftName.escaped($0)))" } ?? ".\(caseName)(route)",
                    featureRedirectTypeName: feature.inModule(
                        GeneratedNames(enumName: feature.typeName).redirectTypeName
                    ),
                    hasFeatureRedirects: !table.mountedRedirects(of: group).isEmpty,
                    typeName: feature.inModule(feature.typeName),
                    featureErrorTypeName: feature.inModule(
                        GeneratedNames(enumName: feature.typeName).resolutionErrorTypeName
                    )
                )
                let key = table.caseSensitive ? first : first.asciiLowercased
                return (key, MatcherStepView(shape: nil, sharedValue: nil, mountedFeature: step))
            }
        }
    }

    /// The matcher of an old scheme or host that redirects list, with the policy that reads links on it alone.
    private func legacyOrigin(index: Int, origin: LinkOrigin) -> LegacyOriginView {
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
            policy: linkPolicy(schemes: isScheme ? [name] : [], hosts: isScheme ? [] : [name]).templateText,
            matcher: matcherFunction(
                docLines: [
                    "/// Old links on \(EscapedSwiftText.commentText(origin.prefix)), which only the redirects that list it take."
                ],
                functionName: "matchLegacyOrigin\(index)",
                steps: steps(order.allShapes()[...], firstSegmentKnown: false)
            )
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

    private static func functionName(forBucket caseName: String) -> String {
        "matchPathsUnder" + SwiftName.upperCamel(caseName)
    }

    /// The steps that try `shapes` in their order. Neighbouring shapes that start with the same literals and the
    /// same typed value share a step that reads and notes that value once, with their own steps inside it: `/w/:id`,
    /// `/w/:id/edit` and `/w/:id/members/:uid` parse `:id` once rather than three times. The shared step is taken
    /// only for the segment counts of its shapes, so a value is noted where one of them would have noted it.
    ///
    /// `firstSegmentKnown`: the bucket lookup already matched a first literal, so it is not compared again; a first
    /// parameter (a one-value enum) is still parsed, for its value.
    private func steps(_ shapes: ArraySlice<Shape>, firstSegmentKnown: Bool) -> [MatcherStepView] {
        steps(shapes, at: MatcherPlace(firstSegmentKnown: firstSegmentKnown, sharedThrough: -1))
    }

    private func steps(_ shapes: ArraySlice<Shape>, at place: MatcherPlace) -> [MatcherStepView] {
        var steps: [MatcherStepView] = []
        let values = shapes.map { SharedValue(of: $0, at: place) }
        var start = shapes.startIndex
        while start < shapes.endIndex {
            let value = values[start - shapes.startIndex]
            var end = start + 1
            if let value { while end < shapes.endIndex, values[end - shapes.startIndex] == value { end += 1 } }
            let run = shapes[start..<end]
            if let value, run.count > 1, let counts = SegmentCounts(of: run) {
                steps.append(MatcherStepView(sharedValue: sharedValue(value, counts: counts, of: run, at: place)))
            } else {
                for shape in run { steps.append(MatcherStepView(shape: matcher(shape, at: place))) }
            }
            start = end
        }
        return steps
    }

    /// The step that reads `value` for `shapes`, which all start with it: their segment counts, the literals before
    /// the value, the value noted, and then the shapes' own steps.
    private func sharedValue(
        _ value: SharedValue,
        counts: SegmentCounts,
        of shapes: ArraySlice<Shape>,
        at place: MatcherPlace
    ) -> SharedValueView {
        let shape = shapes[shapes.startIndex]
        var condition = BreakableCodeWriter(capacity: 256)
        counts.write(to: &condition)
        for position in (place.sharedThrough + 1)..<value.position {
            guard case .literal(let text) = shape.segments[position], !(position == 0 && place.firstSegmentKnown) else {
                continue
            }
            condition.nextItem()
            Self.writeLiteralCheck(text, at: position, to: &condition)
        }
        condition.nextItem()
        writeRecordedValue(value.parameter, at: value.position, of: shape.owner, binding: value.binding, to: &condition)
        let inner = MatcherPlace(firstSegmentKnown: place.firstSegmentKnown, sharedThrough: value.position)
        return SharedValueView(
            path: EscapedSwiftText.commentText(shape.writtenPath(firstSegments: value.position + 1))
                + ", read once for the \(shapes.count) patterns below",
            condition: Self.condition(condition.code),
            steps: steps(shapes, at: inner)
        )
    }

    private func matcher(_ shape: Shape, at place: MatcherPlace) -> ShapeMatcherView {
        let pattern = shape.owner
        let parameters = shape.declaration.parameters
        let bindings = ParameterValueCode.bindingNames(for: parameters)
        let isUsed = Self.usedParameters(of: pattern)
        var valueBindings: [String] = []
        let (condition, isBound) = pathCondition(
            of: shape,
            at: place,
            bindings: bindings,
            isUsed: isUsed,
            stringBindings: &valueBindings
        )
        let statementsBeforeChecks = valueBindings.count
        appendPathValueChecks(of: shape, bindings: bindings, at: place, to: &valueBindings)
        let checksPathValues = valueBindings.count > statementsBeforeChecks
        for (index, parameter) in parameters.enumerated() where parameter.isQuery {
            valueBindings.append(
                queryReading(parameter: index, of: pattern, binding: isUsed[index] ? bindings[index] : nil, at: place)
            )
        }
        let values = parameters.indices.map { index in
            parameters[index].isQuery || isBound[index] ? bindings[index] : "nil"
        }
        var result = BreakableCodeWriter(capacity: 128)
        let isRedirect: Bool
        switch pattern {
        case .route(let route):
            Self.writeRouteValue(route, values: values, to: &result)
            isRedirect = false
        case .redirect(let redirect):
            writeRedirectedRoute(redirect, values: values, to: &result)
            valueBindings.append("notes.redirect = .\(SwiftName.escaped(redirect.target.name))")
            isRedirect = true
        }
        return ShapeMatcherView(
            path: EscapedSwiftText.commentText(shape.writtenPath),
            condition: Self.condition(condition),
            valueBindings: valueBindings,
            result: result.code.templateText,
            usesNotes: isRedirect || Self.recordsPathValues(of: shape),
            canThrow: checksPathValues || parameters.contains(where: \.isQuery)
        )
    }

    /// Whether the shape's path holds a typed value, which the matcher notes for the error when it does not parse;
    /// text always parses.
    private static func recordsPathValues(of shape: Shape) -> Bool {
        shape.segments.contains { segment in
            guard case .parameter(let index) = segment else { return false }
            return ParameterValueCode.notingFunctionName(of: shape.declaration.parameters[index].type) != nil
        }
    }

    /// Which of the pattern's values the matcher binds: all of a route's. A redirect need not use every value of its
    /// old link; those it drops are still checked, but bound only for their constraints.
    static func usedParameters(of pattern: LinkPattern) -> [Bool] {
        switch pattern {
        case .route(let route): return [Bool](repeating: true, count: route.parameters.count)
        case .redirect(let redirect):
            let parameters = redirect.declaration.parameters
            var isUsed = [Bool](repeating: false, count: parameters.count)
            for case .parameter(let index) in redirect.target.arguments { isUsed[index] = true }
            for index in parameters.indices where !parameters[index].constraints.isEmpty { isUsed[index] = true }
            return isUsed
        }
    }

    /// The clauses after `if ` that match the shape's path, with `nextItem()` between them: the segment count, each
    /// literal, and each typed value, noted for the error when it does not parse; those up to `place.sharedThrough`
    /// were matched by the enclosing steps. String values cannot fail, so they are bound in statements after the
    /// condition instead. Also tells which parameters the path binds.
    private func pathCondition(
        of shape: Shape,
        at place: MatcherPlace,
        bindings: [String],
        isUsed: [Bool],
        stringBindings valueBindings: inout [String]
    ) -> (BreakableCode, isBound: [Bool]) {
        let parameters = shape.declaration.parameters
        var condition = BreakableCodeWriter(capacity: 256)
        var isBound = [Bool](repeating: false, count: parameters.count)
        condition.write(shape.pattern.acceptsMoreSegments ? "link.segmentCount(isAtLeast: " : "link.segmentCount(is: ")
        condition.write(shape.pattern.segments.count)
        condition.write(")")
        for (position, segment) in shape.segments.enumerated() {
            let isShared = position <= place.sharedThrough
            switch segment {
            case .literal where isShared || (position == 0 && place.firstSegmentKnown): continue
            case .literal(let text):
                condition.nextItem()
                Self.writeLiteralCheck(text, at: position, to: &condition)
            case .parameter(let index):
                let parameter = parameters[index]
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
                                levelTypeName: shape.owner.levelTypeName,
                                to: &code
                            )
                        }
                    )
                default:
                    guard !isShared else { continue }
                    condition.nextItem()
                    writeRecordedValue(
                        parameter,
                        at: position,
                        of: shape.owner,
                        binding: isUsed[index] ? bindings[index] : nil,
                        to: &condition
                    )
                }
            }
        }
        return (condition.code, isBound)
    }

    /// `link.segment(2, is: "edit")`
    private static func writeLiteralCheck(_ text: String, at position: Int, to code: inout BreakableCodeWriter) {
        code.openCall("link.segment")
        code.write(position)
        code.nextItem()
        code.write("is: ")
        code.writeStringLiteral(text)
        code.closeCall()
    }

    /// `let id = notes.intValue(at: 1, name: "id", of: link)`: the path value at `position`, noted for the error
    /// when it is not of its type; without a binding, only checked (`… != nil`).
    private func writeRecordedValue(
        _ parameter: Parameter,
        at position: Int,
        of pattern: LinkPattern,
        binding: String?,
        to code: inout BreakableCodeWriter
    ) {
        if let binding {
            code.write("let ")
            code.write(binding)
            code.write(" = ")
        }
        valueCode.writeNotedPathValue(parameter, at: position, levelTypeName: pattern.levelTypeName, to: &code)
        if binding == nil { code.write(" != nil") }
    }

    /// `let page = try optionalQuery("page", in: link, parsing: R.IntValue.parse) ?? 1`: the query value of the
    /// pattern's parameter at `index`, through its constraint check when it has one; without a binding, read only for
    /// its errors (`_ =`). An enum value is read by the reader's own call, which compares as the link's literals do:
    /// `optionalChoiceQuery("sort", R.ChoiceQuery.value("sort", in: link, as: AppRoute.Sort.self))`.
    private func queryReading(parameter index: Int, of pattern: LinkPattern, binding: String?, at place: MatcherPlace)
        -> String
    {
        let declaration = pattern.declaration
        let parameter = declaration.parameters[index]
        let isRequired = parameter.presence == .required
        return Self.statement { code in
            code.write(binding.map { "let " + $0 } ?? "_")
            code.write(" = try ")
            if case .enumeration = parameter.type {
                code.openCall(isRequired ? "requiredChoiceQuery" : "optionalChoiceQuery")
                code.writeStringLiteral(parameter.name)
                code.nextItem()
                code.write(
                    valueCode.queryValue(
                        parameter.type,
                        name: parameter.name,
                        typePrefix: pattern.levelTypeName + ".",
                        check: nil
                    )
                )
                code.closeCall()
            } else {
                code.openCallKeepingArgumentsTogether(isRequired ? "requiredQuery" : "optionalQuery")
                code.writeStringLiteral(parameter.name)
                code.nextItem()
                code.write("in: link")
                code.nextItem()
                code.write("parsing: " + valueCode.queryParser(of: parameter.type))
                if let check = checks.check(of: declaration, parameter: index) {
                    code.nextItem()
                    code.write("allowing: Self." + check)
                }
                code.closeCallKeepingArgumentsTogether()
            }
            if case .defaulted(let value) = parameter.presence {
                code.write(" ?? ")
                code.write(ParameterValueCode.literal(value, of: parameter.type))
            }
        }
    }

    /// The constraint checks of the path values the shape binds, in parameter order, once the path has selected the
    /// route: `try requireAllowed(Self.allowsItemItemId(itemId), name: "itemId", text: link.string(at: 1))`. The
    /// checks are named through `Self`, which no binding of a label can hide.
    private func appendPathValueChecks(
        of shape: Shape,
        bindings: [String],
        at place: MatcherPlace,
        to statements: inout [String]
    ) {
        let declaration = shape.declaration
        var positions = [Int?](repeating: nil, count: declaration.parameters.count)
        for (position, segment) in shape.segments.enumerated() {
            if case .parameter(let index) = segment { positions[index] = position }
        }
        for (index, parameter) in declaration.parameters.enumerated() {
            guard let check = checks.check(of: declaration, parameter: index), let position = positions[index] else {
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

    /// A feature's route mounted under tabs is written with its tab beside it in the app's case:
    /// `.weather(.city(name: name), tab: tab)`.
    private static func writeRouteValue(_ route: Route, values: [String], to code: inout BreakableCodeWriter) {
        for group in route.groupPath { code.openCaseCall(group) }
        let ownIndices = route.caseValueIndices
        if ownIndices.isEmpty {
            code.writeCase(route.caseName)
        } else {
            code.openCaseCall(route.caseName)
            for index in ownIndices {
                if index > ownIndices.startIndex { code.nextItem() }
                code.write(SwiftName.argumentLabel(route.parameters[index].label))
                code.write(": ")
                code.write(values[index])
            }
            code.closeCall()
        }
        for depth in route.groupPath.indices.reversed() {
            if depth == 0, route.namesMountedTab {
                code.nextItem()
                code.write(SwiftName.argumentLabel(route.parameters[0].label))
                code.write(": ")
                code.write(values[0])
            }
            code.closeCall()
        }
    }

    /// The route a redirect opens, each value converted from the redirect's own (`values`, by parameter index) or
    /// left out for the target's absent value or default.
    private func writeRedirectedRoute(_ redirect: Redirect, values: [String], to code: inout BreakableCodeWriter) {
        let target = redirect.target
        let targetValues = zip(target.route.parameters, target.arguments)
            .map { target, argument -> String in
                switch argument {
                case .absent: return "nil"
                case .defaultValue(let text): return ParameterValueCode.literal(text, of: target.type)
                case .parameter(let index) where values[index] == "nil":
                    return ParameterValueCode.valueWithoutLink(target)
                case .parameter(let index):
                    let source = redirect.declaration.parameters[index]
                    let isOptional = source.isQuery && source.presence == .optional
                    // A redirect's enum takes its target's type, so the enum stays as it is.
                    let conversion = ValueConversion.between(source, and: target, caseSensitive: table.caseSensitive)
                    let converted =
                        (try? conversion.get())
                        .map { ParameterValueCode.converted(values[index], by: $0, isOptional: isOptional) }
                        ?? values[index]
                    let defaultValue = ParameterValueCode.valueWithoutLink(target)
                    return isOptional && defaultValue != "nil" ? "\(converted) ?? \(defaultValue)" : converted
                }
            }
        Self.writeRouteValue(target.route, values: targetValues, to: &code)
    }

    /// A statement of a matched shape, with the breaks of the code it writes marked.
    private static func statement(_ write: (inout BreakableCodeWriter) -> Void) -> String {
        var code = BreakableCodeWriter(capacity: 96)
        write(&code)
        return code.code.templateText
    }

    /// The clauses after `if `, written with `nextItem()` between them, as one line: the layout breaks an `if`'s
    /// conditions after their commas, aligned under the first.
    private static func condition(_ clauses: BreakableCode) -> String { clauses.flat }
}
