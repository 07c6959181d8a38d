import AskForReview
import AskForReviewRollout
import AskForReviewTesting
import Foundation
import Testing

/// What an app forwards to its analytics, through the public products only: one stream of typed
/// events, each with the install's experiment variant.
@MainActor
@Suite("One analytics stream")
struct AnalyticsStreamTests {
    @Test("The funnel of an experiment's install: scheduled, then requested, each event naming the variant")
    func funnelWithAssignment() async throws {
        let experiment = PolicyExperiment(
            name: "timing", variants: [.init(name: "apple", share: 1, policy: .apple)])
        let store = DataFactory.makeInMemoryStore()
        let policy = try #require(
            try experiment.policy(forInstallIn: ServiceFactory.makeReviewStoreService(store: store)))
        let clock = ManualClock()
        let prompter = SystemReviewPrompterSpy()
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: policy, store: store, versionService: VersionServiceStub("1.0"),
            prompter: prompter, clock: clock)
        var events: [ReviewFlowEvent] = []
        viewModel.handleEvent = { events.append($0) }
        for _ in 1...4 { viewModel.processDidFinish(.completed) }
        let pending = try #require(viewModel.pendingReviewRequest)
        clock.advance(by: .seconds(2))
        await pending.value
        let assignment = ExperimentAssignment(experiment: "timing", variant: "apple")
        #expect(
            events == [
                ReviewFlowEvent(.requestScheduled, assignment: assignment),
                ReviewFlowEvent(.systemRequestMade, assignment: assignment),
            ])
        #expect(prompter.requestCount == 1)
    }
}
