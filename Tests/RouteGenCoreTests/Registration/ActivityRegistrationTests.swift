import Testing
@testable import RouteGenCore

/// Info.plist's `NSUserActivityTypes` against the activity types of a spec with `activities:`.
@Suite("Activity types in Info.plist") struct ActivityRegistrationTests {
    static let spec = """
        version: 1
        schemes: [pantry]
        activities: { prefix: com.example.pantry }
        routes:
          recipe: { path: /recipes/:id }
          shelf: { path: /shelf, activity: { type: com.example.pantry.viewShelf } }
          signIn: { path: /auth/:token, activity: false }

        """

    static func diagnostics(_ activityTypes: String?, handledElsewhere: [String] = []) throws -> [Diagnostic] {
        let table = try #require(RouteGenerator.check(spec: Array(spec.utf8), specPath: "pantry.yaml").table)
        let types = activityTypes.map { "\t<key>NSUserActivityTypes</key>\n\t<array>\n\($0)\t</array>\n" } ?? ""
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleURLTypes</key>
            \t<array><dict><key>CFBundleURLSchemes</key><array><string>pantry</string></array></dict></array>
            \(types)</dict>
            </plist>

            """
        return LinkRegistrationCheck.check(
            .infoPlist,
            bytes: Array(plist.utf8),
            path: "Info.plist",
            requirements: RegistrationRequirements(tables: [table], specCount: 1),
            handledElsewhere: handledElsewhere
        )
    }

    @Test("Every activity type registered: nothing to report") func complete() throws {
        let listed =
            "\t\t<string>com.example.pantry.recipe</string>\n\t\t<string>com.example.pantry.viewShelf</string>\n"
        #expect(try Self.diagnostics(listed).isEmpty)
    }

    @Test("A type missing from NSUserActivityTypes is an error at the key, with a note at the route") func missing()
        throws
    {
        let diagnostics = try Self.diagnostics("\t\t<string>com.example.pantry.recipe</string>\n")
        #expect(
            diagnostics.map(\.message) == [
                "the activity type 'com.example.pantry.viewShelf' is not in 'NSUserActivityTypes', so the app cannot continue it"
            ]
        )
        #expect(diagnostics.first?.location == SourceLocation(file: "Info.plist", line: 6, column: 2))
        #expect(diagnostics.first?.notes.first?.location == SourceLocation(file: "pantry.yaml", line: 6, column: 44))
    }

    @Test("A listed type no route has is a warning at its string, unless other code handles it") func unused() throws {
        let listed = """
            \t\t<string>com.example.pantry.recipe</string>
            \t\t<string>com.example.pantry.viewShelf</string>
            \t\t<string>com.example.pantry.shelf</string>
            \t\t<string>INSendMessageIntent</string>

            """
        let diagnostics = try Self.diagnostics(listed)
        #expect(
            diagnostics.map(\.message) == [
                "the activity type 'com.example.pantry.shelf' is listed, but the spec does not handle it, so the generated activities never continue it",
                "the activity type 'INSendMessageIntent' is listed, but the spec does not handle it, so the generated activities never continue it",
            ]
        )
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.first?.location == SourceLocation(file: "Info.plist", line: 10, column: 3))
        let handled = try Self.diagnostics(
            listed,
            handledElsewhere: ["INSendMessageIntent", "com.example.pantry.shelf"]
        )
        #expect(handled.isEmpty, "\(handled)")
    }

    @Test("Without NSUserActivityTypes, one error lists every type the spec's activities use") func absent() throws {
        let diagnostics = try Self.diagnostics(nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("com.example.pantry.recipe") == true)
        #expect(diagnostics.first?.message.contains("com.example.pantry.viewShelf") == true)
        #expect(diagnostics.first?.message.contains("signIn") == false)
    }
}
