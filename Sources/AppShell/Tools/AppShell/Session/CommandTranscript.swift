import AskForReviewDomain
import FoundationInternationalization

/// The lines a command says about what it did, held back until it has finished; none with `--json`.
@MainActor
final class CommandTranscript {
    private let quiet: Bool
    private(set) var lines: [String] = []

    /// A transcript that keeps nothing when `quiet`.
    init(quiet: Bool) {
        self.quiet = quiet
    }

    func say(_ line: String) {
        if !quiet { lines.append(line) }
    }

    /// `heading`, then each reason on a line of its own.
    func explain(_ heading: String, _ reasons: [String]) {
        say(heading)
        for reason in reasons { say("  - \(reason)") }
    }

    /// Whether the request goes out after the pause `where` (for example "on the completion screen"),
    /// or why not.
    func say(_ decision: ReviewDecision, pauseSeconds: Double, where place: String = "") {
        if decision.isEligible {
            say("Eligible: the review request goes out after a \(pauseSeconds.formatted()) s pause\(place).")
        } else {
            explain("Not asking, because:", decision.reasons)
        }
    }
}
