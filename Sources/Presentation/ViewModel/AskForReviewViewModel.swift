public import AskForReviewDomain

/// The view model of the screens that may ask for a review: it forwards events to the use case,
/// holds the pause on the completion screen, and tells the view what to show through closures.
///
/// The pause: when the use case decides to ask after a completed process, the system request goes
/// out `pause` after the completion screen appeared, and only if that screen is still showing then;
/// ``completionScreenDidDisappear()`` cancels it. The wait never blocks: it is a task sleeping on
/// the injected clock.
@MainActor
public final class AskForReviewViewModel {
    /// Called right after the system review request was made (and recorded). "Requested" is all
    /// anyone knows: the system never says whether it showed anything. (The MVVM refactoring of
    /// Apple's sample calls this closure `handleShowReviewUI`; the name here says what it reports.)
    public var handleReviewRequested: (() -> Void)?
    /// Called when the policy's pre-prompt should be shown, in the user's language (see `PrePrompt.localized(for:translations:)`);
    /// answer with ``answerPrePrompt(_:)``.
    public var handleShowPrePrompt: ((PrePrompt) -> Void)?
    /// Called when the user's answer to the pre-prompt was recorded.
    public var handleAnswerRecorded: ((PrePromptAnswer) -> Void)?
    /// Called when a request was due but did not go out (another caller asked meanwhile, the system
    /// limit was reached, the prompter could not present it, the user left the completion screen or
    /// opted out during the pause); carries the reasons as a decision carries them, each with its kind
    /// (`UnmetReason.Kind.promptUnavailable` when the prompter could not present it,
    /// `UnmetReason.Kind.completionScreenLeft` or `UnmetReason.Kind.optedOut` for the pause). Nothing
    /// was recorded as asked.
    public var handleRequestWithheld: (([UnmetReason]) -> Void)?
    /// Called when the store or the use case failed; the user is not asked then.
    ///
    /// These closures are how an app hears what the flow did, for its screens and its analytics alike;
    /// send the policy's experiment variant with each to measure an experiment's variants.
    public var handleError: ((any Error) -> Void)?

    /// The package's own models that show the pre-prompt (the SwiftUI model), each told it besides
    /// the app's ``handleShowPrePrompt``, which they leave to the app.
    private var prePromptObservers: [(PrePrompt) -> Void] = []

    /// Tells `observer` every pre-prompt to show, besides the app's ``handleShowPrePrompt``: how the
    /// package's own models hear the view model without taking a closure an app set.
    package func observePrePrompts(_ observer: @escaping (PrePrompt) -> Void) {
        prePromptObservers.append(observer)
    }

    /// Whether the completion screen is showing.
    public var isCompletionScreenShowing: Bool { completionScreenEvent != nil }
    /// The event whose completion screen is showing, or `nil`: the request after the pause follows it.
    private var completionScreenEvent: EventName?
    /// The pending system request during the pause, or `nil`. Awaiting it waits for the pause to end.
    public private(set) var pendingReviewRequest: Task<Void, Never>?

    private let usecase: any AskForReviewUsecase
    private let prompter: any SystemReviewPrompter
    private let clock: any Clock<Duration>
    private let pause: Duration
    private let languages: () -> [String]
    private let translations: [any PrePromptTranslations]
    private let openWriteReviewPage: (() -> Void)?

    /// Creates the view model and makes it the use case's delegate.
    /// - Parameters:
    ///   - usecase: the use case that records and decides; the view model becomes its delegate.
    ///   - prompter: what shows the system's review prompt on this platform.
    ///   - clock: the clock the pause is measured on; tests inject one they advance by hand.
    ///   - pause: how long the completion screen must stay before the request goes out (2 s by default).
    ///   - languages: the user's preferred language tags, most preferred first, read each time a
    ///     pre-prompt is shown; `nil` for the system's (`Locale.preferredLanguages`).
    ///   - translations: where a pre-prompt's copy is translated from, first match wins (see
    ///     `PrePrompt.localized(for:translations:)`): an app's own tables, then the package's.
    ///   - openWriteReviewPage: opens the app's App Store write-review page (for example with
    ///     `WriteReviewLink.url(appID:)`), for a pre-prompt's "Rate" under a policy whose rate action
    ///     is `PrePromptRateAction.writeReviewPage`; without it that "Rate" makes the system request
    ///     instead.
    public init(
        usecase: any AskForReviewUsecase,
        prompter: any SystemReviewPrompter,
        clock: any Clock<Duration> = ContinuousClock(),
        pause: Duration = .seconds(2),
        languages: (() -> [String])? = nil,
        translations: [any PrePromptTranslations] = [],
        openWriteReviewPage: (() -> Void)? = nil
    ) {
        self.usecase = usecase
        self.prompter = prompter
        self.clock = clock
        self.pause = max(pause, .zero)
        self.languages = languages ?? SystemLanguages.preferred
        self.translations = translations
        self.openWriteReviewPage = openWriteReviewPage
        usecase.delegate = self
    }

