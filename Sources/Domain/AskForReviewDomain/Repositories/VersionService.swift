/// Tells the app's current version.
public protocol VersionService: Sendable {
    /// The current app version (the bundle version where there is one), or `nil` when unknown.
    func currentVersion() -> String?
}
