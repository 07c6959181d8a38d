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
        AskForReviewViewModel, SystemReviewPrompterSpy, any Storeable
    ) {
        let store = DataFactory.makeInMemoryStore()
        let prompter = SystemReviewPrompterSpy()
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: policy, store: store, versionService: VersionServiceStub("1.0"),
            prompter: prompter, clock: ManualClock(), openWriteReviewPage: opener)
        return (viewModel, prompter, store)
    }

    @Test("By default Rate opens the write-review page, as Apple's guidance asks after a tap: no system request")
    func opensTheWriteReviewPage() async throws {
        var opened = 0
        let (viewModel, prompter, store) = viewModel(Self.policy, opener: { opened += 1 })
        let told = ToldSteps(viewModel)
        viewModel.periodicCheck()
        viewModel.answerPrePrompt(.rate)
        await viewModel.synchronize()
        #expect(opened == 1 && prompter.requestCount == 0)
        #expect(told.all.suffix(1) == ["answered rate"])
        let state = try ServiceFactory.makeReviewStoreService(store: store).loadState()
        #expect(
            state.facts(of: .rate).count == 1 && state.facts(of: .prePrompt(.rate)).count == 1
                && state.systemRequestDates.isEmpty)
    }

    @Test("Without a way to open the page, Rate makes the system request instead")
    func systemRequestWithoutAnOpener() async throws {
        let (viewModel, prompter, store) = viewModel(Self.policy, opener: nil)
        let told = ToldSteps(viewModel)
        viewModel.periodicCheck()
        viewModel.answerPrePrompt(.rate)
        await viewModel.synchronize()
        #expect(prompter.requestCount == 1, "the user who chose to rate is asked by the system")
        #expect(told.all.suffix(2) == ["answered rate", "requested"])
        let state = try ServiceFactory.makeReviewStoreService(store: store).loadState()
        #expect(state.facts(of: .rate).count == 1 && state.systemRequestDates.count == 1)
    }

    @Test("In preview, Rate does what it does live: it opens the write-review page, recording nothing")
    func previewOpensThePage() throws {
        var opened = 0
        let store = DataFactory.makeInMemoryStore()
        let prompter = SystemReviewPrompterSpy()
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: Self.policy, store: store, versionService: VersionServiceStub("1.0"),
            mode: .preview, prompter: prompter, clock: ManualClock(), openWriteReviewPage: { opened += 1 })
        let told = ToldSteps(viewModel)
        viewModel.periodicCheck()
        viewModel.answerPrePrompt(.rate)
        #expect(opened == 1 && prompter.requestCount == 0)
        #expect(told.all.suffix(1) == ["answered rate"])
        #expect(
            try ServiceFactory.makeReviewStoreService(store: store).loadState() == ReviewState(), "nothing recorded")
    }

    @Test("A periodic policy without a pre-prompt asks at its periodic check through the view model")
    func periodicWithoutPrePrompt() throws {
        let periodic = ReviewPolicy(
            name: "periodic", conditions: [], moments: [.periodicCheck], periodicCheckInterval: 60)
        let (viewModel, prompter, store) = viewModel(periodic, opener: nil)
        let told = ToldSteps(viewModel)
        viewModel.periodicCheck()
        #expect(prompter.requestCount == 1 && told.all == ["requested"])
        let state = try ServiceFactory.makeReviewStoreService(store: store).loadState()
        #expect(state.requestCount == 1 && state.systemRequestDates.count == 1, "the request is recorded as made")
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
