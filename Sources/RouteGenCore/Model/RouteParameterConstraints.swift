/// The constraints of one parameter declaration, checked against its type: bounds for numbers, lengths and
/// characters for text, and a set of values that is never empty.
extension RouteParameterBuilder {
    func constraints(_ written: ConstraintsDocument, of name: String, type: ValueType, isPath: Bool)
        -> [ValueConstraint]
    {
        guard !written.isEmpty else { return [] }
        var constraints: [ValueConstraint] = []
        let typeName = Self.typeName(type)
        switch type {
        case .int, .double:
            for (key, value) in written.written where !key.isBound {
                error(
                    .invalidConstraint,
                    "'\(key.rawValue)' applies to String parameters and wildcards; '\(name)' is \(typeName)",
                    at: value.location
                )
            }
            if let range = numericRange(written, of: name, type: type) { constraints.append(range) }
        case .string, .stringList:
            for (key, value) in written.written where key.isBound {
                error(
                    .invalidConstraint,
                    "'\(key.rawValue)' applies to Int and Double parameters; '\(name)' is \(typeName); bound its length with 'minLength' and 'maxLength'",
                    at: value.location
                )
            }
            if let length = length(written, of: name, isPath: isPath) { constraints.append(length) }
            if let characters = written.characters {
                switch AllowedCharacters.parse(characters.value) {
                case .success(let allowed): constraints.append(.characters(allowed))
                case .failure(.empty):
                    error(
                        .invalidConstraint,
                        "'characters' of '\(name)' is empty; list the characters it allows, such as 'a-z0-9_'",
                        at: characters.location
                    )
                case .failure(.reversedRange(let range)):
                    error(
                        .invalidConstraint,
                        "range '\(range)' in 'characters' of '\(name)' is backwards; write it lowest first",
                        at: characters.location
                    )
                }
            }
        case .bool, .uuid, .enumeration:
            for (key, value) in written.written {
                error(
                    .invalidConstraint,
                    "'\(key.rawValue)' does not apply to '\(name)', which is \(typeName); only Int, Double and String values take constraints",
                    at: value.location
                )
            }
        }
        return constraints
    }

    /// Reports `what`, a default already checked against the parameter's type, when it breaks one of `constraints`,
    /// naming the one it breaks.
    func checkAllowed(
        _ value: ParameterValue,
        _ constraints: [ValueConstraint],
        of name: String,
        what: String,
        at location: SourceLocation
    ) {
        if let broken = constraints.first(where: { !$0.allows(value) }) {
            error(.constraintViolated, "\(what) breaks the constraint of '\(name)': \(broken.summary)", at: location)
        }
    }

    private func numericRange(_ written: ConstraintsDocument, of name: String, type: ValueType) -> ValueConstraint? {
        if type == .int {
            return bounds(written, of: name, as: "an Int", ValueSyntax.int)
                .map { ValueConstraint.intRange(min: $0.min, max: $0.max) }
        }
        return bounds(written, of: name, as: "a plain decimal such as 0.5", ValueSyntax.double)
            .map { ValueConstraint.doubleRange(min: $0.min, max: $0.max) }
    }

    /// `min` and `max` read as numbers of one type; nil after reporting a bound that is no number or a range that
    /// holds none, and when neither is written.
    private func bounds<Number: Comparable>(
        _ written: ConstraintsDocument,
        of name: String,
        as kind: String,
        _ parse: (String) -> Number?
    ) -> (min: Number?, max: Number?)? {
        let before = log.mark
        let min = written.min.flatMap { bound($0, key: .min, of: name, as: kind, parse) }
        let max = written.max.flatMap { bound($0, key: .max, of: name, as: kind, parse) }
        guard log.diagnostics(since: before).isEmpty, min != nil || max != nil else { return nil }
        if let min, let max, let minText = written.min, let maxText = written.max, min > max {
            error(
                .unsatisfiableConstraint,
                "no value of '\(name)' can be at least \(minText.value) and at most \(maxText.value)",
                at: maxText.location,
                notes: [.init("'min' is here", at: minText.location)]
            )
            return nil
        }
        return (min, max)
    }

    private func bound<Number>(
        _ value: Located<String>,
        key: SpecFormat.Parameter,
        of name: String,
        as kind: String,
        _ parse: (String) -> Number?
    ) -> Number? {
        guard let number = parse(value.value) else {
            let problem =
                IntegerRange.isBeyondInt(value.value) && Number.self == Int.self
                ? "must be an Int, and '\(value.value)' \(IntegerRange.beyondIntReason)"
                : "must be \(kind), found '\(value.value)'"
            error(.invalidConstraint, "'\(key.rawValue)' of '\(name)' \(problem)", at: value.location)
            return nil
        }
        return number
    }

    private func length(_ written: ConstraintsDocument, of name: String, isPath: Bool) -> ValueConstraint? {
        let before = log.mark
        let minLength = written.minLength.flatMap { characterCount($0, key: .minLength, of: name) }
        let maxLength = written.maxLength.flatMap { characterCount($0, key: .maxLength, of: name) }
        guard log.diagnostics(since: before).isEmpty, minLength != nil || maxLength != nil else { return nil }
        if let minLength, let maxLength, let minText = written.minLength, let maxText = written.maxLength,
            minLength > maxLength
        {
            error(
                .unsatisfiableConstraint,
                "no value of '\(name)' can have at least \(minLength) and at most \(maxLength) characters",
                at: maxText.location,
                notes: [.init("'minLength' is here", at: minText.location)]
            )
            return nil
        }
        if isPath, maxLength == 0, let maxText = written.maxLength {
            error(
                .unsatisfiableConstraint,
                "'maxLength: 0' leaves '\(name)' no value; a path segment is never empty",
                at: maxText.location
            )
            return nil
        }
        return .length((minLength ?? 0)...(maxLength ?? .max))
    }

    private func characterCount(_ value: Located<String>, key: SpecFormat.Parameter, of name: String) -> Int? {
        guard let number = Int(value.value), number >= 0 else {
            error(
                .invalidConstraint,
                "'\(key.rawValue)' of '\(name)' must be a whole number of characters, found '\(value.value)'",
                at: value.location
            )
            return nil
        }
        return number
    }

    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .string: return "a String"
        case .int: return "an Int"
        case .double: return "a Double"
        case .bool: return "a Bool"
        case .uuid: return "a UUID"
        case .enumeration: return "an enum"
        case .stringList: return "a [String]"
        }
    }
}
