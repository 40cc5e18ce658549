// Each view type hands its properties to the templates by key, so rendering reads them without reflection. A test
// checks that every property is answered under its own name.

extension FileView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .navigationTypeName: .text(navigationTypeName)
        case .resolutionErrorTypeName: .text(resolutionErrorTypeName)
        case .destinationsProtocolName: .text(destinationsProtocolName)
        case .linksNamespaceName: .text(linksNamespaceName)
        case .urlReaderNamespaceName: .text(urlReaderNamespaceName)
        case .importsReader: .flag(importsReader)
        case .resolutionTypeName: .text(resolutionTypeName)
        case .contextTypeName: .text(contextTypeName)
        case .sourceTypeName: .text(sourceTypeName)
        case .pendingLinkTypeName: .text(pendingLinkTypeName)
        case .redirectTypeName: .text(redirectTypeName)
        case .tabType: .object(tabType)
        case .rootEnum: .object(rootEnum)
        case .groupEnums: .list(groupEnums)
        case .levels: .list(levels)
        case .destinationMethods: .list(destinationMethods)
        case .matching: .object(matching)
        case .linkOutcomes: .object(linkOutcomes)
        case .support: .object(support)
        case .codableLevels: .list(codableLevels)
        case .hasTabs: .flag(hasTabs)
        case .hasWebURL: .flag(hasWebURL)
        case .hasRedirects: .flag(hasRedirects)
        case .redirects: .list(redirects)
        case .hasLegacyOrigins: .flag(hasLegacyOrigins)
        case .isFeature: .flag(isFeature)
        case .mountedFeatures: .list(mountedFeatures)
        case .featureImports: .list(featureImports)
        case .hasMountedFeatures: .flag(hasMountedFeatures)
        default: heading.value(for: key)
        }
    }
}

extension MountedFeatureView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .caseName: .text(caseName)
        case .typeName: .text(typeName)
        case .featureNavigationTypeName: .text(featureNavigationTypeName)
        case .featureErrorTypeName: .text(featureErrorTypeName)
        case .featureDestinationsProtocolName: .text(featureDestinationsProtocolName)
        case .destinationsTypeName: .text(destinationsTypeName)
        case .isUnderTabs: .flag(isUnderTabs)
        case .featureRedirectTypeName: .text(featureRedirectTypeName)
        case .redirectArms: .list(redirectArms)
        case .hasFeatureRedirects: .flag(hasFeatureRedirects)
        default: nil
        }
    }
}

extension MountStepView: TemplateObject {
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

extension TabTypeView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: .text(name)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension EnumDeclarationView: TemplateObject {
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

extension CaseDeclarationView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .declaration: .text(declaration)
        default: nil
        }
    }
}

extension EnumerationView: TemplateObject {
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

extension EnumerationCaseView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .declaration: .text(declaration)
        default: nil
        }
    }
}

extension LevelMembersView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .qualifiedTypeName: .text(qualifiedTypeName)
        case .cases: .list(cases)
        case .sharedRequiresAuth: sharedRequiresAuth.map(TemplateValue.text)
        case .sharedNavigation: sharedNavigation.map(TemplateValue.text)
        case .requiresAuthArms: .list(requiresAuthArms)
        case .navigationArms: .list(navigationArms)
        case .partsSignatureFitsOneLine: .flag(partsSignatureFitsOneLine)
        default: nil
        }
    }
}

extension CaseMembersView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .isGroup: .flag(isGroup)
        case .pattern: .text(pattern)
        case .bindingPattern: .text(bindingPattern)
        case .routeBindingPattern: .text(routeBindingPattern)
        case .requiresAuth: .text(requiresAuth)
        case .navigation: .text(navigation)
        case .destinationCall: .text(destinationCall)
        case .linkParts: .text(linkParts)
        case .destinationFitsArmLine: .flag(destinationFitsArmLine)
        case .linkPartsFitArmLine: .flag(linkPartsFitArmLine)
        default: nil
        }
    }
}

extension DestinationMethodView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .signature: .text(signature)
        default: nil
        }
    }
}

