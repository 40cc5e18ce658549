import RouteURLReader

/// Builds one route's associated values from its parsed path and its `params:` and `query:` entries, or the link
/// context's values from its query keys.
struct RouteParameterBuilder: ReportsDiagnostics {
    /// What the values belong to: a kind of owner (`route`, `redirect`) and its name, or a description alone.
    private let ownerKind: String
    private let ownerName: String?
    let caseSensitive: Bool
    let log: DiagnosticLog

    /// `route 'profile'`: worked out only for a message, since almost every route has none.
    init(owner kind: String, named name: String, caseSensitive: Bool, log: DiagnosticLog) {
        ownerKind = kind
        ownerName = name
        self.caseSensitive = caseSensitive
        self.log = log
    }

    init(owner: String, caseSensitive: Bool, log: DiagnosticLog) {
        ownerKind = owner
        ownerName = nil
        self.caseSensitive = caseSensitive
        self.log = log
    }

    /// What the values belong to, as messages name it: `route 'profile'`, `the context`.
    var owner: String { ownerName.map { "\(ownerKind) '\($0)'" } ?? ownerKind }

    func build(segments: [PathParser.LocatedSegment], params: [ParameterDocument], query: [ParameterDocument]) -> (
        [PatternSegment], [Parameter]
    ) {
        var pattern: [PatternSegment] = []
        pattern.reserveCapacity(segments.count)
        var parameters: [Parameter] = []
        // Exactly: a route table holds every route's parameters, so spare room would add up in a large spec.
        parameters.reserveCapacity(
            segments.count { if case .literal = $0.segment { false } else { true } } + query.count
        )
        var declarations = OrderedNameTable<Int>()
        for index in params.indices where declarations[params[index].key.value] == nil {
            declarations.set(index, for: params[index].key.value)
        }
        var pathNames = OrderedNameTable<SourceLocation>()
        var unnamedWildcards: [SourceLocation] = []

        for located in segments {
            switch located.segment {
            case .literal(let text): pattern.append(.literal(text))
            case .parameter(let name, let isOptional):
                if let first = pathNames[name] {
                    error(
                        .duplicatePathParameter,
                        "parameter ':\(name)' appears twice in the path",
                        at: located.location,
                        notes: [.init("first here", at: first)]
                    )
                    continue
                }
                pathNames.set(located.location, for: name)
                let declaration = declarations[name].map { params[$0] }
                let parameter = pathParameter(
                    name: name,
                    isOptional: isOptional,
                    declaration: declaration,
                    at: located.location
                )
                pattern.append(.parameter(parameters.count))
                parameters.append(parameter)
            case .wildcard(let name), .catchAll(let name):
                let isCatchAll: Bool
                if case .catchAll = located.segment { isCatchAll = true } else { isCatchAll = false }
                if name == nil, !isCatchAll { unnamedWildcards.append(located.location) }
                // A name the path already used has its declaration there.
                let declaration = name.flatMap { pathNames[$0] == nil ? declarations[$0].map { params[$0] } : nil }
                if let name { pathNames.set(located.location, for: name) }
                pattern.append(.parameter(parameters.count))
                parameters.append(
                    wildcardParameter(name, isCatchAll: isCatchAll, declaration: declaration, at: located.location)
                )
            }
        }
        if unnamedWildcards.count > 1 {
            error(
                .unnamedWildcards,
                "\(owner) has \(unnamedWildcards.count) unnamed '*' wildcards; name them, as in '*first' and '*second'",
                at: unnamedWildcards[1],
                notes: [.init("the first unnamed wildcard", at: unnamedWildcards[0])]
            )
        }
        reportDeclarationsOutsidePath(params, pathNames: pathNames)
        for declaration in query { if let parameter = queryParameter(declaration) { parameters.append(parameter) } }
        // Two unnamed wildcards were reported above; their shared label would only repeat that.
        checkLabels(unnamedWildcards.count > 1 ? parameters.filter { $0.label != "wildcard" } : parameters)
        return (pattern, parameters)
    }

    /// `*name` captures a String and `**name` the remaining segments; a declaration under `params` may give them only
    /// text constraints.
    private func wildcardParameter(
        _ name: String?,
        isCatchAll: Bool,
        declaration: ParameterDocument?,
        at location: SourceLocation
    ) -> Parameter {
        let label = name ?? (isCatchAll ? "rest" : "wildcard")
        let type = isCatchAll ? ValueType.stringList : .string
        var constraints: [ValueConstraint] = []
        if let name, let declaration {
            if declaration.type != nil || declaration.label != nil || declaration.defaultValue != nil
                || declaration.isOptional
            {
                error(
                    .typedWildcard,
                    "'\(name)' is a wildcard and cannot be typed; '*' captures a String and '**' a [String], which take only 'minLength', 'maxLength' and 'characters'",
                    at: declaration.key.location
                )
            } else {
                constraints = self.constraints(declaration.constraints, of: name, type: type, isPath: true)
            }
        }
        return Parameter(
            name: label,
            label: label,
            type: type,
            source: isCatchAll ? .remainingSegments : .segment,
            presence: .required,
            location: location,
            constraints: constraints
        )
    }

