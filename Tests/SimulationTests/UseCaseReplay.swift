import AskForReviewDomain
import AskForReviewSimulation
import AskForReviewTesting
import Foundation
import TestSupport

/// The reference the simulator is checked against: the simulator's own schedule of the user's days
/// replayed through the real use case (``DefaultAskForReviewUsecase`` over an in-memory store,
/// telling its delegate), as an app drives it. It holds no copy of what a step does to the state.
@MainActor
struct UseCaseReplay {
    let policy: ReviewPolicy
    let user: SimulatedUser
    let start: Date

    func run() throws -> UsageSimulator.Result {
        var driver = UseCaseDriver(policy: policy, answer: user.answer, start: start)
        var schedule = UsageSchedule(user: user, policy: policy, start: start)
        for _ in 0..<user.days {
            try schedule.nextDay(&driver)
        }
        return try driver.finished()
    }
}

/// Takes each step through the real use case, with the shipped stepping date, version stub, store
/// spy and delegate spy, and answers what the use case asks to show as the view model would.
@MainActor
private struct UseCaseDriver: @MainActor UsageStepTaker {
    let answer: PrePromptAnswer
    let clock: SteppingDate
    let version = VersionServiceStub("1.0")
    let delegate = AskForReviewUsecaseOutputSpy()
    let usecase: DefaultAskForReviewUsecase
    var result = UsageSimulator.Result()

    init(policy: ReviewPolicy, answer: PrePromptAnswer, start: Date) {
        self.answer = answer
        clock = SteppingDate(start)
        usecase = DefaultAskForReviewUsecase(
            policy: policy, reviewStoreService: ReviewStoreServiceSpy(), versionService: version,
            currentDate: clock.provider)
        usecase.delegate = delegate
    }

    mutating func take(_ step: UsageStep) throws {
        switch step {
        case .ship(let shipped):
            version.set(shipped)
        case .launch(let date):
            clock.set(date)
            try usecase.recordLaunch()
            result.launches += 1
        case .install:
            // The app records its first launch at its first launch: an install changes nothing it sees.
            break
        case .check(let date, let day):
            clock.set(date)
            try usecase.requestForShowAppReview(at: .periodicCheck)
            try settle(day: day, after: nil)
        case .record(let event, let date):
            clock.set(date)
            try usecase.record(event)
        case .complete(let date, let day):
            clock.set(date)
            try usecase.recordProcess(.completed)
            result.completions += 1
            try settle(day: day, after: .processCompleted)
        case .ask(let event, let date, let day):
            clock.set(date)
            try usecase.record(event, askingAt: .processCompleted)
            try settle(day: day, after: event.name)
        }
    }

    /// Answers what the use case asked to show on `day` after `trigger`, as the view model would, and
    /// notes the ask.
    private mutating func settle(day: Int, after trigger: EventName?) throws {
        guard let message = delegate.takeMessages().last else { return }
        var kind = UsageSimulator.Ask.Kind.prePrompt
        switch message {
        case .showAskForReview:
            guard try usecase.recordSystemReviewRequest(after: trigger).isEligible else { return }
            kind = .systemRequest
        case .showPrePrompt:
            if try usecase.answerPrePrompt(answer, requestCanGoOut: true).systemRequest?.isEligible == true {
                kind = .prePromptThenSystemRequest
            }
        }
        if kind != .prePrompt { result.systemRequestDates.append(clock.now) }
        let shipped = version.currentVersion() ?? ""
        result.asks.append(UsageSimulator.Ask(date: clock.now, day: day, version: shipped, kind: kind))
    }

    /// The result: the replay's asks, and the use case's final state and decision.
    func finished() throws -> UsageSimulator.Result {
        var result = result
        result.finalState = try usecase.state()
        result.finalDecision = try usecase.decision(at: usecase.policy.primaryMoment)
        return result
    }
}

/// The reference a log's replay is checked against: a user's logged events, as steps, through the
/// real use case, as an app would have reported them.
@MainActor
struct UseCaseLogReplay {
    let policy: ReviewPolicy
    let events: [LoggedEvent]
    let answer: PrePromptAnswer

    func run() throws -> UsageSimulator.Result {
        guard let first = events.first else { return UsageSimulator.Result() }
        var driver = UseCaseDriver(policy: policy, answer: answer, start: first.time)
        var steps = LoggedSteps(firstEvent: first.time, policy: policy)
        for event in events { try steps.take(event, into: &driver) }
        return try driver.finished()
    }
}
