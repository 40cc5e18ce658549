// Generated from the properties of the view structs that conform to `TemplateObject` by
// `ROUTEGEN_RECORD=1 swift test --filter TemplateKeysSourceTests`: a template key is declared as a view's
// property, not here. A test fails when this file and the views differ.

/// The names a template may look up: every property of a view. A tag that names anything else would render
/// nothing, silently, so it is an error where the template is read.
enum TemplateKey: String, CaseIterable, Sendable {
    case heading
    case activityTypeName
    case types
    case levels
    case hasWebURL
    case qualifiedTypeName
    case cases
    case pattern
    case details
    case moduleName
    case resolutionErrorTypeName
    case suiteTypeName
    case openings
    case rejections
    case roundTrips
    case featureImports
    case isFeature
    case hasRedirects
    case redirectTypeName
    case hasOpenings
    case hasRejections
    case hasRoundTrips
    case link
    case route
    case error
    case specFileName
    case headerLines
    case access
    case enumName
    case generatorVersion
    case urlReaderVersionMarker
    case navigationVersionMarker
    case navigationTypeName
    case destinationsProtocolName
    case actionsProtocolName
    case linksNamespaceName
    case urlReaderNamespaceName
    case importsReader
    case resolutionTypeName
    case contextTypeName
    case sourceTypeName
    case pendingLinkTypeName
    case tabType
    case rootEnum
    case groupEnums
    case destinationMethods
    case actionMethods
    case hasActionRoutes
    case matching
    case redirects
    case linkOutcomes
    case support
    case codableLevels
    case mountedFeatures
    case hasMountedFeatures
    case hasTabs
    case hasLegacyOrigins
    case caseName
    case typeName
    case featureNavigationTypeName
    case featureErrorTypeName
    case featureDestinationsProtocolName
    case destinationsTypeName
    case isUnderTabs
    case pushTab
    case featureRedirectTypeName
    case redirectArms
    case featureActionsProtocolName
    case actionsTypeName
    case hasFeatureRedirects
    case hasPushTab
    case name
    case docLines
    case parentTypeName
    case enumerations
    case declaration
    case conformances
    case performsActions
    case destinationResultType
    case actionArms
    case screenPatterns
    case hasScreenPatterns
    case sharedRequiresAuth
    case sharedNavigation
    case requiresAuthArms
    case navigationArms
    case isGroup
    case isAction
    case bindingPattern
    case routeBindingPattern
    case authBindingPattern
    case requiresAuth
    case navigation
    case destinationCall
    case linkParts
    case statement
    case signature
    case linkPolicy
    case foldsCase
    case buckets
    case rootSteps
    case otherPaths
    case legacyOrigins
    case hasBuckets
    case comparesFirstSegmentInTurn
    case canThrow
    case functionName
    case steps
    case usesNotes
    case call
    case index
    case origin
    case policy
    case matcher
    case key
    case shape
    case sharedValue
    case mountedFeature
    case path
    case condition
    case droppedSegments
    case result
    case valueBindings
    case bindsValues
    case readerSource
    case canonicalPrefix
    case webURLPrefix
    case readsParsedQuery
    case readsRequiredParsedQuery
    case readsChoiceQuery
    case readsRequiredChoiceQuery
    case pathValueReaders
    case readsPathChoices
    case readsPathTabChoices
    case readsTypedPathValues
    case codable
    case checksPathValues
    case checksSegmentLists
    case constraintChecks
    case valueTypeName
    case readerTypeName
    case characterSets
    case typeNameLiteral
    case isRoot
    case rootPattern
    case rootValue
    case hasFallbackRoute
    case opensWebLinksInBrowser
    case fallbackOutcome
    case contextEnumerations
    case contextProperties
    case contextInitializer
    case contextReading
    case hasContextKeys
    case assignment
    case intentsTypeName
    case shortcutsTypeName
    case intentErrorTypeName
    case intents
    case shortcuts
    case hasShortcuts
    case arguments
    case routeName
    case title
    case shortTitle
    case image
    case parameters
    case phrases
    case refusal
    case enumConversions
    case tabTypeName
    case navigationLibrary
    case importsNavigationLibrary
    case navigationLibraryDeclarations
    case navigationLibraryExtensions
    case stateTypeName
    case routerTypeName
    case tabRootArms
    case hasTabRootRequiringAuth
    case takesTab
    case stack
    case arms
    case linksModifierMethodName
    case sceneLinksTypeName
    case swiftUILibraryPart
    case uiKitLibraryPart
    case continuesActivities
    case savesScreens
    case hasIntents
    case otherImports
    case nestedDeclarations
}