    /// A process finished and its completion screen is showing (for a completed outcome). Records it;
    /// if the policy allows, the request goes out after the pause.
    @discardableResult
    public func processDidFinish(_ outcome: ProcessOutcome = .completed) -> ReviewDecision? {
        completionScreenEvent = outcome == .completed ? .processCompleted : nil
        return perform { try usecase.recordProcess(outcome) }
    }

    /// An event the app names happened (see `ReviewEvent`). With `askingOnScreen`, the screen that
    /// follows it counts as a completion screen: if the policy allows at
    /// `ReviewMoment.processCompleted`, the request goes out after the pause while that screen shows,
    /// and ``completionScreenDidDisappear()`` cancels it.
    @discardableResult
    public func eventDidHappen(_ event: ReviewEvent, askingOnScreen: Bool = false) -> ReviewDecision? {
        if askingOnScreen { completionScreenEvent = event.name }
        return perform { try usecase.record(event, askingAt: askingOnScreen ? .processCompleted : nil) }
    }

    /// The user chose to rate through the app's own path (a "Rate us" button that opened the
    /// write-review page): policies that ask only users who have not chosen to rate do not ask again.
    public func userDidChooseRate() {
        perform { try usecase.recordUserChoseRate() }
    }

    /// The user said they never want to be asked (a setting, a support flow): a request still in its
    /// pause is cancelled, and no policy asks them again.
    public func userDidOptOut() {
        perform { try usecase.recordUserOptedOut() }
        cancelPendingRequest(.optedOut)
    }

    /// Forgets that the user made `choice`, keeping every count, date and the log of system
    /// requests: a "No Thanks" (`.prePrompt(.decline)`) forgotten lets a policy that asks only users
    /// who did not decline ask again; a "Maybe Later" (`.prePrompt(.later)`) forgotten ends the wait
    /// it set. A failure reaches ``handleError``.
    public func forgetUserChoice(_ choice: UserChoice) {
        perform { try usecase.forgetUserChoice(choice) }
    }

    /// The completion screen is gone: a request still in its pause is cancelled.
    public func completionScreenDidDisappear() {
        completionScreenEvent = nil
        cancelPendingRequest(
            UnmetReason.timeless("the user left the completion screen during the pause", kind: .completionScreenLeft))
    }

    /// Cancels a request still in its pause, telling ``handleRequestWithheld`` why.
    private func cancelPendingRequest(_ reason: UnmetReason) {
        guard let pending = pendingReviewRequest else { return }
        pending.cancel()
        pendingReviewRequest = nil
        handleRequestWithheld?([reason])
    }

    /// The periodic check of a time-based policy: shows the pre-prompt if due.
    @discardableResult
    public func periodicCheck() -> ReviewDecision? {
        perform { try usecase.requestForShowAppReview(at: .periodicCheck) }
    }

    /// Runs the periodic check of a time-based policy now and then every
    /// `ReviewPolicy.periodicCheckInterval` seconds (60 when the policy sets none) on the injected
    /// clock, until the task running it is cancelled: run it while the app is active and cancel it
    /// when the app leaves the foreground.
    public func runPeriodicChecks() async {
        let interval = Duration.seconds(usecase.policy.periodicCheckInterval ?? 60)
        while !Task.isCancelled {
            periodicCheck()
            do {
                try await Self.sleeper(on: clock, for: interval)()
            } catch {
                return
            }
        }
    }

    /// Records the user's answer to the pre-prompt. "Rate" opens the write-review page, or, under a
    /// policy whose rate action is `PrePromptRateAction.systemRequest`, makes the system request at
    /// once when it can go out, and records it only then. Without a way to open the write-review page
    /// "Rate" makes the system request instead, so the user who chose to rate is never left with
    /// nothing.
    public func answerPrePrompt(_ answer: PrePromptAnswer) {
        let obstacle = prompter.unavailableReason
        guard let outcome = perform({ try usecase.answerPrePrompt(answer, requestCanGoOut: obstacle == nil) })
        else { return }
        handleAnswerRecorded?(answer)
        if outcome.opensWriteReviewPage {
            guard let openWriteReviewPage else {
                // The ask was recorded with the pre-prompt, its event with it.
                requestSystemReview(after: nil)
                return
            }
            openWriteReviewPage()
        } else if let request = outcome.systemRequest {
            present(request)
        } else if answer == .rate, let obstacle {
            handleRequestWithheld?([Self.unavailable(obstacle)])
        }
    }

