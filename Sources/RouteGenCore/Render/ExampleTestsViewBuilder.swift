#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the generated test suite's view from the examples of a validated table that hold: each link with the
/// route value or error the generated code must give, written as Swift.
struct ExampleTestsViewBuilder {
    let table: RouteTable
    let specFileName: String
    let moduleName: String
    let options: RenderOptions

    func build() -> ExampleTestsView {
        let names = GeneratedNames(enumName: table.enumName)
        let evaluation = LinkExampleEvaluation(table: table)
        let openings = evaluation.openings.map { opening in
            ExampleOpeningView(
                link: EscapedSwiftText.stringLiteral(opening.url),
                route: routeValue(opening.route, values: opening.values)
            )
        }
        let rejections = evaluation.rejections.map { rejection in
            ExampleRejectionView(
                link: EscapedSwiftText.stringLiteral(rejection.url),
                error: moduleName + "." + names.resolutionErrorTypeName + "." + errorValue(rejection.rejection)
            )
        }
        var seen: Set<String> = []
        let roundTrips = evaluation.openings.filter(\.roundTrips).map { routeValue($0.route, values: $0.values) }
            .filter { seen.insert($0).inserted }
        return ExampleTestsView(
            heading: FileHeading(table: table, specFileName: specFileName, options: options),
            moduleName: moduleName,
            resolutionErrorTypeName: names.resolutionErrorTypeName,
            suiteTypeName: table.enumName + "ExampleLinkTests",
            openings: openings,
            rejections: rejections,
            roundTrips: roundTrips,
            featureImports: table.featureModules,
            isFeature: table.kind.isFeature,
            hasRedirects: !table.redirects.isEmpty,
            redirectTypeName: names.redirectTypeName
        )
    }

    /// `App.AppRoute.account(.devices(deviceId: "d1"))`, on one line: a table row of the suite, the enum named
    /// through the app's module, since the suite imports Foundation too, whose `Data` an enum of that name would
    /// make ambiguous.
    private func routeValue(_ route: Route, values: [ParameterValue?]) -> String {
        let values = values.map { value in value.map { literal($0, in: route) } ?? "nil" }
        return moduleName + "." + table.enumName + MatchingViewBuilder.routeValue(route, values: values).flat
    }

    private func literal(_ value: ParameterValue, in route: Route) -> String {
        switch value {
        case .text(let text): return EscapedSwiftText.stringLiteral(text)
        case .texts(let texts): return "[" + texts.map(EscapedSwiftText.stringLiteral).joined(separator: ", ") + "]"
        case .int(let number): return String(number)
        case .double(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .uuid(let uuid): return "Foundation.UUID(uuidString: \"\(uuid.uuidString)\")!"
        case .choice(let enumeration, let item):
            return enumeration.qualifiedName(in: route.levelTypeName) + "." + SwiftName.escaped(item.name)
        }
    }

    /// The generated error's case, such as `invalidParameterValue(name: "itemId", value: "0")`.
    private func errorValue(_ rejection: LinkRejection) -> String {
        switch rejection {
        case .unsupportedScheme(let scheme): return "unsupportedScheme(\(EscapedSwiftText.stringLiteral(scheme)))"
        case .untrustedHost(let host): return "untrustedHost(\(EscapedSwiftText.stringLiteral(host)))"
        case .unexpectedUserInfoOrPort: return "unexpectedUserInfoOrPort"
        case .malformedPath: return "malformedPath"
        case .noRoute: return "noRoute"
        case .missingParameter(let pattern, let index):
            return
                "missingParameter(name: \(EscapedSwiftText.stringLiteral(pattern.declaration.parameters[index].name)))"
        case .invalidParameterValue(let failure):
            return
                "invalidParameterValue(name: \(EscapedSwiftText.stringLiteral(failure.parameter.name)), value: \(EscapedSwiftText.stringLiteral(failure.text)))"
        }
    }
}