extension ActivitiesView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .activityTypeName: .text(activityTypeName)
        case .types: .list(types)
        case .levels: .list(levels)
        case .hasWebURL: .flag(hasWebURL)
        default: heading.value(for: key)
        }
    }
}

extension ActivityLevelView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .qualifiedTypeName: .text(qualifiedTypeName)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension ActivityCaseView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .pattern: .text(pattern)
        case .details: .text(details)
        default: nil
        }
    }
}

extension ExampleTestsView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .moduleName: .text(moduleName)
        case .resolutionErrorTypeName: .text(resolutionErrorTypeName)
        case .suiteTypeName: .text(suiteTypeName)
        case .openings: .list(openings)
        case .rejections: .list(rejections)
        case .roundTrips: .list(roundTrips)
        case .featureImports: .list(featureImports)
        case .isFeature: .flag(isFeature)
        case .hasRedirects: .flag(hasRedirects)
        case .redirectTypeName: .text(redirectTypeName)
        case .hasOpenings: .flag(hasOpenings)
        case .hasRejections: .flag(hasRejections)
        case .hasRoundTrips: .flag(hasRoundTrips)
        default: heading.value(for: key)
        }
    }
}

extension ExampleOpeningView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .link: .text(link)
        case .route: .text(route)
        default: nil
        }
    }
}

extension ExampleRejectionView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .link: .text(link)
        case .error: .text(error)
        default: nil
        }
    }
}

extension FileHeading {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .specFileName: .text(specFileName)
        case .headerLines: .list(headerLines)
        case .access: .text(access)
        case .enumName: .text(enumName)
        case .generatorVersion: .text(generatorVersion)
        case .urlReaderVersionMarker: .text(urlReaderVersionMarker)
        case .navigationVersionMarker: .text(navigationVersionMarker)
        default: nil
        }
    }
}

extension FileView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .navigationTypeName: .text(navigationTypeName)
        case .resolutionErrorTypeName: .text(resolutionErrorTypeName)
        case .destinationsProtocolName: .text(destinationsProtocolName)
        case .actionsProtocolName: .text(actionsProtocolName)
        case .linksNamespaceName: .text(linksNamespaceName)
        case .urlReaderNamespaceName: .text(urlReaderNamespaceName)
        case .importsReader: .flag(importsReader)
        case .resolutionTypeName: .text(resolutionTypeName)
        case .contextTypeName: .text(contextTypeName)
        case .sourceTypeName: .text(sourceTypeName)
        case .pendingLinkTypeName: .text(pendingLinkTypeName)
        case .redirectTypeName: .text(redirectTypeName)
        case .tabType: .object(tabType) ?? .flag(false)
        case .rootEnum: .object(rootEnum)
        case .groupEnums: .list(groupEnums)
        case .levels: .list(levels)
        case .destinationMethods: .list(destinationMethods)
        case .actionMethods: .list(actionMethods)
        case .hasActionRoutes: .flag(hasActionRoutes)
        case .matching: .object(matching)
        case .redirects: .list(redirects)
        case .linkOutcomes: .object(linkOutcomes) ?? .flag(false)
        case .support: .object(support)
        case .codableLevels: .list(codableLevels)
        case .isFeature: .flag(isFeature)
        case .mountedFeatures: .list(mountedFeatures)
        case .featureImports: .list(featureImports)
        case .hasMountedFeatures: .flag(hasMountedFeatures)
        case .hasTabs: .flag(hasTabs)
        case .hasWebURL: .flag(hasWebURL)
        case .hasRedirects: .flag(hasRedirects)
        case .hasLegacyOrigins: .flag(hasLegacyOrigins)
        default: heading.value(for: key)
        }
    }
}

