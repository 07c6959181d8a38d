import AskForReviewDomain
import AskForReviewDomainTesting
import AskForReviewPresentation
import AskForReviewPresentationTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Ask-for-review view model")
struct AskForReviewViewModelTests {
    struct Harness {
        let sut: AskForReviewViewModel
        let usecase: AskForReviewUsecaseSpy
        let prompter: SystemReviewPrompterSpy
        let clock: ManualClock
    }

    func makeSUT(policy: ReviewPolicy = .apple, pause: Duration = .seconds(2)) -> Harness {
        let usecase = AskForReviewUsecaseSpy(policy: policy)
        let prompter = SystemReviewPrompterSpy()
        let clock = ManualClock()
        let sut = AskForReviewViewModel(usecase: usecase, prompter: prompter, clock: clock, pause: pause)
        return Harness(sut: sut, usecase: usecase, prompter: prompter, clock: clock)
    }

    @Test("The view model becomes the use case's delegate")
    func becomesDelegate() {
        let harness = makeSUT()
        #expect(harness.usecase.delegate === harness.sut)
    }

    @Test("The request goes out after the 2 s pause while the completion screen still shows")
    func requestAfterPause() async throws {
        let harness = makeSUT()
        var shown = 0
        harness.sut.handleReviewRequested = { shown += 1 }
        harness.usecase.askOnNextCall = .systemRequest

        harness.sut.processDidFinish(.completed)
        let pending = try #require(harness.sut.pendingReviewRequest)
        harness.clock.advance(by: .milliseconds(1_999))
        await Task.yield()
        #expect(harness.prompter.requestCount == 0)

        harness.clock.advance(by: .milliseconds(1))
        await pending.value
        #expect(harness.prompter.requestCount == 1)
        #expect(shown == 1)
        #expect(
            harness.usecase.messages == [
                .recordProcess(.completed), .recordSystemReviewRequest(after: .processCompleted),
            ])
    }

    @Test("The request after the pause names the event whose screen it is; one made at once names none")
    func requestNamesItsEvent() async throws {
        let harness = makeSUT()
        let export = ReviewEvent("export")
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.eventDidHappen(export, askingOnScreen: true)
        harness.clock.advance(by: .seconds(2))
        await harness.sut.pendingReviewRequest?.value
        #expect(harness.usecase.messages.last == .recordSystemReviewRequest(after: "export"))

        harness.sut.completionScreenDidDisappear()
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.periodicCheck()
        #expect(harness.sut.pendingReviewRequest == nil, "no screen to wait on")
        #expect(harness.usecase.messages.last == .recordSystemReviewRequest(after: nil))
    }

    @Test("Leaving the completion screen during the pause cancels the request and records nothing")
    func leavingCancels() async throws {
        let harness = makeSUT()
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.processDidFinish(.completed)
        let pending = try #require(harness.sut.pendingReviewRequest)

        harness.sut.completionScreenDidDisappear()
        await pending.value
        harness.clock.advance(by: .seconds(10))
        #expect(harness.prompter.requestCount == 0)
        #expect(harness.usecase.messages == [.recordProcess(.completed)])
        #expect(harness.clock.sleeperCount == 0)
    }

    @Test("Forgetting a choice goes to the use case as that choice, and a request in its pause goes on")
    func forgettingAChoice() async throws {
        let harness = makeSUT()
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.processDidFinish(.completed)
        let pending = try #require(harness.sut.pendingReviewRequest)
        harness.sut.forgetUserChoice(.prePrompt(.decline))
        harness.sut.forgetUserChoice(.prePrompt(.later))
        harness.clock.advance(by: .seconds(10))
        await pending.value
        #expect(
            harness.usecase.messages == [
                .recordProcess(.completed), .forgetUserChoice(.prePrompt(.decline)),
                .forgetUserChoice(.prePrompt(.later)), .recordSystemReviewRequest(after: .processCompleted),
            ])
        #expect(harness.prompter.requestCount == 1)
    }

    @Test("Opting out during the pause records it, cancels the request and says so; nothing is requested")
    func optOutCancels() async throws {
        let harness = makeSUT()
        var withheld: [[UnmetReason.Kind]] = []
        harness.sut.handleRequestWithheld = { withheld.append($0.map(\.kind)) }
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.processDidFinish(.completed)
        let pending = try #require(harness.sut.pendingReviewRequest)
        harness.sut.userDidOptOut()
        await pending.value
        harness.clock.advance(by: .seconds(10))
        #expect(harness.prompter.requestCount == 0)
        #expect(harness.usecase.messages == [.recordProcess(.completed), .recordUserOptedOut])
        #expect(withheld == [[.optedOut]])
        #expect(harness.sut.pendingReviewRequest == nil)
    }

    @Test("Leaving the foreground and returning synchronize the use case's store; a failure reaches handleError")
    func synchronizes() {
        let harness = makeSUT()
        var errors = 0
        harness.sut.handleError = { _ in errors += 1 }
        harness.sut.appDidEnterBackground()
        harness.sut.appWillEnterForeground()
        #expect(harness.usecase.messages == [.synchronize, .synchronize])
        harness.usecase.failure = ReviewStoreServiceSpy.Failure()
        harness.sut.appDidEnterBackground()
        #expect(errors == 1)
    }

    @Test("Awaiting synchronize() synchronizes the use case's store; a failure reaches handleError")
    func awaitsSynchronizing() async {
        let harness = makeSUT()
        var errors = 0
        harness.sut.handleError = { _ in errors += 1 }
        await harness.sut.synchronize()
        #expect(harness.usecase.messages == [.synchronize] && errors == 0)
        harness.usecase.failure = ReviewStoreServiceSpy.Failure()
        await harness.sut.synchronize()
        #expect(errors == 1)
    }

    @Test("No request is scheduled when the use case does not ask")
    func notEligible() {
        let harness = makeSUT()
        harness.usecase.reasons = [UnmetReason("1 of 4 completed processes", kind: .tooFewEvents)]
        let decision = harness.sut.processDidFinish(.completed)
        #expect(decision?.reasons == ["1 of 4 completed processes"])
        #expect(harness.sut.pendingReviewRequest == nil)
    }

    @Test("A request the use case withholds at the last moment is not made, and the view is told why")
    func withheld() async throws {
        let harness = makeSUT()
        var withheldReasons: [UnmetReason]?
        harness.sut.handleRequestWithheld = { withheldReasons = $0 }
        harness.usecase.askOnNextCall = .systemRequest
        harness.usecase.allowsSystemRequest = false
        let refusal = UnmetReason("the system limit is reached", kind: .systemLimitReached)
        harness.usecase.withheldReasons = [refusal]
        harness.usecase.reasons = [UnmetReason("words of some other decision")]
        harness.sut.processDidFinish(.completed)
        let pending = try #require(harness.sut.pendingReviewRequest)
        harness.clock.advance(by: .seconds(2))
        await pending.value
        #expect(harness.prompter.requestCount == 0)
        #expect(withheldReasons == [refusal], "the reasons the request was refused for")
        #expect(
            harness.usecase.messages == [
                .recordProcess(.completed), .recordSystemReviewRequest(after: .processCompleted),
            ])
    }

    @Test("A zero pause still waits for the screen check, then requests")
    func zeroPause() async throws {
        let harness = makeSUT(pause: .zero)
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.processDidFinish(.completed)
        await harness.sut.pendingReviewRequest?.value
        #expect(harness.prompter.requestCount == 1)
    }

    @Test("The package's own model and an app's closure both hear every pre-prompt, whichever was set first")
    func observersDoNotCollide() throws {
        let prePrompt = try #require(ReviewPolicy.searchConsole.prePrompt)
        for appFirst in [true, false] {
            let harness = makeSUT(policy: .searchConsole)
            var app: [String] = []
            var model: [String] = []
            if appFirst { harness.sut.handleShowPrePrompt = { app.append($0.title) } }
            harness.sut.observePrePrompts { model.append($0.title) }
            if !appFirst { harness.sut.handleShowPrePrompt = { app.append($0.title) } }
            harness.usecase.askOnNextCall = .prePrompt(prePrompt)
            harness.sut.periodicCheck()
            #expect(app == [prePrompt.title] && model == [prePrompt.title], "the app's closure set first: \(appFirst)")
        }
    }

    @Test("The pre-prompt is handed to the view; 'Rate' requests at once, 'Maybe Later' does not")
    func prePromptAnswers() throws {
        let harness = makeSUT(policy: .searchConsole)
        let prePrompt = try #require(ReviewPolicy.searchConsole.prePrompt)
        var shownPrePrompts: [PrePrompt] = []
        var answers: [PrePromptAnswer] = []
        harness.sut.handleShowPrePrompt = { shownPrePrompts.append($0) }
        harness.sut.handleAnswerRecorded = { answers.append($0) }
        harness.usecase.askOnNextCall = .prePrompt(prePrompt)

        harness.sut.periodicCheck()
        #expect(shownPrePrompts == [prePrompt])
        harness.sut.answerPrePrompt(.later)
        #expect(harness.prompter.requestCount == 0)
        harness.sut.answerPrePrompt(.rate)
        #expect(harness.prompter.requestCount == 1)
        #expect(answers == [.later, .rate])
        #expect(
            harness.usecase.messages == [
                .requestForShowAppReview(.periodicCheck), .answerPrePrompt(.later), .answerPrePrompt(.rate),
            ]
        )
    }

    @Test("The pre-prompt is handed over in the user's preferred language, read when it is shown")
    func prePromptInTheUsersLanguage() {
        let english = PrePrompt(
            title: "Enjoying it?", message: "m", rateButton: "r", laterButton: "l", declineButton: "d")
        let french = PrePrompt(
            title: "Ça vous plaît ?", message: "m", rateButton: "r", laterButton: "l", declineButton: "d")
        let prePrompt = PrePrompt(
            title: english.title, message: "m", rateButton: "r", laterButton: "l", declineButton: "d",
            localizations: ["fr": french])
        var languages = ["fr-FR", "en"]
        let usecase = AskForReviewUsecaseSpy(policy: .searchConsole)
        let sut = AskForReviewViewModel(
            usecase: usecase, prompter: SystemReviewPrompterSpy(), clock: ManualClock(), languages: { languages })
        var shown: [String] = []
        sut.handleShowPrePrompt = { shown.append($0.title) }
        usecase.askOnNextCall = .prePrompt(prePrompt)
        sut.periodicCheck()
        languages = ["de"]
        usecase.askOnNextCall = .prePrompt(prePrompt)
        sut.periodicCheck()
        #expect(shown == ["Ça vous plaît ?", "Enjoying it?"])
    }

    @Test("Every step is told once, in order, to the closure for it: a pause cut short is a withheld request")
    func closuresInOrder() async throws {
        let harness = makeSUT(policy: .searchConsole)
        var told: [String] = []
        harness.sut.handleShowPrePrompt = { told.append("shown \($0.title)") }
        harness.sut.handleAnswerRecorded = { told.append("answered \($0)") }
        harness.sut.handleReviewRequested = { told.append("requested") }
        harness.sut.handleRequestWithheld = { told.append("withheld \($0.map { "\($0.kind.rawValue): \($0.text)" })") }
        harness.sut.handleError = { told.append("error \($0)") }
        let prePrompt = try #require(ReviewPolicy.searchConsole.prePrompt)
        harness.usecase.askOnNextCall = .prePrompt(prePrompt)
        harness.sut.periodicCheck()
        harness.sut.answerPrePrompt(.rate)
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.processDidFinish(.completed)
        harness.sut.completionScreenDidDisappear()
        harness.prompter.unavailableReason = "no scene"
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.processDidFinish(.completed)
        harness.clock.advance(by: .seconds(2))
        await harness.sut.pendingReviewRequest?.value
        harness.usecase.failure = ReviewStoreServiceSpy.Failure("disk full")
        harness.sut.processDidFinish(.completed)
        #expect(
            told == [
                "shown \(prePrompt.title)", "answered rate", "requested",
                "withheld [\"completionScreenLeft: the user left the completion screen during the pause\"]",
                "withheld [\"promptUnavailable: no scene\"]", "error disk full",
            ])
    }

    @Test("A failing use case is reported to the view and nothing is requested")
    func failures() {
        struct Broken: Error {}
        let harness = makeSUT()
        var errors = 0
        harness.sut.handleError = { _ in errors += 1 }
        harness.usecase.failure = Broken()
        harness.usecase.askOnNextCall = .systemRequest
        #expect(harness.sut.processDidFinish(.completed) == nil)
        harness.sut.answerPrePrompt(.rate)
        #expect(errors == 2)
        #expect(harness.prompter.requestCount == 0)
    }

    @Test("An event with its screen asks like a completion: the request goes out after the pause on that screen")
    func eventOnScreen() async throws {
        let harness = makeSUT()
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.eventDidHappen(ReviewEvent("exportSucceeded"), askingOnScreen: true)
        #expect(harness.usecase.messages == [.record(ReviewEvent("exportSucceeded"), .processCompleted)])
        let pending = try #require(harness.sut.pendingReviewRequest)
        harness.clock.advance(by: .seconds(2))
        await pending.value
        #expect(harness.prompter.requestCount == 1)
    }

    @Test("An event without a screen only records; a review through the app's own path is recorded")
    func eventAndReview() {
        let harness = makeSUT()
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.eventDidHappen(ReviewEvent("crash", isBadExperience: true))
        harness.sut.userDidChooseRate()
        #expect(
            harness.usecase.messages == [
                .record(ReviewEvent("crash", isBadExperience: true), nil), .recordUserChoseRate,
            ])
        #expect(harness.sut.pendingReviewRequest == nil)
        #expect(!harness.sut.isCompletionScreenShowing)
    }

    @Test("When the prompter cannot present, nothing is recorded as asked and the view is told why")
    func prompterUnavailable() async throws {
        let harness = makeSUT()
        var withheld: [UnmetReason]?
        harness.sut.handleRequestWithheld = { withheld = $0 }
        harness.prompter.unavailableReason = "no window scene is in the foreground and active"
        harness.usecase.askOnNextCall = .systemRequest
        harness.sut.processDidFinish(.completed)
        let pending = try #require(harness.sut.pendingReviewRequest)
        harness.clock.advance(by: .seconds(2))
        await pending.value
        #expect(harness.usecase.messages == [.recordProcess(.completed)], "no request recorded")
        #expect(harness.prompter.requestCount == 0)
        #expect(withheld == [UnmetReason("no window scene is in the foreground and active", kind: .promptUnavailable)])
    }

    @Test("'Rate' while the prompter cannot present records the answer but no request")
    func rateWhileUnavailable() {
        let harness = makeSUT(policy: .searchConsole)
        var withheld: [UnmetReason]?
        harness.sut.handleRequestWithheld = { withheld = $0 }
        harness.prompter.unavailableReason = "the app is in the background"
        harness.sut.answerPrePrompt(.rate)
        #expect(harness.usecase.messages == [.answerPrePrompt(.rate)])
        #expect(harness.prompter.requestCount == 0)
        #expect(withheld == [UnmetReason("the app is in the background", kind: .promptUnavailable)])
    }

    @Test("Periodic checks run now and every interval on the clock, and stop when their task is cancelled")
    func periodicChecks() async throws {
        let harness = makeSUT(policy: .searchConsole)
        let checks = Task { await harness.sut.runPeriodicChecks() }
        while harness.clock.sleeperCount == 0 { await Task.yield() }
        #expect(harness.usecase.messages == [.requestForShowAppReview(.periodicCheck)])
        harness.clock.advance(by: .seconds(59))
        await Task.yield()
        #expect(harness.usecase.messages.count == 1, "not before the policy's 60 s")
        harness.clock.advance(by: .seconds(1))
        while harness.usecase.messages.count < 2 { await Task.yield() }
        #expect(harness.usecase.messages == Array(repeating: .requestForShowAppReview(.periodicCheck), count: 2))
        checks.cancel()
        await checks.value
        harness.clock.advance(by: .seconds(600))
        #expect(harness.usecase.messages.count == 2, "no check after the task was cancelled")
    }

    @Test("Launch, reset and decision are forwarded to the use case")
    func forwarding() {
        let harness = makeSUT()
        harness.sut.appDidLaunch()
        harness.sut.resetChecks()
        _ = harness.sut.decision(at: .periodicCheck)
        #expect(harness.usecase.messages == [.recordLaunch, .reset, .decision(.periodicCheck)])
    }
}
