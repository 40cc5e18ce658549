import Foundation
import Testing

/// `routegen aasa`, `docs` and `match` as a build script or a person runs them: outputs, exit codes, messages.
@Suite("Command line: aasa, docs, match") struct ArtefactCommandLineTests {
    static func spec(_ name: String) -> String { Fixtures.url("Specs/\(name).yaml").path }
    /// The app spec that mounts the weather feature under its tabs and the art feature without.
    static let featuresApp = Fixtures.url("Tests/Fixtures/Features/App/routes.yaml").path

    @Test("aasa writes the golden JSON to a file, then leaves the unchanged file alone; without -o it prints it")
    func aasaWritesOnlyWhenChanged() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("well-known/apple-app-site-association")
        let arguments = [
            "aasa", Self.spec("content-app"), "--app-id", "ABCDE12345.com.example.app", "--app-id",
            "FGHIJ67890.com.example.app.beta",
        ]
        let golden = try Fixtures.text("Tests/Fixtures/Golden/content-app.aasa.json")

        let first = try await Shell.run(Shell.routegen, arguments + ["-o", output.path])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.isEmpty && first.standardError.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8) == golden)
        let before = try FileManager.default.attributesOfItem(atPath: output.path)

        try await Task.sleep(for: .milliseconds(1_100))
        let second = try await Shell.run(Shell.routegen, arguments + ["--output", output.path])
        #expect(second.status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: output.path)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)

        let printed = try await Shell.run(Shell.routegen, arguments)
        #expect(printed.status == 0)
        #expect(printed.standardOutput == golden)
    }

    @Test("aasa for a spec without hosts exits 1 with a located error and writes nothing") func aasaNeedsHosts()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("apple-app-site-association")
        let result = try await Shell.run(
            Shell.routegen,
            ["aasa", Self.spec("tab-app"), "--app-id", "ABCDE12345.com.example.app", "-o", output.path]
        )
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(Self.spec("tab-app") + ":3:1: error: the spec has no 'hosts'"),
            "\(result.standardError)"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("aasa --host writes an old host's file: the redirects that take its links, and only them")
    func aasaForAnOldHost() async throws {
        let spec = Fixtures.url("Tests/Fixtures/EdgeSpecs/redirects.yaml").path
        let old = try await Shell.run(
            Shell.routegen,
            ["aasa", spec, "--app-id", "ABCDE12345.com.example.app", "--host", "OLD.moved.example"]
        )
        #expect(old.status == 0, "\(old.standardError)")
        let file = try AASAComponents(json: old.standardOutput)
        #expect(file.components.flatMap(\.routeNames) == ["legacyItem", "legacyProfile"])
        let own = try await Shell.run(Shell.routegen, ["aasa", spec, "--app-id", "ABCDE12345.com.example.app"])
        #expect(!(try AASAComponents(json: own.standardOutput).components.flatMap(\.routeNames)).contains("legacyItem"))
        for (host, reason) in [
            ("moved.example", "is one of the spec's own hosts"),
            ("other.example", "is no redirect's old host; they are old.moved.example"),
        ] {
            let result = try await Shell.run(
                Shell.routegen,
                ["aasa", spec, "--app-id", "ABCDE12345.com.example.app", "--host", host]
            )
            #expect(result.status == 1)
            #expect(
                result.standardError.hasPrefix("\(spec):2:1: error: --host '\(host)' \(reason)"),
                "\(result.standardError)"
            )
        }
    }

    @Test("docs prints the golden Markdown, or writes it with -o", arguments: ["reference", "festival-app"])
    func docsMatchesGolden(spec: String) async throws {
        let golden = try Fixtures.text("Tests/Fixtures/Golden/\(spec).links.md")
        let printed = try await Shell.run(Shell.routegen, ["docs", Self.spec(spec)])
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardOutput == golden)

        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("LINKS.md")
        let written = try await Shell.run(Shell.routegen, ["docs", Self.spec(spec), "-o", output.path])
        #expect(written.status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == golden)
    }

    @Test(
        "docs --format dot prints the golden DOT map alone, or writes it with -o; an app's map has its features",
        arguments: ["tab-app", "feature-modules-demo"]
    ) func docsWritesDOTMap(spec: String) async throws {
        let golden = try Fixtures.text("Tests/Fixtures/Golden/\(spec).map.dot")
        let path = Fixtures.url(MapFixtures.path(of: spec)).path
        let printed = try await Shell.run(Shell.routegen, ["docs", path, "--format", "dot"])
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardOutput == golden)

        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("map.dot")
        let written = try await Shell.run(Shell.routegen, ["docs", "--format", "dot", path, "-o", output.path])
        #expect(written.status == 0 && written.standardOutput.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8) == golden)
    }

    @Test("docs refuses a format it does not write") func docsRefusesUnknownFormat() async throws {
        let result = try await Shell.run(Shell.routegen, ["docs", Self.spec("tab-app"), "--format", "svg"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'svg'"), "\(result.standardError)")
    }

    @Test("match exits 0 when every URL resolves and prints the route with its values") func matchResolves()
        async throws
    {
        let result = try await Shell.run(
            Shell.routegen,
            [
                "match", Self.spec("content-app"), "reader://articles/1024?highlight=heat+pumps",
                "https://reader.example.com/archive/2024/05",
            ]
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                reader://articles/1024?highlight=heat+pumps  =>  article(articleId: 1024, highlight: Optional("heat pumps"))
                  route article (/articles/:articleId), .article(articleId:highlight:)
                  articleId = 1024  (Int, path segment 2)
                  highlight = "heat pumps"  (String?, query item 'highlight')
                  auth: not required
                  shown: pushed onto the current stack

                https://reader.example.com/archive/2024/05  =>  archive(rest: ["2024", "05"])
                  route archive (/archive/**), .archive(rest:)
                  rest = ["2024", "05"]  ([String], path segments from 2 on)
                  auth: not required
                  shown: pushed in tab browse

                """
        )
    }

    @Test("match shows the redirect an old link takes and the values the route it opens gets")
    func matchExplainsRedirects() async throws {
        let result = try await Shell.run(
            Shell.routegen,
            [
                "match", Fixtures.url("Tests/Fixtures/EdgeSpecs/redirects.yaml").path, "moved://p/5/USD?flag=true",
                "moved://u/x",
            ]
        )
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                moved://p/5/USD?flag=true  =>  price(amount: 5.0, currency: "USD", note: Optional("true"))
                  redirect wholePrice (/p/:amount/:currency?), reported by resolution(for:) as redirected
                  amount = 5  (Int, path segment 2)
                  currency = "USD"  (String?, path segment 3)
                  source = nil  (String?, no query item 'source')
                  flag = true  (Bool?, query item 'flag')
                  opens route price (/prices/:amount), .price(amount:currency:note:)
                  auth: not required
                  shown: pushed onto the current stack

                moved://u/x  =>  error: invalidParameterValue(name: "n", value: "x")
                  path segment 2 is 'x', but parameter 'n' of redirect numberedUser (/u/:n) needs an Int (an optional '-' and digits)
                  no pattern matches the path /u/x (2 segments); this is the first typed value that failed

                """
        )
    }

    @Test("match shows once a constraint that a redirect and the route it opens both state for the value")
    func matchShowsSharedConstraintOnce() async throws {
        let result = try await Shell.run(
            Shell.routegen,
            ["match", Self.featuresApp, "ghost://settings/weather/town/Oslo"]
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                ghost://settings/weather/town/Oslo  =>  weather(WeatherRoute.city(name: "Oslo"), tab: AppTab.settings)
                  redirect weather.oldCity (/:tab/weather/town/:name), reported by resolution(for:) as redirected
                  tab = AppTab.settings  (AppTab, path segment 1)
                  name = "Oslo"  (String, at most 80 characters, path segment 4)
                  opens route weather.city (/:tab/weather/city), .weather(.city(name:), tab:)
                  auth: not required
                  shown: pushed in tab settings, above weather(WeatherRoute.forecast, tab: AppTab.settings)

                """
        )
    }

    @Test(
        "match says a feature's screen pushed onto a tab whose root requires sign-in requires it, inherited from that root, and the same screen on a public tab or in a sheet does not"
    ) func matchInheritsSignInThroughMount() async throws {
        let result = try await Shell.run(
            Shell.routegen,
            [
                "match", Self.featuresApp, "ghost://vault/weather/city?name=Oslo", "ghost://vault/weather/town/Oslo",
                "ghost://dashboard/weather/city?name=Oslo", "ghost://vault/weather/units",
            ]
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                ghost://vault/weather/city?name=Oslo  =>  weather(WeatherRoute.city(name: "Oslo"), tab: AppTab.vault)
                  route weather.city (/:tab/weather/city), .weather(.city(name:), tab:)
                  tab = AppTab.vault  (AppTab, path segment 1)
                  name = "Oslo"  (String, at most 80 characters, query item 'name')
                  auth: required, inherited from vault, the root of tab vault
                  shown: pushed in tab vault, above weather(WeatherRoute.forecast, tab: AppTab.vault)

                ghost://vault/weather/town/Oslo  =>  weather(WeatherRoute.city(name: "Oslo"), tab: AppTab.vault)
                  redirect weather.oldCity (/:tab/weather/town/:name), reported by resolution(for:) as redirected
                  tab = AppTab.vault  (AppTab, path segment 1)
                  name = "Oslo"  (String, at most 80 characters, path segment 4)
                  opens route weather.city (/:tab/weather/city), .weather(.city(name:), tab:)
                  auth: required, inherited from vault, the root of tab vault
                  shown: pushed in tab vault, above weather(WeatherRoute.forecast, tab: AppTab.vault)

                ghost://dashboard/weather/city?name=Oslo  =>  weather(WeatherRoute.city(name: "Oslo"), tab: AppTab.dashboard)
                  route weather.city (/:tab/weather/city), .weather(.city(name:), tab:)
                  tab = AppTab.dashboard  (AppTab, path segment 1)
                  name = "Oslo"  (String, at most 80 characters, query item 'name')
                  auth: not required
                  shown: pushed in tab dashboard, above weather(WeatherRoute.forecast, tab: AppTab.dashboard)

                ghost://vault/weather/units  =>  weather(WeatherRoute.units, tab: AppTab.vault)
                  route weather.units (/:tab/weather/units), .weather(.units, tab:)
                  tab = AppTab.vault  (AppTab, path segment 1)
                  auth: not required
                  shown: in a sheet

                """
        )
    }

    @Test(
        "match says a feature's screen pushed onto the tab its mount names, whose root requires sign-in, requires it, inherited from that root; its sheet does not"
    ) func matchInheritsSignInThroughMountTab() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["App", "Weather"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(folder),
                withIntermediateDirectories: true
            )
        }
        try Fixtures.text("Tests/Fixtures/Features/Weather/routes.yaml")
            .write(to: directory.appendingPathComponent("Weather/routes.yaml"), atomically: true, encoding: .utf8)
        let app = directory.appendingPathComponent("App/routes.yaml")
        try """
        version: 1
        name: AppRoute
        schemes: [ghost]
        tabs: [home, vault]
        features:
          weather: { spec: ../Weather/routes.yaml, mount: /weather, tab: vault }
        routes:
          home: { path: /, navigation: { tab: home } }
          vault: { path: /vault, auth: true, navigation: { tab: vault } }

        """
        .write(to: app, atomically: true, encoding: .utf8)
        let result = try await Shell.run(
            Shell.routegen,
            ["match", app.path, "ghost://weather/city?name=Oslo", "ghost://weather/units"]
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                ghost://weather/city?name=Oslo  =>  weather(WeatherRoute.city(name: "Oslo"))
                  route weather.city (/weather/city), .weather(.city(name:))
                  name = "Oslo"  (String, at most 80 characters, query item 'name')
                  auth: required, inherited from vault, the root of tab vault
                  shown: pushed in tab vault, above weather(WeatherRoute.forecast)

                ghost://weather/units  =>  weather(WeatherRoute.units)
                  route weather.units (/weather/units), .weather(.units)
                  auth: not required
                  shown: in a sheet

                """
        )
    }

    @Test("docs marks a feature's route pushed onto a tab whose root requires sign-in with that tab")
    func docsMarksFeatureRoutesInGatedTabs() async throws {
        let result = try await Shell.run(Shell.routegen, ["docs", Self.featuresApp])
        #expect(result.status == 0, "\(result.standardError)")
        // A row of the routes' table: its link, route, parameters, auth, navigation and description.
        let rows = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("| `ghost://") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { $0.count == 6 }
        let auth = rows.map { cells in "\(cells[1].prefix { $0 != "<" }) \(cells[3])" }
        #expect(
            auth == [
                "`dashboard` no", "`settings` no", "`vault` yes", "`weather.forecast` in tab `vault`",
                "`weather.city` in tab `vault`", "`weather.units` no", "`art.gallery` no", "`art.piece` no",
            ]
        )
    }

    @Test("match names for a link under a mount with tabs only the patterns it misses by one literal or by its tab")
    func matchNamesOnlyNearMissesUnderTabs() async throws {
        let result = try await Shell.run(
            Shell.routegen,
            [
                "match", Self.featuresApp, "ghost://settings/art/pieces/3", "ghost://dashboard/wether/city",
                "ghost://dashbord/weather/city?name=Oslo",
            ]
        )
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                ghost://settings/art/pieces/3  =>  error: noRoute
                  no route's pattern matches the path /settings/art/pieces/3 (4 segments)

                ghost://dashboard/wether/city  =>  error: noRoute
                  no route's pattern matches the path /dashboard/wether/city (3 segments)
                  weather.city (/:tab/weather/city) needs 'weather' at segment 2, not 'wether'

                ghost://dashbord/weather/city?name=Oslo  =>  error: noRoute
                  no route's pattern matches the path /dashbord/weather/city (3 segments)
                  weather.city (/:tab/weather/city) needs a tab (dashboard, settings, vault) at segment 1, not 'dashbord'

                """
        )
    }

    @Test("match says what the spec's fallback gives instead and which context values a link carries")
    func matchExplainsFallbackAndContext() async throws {
        let result = try await Shell.run(
            Shell.routegen,
            [
                "match", Self.spec("reference"), "myapp://nowhere?utm_campaign=spring&channel=PUSH",
                "https://myapp.com/items/abc", "https://evil.example/items/1", "myapp://items/1?channel=fax",
            ]
        )
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                myapp://nowhere?utm_campaign=spring&channel=PUSH  =>  error: noRoute
                  no route's pattern matches the path /nowhere (1 segment)
                  resolution(for:) gives the spec's fallback instead: route home (/), .home
                  context campaign = "spring"  (query item 'utm_campaign')
                  context channel = AppRouteLinkContext.Channel.push  (query item 'channel')

                https://myapp.com/items/abc  =>  error: invalidParameterValue(name: "itemId", value: "abc")
                  path segment 2 is 'abc', but parameter 'itemId' of route item (/items/:itemId) needs an Int (an optional '-' and digits)
                  no pattern matches the path /items/abc (2 segments); this is the first typed value that failed
                  resolution(for:) gives openInBrowser instead: the spec's fallback opens https links that match nothing in the browser

                https://evil.example/items/1  =>  error: untrustedHost("evil.example")
                  https links must be to one of the spec's hosts (myapp.com, www.myapp.com), not 'evil.example'

                myapp://items/1?channel=fax  =>  item(itemId: 1)
                  route item (/items/:itemId), .item(itemId:)
                  itemId = 1  (Int, path segment 2)
                  auth: not required
                  shown: pushed onto the current stack

                """
        )
    }

    @Test(
        "match exits 1 when any URL does not resolve and says why",
        arguments: [
            (
                "reader://articles/1024/comments/top",
                "error: invalidParameterValue(name: \"commentId\", value: \"top\")",
                "path segment 4 is 'top', but parameter 'commentId' of route comments (/articles/:articleId/comments/:commentId?) needs an Int"
            ),
            (
                "reader://articles/12/coments", "error: noRoute",
                "comments (/articles/:articleId/comments/:commentId?) needs 'comments' at segment 3, not 'coments'"
            ), ("reader://artcles/12", "error: noRoute", "no pattern starts with 'artcles'; did you mean 'articles'?"),
            (
                "reader://search?exact=true", "error: missingParameter(name: \"q\")",
                "which needs the query item 'q' (String)"
            ), ("https://reader.example.com:8443/saved", "error: unexpectedUserInfoOrPort", "a port"),
            (
                "https://evil.example.com/saved", "error: untrustedHost(\"evil.example.com\")",
                "reader.example.com, www.reader.example.com"
            ), ("reader://users/%2E%2E", "error: malformedPath", "'%2E%2E'"),
            ("https://exa mple.com/x", "error: untrustedHost(\"exa mple.com\")", "not 'exa mple.com'"),
            ("reader://users/%E2%80%AEtxt", "error: malformedPath", "'%E2%80%AEtxt'"),
            ("Reader:artcles/12", "error: noRoute", "did you mean 'articles'?"),
            (
                "reader://articles/1024/comments/12345678901234567890123",
                "error: invalidParameterValue(name: \"commentId\", value: \"12345678901234567890123\")",
                "needs an Int from -9223372036854775808 to 9223372036854775807, which it is beyond"
            ),
        ]
    ) func matchExplainsFailures(url: String, result expected: String, reason: String) async throws {
        let result = try await Shell.run(Shell.routegen, ["match", Self.spec("content-app"), "reader://saved", url])
        #expect(result.status == 1)
        let explanation = result.standardOutput.components(separatedBy: "\n\n").last ?? ""
        #expect(explanation.hasPrefix("\(url)  =>  \(expected)\n"), "\(result.standardOutput)")
        #expect(explanation.contains(reason), "\(result.standardOutput)")
    }

    @Test("A link on a scheme or host the spec does not take names the old ones that redirects take too")
    func matchNamesOldOrigins() async throws {
        let spec = Fixtures.url("Tests/Fixtures/EdgeSpecs/redirects.yaml").path
        let result = try await Shell.run(Shell.routegen, ["match", spec, "ftp://x/y", "https://evil.example/x"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.contains(
                "'ftp' is not a scheme of the spec (moved), nor an old scheme that redirects take (shopold), nor https"
            ),
            "\(result.standardOutput)"
        )
        #expect(
            result.standardOutput.contains(
                "https links must be to one of the spec's hosts (moved.example) or an old host that redirects take (old.moved.example), not 'evil.example'"
            ),
            "\(result.standardOutput)"
        )
    }

    @Test(
        "A missing spec is a located error with exit 1",
        arguments: [
            ["aasa", "/nonexistent/routes.yaml", "--app-id", "ABCDE12345.com.example.app"],
            ["docs", "/nonexistent/routes.yaml"], ["match", "/nonexistent/routes.yaml", "myapp://"],
        ]
    ) func missingSpecFile(arguments: [String]) async throws {
        let result = try await Shell.run(Shell.routegen, arguments)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("/nonexistent/routes.yaml:1:1: error:"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A spec with errors stops every command with its diagnostics", arguments: ["aasa", "docs", "match"])
    func specErrors(command: String) async throws {
        let spec = Fixtures.url("Tests/Fixtures/BadSpecs/unknown-key-pathh.yaml").path
        let extra =
            command == "aasa" ? ["--app-id", "ABCDE12345.com.example.app"] : command == "match" ? ["myapp://"] : []
        let result = try await Shell.run(Shell.routegen, [command, spec] + extra)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("unknown-key-pathh.yaml:7:5: error: unknown key 'pathh'"),
            "\(result.standardError)"
        )
        #expect(result.standardOutput.isEmpty)
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            ["aasa", "spec.yaml"], ["aasa", "spec.yaml", "--app-id", "com.example.app"],
            ["aasa", "spec.yaml", "--app-id", "ABCDE12345.com.example.app", "--app-id", "ABCDE12345.com.example.app"],
            ["docs"], ["match", "spec.yaml"], ["match"],
        ]
    ) func usageErrorsExit64(arguments: [String]) async throws {
        let result = try await Shell.run(Shell.routegen, arguments)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
    }
}