extension MountedFeatureView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .caseName: .text(caseName)
        case .typeName: .text(typeName)
        case .featureNavigationTypeName: .text(featureNavigationTypeName)
        case .featureErrorTypeName: .text(featureErrorTypeName)
        case .featureDestinationsProtocolName: .text(featureDestinationsProtocolName)
        case .destinationsTypeName: .text(destinationsTypeName)
        case .isUnderTabs: .flag(isUnderTabs)
        case .pushTab: .text(pushTab)
        case .featureRedirectTypeName: .text(featureRedirectTypeName)
        case .redirectArms: .list(redirectArms)
        case .hasActionRoutes: .flag(hasActionRoutes)
        case .featureActionsProtocolName: .text(featureActionsProtocolName)
        case .actionsTypeName: .text(actionsTypeName)
        case .hasFeatureRedirects: .flag(hasFeatureRedirects)
        case .hasPushTab: .flag(hasPushTab)
        default: nil
        }
    }
}

extension TabTypeView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: .text(name)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension EnumDeclarationView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .parentTypeName: .text(parentTypeName)
        case .typeName: .text(typeName)
        case .cases: .list(cases)
        case .enumerations: .list(enumerations)
        default: nil
        }
    }
}

extension CaseDeclarationView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .declaration: .text(declaration)
        default: nil
        }
    }
}

extension EnumerationView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .typeName: .text(typeName)
        case .conformances: .text(conformances)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension EnumerationCaseView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .declaration: .text(declaration)
        default: nil
        }
    }
}

extension LevelMembersView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .qualifiedTypeName: .text(qualifiedTypeName)
        case .cases: .list(cases)
        case .performsActions: .flag(performsActions)
        case .destinationResultType: .text(destinationResultType)
        case .actionArms: .list(actionArms)
        case .screenPatterns: .text(screenPatterns)
        case .hasScreenPatterns: .flag(hasScreenPatterns)
        case .sharedRequiresAuth: sharedRequiresAuth.map(TemplateValue.text)
        case .sharedNavigation: sharedNavigation.map(TemplateValue.text)
        case .requiresAuthArms: .list(requiresAuthArms)
        case .navigationArms: .list(navigationArms)
        default: nil
        }
    }
}

extension CaseMembersView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .isGroup: .flag(isGroup)
        case .isAction: .flag(isAction)
        case .pattern: .text(pattern)
        case .bindingPattern: .text(bindingPattern)
        case .routeBindingPattern: .text(routeBindingPattern)
        case .authBindingPattern: .text(authBindingPattern)
        case .requiresAuth: .text(requiresAuth)
        case .navigation: .text(navigation)
        case .destinationCall: .text(destinationCall)
        case .linkParts: .text(linkParts)
        default: nil
        }
    }
}

extension ActionArmView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .bindingPattern: .text(bindingPattern)
        case .statement: .text(statement)
        default: nil
        }
    }
}

extension DestinationMethodView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .signature: .text(signature)
        default: nil
        }
    }
}

extension MatchingView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .linkPolicy: .text(linkPolicy)
        case .foldsCase: .flag(foldsCase)
        case .buckets: .list(buckets)
        case .rootSteps: .list(rootSteps)
        case .otherPaths: .object(otherPaths) ?? .flag(false)
        case .legacyOrigins: .list(legacyOrigins)
        case .hasBuckets: .flag(hasBuckets)
        case .comparesFirstSegmentInTurn: .flag(comparesFirstSegmentInTurn)
        case .canThrow: .flag(canThrow)
        default: nil
        }
    }
}

extension MatcherFunctionView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .functionName: .text(functionName)
        case .steps: .list(steps)
        case .declaration: .text(declaration)
        case .usesNotes: .flag(usesNotes)
        case .canThrow: .flag(canThrow)
        case .call: .text(call)
        default: nil
        }
    }
}

