import AskForReviewDomain
import AskForReviewSimulation
import AskForReviewTesting
import Foundation

/// The reference the simulator is checked against: the simulator's own schedule of the user's days
/// replayed through the real use case (``DefaultAskForReviewUsecase`` over an in-memory store,
/// telling its delegate), as an app drives it. It holds no copy of what a step does to the state.
@MainActor
struct UseCaseReplay {
    let policy: ReviewPolicy
    let user: SimulatedUser
    let start: Date

    func run() throws -> UsageSimulator.Result {
        let clock = SteppingDate(start)
        let version = VersionServiceStub("1.0")
        let delegate = AskForReviewUsecaseOutputSpy()
        let usecase = DefaultAskForReviewUsecase(
            policy: policy, reviewStoreService: ReviewStoreServiceSpy(), versionService: version,
            currentDate: clock.provider)
        usecase.delegate = delegate
        var result = UsageSimulator.Result()

        /// Answers what the use case asked to show at `day`, as the view model would, and notes the ask.
        func settle(day: Int) throws {
            guard let message = delegate.takeMessages().last else { return }
            var kind = UsageSimulator.Ask.Kind.prePrompt
            switch message {
            case .showAskForReview:
                guard try usecase.recordSystemReviewRequest().isEligible else { return }
                kind = .systemRequest
            case .showPrePrompt:
                if try usecase.answerPrePrompt(user.answer).systemRequest?.isEligible == true {
                    kind = .prePromptThenSystemRequest
                }
            }
            if kind != .prePrompt { result.systemRequestDates.append(clock.now) }
            let shipped = version.currentVersion() ?? ""
            result.asks.append(UsageSimulator.Ask(date: clock.now, day: day, version: shipped, kind: kind))
        }

        var schedule = UsageSchedule(user: user, policy: policy, start: start)
        for _ in 0..<user.days {
            try schedule.nextDay { step in
                switch step {
                case .ship(let shipped):
                    version.set(shipped)
                case .launch(let date):
                    clock.set(date)
                    try usecase.recordLaunch()
                    result.launches += 1
                case .check(let date, let day):
                    clock.set(date)
                    try usecase.requestForShowAppReview(at: .periodicCheck)
                    try settle(day: day)
                case .record(let event, let date):
                    clock.set(date)
                    try usecase.record(event)
                case .complete(let date, let day):
                    clock.set(date)
                    try usecase.recordProcess(.completed)
                    result.completions += 1
                    try settle(day: day)
                }
            }
        }
        result.finalState = try usecase.state()
        result.finalDecision = try usecase.decision(at: policy.primaryMoment)
        return result
    }
}
