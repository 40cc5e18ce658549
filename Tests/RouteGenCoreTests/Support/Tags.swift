import Testing

/// Tests that take seconds to minutes of CPU on a small machine; `swift test --skip` leaves them out of a quick
/// run (see the Development docs). Xcode's test navigator and test plans filter by these tags.
extension Tag {
    /// Compiles generated code with `swiftc` (reused from `.build/routegen-test-programs` when nothing changed).
    @Tag static var compilesGeneratedCode: Self
    /// Builds routegen in release mode, as the build phase script does.
    @Tag static var buildsRoutegen: Self
    /// Checks hundreds or thousands of random specs in-process against brute force.
    @Tag static var searchesRandomSpecs: Self
}
