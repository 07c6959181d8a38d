import AskForReview
import AskForReviewData
import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// The parts one command works with, wired by the factories, and what happened while it ran.
@MainActor
final class ShellSession {
    let options: ShellOptions
    let usecase: any AskForReviewUsecase
    let viewModel: AskForReviewViewModel
    private let storeService: ProblemCollectingReviewStoreService
    private let console: Console

    private(set) var prompted = false
    private(set) var prePromptShown: PrePrompt?
    private(set) var failure: (any Error)?
    private(set) var withheldReasons: [String]?

    /// Wires a session; the console prompter's line goes to `prompterOutput`, the pause is measured on
    /// `clock`.
    init(
        options: ShellOptions, console: Console, prompterOutput: @escaping @MainActor @Sendable (String) -> Void,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.options = options
        self.console = console
        let store = ShellWiring.makeStore(path: options.storePath)
        // Written behind, as in an app; every command writes what it recorded before it reports.
        storeService = ProblemCollectingReviewStoreService(
            ServiceFactory.makeWriteBehindReviewStoreService(base: ServiceFactory.makeReviewStoreService(store: store)))
        usecase = ShellWiring.makeAskForReviewUsecase(options: options, reviewStoreService: storeService)
        let prompter = ConsoleReviewPrompter(write: prompterOutput)
        viewModel = AskForReviewViewModel(
            usecase: usecase,
            prompter: prompter,
            clock: clock,
            pause: .milliseconds(Int((options.pauseSeconds * 1_000).rounded()))
        )
        viewModel.handleReviewRequested = { [weak self] in self?.prompted = true }
        viewModel.handleShowPrePrompt = { [weak self] in self?.prePromptShown = $0 }
        viewModel.handleError = { [weak self] in self?.failure = self?.failure ?? $0 }
        viewModel.handleRequestWithheld = { [weak self] in self?.withheldReasons = $0.map(\.text) }
    }

    /// The exit code and line for the first failure, if any.
    var failureLine: (code: ExitCode, line: String)? {
        failure.map(ExitCode.failure(for:))
    }

    /// The pre-prompt shown since the last call, if any.
    func takePrePrompt() -> PrePrompt? {
        defer { prePromptShown = nil }
        return prePromptShown
    }

    /// Waits out a request in its pause (the user stays on the completion screen), then leaves it.
    func finishPendingRequest() async {
        if let pending = viewModel.pendingReviewRequest { await pending.value }
        viewModel.completionScreenDidDisappear()
    }

    /// The report after the command, its state and decision from one load, once what the command
    /// recorded is written; throws what the store threw.
    func report(command: String) throws -> CommandReport {
        if let failure { throw failure }
        try usecase.synchronize()
        let state = try usecase.state()
        var decision = usecase.decision(at: usecase.policy.primaryMoment, for: state)
        // A write during the command may have set damage aside, so the state read now is fresh; the
        // damage seen still counts against the decision, as it did for the command itself, once. Its
        // reasons name no date, so when the conditions could hold reads the same.
        let problems = storeService.problems
        let unlisted = problems.filter { !decision.reasons.contains($0) }
        if !unlisted.isEmpty {
            decision = ReviewDecision(
                unmet: unlisted.map { UnmetReason($0, kind: .storeDamaged) } + decision.unmet,
                evaluatedAt: decision.evaluatedAt, assignment: decision.assignment)
        }
        return CommandReport(
            command: command,
            policy: usecase.policy.name,
            prompted: prompted,
            prePrompted: prePromptShown != nil,
            prePrompt: prePromptShown,
            decision: decision,
            state: state,
            warnings: problems
        )
    }

    /// Prints the warnings on standard error (never on standard output, which `--json` keeps clean).
    func printWarnings(_ report: CommandReport) {
        for warning in report.warnings { console.error("AppShell: warning: \(warning)") }
    }
}
