/// The name a generated file that imports one of routegen's libraries gives the library's marker of the
/// generated-code version the file was written for (`RouteGenVersion.generatedCode`), in an empty extension: the
/// file builds only against a library that declares the marker, and where it does not, the compiler's message is the
/// name itself, which says what the file needs.
enum GeneratedCodeVersionMarker {
    static func name(in library: String, version: String = RouteGenVersion.generatedCode) -> String {
        let version = version.replacing(".", with: "_")
        return "\(library).RouteGenerated_\(version)_Needs\(library)Of_routegen_\(version)_OrRegenerate"
    }
}
