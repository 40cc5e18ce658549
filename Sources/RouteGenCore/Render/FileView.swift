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
    var linksNamespaceName: String
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
    /// `[("page", page.map(AppRouteURLReader.ValueWriting.int))]`
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
    var linksNamespaceName: String
    var urlReaderNamespaceName: String
    /// `LinkPolicy(customSchemes: ["myapp"], trustedHosts: ["myapp.com"], literalsIgnoreCase: true)`
    var linkPolicy: String
    var foldsCase: Bool
    var hasBuckets: Bool
    var buckets: [BucketView]
    var hasOtherPaths: Bool
    /// Shapes that start with a parameter or a wildcard, most specific first.
    var otherPaths: [ShapeMatcherView]
}

/// The routes whose path starts with one literal, tried most specific first.
struct BucketView {
    /// The literal, ASCII-lowercased when the spec ignores case, as a Swift string literal: `"users"`.
    var key: String
    var caseName: String
    var functionName: String
    var shapes: [ShapeMatcherView]
}

/// The check for one shape of one route inside a bucket's function.
struct ShapeMatcherView {
    /// The path pattern, for the comment above the check.
    var path: String
    /// `link.count == 2, link.segment(1, is: "edit"), let itemId = misses.record(link.int(at: 1), ...)`
    var condition: String
    /// Lines binding the String path values and reading the query values.
    var valueBindings: [String]
    /// `.account(.devices(deviceId: deviceId))`
    var result: String
}

struct SupportView {
    var enumName: String
    var resolutionErrorTypeName: String
    var linksNamespaceName: String
    var urlReaderNamespaceName: String
    /// The URL reader's source files, each line indented to sit inside the namespace, separated by blank lines.
    var readerSource: String
    /// `"myapp://"` or `"https://myapp.com/"`
    var canonicalPrefix: String
    var readsQuery: Bool
    var readsRequiredQuery: Bool
}
