import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport

/// Wires a use case with doubles of the layer below, for one test.
@MainActor
struct UsecaseHarness {
    let sut: DefaultAskForReviewUsecase
    let store: ReviewStoreServiceSpy
    let version: VersionServiceStub
    let clock: SteppingDate
    let output: AskForReviewUsecaseOutputSpy
    let appState: AppStateBox

    init(
        policy: ReviewPolicy,
        state: ReviewState = ReviewState(),
        version: String? = "1.0",
        start: Date = Date.iso("2026-01-01T00:00:00Z")
    ) {
        store = ReviewStoreServiceSpy(state)
        self.version = VersionServiceStub(version)
        clock = SteppingDate(start)
        output = AskForReviewUsecaseOutputSpy()
        let appState = AppStateBox()
        self.appState = appState
        sut = DefaultAskForReviewUsecase(
            policy: policy,
            reviewStoreService: store,
            versionService: self.version,
            currentDate: clock.provider,
            appState: { appState.value }
        )
        sut.delegate = output
    }

    /// Completes a process and, if asked, lets the system request go out (the pause passed on screen).
    @discardableResult
    func completeAndConfirm() throws -> Bool {
        let asked = try sut.recordProcess(.completed).isEligible
        return asked ? try sut.recordSystemReviewRequest(after: .processCompleted).isEligible : false
    }
}

/// A settable app state shared with the use case's closure.
final class AppStateBox: @unchecked Sendable {
    private let lock = NSLock()
    private var state = AppState()
    var value: AppState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}
