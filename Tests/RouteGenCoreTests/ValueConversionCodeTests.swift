import Testing
@testable import RouteGenCore

/// A value that becomes a parent's or a redirect target's value of another type is converted by one rule
/// (`ValueConversion.converted`), so the stack and the redirect spell the same Double alike, in the generated code
/// and in `routegen match`.
@Suite("One conversion for parents and redirects", .tags(.compilesGeneratedCode)) struct ValueConversionCodeTests {
    static let spec = """
        version: 1
        name: MapRoute
        schemes: [maps]
        routes:
          place:
            path: /places/:name
          spot:
            path: /spots/:lat
            params: { lat: Double }
            parent: { route: place, values: { name: lat } }
        redirects:
          oldPlace:
            path: /p/:lat
            params: { lat: Double }
            to: place
            values: { name: lat }
        """

    static let program = #"""
        import Foundation

        func readable(_ value: Any) -> String {
            String(describing: value).replacingOccurrences(of: "Harness.MapRoute.", with: "")
        }

        if case .success(let spot) = MapRoute.resolve("maps://spots/0.00001") {
            print("stack:", readable(spot.stack))
        }
        if case .success(let place) = MapRoute.resolve("maps://p/0.00001") {
            print("redirect:", readable(place))
        }
        """#

    @Test("A Double becomes the same text beneath a route and through a redirect", arguments: [5, 6]) func doubleAsText(
        languageMode: Int
    ) async throws {
        let output = RouteGenerator.generate(
            spec: Array(Self.spec.utf8),
            specPath: "maps.yaml",
            rendering: RenderOptions(outputs: [.navigation])
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let navigation = try #require(output.files[.navigation])
        let files: [SwiftCompiler.SourceFile] = [
            .init(name: "MapRoute.swift", text: source), .init(name: "MapRouteNavigation.swift", text: navigation),
            .init(name: "main.swift", text: Self.program),
        ]
        let arguments = ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"]
        guard let run = try await SwiftCompiler.run(files, compiling: arguments, product: "conversion") else { return }
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                stack: [place(name: "1e-05"), spot(lat: 1e-05)]
                redirect: place(name: "1e-05")

                """
        )
    }

    static let caseInsensitiveSpec = """
        version: 1
        name: NewsRoute
        schemes: [news]
        routes:
          section:
            path: /sections/:kind
            params: { kind: { enum: [Top, World] } }
          article:
            path: /sections/:kind/articles/:id
            params: { kind: { enum: [top, world] }, id: Int }
            parent: section
        """

    static let caseInsensitiveProgram = #"""
        for link in ["news://sections/TOP/articles/1", "news://sections/top/articles/2"] {
            if case .success(let article) = NewsRoute.resolve(link) {
                print(String(describing: article.stack).replacingOccurrences(of: "Harness.NewsRoute.", with: ""))
            }
        }
        """#

    @Test(
        "An enum value becomes the parent's case of the same value in any letter case, without a trap",
        arguments: [5, 6]
    ) func enumValuesInAnyCase(languageMode: Int) async throws {
        let output = RouteGenerator.generate(
            spec: Array(Self.caseInsensitiveSpec.utf8),
            specPath: "news.yaml",
            rendering: RenderOptions(outputs: [.navigation])
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let navigation = try #require(output.files[.navigation])
        let files: [SwiftCompiler.SourceFile] = [
            .init(name: "NewsRoute.swift", text: source), .init(name: "NewsRouteNavigation.swift", text: navigation),
            .init(name: "main.swift", text: Self.caseInsensitiveProgram),
        ]
        let arguments = ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"]
        guard let run = try await SwiftCompiler.run(files, compiling: arguments, product: "kinds") else { return }
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                [section(kind: SectionKind.Top), article(kind: ArticleKind.top, id: 1)]
                [section(kind: SectionKind.Top), article(kind: ArticleKind.top, id: 2)]

                """
        )
        let table = try #require(output.table)
        let article = try #require(LinkExplainer(table: table).explain("news://sections/TOP/articles/1").resolvedLink)
        let stack = LinkNavigation.stack(of: article.openedRoute, values: article.values.map(\.value), in: table)
        guard case .choice(_, let sectionKind)?? = stack.first?.values.first else {
            Issue.record("no section kind in \(stack.map(\.values))")
            return
        }
        #expect(sectionKind.rawValue == "Top")
    }

    @Test("routegen match converts as the generated code does") func matchConvertsAlike() throws {
        let table = try #require(RouteGenerator.check(spec: Array(Self.spec.utf8), specPath: "maps.yaml").table)
        let explainer = LinkExplainer(table: table)
        let redirected = try #require(explainer.explain("maps://p/0.00001").resolvedLink?.redirected)
        #expect(redirected.values.map(\.value) == [.text("1e-05")])
        let spot = try #require(explainer.explain("maps://spots/0.00001").resolvedLink)
        let stack = LinkNavigation.stack(of: spot.openedRoute, values: spot.values.map(\.value), in: table)
        #expect(stack.map(\.values) == [[.text("1e-05")], [.double(1e-05)]])
    }
}
