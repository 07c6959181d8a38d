import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// The examples of the DocC landing pages and articles that run anywhere, word for word as the
/// documents show them (the documentation drift test checks that), each run here with what it
/// needs around it and its shown output checked.
@MainActor
@Suite("The articles' examples")
struct ArticleExamplesTests {
    let folder = ScratchFolder.url.appendingPathComponent("examples-\(UUID().uuidString)")

    nonisolated func freshFolder() -> URL {
        folder.appendingPathComponent(UUID().uuidString)
    }

    @Test("The domain's landing page: a preset decides, with its reasons")
    func domainLandingPage() {
        let decision = ReviewPolicy.apple.decision(
            in: EligibilityContext(state: ReviewState(), now: Date(), currentVersion: "1.0"), at: .processCompleted)
        print(decision.reasons)  // ["0 of 4 completed processes"]
        #expect(decision.reasons == ["0 of 4 completed processes"])
    }

    @Test("The presentation's landing page: the view model over a use case")
    func presentationLandingPage() {
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: .apple,
            reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
            versionService: VersionServiceStub("1.0"),
            currentDate: { Date() })
        let viewModel = AskForReviewViewModel(usecase: usecase, prompter: NoSystemReviewPrompter())
        viewModel.processDidFinish(.completed)
        print(viewModel.decision()?.reasons ?? [])
        #expect(viewModel.decision()?.reasons == ["1 of 4 completed processes"])
    }

    @Test("The data layer's landing page: written behind, then at once")
    func dataLandingPage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = JSONFileStore(fileURL: folder.appendingPathComponent("state.json"))
        let service = ServiceFactory.makeWriteBehindReviewStoreService(
            base: ServiceFactory.makeReviewStoreService(store: store))
        try service.record(.launch(at: Date()))  // in memory at once, in the file within 0.5 s
        try service.synchronize()  // or now: when the app leaves the foreground
        #expect(try ServiceFactory.makeReviewStoreService(store: store).loadState().sessions.count == 1)
    }

    @Test("A store of your own through the shipped contract")
    func storeContract() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let contract = StoreableContract(makeStore: { MyStore(in: freshFolder()) })
        for check in contract.checks { try check.run() }  // throws ContractViolation naming the check
        #expect(!contract.checks.isEmpty)
    }

    @Test("The events article's calls record what they say, and reset keeps the request log")
    func events() throws {
        let store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
        try store.updateState { $0 = ReviewState(systemRequestDates: [Date(timeIntervalSinceReferenceDate: 0)]) }
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: .apple, reviewStoreService: store, versionService: VersionServiceStub("1.0"),
            currentDate: { Date() })
        try usecase.recordLaunch()  // a session starts: at launch and each return to the foreground
        try usecase.recordProcess(.completed)  // .processCompleted, asking on its screen
        try usecase.record(ReviewEvent("exportSucceeded"))  // any event the app names
        try usecase.record(ReviewEvent("purchase", weight: 4))  // with a weight (a score, may be negative)
        try usecase.record(ReviewEvent("paymentFailed", isBadExperience: true))
        try usecase.record(ReviewEvent("exportSucceeded"), askingAt: .processCompleted)  // record, then ask
        try usecase.recordUserChoseRate()  // the app's own "Rate us" button was used
        try usecase.reset()  // forget counts and dates, keep the request log
        let state = try store.loadState()
        #expect(state.facts(of: "exportSucceeded").count == 0 && state.facts(of: .rate).count == 0)
        #expect(state.systemRequestDates.count == 1)
    }

    @Test("How a decision is made: the two-workout user's reasons, and no date while a workout must come first")
    func decisionExample() {
        // A user who launched on November 1st and completed two workouts (each argument of
        // ReviewState defaults to a user who never launched the app).
        let firstLaunch = Date(timeIntervalSince1970: 1_793_523_600)  // 2026-11-01T09:00:00Z
        let twoWorkouts = ReviewState(firstLaunchDate: firstLaunch, completedCount: 2)
        let fourthDay = firstLaunch.addingTimeInterval(3 * 86_400)

        let decision = ReviewPolicy.fitToday.decision(
            in: EligibilityContext(state: twoWorkouts, now: fourthDay, currentVersion: "1.0"), at: .processCompleted)
        print(decision.reasons)
        // ["2 of 3 completed workouts", "asks from 2026-11-08T09:00:00Z (7 days after the first launch)"]
        print(decision.conditionsHoldNoEarlierThan == .distantFuture)  // true: a workout must come first

        #expect(
            decision.reasons == [
                "2 of 3 completed workouts", "asks from 2026-11-08T09:00:00Z (7 days after the first launch)",
            ])
        #expect(decision.conditionsHoldNoEarlierThan == .distantFuture)
    }

    @Test("The extending article's prompter withholds during a call, and asks otherwise")
    func prompter() {
        let platform = SystemReviewPrompterSpy()
        var onCall = true
        let prompter = NotDuringCallsPrompter(platform: platform, isOnCall: { onCall })
        #expect(prompter.unavailableReason == "a call is in progress")
        onCall = false
        #expect(prompter.unavailableReason == nil)
        prompter.requestReview()
        #expect(platform.requestCount == 1)
    }
}

/// Withholds the request while a call is in progress; otherwise asks as `platform` does.
@MainActor
final class NotDuringCallsPrompter: SystemReviewPrompter {
    private let platform: any SystemReviewPrompter
    private let isOnCall: () -> Bool

    init(platform: any SystemReviewPrompter, isOnCall: @escaping () -> Bool) {
        self.platform = platform
        self.isOnCall = isOnCall
    }

    var unavailableReason: String? {
        isOnCall() ? "a call is in progress" : platform.unavailableReason
    }

    func requestReview() {
        platform.requestReview()
    }
}
