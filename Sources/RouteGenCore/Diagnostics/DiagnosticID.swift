/// The rule a diagnostic reports, named for tools that filter, count or silence diagnostics by kind.
///
/// The raw values are a public, stable contract: `--diagnostics-format json` prints them as `id`, GitHub annotations
/// as their title, and docs/diagnostics.md lists each with an example and its fix. A message may change its words; its
/// identifier does not, so a new rule gets a new case and a removed rule's name is never reused.
package enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
    // Reading YAML
    case yamlSyntax = "yaml-syntax"
    case invalidUTF8 = "invalid-utf8"
    case emptyDocument = "empty-document"
    case multipleDocuments = "multiple-documents"
    case duplicateKey = "duplicate-key"
    case nonStringKey = "non-string-key"
    case yamlTag = "yaml-tag"
    case undefinedAlias = "undefined-alias"
    case yamlLimit = "yaml-limit"
    case questionMarkInFlow = "question-mark-in-flow"

    // Spec keys and values
    case unknownKey = "unknown-key"
    case missingKey = "missing-key"
    case wrongValueType = "wrong-value-type"
    case invalidValue = "invalid-value"
    case unsupportedVersion = "unsupported-version"
    case keyIndentedAsRoute = "key-indented-as-route"
    case pathAndRoutes = "path-and-routes"
    case emptyRoutes = "empty-routes"
    case noSchemesOrHosts = "no-schemes-or-hosts"
    case invalidScheme = "invalid-scheme"
    case invalidHost = "invalid-host"
    case duplicateEntry = "duplicate-entry"
    case invalidSwiftName = "invalid-swift-name"
    case nameClash = "name-clash"
    case unknownNavigation = "unknown-navigation"
    case unknownTab = "unknown-tab"
    case tooManyCases = "too-many-cases"

    // Paths and parameters
    case invalidPath = "invalid-path"
    case duplicatePathParameter = "duplicate-path-parameter"
    case unnamedWildcards = "unnamed-wildcards"
    case typedWildcard = "typed-wildcard"
    case invalidPathParameter = "invalid-path-parameter"
    case unknownParameter = "unknown-parameter"
    case missingParameterType = "missing-parameter-type"
    case unknownParameterType = "unknown-parameter-type"
    case conflictingParameterKeys = "conflicting-parameter-keys"
    case emptyQueryKey = "empty-query-key"
    case invalidDefault = "invalid-default"
    case emptyEnum = "empty-enum"
    case invalidEnumValue = "invalid-enum-value"
    case quotedNumber = "quoted-number"
    case invalidConstraint = "invalid-constraint"
    case unsatisfiableConstraint = "unsatisfiable-constraint"
    case constraintViolated = "constraint-violated"

    // Ambiguity
    case ambiguousRoutes = "ambiguous-routes"
    case routePrecedence = "route-precedence"

    // References, parents, redirects, fallback and context
    case unknownRoute = "unknown-route"
    case parentCycle = "parent-cycle"
    case parentNavigation = "parent-navigation"
    case missingValue = "missing-value"
    case incompatibleValue = "incompatible-value"
    case parentLinkLeadsElsewhere = "parent-link-leads-elsewhere"
    case redirectOwnOrigin = "redirect-own-origin"
    case fallbackParameters = "fallback-parameters"
    case webLinksWithoutHosts = "web-links-without-hosts"
    case queryKeyIsContextKey = "query-key-is-context-key"

    // Examples
    case exampleMismatch = "example-mismatch"
    case invalidExampleValue = "invalid-example-value"
    case unknownResolutionError = "unknown-resolution-error"
    case exampleRoundTrip = "example-round-trip"

    // Activities and intents
    case activityWithoutActivities = "activity-without-activities"
    case invalidActivityType = "invalid-activity-type"
    case duplicateActivityType = "duplicate-activity-type"
    case missingTitle = "missing-title"
    case unsupportedIntentParameter = "unsupported-intent-parameter"
    case invalidPhrase = "invalid-phrase"
    case duplicatePhrase = "duplicate-phrase"
    case appShortcutImage = "app-shortcut-image"
    case appShortcutLimit = "app-shortcut-limit"

    // Features
    case featureNeedsName = "feature-needs-name"
    case featureKeyNotAllowed = "feature-key-not-allowed"
    case featureRedirectOrigin = "feature-redirect-origin"
    case featureExampleLink = "feature-example-link"
    case featureTab = "feature-tab"
    case notAFeatureSpec = "not-a-feature-spec"
    case featureParent = "feature-parent"
    case invalidMount = "invalid-mount"
    case mountOverlap = "mount-overlap"
    case needsAppSpec = "needs-app-spec"
    case codableWithFeatures = "codable-with-features"

    // Config, command line and files
    case emptySpecList = "empty-spec-list"
    case outputClash = "output-clash"
    case outputNotApplicable = "output-not-applicable"
    case readerLibrary = "reader-library"
    case unreadableFile = "unreadable-file"
    case unwritableOutput = "unwritable-output"
    case fileExists = "file-exists"
    case outputOutOfDate = "output-out-of-date"

    // Templates
    case templateSyntax = "template-syntax"
    case unknownTemplateName = "unknown-template-name"
    case unknownTemplate = "unknown-template"

    // Compatibility (check --against)
    case brokenLink = "broken-link"
    case sourceBreakingChange = "source-breaking-change"
    case activityTypeChanged = "activity-type-changed"
    case navigationChanged = "navigation-changed"
    case earlierSpecHasErrors = "earlier-spec-has-errors"
    case earlierSpecUnavailable = "earlier-spec-unavailable"
    case noEarlierSpec = "no-earlier-spec"

    // Registration (the Info.plist and entitlements files `check` compares with the specs)
    case propertyListSyntax = "property-list-syntax"
    case propertyListRepeatedKey = "property-list-repeated-key"
    case propertyListWrongType = "property-list-wrong-type"
    case invalidRegistrationEntry = "invalid-registration-entry"
    case unregisteredScheme = "unregistered-scheme"
    case unregisteredHost = "unregistered-host"
    case associatedDomainMode = "associated-domain-mode"
    case unregisteredActivityType = "unregistered-activity-type"
    case unhandledRegistration = "unhandled-registration"
}