    /// A session started (the app launched, or returned to the foreground): counts one session, and
    /// records the first launch date if none is recorded. Every call counts a session.
    ///
    /// The one-call setup (`ViewModelFactory`) calls this for the app, once per launch and once per
    /// return to the foreground; call it yourself only for a view model you made with ``init(usecase:prompter:clock:pause:languages:translations:openWriteReviewPage:)``:
    /// once when the app launches and once each time it returns to the foreground. Without a recorded
    /// first launch, conditions that count time since the first launch are never met.
    public func appDidLaunch() {
        perform { try usecase.recordLaunch() }
    }

    /// The app left the foreground (or is about to terminate): what was recorded and is still held in
    /// memory is written now, on this thread, so nothing waits for a process that may be suspended.
    public func appDidEnterBackground() {
        perform { try usecase.synchronize() }
    }

    /// Writes what was recorded and is still held in memory, and reads the stored state again, off the
    /// main actor; returns once both are done (a failure goes to ``handleError``). Await it where the
    /// app must know its records are stored, for example before it hands the user to another app.
    public func synchronize() async {
        do {
            try await usecase.synchronizeInBackground()
        } catch {
            fail(error)
        }
    }

    /// The app returned to the foreground: the stored state is read again, picking up what another
    /// process (an extension, the same app on another device's sync) wrote meanwhile.
    public func appWillEnterForeground() {
        perform { try usecase.synchronize() }
    }

    /// The "reset checks" action: forgets the stored counts and dates; the log of system requests is
    /// kept unless `forgettingSystemRequests` (the system itself does not forget them).
    public func resetChecks(forgettingSystemRequests: Bool = false) {
        perform { try usecase.reset(forgettingSystemRequests: forgettingSystemRequests) }
    }

    /// The decision now, at `moment` (by default the policy's own: `ReviewPolicy.primaryMoment`, a
    /// completed process or the periodic check of a time-based policy), with every reason it is not
    /// eligible; `nil` if the store failed.
    public func decision(at moment: ReviewMoment? = nil) -> ReviewDecision? {
        perform { try usecase.decision(at: moment ?? usecase.policy.primaryMoment) }
    }

    /// The reason a request is withheld when the prompter cannot present it, in its words.
    private static func unavailable(_ obstacle: String) -> UnmetReason {
        UnmetReason(obstacle, kind: .promptUnavailable)
    }

    /// Records the system request that follows the ask `trigger` made, and makes it, only when the
    /// prompter can make it now: both happen in this one turn of the main actor, so what the prompter
    /// checked cannot change in between.
    private func requestSystemReview(after trigger: EventName?) {
        if let obstacle = prompter.unavailableReason {
            handleRequestWithheld?([Self.unavailable(obstacle)])
            return
        }
        guard let request = perform({ try usecase.recordSystemReviewRequest(after: trigger) }) else { return }
        present(request)
    }

    /// Makes the system request the use case just recorded, or explains why it was withheld.
    private func present(_ request: ReviewDecision) {
        guard request.isEligible else {
            handleRequestWithheld?(request.unmet)
            return
        }
        prompter.requestReview()
        handleReviewRequested?()
    }

    @discardableResult
    private func perform<Result>(_ body: () throws -> Result) -> Result? {
        do {
            return try body()
        } catch {
            fail(error)
            return nil
        }
    }

    /// Tells `error` to ``handleError``.
    private func fail(_ error: any Error) {
        handleError?(error)
    }

    private static func sleeper<C: Clock<Duration>>(on clock: C, for pause: Duration)
        -> @Sendable () async throws -> Void
    {
        let deadline = clock.now.advanced(by: pause)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }
}

extension AskForReviewViewModel: AskForReviewUsecaseOutput {
    /// See `AskForReviewUsecaseOutput.didShowAskForReview()`: on the completion screen, starts the
    /// pause, and the request follows the event whose screen it is; at a moment with no completion
    /// screen showing (the periodic check of a time-based policy without a pre-prompt) there is no
    /// screen to wait on, and the request goes out now.
    public func didShowAskForReview() {
        pendingReviewRequest?.cancel()
        pendingReviewRequest = nil
        guard let trigger = completionScreenEvent else {
            requestSystemReview(after: nil)
            return
        }
        let sleep = Self.sleeper(on: clock, for: pause)
        pendingReviewRequest = Task { [weak self] in
            do {
                try await sleep()
            } catch {
                return
            }
            guard let self, !Task.isCancelled, self.isCompletionScreenShowing else { return }
            self.pendingReviewRequest = nil
            self.requestSystemReview(after: trigger)
        }
    }

    /// See `AskForReviewUsecaseOutput.didShowPrePrompt(_:)`.
    public func didShowPrePrompt(_ prePrompt: PrePrompt) {
        let localized = prePrompt.localized(for: languages(), translations: translations)
        for observer in prePromptObservers { observer(localized) }
        handleShowPrePrompt?(localized)
    }
}
