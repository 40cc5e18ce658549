/// Choices about the generated file that belong to the project rather than to the spec: a config entry makes them,
/// or the command line when a spec is generated without a config.
package struct RenderOptions: Sendable, Equatable {
    /// Tells SwiftLint, swift-format and SwiftFormat to leave the file alone: it is not edited by hand, so their
    /// findings could only be fixed in routegen.
    package static let defaultHeader = ["swiftlint:disable all", "swift-format-ignore-file", "swiftformat:disable all"]

    /// The lines written as `//` comments after the "generated, do not edit" line; none when empty.
    package var header: [String]
    /// Whether the route enums, their groups and their parameter enums conform to `Codable`.
    package var codable: Bool
    /// Whether the file has the link outcome types (`resolution(for:source:)` and what it returns) even when the spec
    /// has no redirects, fallback or context, which bring them anyway. The router needs them too.
    package var linkOutcomes: Bool
    /// The further files to render beside the route file.
    package var outputs: Set<OutputKind>
    /// The module of the generated code, which the test suite made from the spec's examples imports; the suite is
    /// rendered only with it.
    package var exampleTestsModule: String?
    /// Where the file gets routegen's URL reader from. `RenderOptions()` carries a copy, which a test compiles with
    /// nothing else; a config entry or command line that names no reader gets `Reader.unnamed`.
    package var reader: Reader

    /// Where a generated file gets routegen's URL reader from.
    package enum Reader: String, Sendable, Equatable, CaseIterable {
        /// A private copy of the parts of the reader the spec uses, in the file itself: nothing to depend on.
        case embedded
        /// The `RouteURLReader` library of the routegen package, which the file imports: compiled once per build
        /// instead of with each file, for a target that depends on the library.
        case library
    }

    package init(
        header: [String] = RenderOptions.defaultHeader,
        codable: Bool = false,
        linkOutcomes: Bool = false,
        outputs: Set<OutputKind> = [],
        exampleTestsModule: String? = nil,
        reader: Reader = .embedded
    ) {
        self.header = header
        self.codable = codable
        self.linkOutcomes = linkOutcomes
        self.outputs = outputs
        self.exampleTestsModule = exampleTestsModule
        self.reader = reader
    }

    /// Header lines from text such as a config's `header:` value: one per line of the text, without the empty lines
    /// that end it, so `""` means no header and a block scalar's final line break adds nothing.
    package static func headerLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines
    }
}

extension RenderOptions.Reader {
    /// The reader of a file whose config entry or command line names none: the library, whose file is under a third
    /// the size of one carrying the copy and compiles in about a quarter of its time (BENCHMARKS.md). A target that
    /// cannot depend on routegen's package names `embedded`; the note below says how.
    package static let unnamed = RenderOptions.Reader.library

    /// The note for `output`, which imports the library because nothing named a reader: what to add to the target,
    /// and how to name a reader, each choice spelled by `naming` as the user would write it (`'reader: library'`,
    /// `'--reader library'`). `navigationOutput`, the navigation file when there is one, imports the navigation
    /// library for the same reason.
    package static func unnamedNote(
        output: String,
        navigationOutput: String? = nil,
        at location: SourceLocation,
        naming: (RenderOptions.Reader) -> String
    ) -> Diagnostic {
        let navigation = navigationOutput.map { file in
            Diagnostic.Note.help(
                "\(file) imports RouteNavigation, routegen's navigation library, likewise: add .product(name: \"RouteNavigation\", package: \"routegen\") too, or the routegen package's RouteNavigation library in Xcode"
            )
        }
        return .note(
            .readerLibrary,
            "\(output) imports RouteURLReader, routegen's URL reader library, as no reader is named: the target that compiles it must depend on the library",
            at: location,
            notes: [
                .help(
                    "in Package.swift, add .product(name: \"RouteURLReader\", package: \"routegen\") to the target's dependencies; in Xcode, add the routegen package's RouteURLReader library to the target"
                )
            ] + (navigation.map { [$0] } ?? []) + [
                .help(
                    "\(naming(.library)) says so and silences this note; \(naming(.embedded)) puts a copy of the reader\(navigation == nil ? "" : " and of the navigation engine") in the files instead, for a target that cannot depend on routegen's package"
                )
            ]
        )
    }
}
