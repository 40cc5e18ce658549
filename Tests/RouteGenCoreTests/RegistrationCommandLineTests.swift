import Foundation
import Testing

/// `routegen check --info-plist --entitlements`, the config's `infoPlist` and `entitlements`, and
/// `routegen registration`, through the built binary: exit codes and located messages.
@Suite("Command line: link registration") struct RegistrationCommandLineTests {
    static let fixtures = Fixtures.url("Tests/Fixtures/Registration")

    /// Runs routegen in the fixture folder, so that messages name the files as they are given.
    static func routegen(_ arguments: String...) async throws -> Shell.Result {
        try await Shell.run(Shell.routegen, arguments, in: fixtures)
    }

    @Test("A missing scheme and a missing old host exit 1, each error at the key to fix with a note at the spec")
    func missingSchemeAndHost() async throws {
        let result = try await Self.routegen(
            "check",
            "shop.yaml",
            "--info-plist",
            "missing-scheme.plist",
            "--entitlements",
            "missing-host.entitlements",
            "--color",
            "never"
        )
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        let expected = [
            "missing-scheme.plist:5:2: error: the scheme 'shopold' is not registered: no entry of 'CFBundleURLTypes' lists it, so links on shopold:// do not open the app",
            "shop.yaml:18:15: note: a redirect takes links on the old scheme 'shopold' here",
            "   = help: add <string>shopold</string> to the 'CFBundleURLSchemes' of an entry of 'CFBundleURLTypes'",
            "missing-scheme.plist:11:5: warning: the scheme 'fb1234567890' is registered, but the spec does not handle its links, so the generated code refuses them",
            "missing-host.entitlements:5:2: error: 'old.shop.example' is not an associated domain: no 'applinks:' entry of 'com.apple.developer.associated-domains' matches it, so https links to it open in the browser instead of the app",
            "shop.yaml:23:13: note: a redirect takes links to the old host 'old.shop.example' here",
        ]
        for line in expected { #expect(lines.contains(line), "\(result.standardError)") }
    }

    @Test("Complete files pass in silence") func completeFiles() async throws {
        let result = try await Self.routegen(
            "check",
            "shop.yaml",
            "--info-plist",
            "complete.plist",
            "--entitlements",
            "complete.entitlements"
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty && result.standardOutput.isEmpty)
    }

    @Test("Warnings alone exit 0, and 1 with --warnings-as-errors") func warnings() async throws {
        let arguments = ["check", "shop.yaml", "--entitlements", "developer-mode.entitlements"]
        let warned = try await Shell.run(Shell.routegen, arguments, in: Self.fixtures)
        #expect(warned.status == 0)
        #expect(
            warned.standardError.hasPrefix(
                "developer-mode.entitlements:7:3: warning: 'shop.example.com' is an associated domain only with '?mode=developer'"
            ),
            "\(warned.standardError)"
        )
        let strict = try await Shell.run(Shell.routegen, arguments + ["--warnings-as-errors"], in: Self.fixtures)
        #expect(strict.status == 1)
        #expect(strict.standardError.hasPrefix("developer-mode.entitlements:7:3: error: "), "\(strict.standardError)")
        let handled = try await Shell.run(
            Shell.routegen,
            ["check", "shop.yaml", "--info-plist", "missing-scheme.plist", "--handled-elsewhere", "fb1234567890"],
            in: Self.fixtures
        )
        #expect(!handled.standardError.contains("warning:"), "\(handled.standardError)")
    }