    /// The first path segment of a declaration's name uses it; the declarations of other names are not in the path.
    private func reportDeclarationsOutsidePath(
        _ params: [ParameterDocument],
        pathNames: OrderedNameTable<SourceLocation>
    ) {
        for declaration in params where pathNames[declaration.key.value] == nil {
            let hint = Spelling.hint(for: declaration.key.value, among: pathNames.names.sorted())
            error(
                .unknownParameter,
                "'\(declaration.key.value)' under 'params' is not a parameter in the path of \(owner)\(hint)",
                at: declaration.key.location
            )
        }
    }

    private func pathParameter(
        name: String,
        isOptional: Bool,
        declaration: ParameterDocument?,
        at location: SourceLocation
    ) -> Parameter {
        var type = ValueType.string
        var label = name
        var constraints: [ValueConstraint] = []
        if let declaration {
            if declaration.isOptional {
                error(
                    .invalidPathParameter,
                    "make a path parameter optional in the path (':\(name)?'), not with '?' on its type",
                    at: declaration.type?.location ?? declaration.location
                )
            }
            if let defaultValue = declaration.defaultValue {
                error(
                    .invalidPathParameter,
                    "path parameter '\(name)' cannot have a default; only query parameters can",
                    at: defaultValue.location
                )
            }
            type = declaration.type.map { valueType($0) } ?? .string
            label = checkedLabel(declaration) ?? name
            if declaration.type == nil, let bound = Self.numericBound(declaration.constraints) {
                // A number bound says the value is a number; the missing type, not the bound, is the mistake.
                let text = bound.value.value
                let numberType = ValueSyntax.int(text) == nil && ValueSyntax.double(text) != nil ? "Double" : "Int"
                error(
                    .invalidConstraint,
                    "'\(bound.key.rawValue)' bounds a number, but '\(name)' has no 'type' and so is a String; add 'type: \(numberType)'",
                    at: bound.value.location
                )
            } else {
                constraints = self.constraints(declaration.constraints, of: name, type: type, isPath: true)
            }
        }
        return Parameter(
            name: name,
            label: label,
            type: type,
            source: .segment,
            presence: isOptional ? .optional : .required,
            location: declaration?.key.location ?? location,
            constraints: constraints
        )
    }

    /// The first `min` or `max` of a declaration.
    private static func numericBound(_ written: ConstraintsDocument) -> (
        key: SpecFormat.Parameter, value: Located<String>
    )? { written.written.first { $0.key.isBound } }

    private func queryParameter(_ declaration: ParameterDocument) -> Parameter? {
        let key = declaration.key
        if key.value.isEmpty {
            error(.emptyQueryKey, "a query key cannot be empty", at: key.location)
            return nil
        }
        guard let declaredType = declaration.type else {
            error(
                .missingParameterType,
                "parameter '\(key.value)' needs a 'type' or an 'enum'; only a path parameter is a String without one",
                at: declaration.location
            )
            return nil
        }
        guard let label = checkedLabel(declaration) else { return nil }
        let type = valueType(declaredType)
        let constraints = self.constraints(declaration.constraints, of: key.value, type: type, isPath: false)
        var presence = Parameter.Presence.required
        if declaration.isOptional { presence = .optional }
        if let defaultValue = declaration.defaultValue {
            if declaration.isOptional {
                error(
                    .conflictingParameterKeys,
                    "query parameter '\(key.value)' is optional and has a default; choose one",
                    at: defaultValue.location
                )
            } else if let canonical = checkedDefault(defaultValue, type: type) {
                presence = .defaulted(canonical)
                if let value = ParameterValue.parse(specText: canonical, as: type, caseSensitive: caseSensitive) {
                    checkAllowed(
                        value,
                        constraints,
                        of: key.value,
                        what: "default '\(defaultValue.value)'",
                        at: defaultValue.location
                    )
                }
            }
        }
        return Parameter(
            name: key.value,
            label: label,
            type: type,
            source: .query,
            presence: presence,
            location: key.location,
            constraints: constraints
        )
    }

    private func checkedLabel(_ declaration: ParameterDocument) -> String? {
        if let label = declaration.label {
            guard SwiftName.isIdentifier(label.value), label.value != "_" else {
                error(
                    .invalidSwiftName,
                    "'\(label.value)' is not a valid label; use a Swift identifier",
                    at: label.location
                )
                return nil
            }
            return label.value
        }
        guard SwiftName.isIdentifier(declaration.key.value), declaration.key.value != "_" else {
            error(
                .invalidSwiftName,
                "query key '\(declaration.key.value)' is not a Swift identifier; give it a label with 'name:'",
                at: declaration.key.location
            )
            return nil
        }
        return declaration.key.value
    }