extension LegacyOriginView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .index: .text(index)
        case .origin: .text(origin)
        case .policy: .text(policy)
        case .matcher: .object(matcher)
        default: nil
        }
    }
}

extension BucketView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .key: .text(self.key)
        case .caseName: .text(caseName)
        case .matcher: .object(matcher)
        default: nil
        }
    }
}

extension MatcherStepView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .shape: .object(shape) ?? .flag(false)
        case .sharedValue: .object(sharedValue) ?? .flag(false)
        case .mountedFeature: .object(mountedFeature) ?? .flag(false)
        case .usesNotes: .flag(usesNotes)
        case .canThrow: .flag(canThrow)
        default: nil
        }
    }
}

extension MountStepView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .path: .text(path)
        case .condition: .text(condition)
        case .droppedSegments: .text(droppedSegments)
        case .caseName: .text(caseName)
        case .result: .text(result)
        case .featureRedirectTypeName: .text(featureRedirectTypeName)
        case .hasFeatureRedirects: .flag(hasFeatureRedirects)
        case .typeName: .text(typeName)
        case .featureErrorTypeName: .text(featureErrorTypeName)
        default: nil
        }
    }
}

extension SharedValueView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .path: .text(path)
        case .condition: .text(condition)
        case .steps: .list(steps)
        default: nil
        }
    }
}

extension ShapeMatcherView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .path: .text(path)
        case .condition: .text(condition)
        case .valueBindings: .list(valueBindings)
        case .bindsValues: .flag(bindsValues)
        case .result: .text(result)
        case .usesNotes: .flag(usesNotes)
        case .canThrow: .flag(canThrow)
        default: nil
        }
    }
}

extension SupportView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .readerSource: .text(readerSource)
        case .canonicalPrefix: .text(canonicalPrefix)
        case .webURLPrefix: webURLPrefix.map(TemplateValue.text)
        case .readsParsedQuery: .flag(readsParsedQuery)
        case .readsRequiredParsedQuery: .flag(readsRequiredParsedQuery)
        case .readsChoiceQuery: .flag(readsChoiceQuery)
        case .readsRequiredChoiceQuery: .flag(readsRequiredChoiceQuery)
        case .pathValueReaders: .list(pathValueReaders)
        case .readsPathChoices: .flag(readsPathChoices)
        case .readsPathTabChoices: .flag(readsPathTabChoices)
        case .readsTypedPathValues: .flag(readsTypedPathValues)
        case .codable: .flag(codable)
        case .checksPathValues: .flag(checksPathValues)
        case .checksSegmentLists: .flag(checksSegmentLists)
        case .constraintChecks: .list(constraintChecks)
        default: nil
        }
    }
}

extension PathValueReaderView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .declaration: .text(declaration)
        case .functionName: .text(functionName)
        case .valueTypeName: .text(valueTypeName)
        case .readerTypeName: .text(readerTypeName)
        default: nil
        }
    }
}

extension ConstraintCheckView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .signature: .text(signature)
        case .condition: .text(condition)
        case .characterSets: .list(characterSets)
        default: nil
        }
    }
}

extension CodableLevelView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .qualifiedTypeName: .text(qualifiedTypeName)
        case .typeNameLiteral: .text(typeNameLiteral)
        case .isRoot: .flag(isRoot)
        case .rootPattern: .text(rootPattern)
        case .rootValue: .text(rootValue)
        default: nil
        }
    }
}

extension LinkOutcomesView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .hasFallbackRoute: .flag(hasFallbackRoute)
        case .opensWebLinksInBrowser: .flag(opensWebLinksInBrowser)
        case .fallbackOutcome: .text(fallbackOutcome)
        case .contextEnumerations: .list(contextEnumerations)
        case .contextProperties: .list(contextProperties)
        case .contextInitializer: .text(contextInitializer)
        case .contextReading: .text(contextReading)
        case .hasContextKeys: .flag(hasContextKeys)
        default: nil
        }
    }
}

