/// Builds the matcher: one function per first-segment bucket of `RouteOrder`, trying its shapes most specific
/// first, and one for the shapes that start with a parameter, tried after the bucket. One function per bucket
/// rather than per shape keeps optimized builds of large specs fast.
struct MatchingViewBuilder {
    let table: RouteTable
    let names: GeneratedNames

    private typealias Shape = RouteOrder.Shape

    func build() -> MatchingView {
        let order = RouteOrder(table: table)
        // The generated code finds a bucket by binary search over the literals in the order of their UTF-8 bytes,
        // the order the URL reader compares in.
        let keys = order.firstSegmentKeys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        // Case names differ by case where literals do (`b`, `B`), but the function names made from them would not.
        var usedFunctionNames: Set<String> = []
        let buckets = keys.enumerated().map { index, key -> BucketView in
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
        let policy = "\(names.urlReaderNamespaceName).LinkPolicy(customSchemes: \(SwiftCode.arrayLiteral(table.schemes)), trustedHosts: \(SwiftCode.arrayLiteral(table.hosts)), "
            + "literalsIgnoreCase: \(!table.caseSensitive))"
        return MatchingView(enumName: table.enumName, resolutionErrorTypeName: names.resolutionErrorTypeName,
                            linksNamespaceName: names.linksNamespaceName, urlReaderNamespaceName: names.urlReaderNamespaceName,
                            linkPolicy: policy, foldsCase: !table.caseSensitive,
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
        conditions.append(shape.pattern.acceptsMoreSegments ? "link.count >= \(fixedCount)" : "link.count == \(fixedCount)")
        for (position, segment) in shape.segments.enumerated() {
            switch segment {
            case .literal where position == 0 && firstSegmentKnown:
                continue
            case .literal(let text):
                conditions.append("link.segment(\(position), is: \(SwiftCode.stringLiteral(text)))")
            case .parameter(let index):
                let parameter = route.parameters[index]
                let binding = bindings[index]
                boundParameters.insert(index)
                let value = ValueCode.pathValue(parameter.type, at: position, typePrefix: typePrefix)
                switch parameter.type {
                case .string, .stringList:
                    valueBindings.append("let \(binding) = \(value)")
                default:
                    conditions.append("let \(binding) = misses.record(\(value), name: \(SwiftCode.stringLiteral(parameter.name)), segment: \(position), of: link)")
                }
            }
        }
        for (parameter, binding) in zip(route.parameters, bindings) where parameter.isQuery {
            let reading = "(\(SwiftCode.stringLiteral(parameter.name)), \(ValueCode.queryReader(parameter.type, typePrefix: typePrefix)))"
            switch parameter.presence {
            case .required: valueBindings.append("let \(binding) = try requiredQuery\(reading)")
            case .optional: valueBindings.append("let \(binding) = try optionalQuery\(reading)")
            case .defaulted(let value):
                valueBindings.append("let \(binding) = try optionalQuery\(reading) ?? \(ValueCode.literal(value, of: parameter.type))")
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
        return ShapeMatcherView(path: SwiftCode.commentText(shape.writtenPath),
                                condition: condition.count > 90 ? conditions.joined(separator: ",\n           ") : condition,
                                valueBindings: valueBindings, result: result)
    }
}
