import AskForReview
import AskForReviewTesting
import Foundation
import Testing

// The "Testing your integration" article's example, word for word: a screen's flow and a policy,
// each against the real use case with the shipped doubles, clocks and an in-memory store.

@MainActor
@Test("The fourth completed order asks after the pause")
func theFourthOrderAsksAfterThePause() async throws {
    let today = SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000))
    let usecase = UsecasesFactory.makeAskForReviewUsecase(
        policy: .apple,
        reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
        versionService: VersionServiceStub("2.1"), currentDate: today.provider)
    let prompter = SystemReviewPrompterSpy()
    let clock = ManualClock()
    let viewModel = AskForReviewViewModel(usecase: usecase, prompter: prompter, clock: clock)

    for _ in 1...3 {
        viewModel.processDidFinish(.completed)
        today.advance(days: 1)
    }
    viewModel.processDidFinish(.completed)
    #expect(prompter.requestCount == 0, "not before the pause")
    clock.advance(by: .seconds(2))
    await viewModel.pendingReviewRequest?.value

    #expect(prompter.requestCount == 1)
}

@MainActor
@Test("The policy asks at the fourth completed order, once per version")
func thePolicyAsksAtTheFourthOrder() throws {
    let today = SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000))
    let version = VersionServiceStub("2.1")
    let usecase = UsecasesFactory.makeAskForReviewUsecase(
        policy: .apple,
        reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
        versionService: version, currentDate: today.provider)

    for _ in 1...3 {
        #expect(try !usecase.recordProcess(.completed).isEligible)
        today.advance(days: 1)
    }
    #expect(try usecase.recordProcess(.completed).isEligible)
    #expect(try usecase.recordSystemReviewRequest(after: .processCompleted).isEligible)

    #expect(try usecase.recordProcess(.completed).reasons == ["already asked for version 2.1"])
    version.set("2.2")
    #expect(try usecase.recordProcess(.completed).isEligible)
}

@Test("The article shows this file's example, word for word")
func testingArticleMatches() throws {
    let example = try articleExample(
        "Sources/AppShell/Tools/AskForReviewTesting/AskForReviewTesting.docc/TestingYourIntegration.md")
    #expect(example.count > 500)
    #expect(try sourceOfThisFile().contains(example))
}
