import AskForReviewDomain
import AskForReviewRollout
import Testing

@Suite("Guidance warnings on valid policies")
struct PolicyGuidanceTests {
    static let interval = MinimumTimeElapsed.sinceLastRequest(seconds: 30 * 86_400)

    func codes(_ conditions: [any EligibilityCondition], prePrompt: PrePrompt? = nil) -> [PolicyWarning.Code] {
        ReviewPolicy(name: "p", conditions: conditions, moments: [.processCompleted], prePrompt: prePrompt)
            .guidanceWarnings().map(\.code)
    }

    @Test("The presets: apple has no interval; searchconsole's pre-prompt gates and comes back; fittoday is clean")
    func presets() {
        #expect(ReviewPolicy.apple.guidanceWarnings().map(\.code) == [.noMinimumInterval])
        #expect(ReviewPolicy.fitToday.guidanceWarnings().isEmpty)
        #expect(
            ReviewPolicy.searchConsole.guidanceWarnings().map(\.code) == [.prePromptReappearsForever, .reviewGating])
    }

    @Test("An interval counts when it must hold (at the top or in an AllOf), not as one alternative of an AnyOf")
    func minimumInterval() {
        let enough = MinimumEventCount(.processCompleted, 5)
        #expect(codes([enough, Self.interval]).isEmpty)
        #expect(codes([enough, AllOf([Self.interval, SignedIn()])]).isEmpty)
        #expect(codes([enough, AnyOf([Self.interval, SignedIn()])]) == [.noMinimumInterval])
        #expect(codes([enough, MinimumTimeElapsed.sinceLastRequest(seconds: 3_600)]) == [.noMinimumInterval])
    }

    @Test("A threshold of 0 or 1 asks in the first session, unless another rule waits")
    func firstSession() {
        #expect(codes([MinimumEventCount("export", 1), Self.interval]) == [.asksInFirstSession])
        #expect(codes([MinimumSessions(0), Self.interval]) == [.asksInFirstSession])
        #expect(codes([MinimumEventCount("export", 2), Self.interval]).isEmpty)
        #expect(codes([MinimumEventCount("export", 1), MinimumSessions(2), Self.interval]).isEmpty)
        #expect(
            codes([MinimumEventCount("export", 1), MinimumTimeElapsed.sinceFirstLaunch(seconds: 86_400), Self.interval])
                .isEmpty)
    }

    @Test("Allowed codes are left out")
    func allowing() {
        let warnings = ReviewPolicy.searchConsole.guidanceWarnings(allowing: [.reviewGating])
        #expect(warnings.map(\.code) == [.prePromptReappearsForever])
        #expect(warnings.first?.description.hasPrefix("prePromptReappearsForever: ") == true)
    }
}