extension RedirectCaseView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .name: .text(name)
        default: nil
        }
    }
}

extension ContextPropertyView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .declaration: .text(declaration)
        case .assignment: .text(assignment)
        default: nil
        }
    }
}

extension IntentsView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .intentsTypeName: .text(intentsTypeName)
        case .shortcutsTypeName: .text(shortcutsTypeName)
        case .intentErrorTypeName: .text(intentErrorTypeName)
        case .intents: .list(intents)
        case .shortcuts: .list(shortcuts)
        case .hasShortcuts: .flag(hasShortcuts)
        default: heading.value(for: key)
        }
    }
}

extension IntentParameterView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .arguments: .text(arguments)
        case .declaration: .text(declaration)
        default: nil
        }
    }
}

extension IntentView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .routeName: .text(routeName)
        case .isAction: .flag(isAction)
        case .typeName: .text(typeName)
        case .title: .text(title)
        case .shortTitle: .text(shortTitle)
        case .image: .text(image)
        case .parameters: .list(parameters)
        case .route: .text(route)
        case .phrases: .list(phrases)
        case .refusal: .text(refusal)
        default: nil
        }
    }
}

extension RouterView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .levels: .list(levels)
        case .enumConversions: .list(enumConversions)
        case .tabTypeName: .text(tabTypeName)
        case .navigationLibrary: .text(navigationLibrary)
        case .importsNavigationLibrary: .flag(importsNavigationLibrary)
        case .navigationLibraryDeclarations: .text(navigationLibraryDeclarations)
        case .navigationLibraryExtensions: .text(navigationLibraryExtensions)
        case .navigationTypeName: .text(navigationTypeName)
        case .stateTypeName: .text(stateTypeName)
        case .routerTypeName: .text(routerTypeName)
        case .pendingLinkTypeName: .text(pendingLinkTypeName)
        case .resolutionTypeName: .text(resolutionTypeName)
        case .sourceTypeName: .text(sourceTypeName)
        case .codable: .flag(codable)
        case .opensWebLinksInBrowser: .flag(opensWebLinksInBrowser)
        case .featureImports: .list(featureImports)
        case .tabRootArms: .list(tabRootArms)
        case .hasTabs: .flag(hasTabs)
        case .hasTabRootRequiringAuth: .flag(hasTabRootRequiringAuth)
        default: heading.value(for: key)
        }
    }
}

extension StackLevelView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .qualifiedTypeName: .text(qualifiedTypeName)
        case .takesTab: .flag(takesTab)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension StackCaseView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .pattern: .text(pattern)
        case .stack: .text(stack)
        default: nil
        }
    }
}

extension EnumConversionView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .typeName: .text(typeName)
        case .valueTypeName: .text(valueTypeName)
        case .arms: .list(arms)
        default: nil
        }
    }
}

extension SwitchArmView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .pattern: .text(pattern)
        case .result: .text(result)
        default: nil
        }
    }
}

extension WiringView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .routerTypeName: .text(routerTypeName)
        case .linksModifierMethodName: .text(linksModifierMethodName)
        case .sceneLinksTypeName: .text(sceneLinksTypeName)
        case .navigationLibrary: .text(navigationLibrary)
        case .importsNavigationLibrary: .flag(importsNavigationLibrary)
        case .swiftUILibraryPart: .object(swiftUILibraryPart) ?? .flag(false)
        case .uiKitLibraryPart: .object(uiKitLibraryPart) ?? .flag(false)
        case .continuesActivities: .flag(continuesActivities)
        case .activityTypeName: .text(activityTypeName)
        case .savesScreens: .flag(savesScreens)
        case .hasIntents: .flag(hasIntents)
        case .intentsTypeName: .text(intentsTypeName)
        default: heading.value(for: key)
        }
    }
}

extension NavigationLibraryUIPartView {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .otherImports: .list(otherImports)
        case .nestedDeclarations: .text(nestedDeclarations)
        default: nil
        }
    }
}
