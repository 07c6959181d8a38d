import AskForReviewDomain

/// The app version the command line gives (`--app-version`): the tool has no bundle to read one from.
struct FixedVersion: VersionService {
    /// The version answered, or `nil` for unknown; a blank one counts as unknown.
    let version: String?

    func currentVersion() -> String? {
        guard let version, !version.allSatisfy(\.isWhitespace) else { return nil }
        return version
    }
}
