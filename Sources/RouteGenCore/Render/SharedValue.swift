/// The typed path value a shape reads first after its place, with what comes before it: the key on which
/// neighbouring shapes share one step that reads the value. Shapes share it only when they match the same
/// literals before it and bind the value under the same name.
struct SharedValue: Equatable, Sendable {
    var position: Int
    var parameter: Parameter
    /// The local name of the value, or nil when no shape uses it (a redirect that drops it), and it is only checked.
    var binding: String?
    /// The level whose enum types a value of an enum type is read as.
    var levelTypeName: String
    /// What each segment between the place and the value must be: a literal's text, or nil for a text value,
    /// which matches any segment.
    var literalsBefore: [String?]

    /// The first typed value of `shape` after what `place` has matched; nil when it has none.
    init?(of shape: RouteOrder.Shape, at place: MatcherPlace) {
        let parameters = shape.declaration.parameters
        var literals: [String?] = []
        for position in (place.sharedThrough + 1)..<shape.segments.count {
            switch shape.segments[position] {
            case .literal(let text): literals.append(position == 0 && place.firstSegmentKnown ? "" : text)
            case .parameter(let index):
                let parameter = parameters[index]
                guard ParameterValueCode.notingFunctionName(of: parameter.type) != nil else {
                    literals.append(nil)
                    continue
                }
                self.position = position
                self.parameter = parameter
                let isUsed: Bool
                switch shape.owner {
                case .route: isUsed = true
                case .redirect: isUsed = MatchingViewBuilder.usedParameters(of: shape.owner)[index]
                }
                binding = isUsed ? ParameterValueCode.bindingName(at: index, in: parameters) : nil
                levelTypeName = shape.owner.levelTypeName
                literalsBefore = literals
                return
            }
        }
        return nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.position == rhs.position && lhs.parameter.name == rhs.parameter.name
            && lhs.parameter.type == rhs.parameter.type && lhs.binding == rhs.binding
            && lhs.levelTypeName == rhs.levelTypeName && lhs.literalsBefore == rhs.literalsBefore
    }
}

/// The segment counts that some of a run of shapes matches, when they are one unbroken range: the shared step
/// reads its value only for those, as the shapes would have one by one.
struct SegmentCounts: Sendable {
    var minimum: Int
    /// Nil when a shape ends in `**` and takes any number of segments from its own count on.
    var maximum: Int?

    init?(of shapes: ArraySlice<RouteOrder.Shape>) {
        var exact: Set<Int> = []
        var openFrom: Int?
        for shape in shapes {
            let count = shape.pattern.segments.count
            if shape.pattern.acceptsMoreSegments {
                openFrom = min(openFrom ?? count, count)
            } else {
                exact.insert(count)
            }
        }
        let lowest = min(exact.min() ?? Int.max, openFrom ?? Int.max)
        let highestExact = exact.max() ?? lowest
        // Every count from the lowest up to where `**` takes over, or to the highest, must be some shape's.
        guard (lowest..<(openFrom ?? highestExact + 1)).allSatisfy(exact.contains) else { return nil }
        minimum = lowest
        maximum = openFrom == nil ? highestExact : nil
    }

    /// `link.segmentCount(is: 2)`, `link.segmentCount(isAtLeast: 2)` or `link.segmentCount(isFrom: 2, through: 5)`.
    func write(to code: inout BreakableCodeWriter) {
        switch maximum {
        case nil: code.write("link.segmentCount(isAtLeast: \(minimum))")
        case minimum?: code.write("link.segmentCount(is: \(minimum))")
        case let maximum?: code.write("link.segmentCount(isFrom: \(minimum), through: \(maximum))")
        }
    }
}
