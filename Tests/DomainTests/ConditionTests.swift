import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("Eligibility conditions")
struct ConditionTests {
    let now = Date.iso("2026-11-21T10:00:00Z")

    func context(_ state: ReviewState, version: String? = "1.0", appState: AppState = AppState()) -> EligibilityContext
    {
        EligibilityContext(state: state, now: now, currentVersion: version, appState: appState)
    }

    /// The words of an unmet result's reasons; `nil` when it is met or not configured.
    func words(_ result: ConditionResult) -> [String]? {
        guard case .notMet(let reasons) = result else { return nil }
        return reasons.map(\.text)
    }

    @Test("A completion count below the minimum says how many of how many")
    func completedCountReason() {
        let condition = MinimumEventCount.completedProcesses(4)
        #expect(
            words(
                condition.evaluate(in: context(ReviewState(completedCount: 3)))) == ["3 of 4 completed processes"])
        #expect(condition.evaluate(in: context(ReviewState(completedCount: 4))) == .met)
        #expect(MinimumEventCount.completedProcesses(nil).evaluate(in: context(ReviewState())) == .notConfigured)
    }

    @Test("The version condition names the version already asked for, and refuses an unknown version")
    func versionReason() {
        let asked = ReviewState(lastVersionPrompted: "1.2")
        #expect(
            words(
                VersionNotYetPrompted().evaluate(in: context(asked, version: "1.2")))
                == ["already asked for version 1.2"])
        #expect(VersionNotYetPrompted().evaluate(in: context(asked, version: "1.3")) == .met)
        #expect(
            words(
                VersionNotYetPrompted().evaluate(in: context(asked, version: nil)))
                == ["current app version is unknown"])
    }

    @Test("A time condition not yet met says when the next ask is allowed")
    func nextAskReason() {
        let state = ReviewState(lastRequestDate: Date.iso("2026-11-01T10:00:00Z"))
        let condition = MinimumTimeElapsed.sinceLastRequest(seconds: 30 * 86_400)
        #expect(
            words(
                condition.evaluate(in: context(state)))
                == ["asks again from 2026-12-01T10:00:00Z (30 days after the last request)"])
        #expect(condition.evaluate(in: context(ReviewState())) == .met)
        #expect(MinimumTimeElapsed.sinceLastRequest(seconds: nil).evaluate(in: context(state)) == .notConfigured)
    }

    @Test("A missing first launch is not met; a stored date after now counts as no time passed")
    func firstLaunchAndClockBack() {
        let condition = MinimumTimeElapsed.sinceFirstLaunch(seconds: 180)
        #expect(words(condition.evaluate(in: context(ReviewState()))) == ["first launch date is not recorded"])
        let future = ReviewState(firstLaunchDate: now.addingTimeInterval(3_600))
        #expect(
            words(
                condition.evaluate(in: context(future)))
                == ["clock is earlier than the first launch (2026-11-21T11:00:00Z); no time counts as passed"]
        )
        let farPast = ReviewState(firstLaunchDate: Date.distantPast)
        #expect(condition.evaluate(in: context(farPast)) == .met)
    }

    @Test("All-of reports every unmet reason and ignores conditions without a threshold")
    func allOf() {
        let condition = AllOf([
            MinimumEventCount.completedProcesses(4), MinimumEventCount.completedProcesses(nil), VersionNotYetPrompted(),
        ])
        let state = ReviewState(completedCount: 1, lastVersionPrompted: "1.0")
        #expect(
            words(condition.evaluate(in: context(state)))
                == ["1 of 4 completed processes", "already asked for version 1.0"])
        #expect(AllOf([MinimumEventCount.completedProcesses(nil)]).evaluate(in: context(state)) == .notConfigured)
        #expect(AllOf([MinimumEventCount.completedProcesses(1)]).evaluate(in: context(state)) == .met)
    }

    @Test("Any-of is met by one child and otherwise lists every child's reason")
    func anyOf() {
        let condition = AnyOf([MinimumEventCount.completedProcesses(10), SignedIn()])
        let state = ReviewState(completedCount: 2)
        #expect(condition.evaluate(in: context(state)) == .met)
        #expect(
            words(
                condition.evaluate(in: context(state, appState: AppState(isSignedIn: false))))
                == ["none of: 2 of 10 completed processes; user is signed out"]
        )
        #expect(AnyOf([MinimumEventCount.completedProcesses(nil)]).evaluate(in: context(state)) == .notConfigured)
    }

    @Test("App-state conditions and the chose-Rate flag explain themselves")
    func appStateConditions() {
        let background = AppState(isSignedIn: true, isInForeground: false)
        #expect(
            words(
                InForeground().evaluate(in: context(ReviewState(), appState: background)))
                == ["app is in the background"])
        #expect(
            words(
                SignedIn().evaluate(in: context(ReviewState(), appState: AppState(isSignedIn: false))))
                == ["user is signed out"])
        #expect(RateNotChosen().evaluate(in: context(ReviewState(choseRate: true))).reasons.count == 1)
        #expect(words(StateIntact().evaluate(in: context(ReviewState(loadProblems: ["damaged"])))) == ["damaged"])
    }

    @Test("The system quota allows 3 requests in any 365 days and says when the window reopens")
    func systemQuota() {
        let quota = SystemPromptQuota.appStore
        let day: TimeInterval = 86_400
        let three = [
            now.addingTimeInterval(-300 * day), now.addingTimeInterval(-100 * day), now.addingTimeInterval(-day),
        ]
        #expect(quota.evaluate(in: context(ReviewState(systemRequestDates: Array(three.prefix(2))))) == .met)
        let reason = quota.evaluate(in: context(ReviewState(systemRequestDates: three))).unmet
        #expect(reason.first?.clearsAt == Date.iso("2027-01-25T10:00:00Z"))
        #expect(reason.first?.kind == .systemLimitReached)
        #expect(
            reason.map(\.text) == [
                "system limit reached: 3 review requests in the last 365 days; asks again from 2027-01-25T10:00:00Z"
                    + " (365 days after the request of 2026-01-25T10:00:00Z)"
            ]
        )
        let slid = [now.addingTimeInterval(-365 * day)] + three.suffix(2)
        #expect(quota.evaluate(in: context(ReviewState(systemRequestDates: slid))) == .met)
    }

    @Test("A logged system request later than now still counts, so moving the clock back frees nothing")
    func systemQuotaClockBack() {
        let future = (1...3).map { now.addingTimeInterval(Double($0) * 86_400) }
        #expect(SystemPromptQuota.appStore.evaluate(in: context(ReviewState(systemRequestDates: future))) != .met)
    }
}

