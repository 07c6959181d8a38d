import AskForReview
import AskForReviewTesting
import Foundation
import Testing

// The "Testing your integration" article's example, word for word: a screen's flow tested against
// the use case spy, and a policy tested against the real use case with the shipped stubs.

@MainActor
@Test("A completed order asks after the pause, through the use case")
func aCompletedOrderAsksAfterThePause() async {
    let usecase = AskForReviewUsecaseSpy(policy: .apple)
    usecase.askOnNextCall = .systemRequest
    let prompter = SystemReviewPrompterSpy()
    let clock = ManualClock()
    let viewModel = AskForReviewViewModel(usecase: usecase, prompter: prompter, clock: clock)

    viewModel.processDidFinish(.completed)
    #expect(prompter.requestCount == 0)
    clock.advance(by: .seconds(2))
    await viewModel.pendingReviewRequest?.value

    #expect(prompter.requestCount == 1)
    #expect(usecase.messages == [.recordProcess(.completed), .recordSystemReviewRequest])
}

@MainActor
@Test("The policy asks at the fourth completed order, once per version")
func thePolicyAsksAtTheFourthOrder() throws {
    let today = SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000))
    let version = VersionServiceStub("2.1")
    let usecase = DefaultAskForReviewUsecase(
        policy: .apple, reviewStoreService: ReviewStoreServiceSpy(), versionService: version,
        currentDate: today.provider)
    let output = AskForReviewUsecaseOutputSpy()
    usecase.delegate = output

    for _ in 1...3 {
        try usecase.recordProcess(.completed)
        today.advance(days: 1)
    }
    #expect(output.takeMessages().isEmpty)
    try usecase.recordProcess(.completed)
    #expect(output.takeMessages() == [.showAskForReview])
    _ = try usecase.recordSystemReviewRequest()

    try usecase.recordProcess(.completed)
    #expect(output.takeMessages().isEmpty, "asked for 2.1 already")
    version.set("2.2")
    try usecase.recordProcess(.completed)
    #expect(output.takeMessages() == [.showAskForReview])
}

@Test("The article shows this file's example, word for word")
func testingArticleMatches() throws {
    let example = try articleExample(
        "Sources/AppShell/Tools/AskForReviewTesting/AskForReviewTesting.docc/TestingYourIntegration.md")
    #expect(example.count > 500)
    #expect(try sourceOfThisFile().contains(example))
}