    @Test(
        "A binary, malformed or hostile property list is one located error and exit 1",
        arguments: [
            (
                "binary.plist",
                "binary.plist:1:1: error: this is a binary property list; routegen reads XML property lists"
            ), ("truncated.plist", "truncated.plist:10:17: error: the tag </str is never closed with '>'"),
            (
                "external-entity.plist",
                "external-entity.plist:2:1: error: the DOCTYPE declares entities or elements of its own"
            ),
        ]
    ) func unreadableFiles(file: String, message: String) async throws {
        let result = try await Self.routegen("check", "shop.yaml", "--info-plist", file)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    @Test("A file that cannot be read is an error at the config line that names it") func unreadableFile() async throws
    {
        let project = try WorkflowCommandLineTests.Project()
        defer { project.remove() }
        try project.write(
            "version: 1\nspecs:\n  - spec: Routes/app.yaml\n    output: Generated/AppRoute.swift\n    infoPlist: App/Info.plist\n",
            to: "routegen.yml"
        )
        let result = try await project.routegen("check")
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "routegen.yml:5:16: error: cannot read the Info.plist 'App/Info.plist': no such file"
            ),
            "\(result.standardError)"
        )
    }

    @Test("A config checks each file once against every spec whose entry names it") func configEntries() async throws {
        let project = try WorkflowCommandLineTests.Project()
        defer { project.remove() }
        try project.write(
            """
            version: 1
            specs:
              - spec: Routes/app.yaml
                output: Generated/AppRoute.swift
                infoPlist: App/Info.plist
                entitlements: App/App.entitlements
              - spec: Routes/web.yaml
                output: Generated/WebRoute.swift
                infoPlist: App/Info.plist
                entitlements: App/App.entitlements
                handledElsewhere: [auth.example.com]

            """,
            to: "routegen.yml"
        )
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleURLTypes</key>
            \t<array><dict><key>CFBundleURLSchemes</key><array><string>myapp</string></array></dict></array>
            </dict>
            </plist>

            """
        try project.write(plist, to: "App/Info.plist")
        try project.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>com.apple.developer.associated-domains</key>
            \t<array>
            \t\t<string>applinks:auth.example.com</string>
            \t</array>
            </dict>
            </plist>

            """,
            to: "App/App.entitlements"
        )
        let result = try await project.routegen("check", "--color", "never")
        #expect(result.status == 1)
        // The lines that start a diagnostic or a note, without the source excerpts under them.
        let located = result.standardError.split(separator: "\n")
            .filter { $0.hasPrefix("App/") || $0.hasPrefix("Routes/") }
        #expect(
            located == [
                "App/App.entitlements:4:2: error: 'example.com' is not an associated domain: no 'applinks:' entry of 'com.apple.developer.associated-domains' matches it, so https links to it open in the browser instead of the app",
                "Routes/web.yaml:3:9: note: the spec handles links to 'example.com' here",
            ],
            "\(result.standardError)"
        )
        // The one Info.plist registers exactly the scheme of the two specs together.
        try project.write(plist.replacingOccurrences(of: "myapp", with: "other"), to: "App/Info.plist")
        let missing = try await project.routegen("check")
        #expect(missing.standardError.contains("App/Info.plist:4:2: error: the scheme 'myapp' is not registered"))
        #expect(
            missing.standardError.contains(
                "App/Info.plist:5:51: warning: the scheme 'other' is registered, but none of the 2 specs handles its links"
            ),
            "\(missing.standardError)"
        )
    }

    @Test("With --against, the registration is checked against the new spec too") func withAgainst() async throws {
        let result = try await Self.routegen(
            "check",
            "shop.yaml",
            "--against",
            "shop.yaml",
            "--info-plist",
            "missing-scheme.plist"
        )
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix("missing-scheme.plist:5:2: error: the scheme 'shopold' is not registered"),
            "\(result.standardError)"
        )
    }

    @Test("--info-plist without specs on the command line is a usage error") func flagsNeedSpecs() async throws {
        let result = try await Self.routegen("check", "--info-plist", "complete.plist")
        #expect(result.status == 64)
        #expect(result.standardError.contains("--info-plist, --entitlements and --handled-elsewhere go with specs"))
    }

    @Test("registration prints the entries the spec's links need, and exits 1 on a spec with errors")
    func registration() async throws {
        let result = try await Self.routegen("registration", "shop.yaml")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\t\t\t<string>shopold</string>\n"))
        #expect(result.standardOutput.contains("\t<string>applinks:old.shop.example</string>\n"))
        let missing = try await Self.routegen("registration", "no-such-spec.yaml")
        #expect(missing.status == 1)
        #expect(missing.standardOutput.isEmpty)
        #expect(missing.standardError.hasPrefix("no-such-spec.yaml:1:1: error: cannot read the spec"))
    }

    @Test(
        "registration for a config leaves out its feature specs, whose links the app spec has; alone, one is an error"
    ) func registrationOfFeatureConfig() async throws {
        let project = try WorkflowCommandLineTests.Project()
        defer { project.remove() }
        for folder in ["App", "Weather", "Art"] {
            try project.write(
                try Fixtures.text("Tests/Fixtures/Features/\(folder)/routes.yaml"),
                to: "\(folder)/routes.yaml"
            )
        }
        try project.write(
            """
            version: 1
            specs:
              - { spec: App/routes.yaml, output: Sources/App/Generated/AppRoute.swift }
              - { spec: Weather/routes.yaml, output: Sources/Weather/Generated/WeatherRoute.swift }
              - { spec: Art/routes.yaml, output: Sources/ArtFeature/Generated/ArtRoute.swift }

            """,
            to: "routegen.yml"
        )
        let result = try await project.routegen("registration")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        #expect(result.standardOutput.contains("\t\t\t<string>ghost</string>\n"))
        #expect(result.standardOutput.contains("\t<string>applinks:ghost.example.com</string>\n"))

        let alone = try await project.routegen("registration", "Weather/routes.yaml")
        #expect(alone.status == 1)
        #expect(alone.standardOutput.isEmpty)
        #expect(
            alone.standardError.hasPrefix(
                "Weather/routes.yaml:4:10: error: this is a feature spec, whose links exist only in the app that mounts it; run 'routegen registration' on the app's spec"
            ),
            "\(alone.standardError)"
        )

        try project.write(
            "version: 1\nspecs:\n  - { spec: Weather/routes.yaml, output: Weather.swift }\n",
            to: "features.yml"
        )
        let featuresOnly = try await project.routegen("registration", "--config", "features.yml")
        #expect(featuresOnly.status == 1)
        #expect(featuresOnly.standardOutput.isEmpty)
        #expect(
            featuresOnly.standardError.hasPrefix("Weather/routes.yaml:4:10: error: this is a feature spec"),
            "\(featuresOnly.standardError)"
        )
    }
}
