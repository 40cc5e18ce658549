/// Builds the view of the wiring file from a validated route table and the other files the run generates.
struct WiringViewBuilder {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions

    func build() -> WiringView {
        let names = GeneratedNames(enumName: table.enumName)
        let continuesActivities = options.outputs.contains(.activities)
        let types = continuesActivities ? table.allActivities.map(\.type) : []
        return WiringView(
            heading: FileHeading(table: table, specFileName: specFileName, options: options),
            routerTypeName: names.routerTypeName,
            linksModifierTypeName: names.linksModifierTypeName,
            linksModifierMethodName: names.linksModifierMethodName,
            sceneLinksTypeName: names.sceneLinksTypeName,
            continuesActivities: continuesActivities,
            activityTypes:
                types.reduce(into: [String]()) { unique, type in if !unique.contains(type) { unique.append(type) } }
                .map(EscapedSwiftText.stringLiteral),
            activityTypeName: names.activityTypeName,
            hasIntents: options.outputs.contains(.intents),
            intentsTypeName: names.intentsTypeName
        )
    }
}
