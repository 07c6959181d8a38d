/// The package's version, as `AppShell --version` prints it and the changelog names it.
enum AskForReviewVersion {
    static let current = "0.1.0"
}
