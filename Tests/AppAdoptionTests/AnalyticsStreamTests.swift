import AskForReview
import AskForReviewRollout
import AskForReviewTesting
import Foundation
import Testing

/// What an app forwards to its analytics, through the public products only: the view model's
/// closures, each sent with the install's experiment variant.
@MainActor
@Suite("What an app hears, for its analytics")
struct AnalyticsStreamTests {
    @Test("The funnel of an experiment's install: the request after the pause, the variant at hand")
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
        var sent: [String] = []
        viewModel.handleReviewRequested = {
            sent.append("requested \(policy.assignment.map { "\($0.experiment)/\($0.variant)" } ?? "none")")
        }
        for _ in 1...4 { viewModel.processDidFinish(.completed) }
        let pending = try #require(viewModel.pendingReviewRequest)
        clock.advance(by: .seconds(2))
        await pending.value
        #expect(sent == ["requested timing/apple"])
        #expect(prompter.requestCount == 1)
    }
}
