/// The version `routegen --version` prints. CHANGELOG.md's newest heading names the same version; a test keeps the
/// two in step.
package enum RouteGenVersion { package static let current = "0.1.0" }
