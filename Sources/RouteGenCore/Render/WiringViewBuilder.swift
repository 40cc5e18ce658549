/// Builds the view of the wiring file from a validated route table and the other files the run generates.
struct WiringViewBuilder {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions

    func build() -> WiringView {
        let names = GeneratedNames(enumName: table.enumName)
        let continuesActivities = options.outputs.contains(.activities)
        // Each route's type is its own: the model refuses two routes with one type.
        let types = continuesActivities ? table.allActivities.map(\.type) : []
        return WiringView(
            heading: FileHeading(table: table, specFileName: specFileName, options: options),
            routerTypeName: names.routerTypeName,
            linksModifierTypeName: names.linksModifierTypeName,
            linksModifierMethodName: names.linksModifierMethodName,
            sceneLinksTypeName: names.sceneLinksTypeName,
            continuesActivities: continuesActivities,
            activityTypes: types.map(EscapedSwiftText.stringLiteral),
            activityTypeName: names.activityTypeName,
            hasIntents: options.outputs.contains(.intents),
            intentsTypeName: names.intentsTypeName
        )
    }
}
