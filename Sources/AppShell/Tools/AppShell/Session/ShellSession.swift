import AskForReview
import AskForReviewData
import AskForReviewDomain
import AskForReviewPresentation
import AskForReviewRollout
import AskForReviewTransitions
import Foundation

/// The parts one command works with, wired by the factories, and what happened while it ran.
@MainActor
final class ShellSession {
    let options: ShellOptions
    let usecase: any AskForReviewUsecase
    let viewModel: AskForReviewViewModel
    private let storeService: ProblemCollectingReviewStoreService
    /// Between the write-behind service and the store: counts what was committed, and is closed when
    /// the command fails.
    private let gate: StoreWriteGate
    private let console: Console

    private(set) var prompted = false
    private(set) var prePromptShown: PrePrompt?
    private(set) var failure: (any Error)?
    private(set) var withheldReasons: [String]?

    /// How long a command's recorded changes may wait to be written: longer than any command runs,
    /// so they are written in the update that asks, or when the command reports, never by a timer in
    /// between (which would make a command that fails later a command that changed the store).
    nonisolated static let commandWriteDelay = Duration.seconds(86_400)

    /// Wires a session; the console prompter's line goes to `prompterOutput`, the pause is measured on
    /// `clock`, and recorded changes are written behind within `writeDelay` (an app's default for the
    /// demo, ``commandWriteDelay`` for a command).
    init(
        options: ShellOptions, console: Console, prompterOutput: @escaping @MainActor @Sendable (String) -> Void,
        clock: any Clock<Duration> = ContinuousClock(), writeDelay: Duration = commandWriteDelay
    ) {
        self.options = options
        self.console = console
        let store = ShellWiring.makeStore(path: options.storePath)
        gate = StoreWriteGate(ServiceFactory.makeReviewStoreService(store: store))
        // Written behind, as in an app; every command writes what it recorded before it reports.
        storeService = ProblemCollectingReviewStoreService(
            ServiceFactory.makeWriteBehindReviewStoreService(base: gate, delay: writeDelay))
        var policy = options.policy
        do {
            policy = try ShellWiring.policy(for: options, installIn: storeService)
        } catch {
            // The command fails with this before it acts.
            failure = error
        }
        usecase = ShellWiring.makeAskForReviewUsecase(
            options: options, policy: policy, reviewStoreService: storeService)
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

    /// The exit code and line for the first failure, if any. Once there is one, nothing more is
    /// written: what the exit code says was stored is what the store holds.
    func endingFailure() -> (code: ExitCode, line: String)? {
        failure.map(failed(with:))
    }

    /// The exit code and line for `error`, which ends the command: nothing more is written after it.
    func failed(with error: any Error) -> (code: ExitCode, line: String) {
        gate.close()
        return ExitCode.failure(for: error, committedUpdates: gate.committed)
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
        // Decided from that very state, as the use case decides.
        var decision = ShellWiring.transition(options: options, policy: usecase.policy)
            .decision(at: usecase.policy.primaryMoment, for: state)
        // A write during the command may have set damage aside, so the state read now is fresh; the
        // damage seen still counts against the decision, as it did for the command itself, once. Its
        // reasons name no date, so when the conditions could hold reads the same.
        let problems = storeService.problems
        let unlisted = problems.filter { !decision.reasons.contains($0) }
        if !unlisted.isEmpty {
            decision = ReviewDecision(
                unmet: unlisted.map { UnmetReason($0, kind: .storeDamaged) } + decision.unmet,
                evaluatedAt: decision.evaluatedAt)
        }
        return CommandReport(
            command: command,
            policy: usecase.policy.name,
            prompted: prompted,
            prePrompted: prePromptShown != nil,
            prePrompt: prePromptShown,
            decision: decision,
            assignment: usecase.policy.assignment,
            state: state,
            warnings: problems
        )
    }

    /// Prints the warnings on standard error (never on standard output, which `--json` keeps clean).
    func printWarnings(_ report: CommandReport) {
        for warning in report.warnings { console.error("AppShell: warning: \(warning)") }
    }
}
