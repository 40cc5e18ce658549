/// The version `routegen --version` prints and every generated file's first line names. CHANGELOG.md's newest
/// heading names the same version; a test keeps the two in step.
package enum RouteGenVersion {
    package static let current = "0.1.0"

    /// The version of what generated code needs of the `RouteURLReader` and `RouteNavigation` libraries: each
    /// generated file that imports one names it, and each library declares the versions it accepts. It changes only
    /// when generated code comes to need what the libraries of earlier releases lack, so that a patch release, or a
    /// minor one whose files need nothing new, builds the files of the releases before it without regenerating them.
    package static let generatedCode = "0.1"
}
