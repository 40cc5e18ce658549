import Foundation
import Testing
@testable import RouteGenCore

@Suite("Diagnostic formats") struct DiagnosticFormattingTests {
    static let duplicate = Diagnostic.error(
        .ambiguousRoutes,
        "routes 'profile' and 'person' are ambiguous: both match '/users/x'",
        at: SourceLocation(file: "Routes/app.yaml", line: 7, column: 3),
        notes: [.init("'profile' is declared here", at: SourceLocation(file: "Routes/app.yaml", line: 5, column: 3))]
    )

    @Test("GitHub annotations carry the place as properties and notes as further lines") func githubAnnotation() {
        #expect(
            Self.duplicate.githubAnnotation == """
                ::error file=Routes/app.yaml,line=7,col=3,title=ambiguous-routes::routes 'profile' and 'person' are ambiguous: both match '/users/x'\
                %0ARoutes/app.yaml:5:3: note: 'profile' is declared here
                """
        )
    }

    @Test("GitHub annotations escape what the runner would read as syntax") func githubEscaping() {
        let warning = Diagnostic.warning(
            .tooManyCases,
            "100% sure:\r\nyes",
            at: SourceLocation(file: "a,b:c.yaml", line: 1, column: 2),
            notes: [.init("no place of its own")]
        )
        #expect(
            warning.githubAnnotation
                == "::warning file=a%2Cb%3Ac.yaml,line=1,col=2,title=too-many-cases::100%25 sure:%0D%0Ayes%0Aa,b:c.yaml:1:2: note: no place of its own"
        )
    }

    @Test(
        "GitHub annotations name files relative to the workspace, else to the working directory, else as given",
        arguments: [
            ("/ws/App/routes.yaml", "/ws", "/ws/App", "App/routes.yaml"),
            ("routes.yaml", "/ws", "/ws/App", "App/routes.yaml"),
            ("/ws/App/../Weather/routes.yaml", "/ws", "/", "Weather/routes.yaml"),
            ("/ws/App/routes.yaml", nil, "/ws", "App/routes.yaml"),
            ("/ws/App/routes.yaml", "/other", "/ws", "App/routes.yaml"),
            ("/elsewhere/routes.yaml", "/ws", "/ws/App", "/elsewhere/routes.yaml"),
            ("../routes.yaml", nil, "/ws/App", "../routes.yaml"),
            ("origin/main:App/routes.yaml", "/ws", "/ws", "origin/main:App/routes.yaml"),
        ] as [(String, String?, String, String)]
    ) func githubPaths(file: String, workspace: String?, currentDirectory: String, named: String) {
        let paths = AnnotationPaths(workspace: workspace, currentDirectory: currentDirectory)
        let diagnostic = Diagnostic.error(
            .ambiguousRoutes,
            "ambiguous",
            at: SourceLocation(file: file, line: 7, column: 3),
            notes: [.init("here too", at: SourceLocation(file: file, line: 5, column: 3))]
        )
        #expect(
            diagnostic.githubAnnotation(paths: paths)
                == "::error file=\(named.replacingOccurrences(of: ":", with: "%3A")),line=7,col=3,title=ambiguous-routes::ambiguous%0A\(named):5:3: note: here too"
        )
        #expect(AnnotationPaths.asGiven.name(of: file) == file)
    }

    @Test("GitHub: a note is a notice annotation") func githubNotice() {
        let note = Diagnostic.note(
            .routePrecedence,
            "route 'me' takes precedence over 'user'",
            at: SourceLocation(file: "app.yaml", line: 4, column: 3)
        )
        #expect(
            note.githubAnnotation
                == "::notice file=app.yaml,line=4,col=3,title=route-precedence::route 'me' takes precedence over 'user'"
        )
    }

    @Test("JSON: one object per diagnostic, notes with their own places, strings escaped") func json() {
        let odd = Diagnostic.warning(
            .unknownTemplate,
            "say \"hi\"\\\t\u{1}",
            at: SourceLocation(file: "é.yaml", line: 2, column: 9)
        )
        #expect(
            [Self.duplicate, odd].jsonArray == """
                [
                {"severity":"error","id":"ambiguous-routes","message":"routes 'profile' and 'person' are ambiguous: both match '/users/x'","file":"Routes/app.yaml","line":7,"column":3,"notes":[{"message":"'profile' is declared here","file":"Routes/app.yaml","line":5,"column":3}]},
                {"severity":"warning","id":"unknown-template","message":"say \\"hi\\"\\\\\\t\\u0001","file":"é.yaml","line":2,"column":9,"notes":[]}
                ]
                """
        )
        #expect([Diagnostic]().jsonArray == "[]")
    }
}
