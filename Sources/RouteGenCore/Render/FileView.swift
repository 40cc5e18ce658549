// The typed view model the templates lay out. Every decision about the generated code is made while building these
// values (see `FileViewBuilder`); the templates only place the strings. Property names are the template keys.

struct FileView {
    var specFileName: String
    /// `"public "` or `""`, placed before every generated declaration.
    var access: String
    var enumName: String
    var tabType: TabTypeView?
    var navigationTypeName: String
    var resolutionErrorTypeName: String
    var destinationsProtocolName: String
    var hasTabs: Bool
    var rootEnum: EnumDeclarationView
    /// Group enums, declared in extensions of their parent so nesting needs no recursive template.
    var groupEnums: [EnumDeclarationView]
    /// The root level and every group level, each with its switches.
    var levels: [LevelMembersView]
    var destinationMethods: [DestinationMethodView]
    var matching: MatchingView
    var support: SupportView
}

struct TabTypeView {
    var name: String
    var cases: [String]
}

/// One route enum declaration: the root enum, or a group's enum nested in its parent.
struct EnumDeclarationView {
    var docLines: [String]
    /// The enclosing type of a group's enum.
    var parentTypeName: String
    var typeName: String
    var cases: [CaseDeclarationView]
    var enumerations: [EnumerationView]
}

struct CaseDeclarationView {
    var docLines: [String]
    /// `profile(userId: String)`
    var declaration: String
}

struct EnumerationView {
    var docLines: [String]
    var typeName: String
    var cases: [EnumerationCaseView]
}

struct EnumerationCaseView {
    /// `darkMode = "dark-mode"`, or `privacy` where the raw value is the name.
    var declaration: String
}

struct LevelMembersView {
    var qualifiedTypeName: String
    var cases: [CaseMembersView]
}

/// What each switch over one level says about one case.
struct CaseMembersView {
    var isGroup: Bool
    /// `.profile`, matching the case whatever its values.
    var pattern: String
    /// `.profile(let userId)`, or `.account(let route)` for a group.
    var bindingPattern: String
    var requiresAuth: String
    /// `.push(tab: .profile)`
    var navigation: String
    /// `profile(userId: userId)`
    var destinationCall: String
    /// `["users", userId]`
    var urlPath: String
    /// `[("page", page.map { String($0) })]`
    var urlQuery: String
}

struct DestinationMethodView {
    var docLines: [String]
    /// `profile(userId: String)`
    var signature: String
}

struct MatchingView {
    var enumName: String
    var resolutionErrorTypeName: String
    var hasBuckets: Bool
    var buckets: [BucketView]
    var hasOtherPaths: Bool
    var otherPaths: [CandidateView]
    var levels: [LevelMatchersView]
}

/// The routes whose path starts with one literal, tried most specific first.
struct BucketView {
    /// The folded literal as a Swift string literal: `"users"`.
    var key: String
    var caseName: String
    /// The bucket's own function, or the only candidate's matcher when there is just one.
    var functionName: String
    var hasSeveralCandidates: Bool
    var candidates: [CandidateView]
}

struct CandidateView {
    /// `Account.matchDevices`
    var function: String
    var isLast: Bool
}

struct LevelMatchersView {
    var qualifiedTypeName: String
    var matchers: [ShapeMatcherView]
}

/// A function that matches one shape of one route.
struct ShapeMatcherView {
    var functionName: String
    /// The path pattern, for the doc comment.
    var path: String
    /// `request.segments.count == 2, request.keys[0] == "items"`
    var shapeCondition: String
    /// Lines binding the path values, `guard`s for the typed ones.
    var pathBindings: [String]
    /// Lines reading the query values.
    var queryBindings: [String]
    /// `.account(.devices(deviceId: deviceId))`
    var result: String
}

struct SupportView {
    var enumName: String
    var resolutionErrorTypeName: String
    var hasCustomSchemes: Bool
    /// `["myapp"]`
    var customSchemes: String
    var hasHosts: Bool
    /// `["myapp.com", "www.myapp.com"]`
    var trustedHosts: String
    var foldsCase: Bool
    /// `"myapp://"` or `"https://myapp.com/"`
    var canonicalPrefix: String
    var parsesInt: Bool
    var parsesDouble: Bool
    var parsesBool: Bool
    var parsesUUID: Bool
    var parsesEnumerations: Bool
    var readsQuery: Bool
    var readsRequiredQuery: Bool
    var formatsDouble: Bool
    var hasOptionalPathValues: Bool
    /// Whether any path parameter is typed, so a failed parse must be remembered for the resolution error.
    var parsesPathValues: Bool
    var usesDigits: Bool
}
