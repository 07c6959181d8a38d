import AskForReviewData
import AskForReviewDomain
import Foundation

/// A minimal app wired through the public API only: a policy, the in-memory store, a clock and a
/// version the test moves, and a delegate that makes the system request as a view model would.
@MainActor
final class ScenarioApp: AskForReviewUsecaseOutput {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let day: TimeInterval = 86_400

    let usecase: DefaultAskForReviewUsecase
    let store: InMemoryReviewStoreService
    private let clock = Box(ScenarioApp.start)
    private let version = VersionBox()
    /// System requests that went out.
    private(set) var requests = 0
    /// Pre-prompts shown.
    private(set) var prePrompts = 0

    init(_ policy: ReviewPolicy, mode: RequestMode = .live, state: ReviewState = ReviewState()) {
        let clock = clock
        store = InMemoryReviewStoreService(state)
        usecase = DefaultAskForReviewUsecase(
            policy: policy, reviewStoreService: store, versionService: version,
            currentDate: { clock.value }, mode: mode)
        usecase.delegate = self
    }

    var state: ReviewState {
        get throws { try usecase.state() }
    }

    func advance(days: Double) {
        clock.value = clock.value.addingTimeInterval(days * Self.day)
    }

    func ship(_ version: String) {
        self.version.set(version)
    }

    /// The system request goes out at once (the pause is the view model's business).
    func didShowAskForReview() {
        if (try? usecase.recordSystemReviewRequest().isEligible) == true { requests += 1 }
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

/// The app's version, set by the test.
private final class VersionBox: VersionService {
    private let version = Box<String?>("1.0")

    func set(_ version: String) {
        self.version.value = version
    }

    func currentVersion() -> String? {
        version.value
    }
}

/// A value the test sets and the use case reads, from any thread.
private final class Box<Value: Sendable>: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
