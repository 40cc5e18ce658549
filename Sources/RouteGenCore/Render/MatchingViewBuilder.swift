/// Builds the matcher: one function per route shape in its level's extension, grouped into buckets by a literal
/// first segment, each bucket tried most specific first and followed by the shapes that start with a parameter.
struct MatchingViewBuilder {
    let table: RouteTable
    let names: GeneratedNames

    private struct Shape {
        var route: Route
        var segments: [PatternSegment]
        var functionName: String
        var specificity: Specificity

        var call: String {
            let level = route.groupPath.map(SwiftName.upperCamel)
            return (level + [functionName]).joined(separator: ".")
        }
    }

    func build() -> MatchingView {
        let shapes = table.allRoutes.flatMap(shapes(of:)).sorted { $0.specificity < $1.specificity }
        var bucketOrder: [String] = []
        var bucketShapes: [String: [Shape]] = [:]
        var otherShapes: [Shape] = []
        for shape in shapes {
            if case .literal(let text)? = shape.segments.first {
                let key = table.caseSensitive ? text : text.lowercased()
                if bucketShapes[key] == nil { bucketOrder.append(key) }
                bucketShapes[key, default: []].append(shape)
            } else {
                otherShapes.append(shape)
            }
        }
        var usedCaseNames: Set<String> = []
        let buckets = bucketOrder.enumerated().map { index, key -> BucketView in
            var caseName = SwiftName.caseName(forValue: key)
            if SwiftName.keywords.contains(caseName) || SwiftName.unusableNames.contains(caseName) || usedCaseNames.contains(caseName) {
                caseName = "segment\(index)"
            }
            usedCaseNames.insert(caseName)
            let shapes = bucketShapes[key] ?? []
            return BucketView(key: SwiftCode.stringLiteral(key), caseName: caseName,
                              functionName: shapes.count == 1 ? shapes[0].call : "matchPathsUnder" + SwiftName.upperCamel(caseName),
                              hasSeveralCandidates: shapes.count > 1, candidates: candidates(shapes))
        }
        let levels = table.root.allLevels.map { level in
            LevelMatchersView(qualifiedTypeName: level.qualifiedTypeName, matchers: level.entries.flatMap { entry -> [ShapeMatcherView] in
                guard case .route(let route) = entry else { return [] }
                return self.shapes(of: route).map(matcher)
            })
        }
        return MatchingView(enumName: table.enumName, resolutionErrorTypeName: names.resolutionErrorTypeName,
                            hasBuckets: !buckets.isEmpty, buckets: buckets, hasOtherPaths: !otherShapes.isEmpty,
                            otherPaths: candidates(otherShapes), levels: levels)
    }

    private func candidates(_ shapes: [Shape]) -> [CandidateView] {
        shapes.enumerated().map { index, shape in CandidateView(function: shape.call, isLast: index == shapes.count - 1) }
    }

    private func shapes(of route: Route) -> [Shape] {
        let shapes = route.shapes
        return shapes.map { segments in
            let suffix = shapes.count > 1 ? "With\(segments.count)Segments" : ""
            return Shape(route: route, segments: segments, functionName: "match" + SwiftName.upperCamel(route.caseName) + suffix,
                         specificity: Specificity(shape: segments, parameters: route.parameters, caseSensitive: table.caseSensitive))
        }
    }

    private func matcher(_ shape: Shape) -> ShapeMatcherView {
        let route = shape.route
        let bindings = ValueCode.bindingNames(for: route.parameters)
        var conditions: [String] = []
        var pathBindings: [String] = []
        var boundParameters: Set<Int> = []
        if case .parameter(let index)? = shape.segments.last, route.parameters[index].source == .remainingSegments {
            conditions.append("request.count >= \(shape.segments.count - 1)")
        } else {
            conditions.append("request.count == \(shape.segments.count)")
        }
        for (position, segment) in shape.segments.enumerated() {
            switch segment {
            case .literal(let text):
                conditions.append("request.segment(\(position), is: \(SwiftCode.stringLiteral(table.caseSensitive ? text : text.lowercased())))")
            case .parameter(let index):
                let parameter = route.parameters[index]
                let binding = bindings[index]
                boundParameters.insert(index)
                switch parameter.type {
                case .stringList:
                    pathBindings.append("let \(binding) = Array(request.segments[\(position)...])")
                case .string:
                    pathBindings.append("let \(binding) = request.segments[\(position)]")
                default:
                    pathBindings.append("guard let \(binding) = misses.parse(request.segments[\(position)], name: \(SwiftCode.stringLiteral(parameter.name)), \(ValueCode.parser(parameter.type))) else { return nil }")
                }
            }
        }
        let queryBindings = zip(route.parameters, bindings).filter { $0.0.isQuery }.map { parameter, binding -> String in
            let key = SwiftCode.stringLiteral(parameter.name)
            let parser = ValueCode.parser(parameter.type)
            switch parameter.presence {
            case .required: return "let \(binding) = try request.requiredQueryValue(\(key), \(parser))"
            case .optional: return "let \(binding) = try request.queryValue(\(key), \(parser))"
            case .defaulted(let value): return "let \(binding) = try request.queryValue(\(key), \(parser)) ?? \(ValueCode.literal(value, of: parameter.type))"
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
        return ShapeMatcherView(functionName: shape.functionName, path: displayPath(shape), shapeCondition: conditions.joined(separator: ", "),
                                pathBindings: pathBindings, queryBindings: queryBindings, result: result)
    }

    /// The shape as written in the spec: the route's path without the optional segments the shape leaves out.
    private func displayPath(_ shape: Shape) -> String {
        let written = shape.route.path.split(separator: "/")
        return "/" + written.prefix(shape.segments.count).joined(separator: "/")
    }
}
