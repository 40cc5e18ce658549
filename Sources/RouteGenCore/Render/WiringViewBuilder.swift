/// Builds the view of the wiring file from a validated route table and the other files the run generates.
struct WiringViewBuilder {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions

    func build() -> WiringView {
        let names = GeneratedNames(enumName: table.enumName)
        let heading = FileHeading(table: table, specFileName: specFileName, options: options)
        let embedsLibrary = options.reader != .library
        func part(_ framework: NavigationLibraryUIPart.Framework) -> NavigationLibraryUIPartView? {
            guard embedsLibrary else { return nil }
            let part = NavigationLibraryUIPart(framework, access: heading.access)
            return NavigationLibraryUIPartView(
                otherImports: part.otherImports,
                nestedDeclarations: part.nestedDeclarations
            )
        }
        return WiringView(
            heading: heading,
            routerTypeName: names.routerTypeName,
            linksModifierMethodName: names.linksModifierMethodName,
            sceneLinksTypeName: names.sceneLinksTypeName,
            navigationLibrary: embedsLibrary ? names.navigationLibraryNamespaceName : ReservedNames.navigationModule,
            importsNavigationLibrary: !embedsLibrary,
            swiftUILibraryPart: part(.swiftUI),
            uiKitLibraryPart: part(.uiKit),
            continuesActivities: options.outputs.contains(.activities),
            activityTypeName: names.activityTypeName,
            savesScreens: options.codable,
            hasIntents: options.outputs.contains(.intents),
            intentsTypeName: names.intentsTypeName
        )
    }
}
