import AskForReviewDomain
import Foundation
import TestSupport
import Testing

/// `ReviewDecision.conditionsHoldNoEarlierThan`: when, if only the clock moves on, the conditions could hold.
@Suite("When the conditions could hold")
struct EarliestEligibilityTests {
    let now = Date.iso("2026-11-21T10:00:00Z")
    let day: TimeInterval = 86_400

    func decision(_ policy: ReviewPolicy, _ state: ReviewState, appState: AppState = AppState()) -> ReviewDecision {
        policy.decision(
            in: EligibilityContext(state: state, now: now, currentVersion: "1.0", appState: appState),
            at: policy.primaryMoment)
    }

    @Test("Waiting on time gives the latest of the dates still to come; eligible now gives now")
    func waitingOnTime() {
        let firstLaunch = now.addingTimeInterval(-2 * day)
        let lastRequest = now.addingTimeInterval(-10 * day)
        let waiting = ReviewState(firstLaunchDate: firstLaunch, completedCount: 5, lastRequestDate: lastRequest)
        #expect(decision(.fitToday, waiting).conditionsHoldNoEarlierThan == lastRequest.addingTimeInterval(30 * day))

        let onlyLaunch = ReviewState(firstLaunchDate: firstLaunch, completedCount: 5)
        #expect(decision(.fitToday, onlyLaunch).conditionsHoldNoEarlierThan == firstLaunch.addingTimeInterval(7 * day))

        let eligible = ReviewState(firstLaunchDate: now.addingTimeInterval(-8 * day), completedCount: 5)
        #expect(decision(.fitToday, eligible).isEligible)
        #expect(decision(.fitToday, eligible).conditionsHoldNoEarlierThan == now)
    }

    @Test("A rule only the state, the version or the app state can change never clears by time alone")
    func timeless() {
        let firstLaunch = now.addingTimeInterval(-8 * day)
        #expect(
            decision(.fitToday, ReviewState(firstLaunchDate: firstLaunch)).conditionsHoldNoEarlierThan == .distantFuture
        )
        #expect(
            decision(.apple, ReviewState(completedCount: 4, lastVersionPrompted: "1.0")).conditionsHoldNoEarlierThan
                == .distantFuture)
        let signedOut = decision(
            .searchConsole, ReviewState(firstLaunchDate: firstLaunch), appState: AppState(isSignedIn: false))
        #expect(signedOut.conditionsHoldNoEarlierThan == .distantFuture)
        #expect(
            decision(.searchConsole, ReviewState(choices: [.rate: EventFacts(count: 1)])).conditionsHoldNoEarlierThan
                == .distantFuture)
    }

    @Test("A reason given only in words promises nothing, unless another rule waits longer")
    func wordsPromiseNothing() {
        let words = ReviewPolicy(name: "words", conditions: [Refusing()], moments: [.periodicCheck])
        #expect(decision(words, ReviewState()).conditionsHoldNoEarlierThan == nil)

        let lastRequest = now.addingTimeInterval(-day)
        let both = ReviewPolicy(
            name: "both", conditions: [Refusing(), MinimumTimeElapsed.sinceLastRequest(seconds: 2 * day)],
            moments: [.periodicCheck])
        #expect(
            decision(both, ReviewState(lastRequestDate: lastRequest)).conditionsHoldNoEarlierThan
                == lastRequest.addingTimeInterval(2 * day))
    }

    @Test("Any of several rules: the earliest of them, and nothing promised if one promises nothing")
    func anyOf() {
        let firstLaunch = now.addingTimeInterval(-day)
        let either = ReviewPolicy(
            name: "either",
            conditions: [
                AnyOf([
                    MinimumTimeElapsed.sinceFirstLaunch(seconds: 3 * day),
                    MinimumTimeElapsed.sinceFirstLaunch(seconds: 2 * day),
                ])
            ],
            moments: [.periodicCheck])
        #expect(
            decision(either, ReviewState(firstLaunchDate: firstLaunch)).conditionsHoldNoEarlierThan
                == firstLaunch.addingTimeInterval(2 * day))

        let nested = ReviewPolicy(
            name: "nested",
            conditions: [
                AnyOf([
                    AllOf([
                        MinimumTimeElapsed.sinceFirstLaunch(seconds: 3 * day),
                        MinimumTimeElapsed.sinceFirstLaunch(seconds: 5 * day),
                    ]),
                    MinimumEventCount.completedProcesses(nil),
                ])
            ],
            moments: [.periodicCheck])
        #expect(
            decision(nested, ReviewState(firstLaunchDate: firstLaunch)).conditionsHoldNoEarlierThan
                == firstLaunch.addingTimeInterval(5 * day), "one alternative that needs both of its rules")

        let orWords = ReviewPolicy(
            name: "or words",
            conditions: [AnyOf([MinimumTimeElapsed.sinceFirstLaunch(seconds: 3 * day), Refusing()])],
            moments: [.periodicCheck])
        #expect(decision(orWords, ReviewState(firstLaunchDate: firstLaunch)).conditionsHoldNoEarlierThan == nil)
    }

    @Test("The system limit reopens when the limit-th latest request leaves the window, even past the limit")
    func quotaReopens() {
        let dates = [-300, -200, -100, -1].map { now.addingTimeInterval(Double($0) * day) }
        let quota = ReviewPolicy(name: "quota", conditions: [], moments: [.periodicCheck])
        let reopens = dates[1].addingTimeInterval(365 * day)
        #expect(decision(quota, ReviewState(systemRequestDates: dates)).conditionsHoldNoEarlierThan == reopens)
        #expect(
            decision(quota, ReviewState(systemRequestDates: dates)).reasons == [
                "system limit reached: 4 review requests in the last 365 days; asks again from \(ISOTimestamp.text(reopens))"
                    + " (365 days after the request of \(ISOTimestamp.text(dates[1])))"
            ])
        let never = ReviewPolicy(
            name: "never", conditions: [], moments: [.periodicCheck],
            systemQuota: SystemPromptQuota(limit: 0, window: day))
        #expect(decision(never, ReviewState()).conditionsHoldNoEarlierThan == .distantFuture)
    }

    @Test("A clock behind a stored date: the earliest moment is the stored date plus the whole interval")
    func clockBehind() {
        let future = now.addingTimeInterval(day)
        let policy = ReviewPolicy(
            name: "since launch", conditions: [MinimumTimeElapsed.sinceFirstLaunch(seconds: 60)],
            moments: [.periodicCheck])
        let earliest = decision(policy, ReviewState(firstLaunchDate: future)).conditionsHoldNoEarlierThan
        #expect(earliest == future.addingTimeInterval(60))
        let sinceRequest = ReviewPolicy(
            name: "since request", conditions: [MinimumTimeElapsed.sinceLastRequest(seconds: 30 * day)],
            moments: [.periodicCheck], systemQuota: nil)
        #expect(
            decision(sinceRequest, ReviewState(lastRequestDate: future)).conditionsHoldNoEarlierThan
                == future.addingTimeInterval(30 * day))
    }
}

/// Never met, and says why only in words.
private struct Refusing: EligibilityCondition {
    func evaluate(in context: EligibilityContext) -> ConditionResult { .notMet(UnmetReason("refused")) }
}
