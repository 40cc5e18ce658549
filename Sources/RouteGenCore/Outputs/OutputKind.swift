/// A file routegen writes beside the route file when a config entry or the command line asks for it, described: its
/// config key, option, wording and what it needs. The config decoder, its schema, the command line, the build-tool
/// plugin's options and `RouteGenerator.generate` read this description without depending on rendering; how each kind
/// is rendered is `Render/`'s (`OutputKind.render`). A new kind of file is a case here, its view builder and template,
/// and its rendering.
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

    /// Whether the file is a test suite of the module the generated code is in: it needs that module's name (the
    /// config's `module`, `--tests-module`), belongs to a test target rather than to the target the build-tool plugin
    /// generates for, and a feature's module has its own, where every other further file is the app's.
    package var testsTheModule: Bool {
        switch self {
        case .exampleTests: true
        case .navigation, .activities, .intents, .wiring: false
        }
    }

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
}
