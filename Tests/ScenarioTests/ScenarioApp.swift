import AskForReview
import AskForReviewData
import AskForReviewDomain
import AskForReviewTesting
import Foundation
import Testing

/// A minimal app wired through the public API only: a policy, the in-memory store, the shipped
/// stepping date and version stub, and a delegate that makes the system request as a view model would.
@MainActor
final class ScenarioApp: AskForReviewUsecaseOutput {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let day: TimeInterval = 86_400

    let usecase: any AskForReviewUsecase
    let store: any ReviewStoreService
    private let clock = SteppingDate(ScenarioApp.start)
    private let version = VersionServiceStub()
    /// System requests that went out.
    private(set) var requests = 0
    /// Pre-prompts shown.
    private(set) var prePrompts = 0

    init(_ policy: ReviewPolicy, mode: RequestMode = .live, state: ReviewState = ReviewState()) {
        store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
        do {
            try store.updateState { $0 = state }
        } catch {
            Issue.record(error, "the in-memory store refused the scenario's state")
        }
        usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: policy, reviewStoreService: store, versionService: version,
            currentDate: clock.provider, mode: mode)
        usecase.delegate = self
    }

    var state: ReviewState {
        get throws { try usecase.state() }
    }

    func advance(days: Double) {
        clock.advance(days: days)
    }

    func ship(_ version: String) {
        self.version.set(version)
    }

    /// The system request goes out at once (the pause is the view model's business); no scenario's
    /// policy counts an event since its own request, so the request names no event.
    func didShowAskForReview() {
        if (try? usecase.recordSystemReviewRequest(after: nil).isEligible) == true { requests += 1 }
    }

    func didShowPrePrompt(_ prePrompt: PrePrompt) {
        prePrompts += 1
    }

    /// Asks at the policy's moment; `true` when a request went out.
    func askNow() throws -> Bool {
        let before = requests
        try usecase.requestForShowAppReview()
        return requests > before
    }
}
