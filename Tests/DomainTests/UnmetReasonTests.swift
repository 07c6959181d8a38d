import AskForReviewDomain
import Foundation
import TestSupport
import Testing

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
            state: ReviewState(completedCount: 1, lastVersionPrompted: "1.0", choices: [.rate: EventFacts(count: 1)]),
            now: now,
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
