/// A file routegen writes beside the route file when a config entry or the command line asks for it. The config
/// decoder, its schema, the command line, a generation job and `RouteGenerator.generate` all read this list, so a new
/// kind of file is a case here with its view builder and template, and nothing else to thread through.
package enum OutputKind: String, CaseIterable, Sendable {
    /// A Swift Testing suite made from the spec's examples, for the app's test target.
    case exampleTests
    /// Each route's stack, the navigation state and the router.
    case navigation
    /// Each route as an NSUserActivity.
    case activities
    /// An App Intent for each route with `intent:`, and the App Shortcuts.
    case intents
    /// A SwiftUI modifier and a UIKit scene helper that hand the system's links, activities and intents to the router.
    case wiring

    /// The key of a config entry that asks for the file: `router: { output: FILE }`.
    package var configKey: String {
        switch self {
        case .exampleTests: "tests"
        case .navigation: "router"
        case .activities: "activities"
        case .intents: "intents"
        case .wiring: "wiring"
        }
    }

    /// The command-line option that names the file: `--router-output`.
    package var option: String { "--\(configKey)-output" }

    /// What the file holds, as messages name it.
    package var contents: String {
        switch self {
        case .exampleTests: "the test suite"
        case .navigation: "the navigation code"
        case .activities: "the activities code"
        case .intents: "the intents code"
        case .wiring: "the wiring code"
        }
    }

    /// What the config key does, for the config schema's hover help.
    package var configDescription: String {
        switch self {
        case .exampleTests: "Also generate a Swift Testing suite from the spec's examples, for the app's test target."
        case .navigation:
            "Also generate the navigation code: the stack each route opens, the navigation state and the router, compiled with the generated code."
        case .activities:
            "Also generate the activities code: each route as an NSUserActivity, from the spec's 'activities', compiled with the generated code on Apple platforms."
        case .intents:
            "Also generate the intents code: an App Intent for each route with 'intent', and the App Shortcuts of those with phrases, compiled with the generated code where AppIntents exists."
        case .wiring:
            "Also generate the wiring code: a SwiftUI modifier and a UIKit scene helper that hand links, activities and intents to the router; needs 'router'."
        }
    }

    /// Why `table` cannot have this file beside `others`, the files generated with it, as an error at the spec; nil
    /// when it can.
    func problem(in table: RouteTable, beside others: Set<OutputKind>) -> Diagnostic? {
        switch self {
        case .wiring where !others.contains(.navigation):
            .error(
                .outputNotApplicable,
                "the wiring file was asked for without the navigation file, whose router it hands links to",
                at: table.location,
                notes: [.help("ask for the navigation file too: 'router: { output: FILE }', or --router-output FILE")]
            )
        case .activities where !table.declaresActivities:
            .error(
                .outputNotApplicable,
                "the activities file was asked for, but the spec has no 'activities' to say how routes become them",
                at: table.location,
                notes: [.help("add at the top level of the spec: activities: { prefix: com.example.app }")]
            )
        case .intents where !table.allRoutes.contains(where: { $0.intent != nil }):
            .error(
                .outputNotApplicable,
                "the intents file was asked for, but no route of the spec has an 'intent'",
                at: table.location,
                notes: [.help("give the routes that Siri and Shortcuts should open 'intent: true', or a mapping")]
            )
        default: nil
        }
    }

    /// The file for `table`; nil for the test suite without the module its tests import.
    func render(_ table: RouteTable, specFileName: String, options: RenderOptions, with renderer: Renderer) -> String? {
        switch self {
        case .exampleTests:
            guard let module = options.exampleTestsModule else { return nil }
            let view = ExampleTestsViewBuilder(
                table: table,
                specFileName: specFileName,
                moduleName: module,
                options: options
            )
            return renderer.render(view.build(), template: "ExampleTests")
        case .navigation:
            let view = RouterViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: "Router")
        case .activities:
            let view = ActivitiesViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: "Activities")
        case .intents:
            let view = IntentsViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: "Intents")
        case .wiring:
            let view = WiringViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: "Wiring")
        }
    }
}
