import AskForReviewDomain
import AskForReviewSimulation
import AskForReviewTesting
import Foundation
import TestSupport

/// The reference the simulator is checked against: the same schedule replayed through the real use
/// case (``DefaultAskForReviewUsecase`` over a store, telling its delegate), as an app drives it.
@MainActor
struct UseCaseReplay {
    let policy: ReviewPolicy
    let user: SimulatedUser
    let start: Date
    let skipsChecksThatCannotAsk = false

    func run() throws -> UsageSimulator.Result {
        let clock = SteppingDate(start)
        let version = VersionServiceStub("1.0")
        let recorder = AskForReviewUsecaseOutputSpy()
        let usecase = DefaultAskForReviewUsecase(
            policy: policy,
            reviewStoreService: ReviewStoreServiceSpy(),
            versionService: version,
            currentDate: clock.provider
        )
        usecase.delegate = recorder
        let checksPerSession = policy.moments.contains(.periodicCheck) ? 10 : 0
        let checkInterval = policy.periodicCheckInterval ?? 60
        var result = UsageSimulator.Result()
        // While the state, the version and the app state stay as they are, no check in this span can ask.
        var cannotAsk: Range<Date>?

        func note(_ decision: ReviewDecision) {
            cannotAsk = nil
            guard skipsChecksThatCannotAsk, let until = decision.conditionsHoldNoEarlierThan,
                decision.evaluatedAt < until
            else { return }
            cannotAsk = decision.evaluatedAt..<until
        }

        func settle(day: Int) throws {
            guard let message = recorder.takeMessages().last else { return }
            var recorded = UsageSimulator.Ask.Kind.prePrompt
            switch message {
            case .showAskForReview:
                guard try usecase.recordSystemReviewRequest().isEligible else { return }
                recorded = .systemRequest
            case .showPrePrompt:
                if try usecase.answerPrePrompt(user.answer).systemRequest?.isEligible == true {
                    recorded = .prePromptThenSystemRequest
                }
            }
            if recorded != .prePrompt { result.systemRequestDates.append(clock.now) }
            let shipped = version.currentVersion() ?? ""
            result.asks.append(UsageSimulator.Ask(date: clock.now, day: day, version: shipped, kind: recorded))
        }

        var shippedRelease = 0
        // Whole rates are the same every day: worked out once, not on each of the days.
        let (wholeLaunches, wholeCompletions) = (
            Int(exactly: user.launchesPerDay), Int(exactly: user.completionsPerDay)
        )
        for day in 0..<user.days {
            let dayStart = start.addingTimeInterval(Double(day) * 86_400)
            // An `if let` rather than `Optional.map`: a closure written here would be main-actor
            // isolated and checked at run time on every day.
            var release = 0
            if let every = user.newVersionEveryDays, every > 0 { release = day / every }
            if release != shippedRelease {
                shippedRelease = release
                version.set("1.\(release)")
                cannotAsk = nil
            }
            let launches = wholeLaunches ?? UsageSimulator.events(on: day, perDay: user.launchesPerDay)
            for launch in 0..<launches {
                let launchTime = dayStart.addingTimeInterval(9 * 3_600 + Double(launch) * 21_600 / Double(launches))
                clock.set(launchTime)
                try usecase.recordLaunch()
                cannotAsk = nil
                result.launches += 1
                for check in 0...checksPerSession where checksPerSession > 0 {
                    clock.set(launchTime.addingTimeInterval(Double(check) * checkInterval))
                    if let cannotAsk, cannotAsk.contains(clock.now) { continue }
                    note(try usecase.requestForShowAppReview(at: .periodicCheck))
                    try settle(day: day)
                }
            }
            let significant = UsageSimulator.events(on: day, perDay: user.significantEventsPerDay)
            for event in 0..<significant {
                clock.set(dayStart.addingTimeInterval(12 * 3_600 + Double(event) * 3_600 / Double(significant)))
                try usecase.record(ReviewEvent(user.significantEvent))
            }
            let completions = wholeCompletions ?? UsageSimulator.events(on: day, perDay: user.completionsPerDay)
            for completion in 0..<completions {
                clock.set(dayStart.addingTimeInterval(15 * 3_600 + Double(completion) * 21_600 / Double(completions)))
                note(try usecase.recordProcess(.completed))
                result.completions += 1
                try settle(day: day)
            }
            let skips = UsageSimulator.events(on: day, perDay: user.skipsPerDay)
            for skip in 0..<skips {
                clock.set(dayStart.addingTimeInterval(21 * 3_600 + Double(skip) * 3_600 / Double(skips)))
                try usecase.recordProcess(.skipped)
            }
        }
        result.finalState = try usecase.state()
        result.finalDecision = try usecase.decision(at: policy.primaryMoment)
        return result
    }

}
