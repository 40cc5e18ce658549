/// What of the URL reader a spec's generated code calls. Every generated file carries the reader's core; the files of
/// `Sources/RouteURLReader/Rules/` that serve one feature are carried only by the files whose spec has it, so that a
/// small spec does not pay, in each build of the app, for parsers it never calls.
struct ReaderFeatures: OptionSet, Hashable, Sendable {
    let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    static let int = ReaderFeatures(rawValue: 1 << 0)
    static let double = ReaderFeatures(rawValue: 1 << 1)
    static let bool = ReaderFeatures(rawValue: 1 << 2)
    static let uuid = ReaderFeatures(rawValue: 1 << 3)
    /// Enum values.
    static let choice = ReaderFeatures(rawValue: 1 << 4)
    /// Query items: a route's query parameters or the context's keys.
    static let query = ReaderFeatures(rawValue: 1 << 5)
    /// `minLength` or `maxLength` constraints.
    static let textLength = ReaderFeatures(rawValue: 1 << 6)
    /// An enum value read from a query item.
    static let choiceQuery = ReaderFeatures(rawValue: 1 << 7)
    /// A route's optional path value, which its URL writes only with the values before it.
    static let optionalSegments = ReaderFeatures(rawValue: 1 << 8)
    /// Text read from a query item, which the generated code parses with the reader's own text rule.
    static let queryText = ReaderFeatures(rawValue: 1 << 9)
    /// `characters` constraints.
    static let textCharacters = ReaderFeatures(rawValue: 1 << 10)
    /// An enum value read from a path segment.
    static let choicePath = ReaderFeatures(rawValue: 1 << 11)
    /// The file of a feature module, which matches the links the app that mounts it has read, and leaves writing
    /// URLs to that app: it names no policy, rejection or writer.
    static let featureModule = ReaderFeatures(rawValue: 1 << 12)
    /// A route's or redirect's query item read as a value other than an enum's, through a parsing function the
    /// generated code names, which takes the reader's encoded text.
    static let parsedQuery = ReaderFeatures(rawValue: 1 << 13)
    /// Query items read by the reader's own calls, whose outcome the generated code handles: context values, and
    /// enum values read from the query.
    static let queryValues = ReaderFeatures(rawValue: 1 << 14)

    /// The features of the reader that `table`'s generated code calls: those of every value it reads or writes, of
    /// routes, redirects and context keys alike.
    init(of table: RouteTable) {
        self = table.context.isEmpty ? [] : .query
        if table.kind.isFeature { insert(.featureModule) }
        for parameter in table.context {
            // A context value is read by the reader's own calls, through its constraint check if it has one.
            var features = Self(of: parameter).union(.queryValues)
            features.remove(.parsedQuery)
            if parameter.constraints.isEmpty { features.remove(.queryText) }
            formUnion(features)
        }
        for route in table.allRoutes {
            for parameter in route.parameters {
                formUnion(Self(of: parameter))
                if !parameter.isQuery, parameter.presence == .optional { insert(.optionalSegments) }
            }
        }
        for redirect in table.redirects {
            for parameter in redirect.declaration.parameters { formUnion(Self(of: parameter)) }
        }
    }

    private init(of parameter: Parameter) {
        var features: ReaderFeatures = []
        switch parameter.type {
        case .string, .stringList: if parameter.isQuery { features.insert(.queryText) }
        case .int: features.insert(.int)
        case .double: features.insert(.double)
        case .bool: features.insert(.bool)
        case .uuid: features.insert(.uuid)
        case .enumeration:
            features.formUnion(parameter.isQuery ? [.choice, .choiceQuery, .queryValues] : [.choice, .choicePath])
        }
        if parameter.isQuery {
            features.insert(.query)
            if !features.contains(.choiceQuery) { features.insert(.parsedQuery) }
        }
        for constraint in parameter.constraints {
            switch constraint {
            case .length: features.insert(.textLength)
            case .characters: features.insert(.textCharacters)
            case .intRange, .doubleRange: break
            }
        }
        self = features
    }

    /// What each file of the reader that not every spec needs is for: it is carried when the spec has all of it.
    /// A file not listed here is the core, which every generated file carries.
    static let neededByFile: [String: ReaderFeatures] = [
        "IntValue.swift": .int, "DoubleValue.swift": .double, "BoolValue.swift": .bool, "UUIDValue.swift": .uuid,
        "ChoiceValue.swift": .choice, "ChoiceQuery.swift": .choiceQuery, "QueryItems.swift": .query,
        "ValueBounds.swift": .textLength, "TextCharacters.swift": .textCharacters,
        "OptionalSegments.swift": .optionalSegments,
    ]

    /// The reader's types that only the reader names: a file using the library needs no alias of them, except for
    /// `EncodedText` when the file parses query values itself.
    static let typesNamedOnlyByTheReader: Set<String> = [
        "ASCII", "EncodedText", "LinkParts", "PercentDecoder", "PercentEncoding", "TextRules", "UTF8Scalars",
    ]

    /// Whether the generated code itself names the reader's type `name`, beside the reader.
    func namesType(_ name: String) -> Bool {
        switch name {
        case "EncodedText": contains(.parsedQuery)
        case "QueryValue": contains(.queryValues)
        case _ where Self.typesNamedOnlyByTheReader.contains(name): false
        case "ValueParsing": contains(.queryText)
        case "ChoiceValue": contains(.choicePath)
        case "LinkPolicy", "LinkRejection", "LinkWriting": !contains(.featureModule)
        default: true
        }
    }

    /// Whether a generated file with these features carries the reader's file `name`.
    func carries(_ name: String) -> Bool { isSuperset(of: Self.neededByFile[name] ?? []) }
}