extension MatchingView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .linkPolicy: .text(linkPolicy)
        case .foldsCase: .flag(foldsCase)
        case .hasBuckets: .flag(hasBuckets)
        case .comparesFirstSegmentInTurn: .flag(comparesFirstSegmentInTurn)
        case .canThrow: .flag(canThrow)
        case .buckets: .list(buckets)
        case .rootSteps: .list(rootSteps)
        case .otherPaths: .object(otherPaths)
        case .legacyOrigins: .list(legacyOrigins)
        default: nil
        }
    }
}

extension BucketView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .key: .text(self.key)
        case .caseName: .text(caseName)
        case .matcher: .object(matcher)
        case .comparisonFitsOneLine: .flag(comparisonFitsOneLine)
        default: nil
        }
    }
}

extension MatcherFunctionView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .functionName: .text(functionName)
        case .declaration: .text(declaration)
        case .steps: .list(steps)
        case .usesNotes: .flag(usesNotes)
        case .canThrow: .flag(canThrow)
        case .call: .text(call)
        default: nil
        }
    }
}

extension MatcherStepView: TemplateObject {
    // The absent kind of step is false rather than missing: a missing key would be looked up in the enclosing
    // step, which the `MatcherStep` template includes itself in, and render that step again.
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .shape: .object(shape) ?? .flag(false)
        case .sharedValue: .object(sharedValue) ?? .flag(false)
        case .mountedFeature: .object(mountedFeature) ?? .flag(false)
        default: nil
        }
    }
}

extension SharedValueView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .path: .text(path)
        case .condition: .text(condition)
        case .steps: .list(steps)
        default: nil
        }
    }
}

extension ShapeMatcherView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .path: .text(path)
        case .condition: .text(condition)
        case .valueBindings: .list(valueBindings)
        case .result: .text(result)
        case .returnFitsConditionLine: .flag(returnFitsConditionLine)
        case .usesNotes: .flag(usesNotes)
        case .canThrow: .flag(canThrow)
        default: nil
        }
    }
}

extension SupportView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .readerSource: .text(readerSource)
        case .canonicalPrefix: .text(canonicalPrefix)
        case .webURLPrefix: webURLPrefix.map(TemplateValue.text)
        case .readsParsedQuery: .flag(readsParsedQuery)
        case .readsRequiredParsedQuery: .flag(readsRequiredParsedQuery)
        case .readsChoiceQuery: .flag(readsChoiceQuery)
        case .readsRequiredChoiceQuery: .flag(readsRequiredChoiceQuery)
        case .readsTypedPathValues: .flag(!pathValueReaders.isEmpty || readsPathChoices)
        case .pathValueReaders: .list(pathValueReaders)
        case .readsPathChoices: .flag(readsPathChoices)
        case .codable: .flag(codable)
        case .checksPathValues: .flag(checksPathValues)
        case .checksSegmentLists: .flag(checksSegmentLists)
        case .constraintChecks: .list(constraintChecks)
        default: nil
        }
    }
}

extension ConstraintCheckView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .signature: .text(signature)
        case .condition: .text(condition)
        case .characterSets: .list(characterSets)
        case .conditionFitsSignatureLine: .flag(conditionFitsSignatureLine)
        default: nil
        }
    }
}

extension CodableLevelView: TemplateObject {
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

extension LinkOutcomesView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .hasFallbackRoute: .flag(hasFallbackRoute)
        case .opensWebLinksInBrowser: .flag(opensWebLinksInBrowser)
        case .fallbackOutcome: .text(fallbackOutcome)
        case .hasContextKeys: .flag(hasContextKeys)
        case .contextEnumerations: .list(contextEnumerations)
        case .contextProperties: .list(contextProperties)
        case .contextInitializer: .text(contextInitializer)
        case .contextReading: .text(contextReading)
        case .outcomeSignaturesFitOneLine: .flag(outcomeSignaturesFitOneLine)
        default: nil
        }
    }
}

extension ContextPropertyView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .declaration: .text(declaration)
        case .assignment: .text(assignment)
        default: nil
        }
    }
}

extension RedirectCaseView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .docLines: .list(docLines)
        case .name: .text(name)
        default: nil
        }
    }
}

extension LegacyOriginView: TemplateObject {
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

extension PathValueReaderView: TemplateObject {
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