    /// The default as the generated code spells it, or nil after reporting why it is not a value of the type.
    /// Enum defaults compare like enum values in URLs: case-insensitively unless the spec is case-sensitive.
    private func checkedDefault(_ value: Located<String>, type: ValueType) -> String? {
        let canonical: String?
        switch type {
        case .string: canonical = value.value
        case .int: canonical = ValueSyntax.int(value.value).map { _ in value.value }
        case .double: canonical = ValueSyntax.double(value.value).map { _ in value.value }
        case .bool: canonical = ValueSyntax.bool(value.value).map { _ in value.value }
        case .uuid:
            error(
                .invalidDefault,
                "a UUID parameter cannot have a default; make it optional with 'UUID?'",
                at: value.location
            )
            return nil
        case .enumeration(let enumeration):
            let folded = value.value.folded(caseSensitive: caseSensitive)
            canonical = enumeration.cases.first { $0.rawValue.folded(caseSensitive: caseSensitive) == folded }?.rawValue
        case .stringList: canonical = nil
        }
        if canonical == nil {
            let reason =
                type == .int && IntegerRange.isBeyondInt(value.value)
                ? IntegerRange.beyondIntReason : "is not a valid \(describe(type))"
            error(.invalidDefault, "default '\(value.value)' \(reason)", at: value.location)
        }
        return canonical
    }

    private func valueType(_ type: Located<ParameterTypeDocument>) -> ValueType {
        switch type.value {
        case .string: return .string
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .uuid: return .uuid
        case .enumeration(let values):
            return .enumeration(EnumerationType(typeName: "", cases: enumerationCases(values)))
        }
    }

    private func enumerationCases(_ values: [Located<String>]) -> [EnumerationType.Case] {
        var byFoldedValue: [String: SourceLocation] = [:]
        var byCaseName: [String: Located<String>] = [:]
        var cases: [EnumerationType.Case] = []
        for value in values {
            let folded = value.value.folded(caseSensitive: caseSensitive)
            let name = SwiftName.caseName(forValue: value.value)
            if value.value.isEmpty || value.value.contains("/") {
                error(.invalidEnumValue, "enum value '\(value.value)' cannot be a path segment", at: value.location)
            } else if let bad = value.value.unicodeScalars.first(where: { !LinkTextRules.isAllowedEverywhere($0) }) {
                error(
                    .invalidEnumValue,
                    "enum value \(String(reflecting: value.value)) contains \(bad.codePointText), which links may not carry; no link could choose it",
                    at: value.location
                )
            } else if let first = byFoldedValue[folded] {
                let how = caseSensitive ? "" : " (values compare case-insensitively unless caseSensitive: true)"
                error(
                    .duplicateEntry,
                    "enum value '\(value.value)' is listed twice\(how)",
                    at: value.location,
                    notes: [.init("first listed here", at: first)]
                )
            } else if let clash = byCaseName[name] {
                error(
                    .nameClash,
                    "enum values '\(clash.value)' and '\(value.value)' both become the Swift case '\(name)'",
                    at: value.location,
                    notes: [.init("'\(clash.value)' is here", at: clash.location)]
                )
            } else if SwiftName.unusableNames.contains(name) || ReservedNames.caseIterableMembers.contains(name) {
                error(.invalidEnumValue, "enum value '\(value.value)' cannot be a Swift case name", at: value.location)
            } else {
                byFoldedValue[folded] = value.location
                byCaseName[name] = value
                cases.append(.init(name: name, rawValue: value.value))
            }
        }
        return cases
    }

    private func checkLabels(_ parameters: [Parameter]) {
        guard parameters.count > 1 else { return }
        var firstUses = OrderedNameTable<Int>()
        for (index, parameter) in parameters.enumerated() {
            if let first = firstUses[parameter.label].map({ parameters[$0] }) {
                let kind = first.isQuery == parameter.isQuery ? "" : " by a path parameter and a query parameter"
                error(
                    .nameClash,
                    "label '\(parameter.label)' is used twice\(kind) in \(owner); rename one with 'name:'",
                    at: parameter.location,
                    notes: [.init("first used here", at: first.location)]
                )
            } else {
                firstUses.set(index, for: parameter.label)
            }
        }
    }

    private func describe(_ type: ValueType) -> String {
        switch type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool (true or false)"
        case .uuid: return "UUID"
        case .enumeration(let enumeration):
            return "value (one of \(enumeration.cases.map(\.rawValue).joined(separator: ", ")))"
        case .stringList: return "[String]"
        }
    }
}