@Suite("Unmet reasons")
struct UnmetReasonTests {
    @Test("A reason carries its words, its kind and when it clears; words alone are custom and promise nothing")
    func values() {
        let words = UnmetReason("3 of 5 exports")
        #expect(words.text == "3 of 5 exports" && words.kind == .custom && words.clearsAt == nil)
        let timeless = UnmetReason.timeless("never by waiting", kind: .alreadyChoseRate)
        #expect(timeless.clearsAt == .distantFuture && timeless.kind == .alreadyChoseRate)
        let dated = UnmetReason(
            "after the trial", kind: UnmetReason.Kind(rawValue: "trial"), clearsAt: Date.iso("2026-12-01T00:00:00Z"))
        #expect(dated.kind.rawValue == "trial" && dated.description == "after the trial")
    }

    @Test("The kinds the built-in conditions give")
    func kinds() {
        let now = Date.iso("2026-11-21T10:00:00Z")
        let context = EligibilityContext(
            state: ReviewState(completedCount: 1, lastVersionPrompted: "1.0", choseRate: true), now: now,
            currentVersion: "1.0", appState: AppState(isSignedIn: false, isInForeground: false))
        let kinds = AllOf([
            MinimumEventCount.completedProcesses(4), VersionNotYetPrompted(), RateNotChosen(), SignedIn(),
            InForeground(),
            MinimumTimeElapsed.sinceFirstLaunch(seconds: 60),
        ]).evaluate(in: context).unmet.map(\.kind)
        #expect(
            kinds == [
                .tooFewEvents, .alreadyAskedForVersion, .alreadyChoseRate, .signedOut, .inBackground,
                .firstLaunchUnknown,
            ])
    }
}
