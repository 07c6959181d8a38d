import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// What the pre-prompt's "Rate" does, through the public products only.
@MainActor
@Suite("The pre-prompt's Rate")
struct RateAnswerTests {
    static let policy = ReviewPolicy(
        name: "asks-first", conditions: [], moments: [.periodicCheck],
        prePrompt: PrePrompt(
            title: "Enjoying it?", message: "m", rateButton: "Rate", laterButton: "Later", declineButton: "No"),
        periodicCheckInterval: 60)

    func viewModel(_ policy: ReviewPolicy, opener: (() -> Void)?) -> (
        AskForReviewViewModel, SystemReviewPrompterSpy, InMemoryStore
    ) {
        let store = InMemoryStore()
        let prompter = SystemReviewPrompterSpy()
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: policy, store: store, versionService: BundleVersionService(fixedVersion: "1.0"),
            prompter: prompter, clock: ManualClock(), openWriteReviewPage: opener)
        return (viewModel, prompter, store)
    }

    @Test("By default Rate opens the write-review page, as Apple's guidance asks after a tap: no system request")
    func opensTheWriteReviewPage() async throws {
        var opened = 0
        let (viewModel, prompter, store) = viewModel(Self.policy, opener: { opened += 1 })
        var events: [ReviewFlowEvent.Kind] = []
        viewModel.handleEvent = { events.append($0.kind) }
        viewModel.periodicCheck()
        viewModel.answerPrePrompt(.rate)
        await viewModel.synchronize()
        #expect(opened == 1 && prompter.requestCount == 0)
        #expect(events.suffix(2) == [.prePromptAnswered(.rate), .writeReviewPageOpened])
        let state = try StoreableReviewStoreService(store: store).loadState()
        #expect(state.choseRate && state.answerCounts.rate == 1 && state.systemRequestDates.isEmpty)
    }

    @Test("Without a way to open the page, Rate is withheld with a reason; nothing is requested")
    func withheldWithoutAnOpener() {
        let (viewModel, prompter, _) = viewModel(Self.policy, opener: nil)
        var withheld: [UnmetReason] = []
        viewModel.handleRequestWithheld = { withheld = $0 }
        viewModel.periodicCheck()
        viewModel.answerPrePrompt(.rate)
        #expect(prompter.requestCount == 0 && withheld.map(\.kind) == [.promptUnavailable])
    }

    @Test("On request, Rate makes the system request, as the Search Console preset keeps doing")
    func systemRequestOnRequest() {
        #expect(ReviewPolicy.searchConsole.rateAction == .systemRequest)
        let requesting = ReviewPolicy(
            name: "requests", conditions: [], moments: [.periodicCheck], prePrompt: Self.policy.prePrompt,
            rateAction: .systemRequest, periodicCheckInterval: 60)
        var opened = 0
        let (viewModel, prompter, _) = viewModel(requesting, opener: { opened += 1 })
        viewModel.periodicCheck()
        viewModel.answerPrePrompt(.rate)
        #expect(opened == 0 && prompter.requestCount == 1)
    }
}
