import Foundation
import Testing
@testable import RouteGenCore

/// The navigation engine a file generated with `reader: embedded` carries is the `RouteNavigation` library's own
/// source, recorded into the generator.
@Suite("The embedded navigation engine is the RouteNavigation library") struct NavigationLibrarySourceTests {
    static func libraryFiles() throws -> [(name: String, text: String)] {
        try RecordedSources.swiftFiles(in: "Sources/RouteNavigation")
    }

    @Test("The recorded engine is exactly the files in Sources/RouteNavigation/") func recordedSourceMatchesLibrary()
        async throws
    {
        let recorded = RecordedSources.table(
            "NavigationLibrarySource",
            from: "Sources/RouteNavigation/",
            carrying: "the navigation engine",
            files: try await ModuleQualification.qualifiedAndFormatted(Self.libraryFiles(), lineLength: 116)
        )
        if let difference = try Fixtures.compareWithGolden(
            recorded,
            at: "Sources/RouteGenCore/Render/NavigationLibrarySource.swift"
        ) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("Every line fits 116 columns, so that the copy, four columns in, fits 120") func linesFitTheCopy() throws {
        for (name, text) in try Self.libraryFiles() {
            for (index, line) in text.split(separator: "\n").enumerated() where line.count > 116 {
                Issue.record("\(name):\(index + 1) has \(line.count) columns")
            }
        }
    }

    @Test("No extension of the library names another of its types, which its embedded copy could not see")
    func extensionsNameNoOtherLibraryType() throws {
        let files = try Self.libraryFiles()
        let typeNames = files.flatMap { file in
            file.text.split(separator: "\n")
                .compactMap { line -> String? in
                    for keyword in ["public struct ", "public enum ", "public final class ", "public protocol "]
                    where line.hasPrefix(keyword) {
                        return String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber })
                    }
                    return nil
                }
        }
        #expect(typeNames.count >= 6, "\(typeNames)")
        for copy in [NavigationLibraryCopy(namespace: "NS", access: "")] {
            let body = copy.extensions.split(separator: "\n").filter { !$0.hasPrefix("extension ") }.joined()
            for name in typeNames { #expect(!body.contains(name), "an extension's body names \(name)") }
        }
    }

    @Test("The copy nests every declaration but the extensions, at the file's access", arguments: ["", "public "])
    func copyNestsDeclarations(access: String) throws {
        let copy = NavigationLibraryCopy(namespace: "AppRouteNavigationLibrary", access: access)
        #expect(!copy.nestedDeclarations.contains("\nimport "))
        #expect(
            copy.nestedDeclarations.contains(
                "    \(access)final class Router<Route: NavigableRoute>: Observation.Observable {"
            )
        )
        #expect(copy.extensions.contains("extension AppRouteNavigationLibrary.PendingLink: Swift.Codable {"))
        #expect(copy.nestedDeclarations.contains("public ") == !access.isEmpty)
        #expect(!copy.nestedDeclarations.contains("struct RouterScreens"), "the engine, without SwiftUI's screens")
        #expect(!copy.nestedDeclarations.contains("class RouterCoordinator"), "nor UIKit's coordinator")
        #expect(
            !copy.extensions.split(separator: "\n")
                .contains { $0.hasPrefix("extension ") && $0.contains(" NavigationState") }
        )
    }

    @Test("Each UI framework's files go to the wiring file, nested at the file's access", arguments: ["", "public "])
    func uiPartsNestDeclarations(access: String) {
        let swiftUI = NavigationLibraryUIPart(.swiftUI, access: access)
        #expect(swiftUI.otherImports.isEmpty)
        #expect(
            swiftUI.nestedDeclarations.contains(
                "\(access)struct RouteLinks<Route: NavigableRoute>: SwiftUI.ViewModifier {"
            )
        )
        #expect(swiftUI.nestedDeclarations.contains("\(access)struct RouterScreens<"))
        let uiKit = NavigationLibraryUIPart(.uiKit, access: access)
        #expect(uiKit.otherImports == ["Observation"])
        #expect(uiKit.nestedDeclarations.contains(" \(access)struct SceneLinks<Route: NavigableRoute> {"))
        #expect(uiKit.nestedDeclarations.contains("\(access)final class RouterCoordinator<"))
        for part in [swiftUI, uiKit] {
            #expect(!part.nestedDeclarations.contains("#endif\n") || part.nestedDeclarations.contains("    #endif\n"))
            #expect(!part.nestedDeclarations.contains("\nimport "))
            #expect(part.nestedDeclarations.split(separator: "\n").allSatisfy { $0.isEmpty || $0.hasPrefix("    ") })
        }
    }

    @Test("A library file that imports SwiftUI or UIKit opens with its framework's condition and extends nothing")
    func uiFilesOpenWithTheirCondition() throws {
        for (name, text) in try Self.libraryFiles()
        where text.contains("\nimport SwiftUI\n") || text.contains("\nimport UIKit\n") {
            // Another opening would put the file in the navigation file, which imports no UI framework.
            #expect(NavigationLibraryUIPart.Framework(openingLineOf: text) != nil, "\(name)")
            #expect(!text.contains("\nextension "), "\(name): Swift nests no extension")
            #expect(text.hasSuffix("#endif\n"), "\(name)")
        }
    }
}
