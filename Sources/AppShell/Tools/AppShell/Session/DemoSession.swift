import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// `demo`: Apple's three-step process in the terminal.
///
/// Start Process, Continue Process twice: steps 1, 2 and 3, then Process Completed. On the completed screen the review
/// request goes out after the pause only if the user is still there: any line typed during the pause
/// except `w` (wait here) leaves the screen and cancels it. Policies with a pre-prompt run their
/// periodic check (standing in for the 60-second timer) each time the start screen shows, and show the
/// pre-prompt there.
@MainActor
final class DemoSession {
    private enum Screen {
        case start
        case step(Int)
        case completed
        case prePrompt(PrePrompt)
    }

    private enum Event: Sendable {
        case line(String)
        case endOfInput
    }

    private let options: ShellOptions
    private let console: Console
    private let input: LineInput
    private let reviewLink: URL?
    private let clock: any Clock<Duration>
    private var screen = Screen.start

    /// A demo reading `input`; the pause on the completed screen is measured on `clock`.
    init(
        options: ShellOptions, console: Console, input: LineInput, reviewLink: URL? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.options = options
        self.console = console
        self.input = input
        self.reviewLink = reviewLink
        self.clock = clock
    }

    func run() async -> Int32 {
        let console = console
        // The demo is an app: what it records is written behind within the app's default half second.
        let session = ShellSession(
            options: options, console: console, prompterOutput: { console.out($0) }, clock: clock,
            writeDelay: .milliseconds(500))
        if let code = endedByFailure(session) { return code }
        let (events, continuation) = AsyncStream<Event>.makeStream()
        input.start { line in continuation.yield(line.map(Event.line) ?? .endOfInput) }

        console.out(
            "AskForReview demo — policy \(session.usecase.policy.name), app version \(TerminalText.safe(options.appVersion, limit: 40))"
        )
        show(.start, session: session)
        for await event in events {
            guard case .line(let raw) = event else { break }
            let line = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if await handle(line, session: session) == false { break }
            if let code = endedByFailure(session) { return code }
        }
        if session.viewModel.pendingReviewRequest != nil {
            console.out("(The input ended during the pause: the review request was cancelled.)")
        }
        session.viewModel.completionScreenDidDisappear()
        // What the demo recorded in its last half second is written before it ends.
        session.viewModel.appDidEnterBackground()
        if let code = endedByFailure(session) { return code }
        console.out("Bye.")
        return ExitCode.success.rawValue
    }

    /// The exit code of the session's first failure, if any, its line printed on standard error.
    private func endedByFailure(_ session: ShellSession) -> Int32? {
        guard let failure = session.endingFailure() else { return nil }
        console.error(failure.line)
        return failure.code.rawValue
    }

    /// Handles one line; `false` quits.
    private func handle(_ line: String, session: ShellSession) async -> Bool {
        switch (screen, line) {
        case (_, "q"):
            return false
        case (.start, "s"):
            show(.step(1), session: session)
        case (.start, "r"):
            session.viewModel.resetChecks()
            console.out("Checks reset: the stored counts and dates are cleared (the system request log is kept).")
            show(.start, session: session)
        case (.start, "w"):
            if let url = reviewLink {
                console.out("Write a review: \(url.absoluteString)")
            } else {
                console.out(
                    "Write a review: https://apps.apple.com/app/id<ID>?action=write-review (see 'AppShell review-link')"
                )
            }
        case (.step(let number), "c"):
            if number < 2 {
                show(.step(number + 1), session: session)
            } else {
                console.out("== Step 3 of 3 ==")
                show(.completed, session: session)
                let decision = session.viewModel.processDidFinish(.completed)
                if session.viewModel.pendingReviewRequest != nil {
                    console.out(
                        "(Stay here: the review request goes out in \(options.pauseSeconds.formatted()) s. [w] wait)")
                } else if let decision {
                    console.out("(No review request now: \(decision.reasons.joined(separator: "; ")))")
                }
            }
        case (.step, "b"):
            show(.start, session: session)
        case (.completed, "w"):
            await session.finishPendingRequest()
            if !session.prompted { console.out("(Nothing to wait for.)") }
        case (.completed, "d"):
            leaveCompletedScreen(session)
            show(.start, session: session)
        case (.completed, _):
            // A mistyped key keeps the user on the screen, the request still in its pause: only [d] leaves.
            console.out("Unknown choice '\(line)': [d] Done   [w] Wait here")
        case (.prePrompt, _):
            guard let answer = PrePromptText.answers[line] else {
                console.out("Choose 1, 2 or 3.")
                return true
            }
            session.viewModel.answerPrePrompt(answer)
            console.out("Answer recorded: \(answer.rawValue).")
            show(.start, session: session)
        default:
            console.out("Unknown choice '\(line)'.")
            show(screen, session: session)
        }
        return true
    }

    private func leaveCompletedScreen(_ session: ShellSession) {
        if session.viewModel.pendingReviewRequest != nil {
            console.out("(You left the completed screen during the pause: no review request.)")
        }
        session.viewModel.completionScreenDidDisappear()
    }

    private func show(_ next: Screen, session: ShellSession) {
        screen = next
        switch next {
        case .start:
            if session.usecase.policy.moments.contains(.periodicCheck) {
                let decision = session.viewModel.periodicCheck()
                if let prePrompt = session.takePrePrompt() {
                    show(.prePrompt(prePrompt), session: session)
                    return
                }
                if let reasons = decision?.reasons, !reasons.isEmpty {
                    let noLaunch = (try? session.usecase.state())?.firstLaunchDate == nil
                    let hint = noLaunch ? " Only 'AppShell launch' records a launch." : ""
                    console.out("(No pre-prompt now: \(reasons.joined(separator: "; ")).\(hint))")
                }
            }
            console.out("== Requesting App Store Reviews ==")
            console.out("[s] Start Process   [r] Reset checks   [w] Write a review   [q] Quit")
        case .step(let number):
            console.out("== Step \(number) of 3 ==")
            console.out("[c] Continue Process   [b] Back to start")
        case .completed:
            console.out("== Process Completed ==")
            console.out("[d] Done   [w] Wait here")
        case .prePrompt(let prePrompt):
            PrePromptText.lines(for: prePrompt).forEach(console.out)
        }
    }
}
