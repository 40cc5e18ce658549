/// The names a template may look up: every property of the view model types in `FileView.swift`. A tag that names
/// anything else would render nothing, silently, so it is an error where the template is read.
enum TemplateKey: String, CaseIterable, Sendable {
    // FileView
    case specFileName, headerLines, access, enumName, tabType, navigationTypeName, resolutionErrorTypeName
    case destinationsProtocolName, hasTabs, rootEnum, groupEnums, levels, destinationMethods, matching, support
    case codableLevels, hasWebURL, hasRedirects, hasLegacyOrigins, linksNamespaceName, urlReaderNamespaceName,
        importsReader
    case resolutionTypeName, contextTypeName, sourceTypeName, pendingLinkTypeName, redirectTypeName
    case isFeature, mountedFeatures, featureImports, hasMountedFeatures
    // MountedFeatureView, MountStepView
    case featureNavigationTypeName, featureErrorTypeName, featureDestinationsProtocolName, destinationsTypeName
    case mountedFeature, droppedSegments, isUnderTabs, featureRedirectTypeName, redirectArms, hasFeatureRedirects
    // TabTypeView
    case name, cases
    // EnumDeclarationView, CaseDeclarationView, EnumerationView, EnumerationCaseView
    case docLines, parentTypeName, typeName, enumerations, conformances, declaration
    // LevelMembersView, CaseMembersView
    case qualifiedTypeName, isGroup, pattern, bindingPattern, routeBindingPattern, requiresAuth, navigation
    case destinationCall, linkParts, sharedRequiresAuth, sharedNavigation, requiresAuthArms, navigationArms
    case destinationFitsArmLine, linkPartsFitArmLine, conditionFitsSignatureLine, comparisonFitsOneLine
    case returnFitsConditionLine, rootSteps, partsSignatureFitsOneLine, outcomeSignaturesFitOneLine
    // DestinationMethodView
    case signature
    // MatchingView, BucketView, MatcherFunctionView, MatcherStepView, SharedValueView, ShapeMatcherView
    case linkPolicy, foldsCase, hasBuckets, comparesFirstSegmentInTurn, buckets, otherPaths, key, caseName, matcher,
        canThrow, usesNotes, call
    case functionName, steps, shape, sharedValue, path, condition, valueBindings, result
    // SupportView
    case readerSource, canonicalPrefix, webURLPrefix, readsParsedQuery, readsRequiredParsedQuery, readsChoiceQuery
    case readsRequiredChoiceQuery, codable
    case readsTypedPathValues, pathValueReaders, readsPathChoices
    case checksPathValues, checksSegmentLists, constraintChecks, characterSets
    // PathValueReaderView
    case valueTypeName, readerTypeName
    // CodableLevelView
    case typeNameLiteral, isRoot, rootPattern, rootValue
    // LinkOutcomesView, ContextPropertyView
    case linkOutcomes, hasFallbackRoute, opensWebLinksInBrowser, fallbackOutcome, hasContextKeys, contextEnumerations
    case contextProperties, contextInitializer, contextReading, assignment, redirects
    // ExampleTestsView, ExampleOpeningView, ExampleRejectionView
    case moduleName, suiteTypeName, hasOpenings, openings, hasRejections, rejections, hasRoundTrips, roundTrips
    case link, route, error
    // LegacyOriginView
    case legacyOrigins, index, origin, policy
    // RouterView, StackLevelView, StackCaseView
    case tabTypeName, firstTab, stateTypeName, routerTypeName, stack, takesTab
    // ActivitiesView, ActivityLevelView, ActivityCaseView
    case activityTypeName, types, details
    // IntentsView, IntentView
    case intentsTypeName, shortcutsTypeName, intents, shortcuts, hasShortcuts, routeName, title, shortTitle, image
    case intentErrorTypeName, isAction, refusal
    case parameters, phrases
    // FileHeading, the further files' heading
    case heading
    // WiringView
    case linksModifierTypeName, linksModifierMethodName, sceneLinksTypeName, continuesActivities, activityTypes
    case hasIntents
}
