/// The Swift of a `LinkProbe`: for each spec, a namespace whose `run(_:)` prints, for each link, the lines
/// `LinkProbe.expectedLines` predicts; the dispatcher that runs one spec's; and the program's entry point.
enum LinkProbeSource {
    static func namespace(of specName: String) -> String { specName + "LinkProbe" }

    /// The probe names the spec's enum through the app's module, and Swift's types through Swift, since the module's
    /// enum may have a type's name of Swift's or Foundation's (`Data`), which imported beside Foundation is ambiguous.
    static func probe(
        namespace: String,
        module: String,
        enumName unqualified: String,
        hasWebURL: Bool,
        activities: Bool
    ) -> String {
        let enumName = module + "." + unqualified
        let activityLines = """
                            if let details = route.activityDetails {
                                var flags: [Swift.String] = []
                                if details.eligibility.contains(.handoff) { flags.append("handoff") }
                                if details.eligibility.contains(.search) { flags.append("search") }
                                if details.eligibility.contains(.prediction) { flags.append("prediction") }
                                let restoredRoute = route.userActivity().flatMap(\(enumName).init(userActivity:))
                                let restored = restoredRoute.map(LinkProbes.readable) ?? "nil"
                                let title = Swift.String(reflecting: details.title)
                                let offered = flags.joined(separator: ",")
                                LinkProbes.emit("activity: \\(details.type) \\(title) [\\(offered)] -> \\(restored)")
                            } else {
                                LinkProbes.emit("activity: none")
                            }
            """
        return """
            import Foundation
            @testable import \(module)

            enum \(namespace) {
                static func run(_ links: [Swift.String]) {
                    for text in links {
                        LinkProbes.emit("link: " + text)
                        switch \(enumName).resolve(text) {
                        case .failure(let error): LinkProbes.emit("resolve: error: " + LinkProbes.readable(error))
                        case .success(let route):
                            LinkProbes.emit("resolve: " + LinkProbes.readable(route))
                            LinkProbes.emit("stack: " + route.stack.map(LinkProbes.readable).joined(separator: " › "))
                            LinkProbes.emit("url: " + route.url.absoluteString)
                            LinkProbes.emit("back: " + LinkProbes.describe(\(enumName).resolve(route.url)))
            \(hasWebURL ? "                LinkProbes.emit(\"web: \" + route.webURL.absoluteString)" : "")
            \(activities ? activityLines : "")
                        }
                    }
                }
            }

            """
    }

    /// The probes' entry point and what they share: `probe SPEC FILE` runs SPEC's probe on the links in FILE, one a
    /// line. Each line goes out at once, so that the last one before a trap shows which link it was.
    /// Values print without the names of `modules`, the app's and its features', as match writes them.
    static func dispatcher(specNames: [String], modules: [String] = [LanguageAppBuild.module]) -> String {
        """
        import Foundation

        enum LinkProbes {
            static func run(_ arguments: [String]) -> Int32 {
                let text = try! String(contentsOfFile: arguments[1], encoding: .utf8)
                let links = text.split(separator: "\\n").map(String.init)
                switch arguments[0] {
        \(specNames.map { "        case \"\($0)\": \(namespace(of: $0)).run(links)" }.joined(separator: "\n"))
                default: return 2
                }
                return 0
            }

            static func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\\n").utf8)) }

            /// As Swift prints the value, without the module's name.
            static func readable(_ value: Any) -> String {
                var text = String(describing: value)
                for module in [\(modules.map { "\"\($0).\"" }.joined(separator: ", "))] {
                    text = text.replacingOccurrences(of: module, with: "")
                }
                return text
            }

            static func describe<Route, Failure: Error>(_ result: Result<Route, Failure>) -> String {
                switch result {
                case .success(let route): return readable(route)
                case .failure(let error): return "error: " + readable(error)
                }
            }
        }

        """
    }

    /// Swift Testing's entry point, as `swift test` gives a test target, or the probes' with `probe` first.
    static let runner = """
        import Foundation
        import Testing

        @main
        struct Runner {
            static func main() async {
                let arguments = Array(CommandLine.arguments.dropFirst())
                if arguments.first == "probe" { exit(LinkProbes.run(Array(arguments.dropFirst()))) }
                await Testing.__swiftPMEntryPoint() as Never
            }
        }
        """

}
