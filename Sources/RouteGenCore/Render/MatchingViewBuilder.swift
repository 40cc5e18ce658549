/// Builds the matcher: one function per first-segment bucket of `RouteOrder`, trying its shapes most specific
/// first, and one for the shapes that start with a parameter, tried after the bucket. One function per bucket
/// rather than per shape keeps optimized builds of large specs fast.
struct MatchingViewBuilder {
    let table: RouteTable
    let names: GeneratedNames

    private typealias Shape = RouteOrder.Shape

    func build() -> MatchingView {
        let order = RouteOrder(table: table)
        // Case names differ by case where literals do (`b`, `B`), but the function names made from them would not.
        var usedFunctionNames: Set<String> = []
        let buckets = order.firstSegmentKeys.enumerated().map { index, key -> BucketView in
            var caseName = SwiftName.caseName(forValue: key)
            if SwiftName.keywords.contains(caseName) || SwiftName.unusableNames.contains(caseName)
                || usedFunctionNames.contains(Self.functionName(forBucket: caseName)) {
                caseName = "segment\(index)"
            }
            usedFunctionNames.insert(Self.functionName(forBucket: caseName))
            return BucketView(key: SwiftCode.stringLiteral(key), caseName: caseName,
                              functionName: Self.functionName(forBucket: caseName),
                              shapes: order.shapes(startingWith: key).map { matcher($0, firstSegmentKnown: true) })
        }
        return MatchingView(enumName: table.enumName, resolutionErrorTypeName: names.resolutionErrorTypeName,
                            hasBuckets: !buckets.isEmpty, buckets: buckets, hasOtherPaths: !order.shapesStartingWithParameter.isEmpty,
                            otherPaths: order.shapesStartingWithParameter.map { matcher($0, firstSegmentKnown: false) })
    }

    private static func functionName(forBucket caseName: String) -> String {
        "matchPathsUnder" + SwiftName.upperCamel(caseName)
    }

    /// `firstSegmentKnown`: the bucket lookup already matched a first literal, so it is not compared again; a first
    /// parameter (a one-value enum) is still parsed, for its value.
    private func matcher(_ shape: Shape, firstSegmentKnown: Bool) -> ShapeMatcherView {
        let route = shape.route
        let bindings = ValueCode.bindingNames(for: route.parameters)
        let typePrefix = route.levelTypeName + "."
        var conditions: [String] = []
        var valueBindings: [String] = []
        var boundParameters: Set<Int> = []
        let fixedCount = shape.pattern.segments.count
        conditions.append(shape.pattern.acceptsMoreSegments ? "request.count >= \(fixedCount)" : "request.count == \(fixedCount)")
        for (position, segment) in shape.segments.enumerated() {
            switch segment {
            case .literal where position == 0 && firstSegmentKnown:
                continue
            case .literal(let text):
                conditions.append("request.segment(\(position), is: \(SwiftCode.stringLiteral(table.caseSensitive ? text : text.lowercased())))")
            case .parameter(let index):
                let parameter = route.parameters[index]
                let binding = bindings[index]
                boundParameters.insert(index)
                switch parameter.type {
                case .stringList:
                    valueBindings.append("let \(binding) = Array(request.segments[\(position)...])")
                case .string:
                    valueBindings.append("let \(binding) = request.segments[\(position)]")
                default:
                    conditions.append("let \(binding) = misses.parse(request.segments[\(position)], name: \(SwiftCode.stringLiteral(parameter.name)), \(ValueCode.parser(parameter.type, typePrefix: typePrefix)))")
                }
            }
        }
        for (parameter, binding) in zip(route.parameters, bindings) where parameter.isQuery {
            let key = SwiftCode.stringLiteral(parameter.name)
            let parser = ValueCode.parser(parameter.type, typePrefix: typePrefix)
            switch parameter.presence {
            case .required: valueBindings.append("let \(binding) = try request.requiredQueryValue(\(key), \(parser))")
            case .optional: valueBindings.append("let \(binding) = try request.queryValue(\(key), \(parser))")
            case .defaulted(let value):
                valueBindings.append("let \(binding) = try request.queryValue(\(key), \(parser)) ?? \(ValueCode.literal(value, of: parameter.type))")
            }
        }
        let arguments = route.parameters.enumerated().map { index, parameter -> String in
            let value = parameter.isQuery || boundParameters.contains(index) ? bindings[index] : "nil"
            return "\(SwiftName.argumentLabel(parameter.label)): \(value)"
        }
        var result = "." + SwiftName.escaped(route.caseName) + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        for group in route.groupPath.reversed() {
            result = ".\(SwiftName.escaped(group))(\(result))"
        }
        // Long conditions wrap one clause per line, aligned after `if `.
        let condition = conditions.joined(separator: ", ")
        return ShapeMatcherView(path: shape.writtenPath,
                                condition: condition.count > 90 ? conditions.joined(separator: ",\n           ") : condition,
                                valueBindings: valueBindings, result: result)
    }
}
