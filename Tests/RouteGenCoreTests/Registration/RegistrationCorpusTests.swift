import Foundation
import Testing
@testable import RouteGenCore

/// Every Info.plist (`.plist`) and entitlements file (`.entitlements`) in Tests/Fixtures/Registration is checked
/// against `shop.yaml` there, and its diagnostics are recorded beside it as `<file>.expected`.
@Suite("Registration fixture corpus") struct RegistrationCorpusTests {
    static let folder = "Tests/Fixtures/Registration"

    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".plist") || $0.hasSuffix(".entitlements") }.sorted()
    }()

    static func requirements() throws -> RegistrationRequirements {
        let path = "shop.yaml"
        let table = try #require(
            RouteGenerator.check(spec: try Fixtures.bytes("\(folder)/\(path)"), specPath: path).table
        )
        return RegistrationRequirements(tables: [table], specCount: 1)
    }

    static func diagnostics(of fixture: String, handledElsewhere: [String] = []) throws -> [Diagnostic] {
        LinkRegistrationCheck.check(
            fixture.hasSuffix(".plist") ? .infoPlist : .entitlements,
            bytes: try Fixtures.bytes("\(folder)/\(fixture)"),
            path: fixture,
            requirements: try requirements(),
            handledElsewhere: handledElsewhere
        )
    }

    @Test("Each fixture gets exactly its recorded diagnostics, located in the file or the spec", arguments: fixtures)
    func recordedDiagnostics(fixture: String) throws {
        let diagnostics = try Self.diagnostics(of: fixture)
        for diagnostic in diagnostics {
            #expect(diagnostic.location.file == fixture)
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            for note in diagnostic.notes { #expect(note.location.map { $0.line >= 1 && $0.column >= 1 } ?? true) }
        }
        let rendered = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        if let difference = try Fixtures.compareWithGolden(rendered, at: "\(Self.folder)/\(fixture).expected") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("The complete files register every scheme and host the spec needs, and nothing more")
    func completeFilesAreClean() throws {
        #expect(try Self.diagnostics(of: "complete.plist").isEmpty)
        #expect(try Self.diagnostics(of: "complete.entitlements").isEmpty)
    }

    @Test("A missing scheme is an error at CFBundleURLTypes, with a note at the spec line that names the scheme")
    func missingScheme() throws {
        let diagnostics = try Self.diagnostics(of: "missing-scheme.plist")
        let missing = try #require(diagnostics.first { $0.message.contains("'shopold' is not registered") })
        #expect(missing.severity == .error)
        #expect(missing.location == SourceLocation(file: "missing-scheme.plist", line: 5, column: 2))
        #expect(missing.notes.contains { $0.location == SourceLocation(file: "shop.yaml", line: 18, column: 15) })
    }

    @Test("A missing host, new or old, is an error at the associated domains; an entry no spec handles is a warning")
    func missingHost() throws {
        let diagnostics = try Self.diagnostics(of: "missing-host.entitlements")
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("'old.shop.example' is not an associated domain") == true)
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.location.line) == [9])
    }

    @Test("'applinks:*.example.com' matches every subdomain at any depth, but not example.com itself") func wildcard()
        throws
    {
        let diagnostics = try Self.diagnostics(of: "wildcard.entitlements")
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message).map { $0.prefix { $0 != ":" } } == ["'example.com' is not an associated domain"])
        #expect(
            errors.first?.notes
                .contains {
                    $0.message
                        == "'applinks:*.example.com' matches the subdomains of example.com, not example.com itself"
                } == true
        )
    }

    @Test("A '?mode=' entry counts only for the builds it names: a warning unless an unmoded entry also applies")
    func alternateModes() throws {
        let warnings = try Self.diagnostics(of: "developer-mode.entitlements")
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(
            warnings.map(\.message).map { String($0.prefix { $0 != "," }) } == [
                "'shop.example.com' is an associated domain only with '?mode=developer'",
                "'example.com' is an associated domain only with '?mode=managed'",
                // The most specific entries apply: the host itself, with '?mode=developer', hides '*.shop.example'.
                "'old.shop.example' is an associated domain only with '?mode=developer'",
            ]
        )
        // Line 8, '*.shop.example.com?mode=developer', matches no host of the spec; on line 9, shop.example.com with
        // '?mode=developer' applies rather than the shorter '*.example.com' without a mode.
        let longest = try Self.diagnostics(of: "longest-wildcard.entitlements")
        #expect(longest.map(\.location.line) == [8, 9])
        #expect(longest.allSatisfy { $0.severity == .warning })
    }

    @Test("Names the app handles elsewhere draw no warning") func handledElsewhere() throws {
        #expect(
            try Self.diagnostics(of: "missing-scheme.plist", handledElsewhere: ["FB1234567890"])
                .allSatisfy { $0.severity == .error }
        )
        #expect(
            try Self.diagnostics(of: "missing-host.entitlements", handledElsewhere: ["help.example.com"])
                .allSatisfy { $0.severity == .error }
        )
    }

    @Test("A binary property list is one error at its first byte, with the command that converts it")
    func binaryPropertyList() throws {
        let diagnostics = try Self.diagnostics(of: "binary.plist")
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.description.hasPrefix("binary.plist:1:1: error: this is a binary property list") == true
        )
        #expect(diagnostics.first?.notes.first?.message.contains("plutil -convert xml1") == true)
    }

    @Test("Without every spec read, registrations no spec handles go unreported") func partialSpecs() throws {
        var requirements = try Self.requirements()
        requirements.coversEverySpec = false
        let diagnostics = LinkRegistrationCheck.check(
            .infoPlist,
            bytes: try Fixtures.bytes("\(Self.folder)/missing-scheme.plist"),
            path: "missing-scheme.plist",
            requirements: requirements
        )
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("routegen registration's text holds the XML each file needs, indented with tabs as Xcode writes it")
    func snippet() throws {
        #expect(
            RegistrationSnippet.text(for: try Self.requirements()) == """
                <!-- Info.plist, in the top-level <dict>: the URL schemes the links use -->
                <key>CFBundleURLTypes</key>
                <array>
                \t<dict>
                \t\t<key>CFBundleURLName</key>
                \t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
                \t\t<key>CFBundleURLSchemes</key>
                \t\t<array>
                \t\t\t<string>shop</string>
                \t\t\t<string>shopold</string>
                \t\t</array>
                \t</dict>
                </array>

                <!-- The entitlements file, in the top-level <dict>: the hosts of the universal links -->
                <key>com.apple.developer.associated-domains</key>
                <array>
                \t<string>applinks:shop.example.com</string>
                \t<string>applinks:example.com</string>
                \t<string>applinks:old.shop.example</string>
                </array>

                """
        )
    }
}
