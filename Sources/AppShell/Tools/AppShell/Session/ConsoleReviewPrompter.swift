import AskForReviewPresentation

/// The ``SystemReviewPrompter`` for Linux and the command line: writes one line where the system
/// review sheet would appear.
@MainActor
final class ConsoleReviewPrompter: SystemReviewPrompter {
    /// The line written for each request.
    static let requestLine = "★★★★★  [System] App Store review request: \"How would you rate this app?\""

    private let write: @MainActor (String) -> Void

    /// A prompter that hands its line to `write`.
    init(write: @escaping @MainActor (String) -> Void) {
        self.write = write
    }

    /// See ``SystemReviewPrompter/unavailableReason``: the console can always show the line.
    var unavailableReason: String? { nil }

    /// Prints that the system review request was made, as the terminal's stand-in for the prompt.
    func requestReview() {
        write(Self.requestLine)
    }
}
