import AskForReviewDomain
import AskForReviewSimulation
import AskForReviewTransitions
import Foundation
import TestSupport
import Testing

/// The replay's table of what clears a reason of each kind (`StateChanges.clearing`): a change the
/// table does not name for a reason's kind leaves the condition unmet until the reason's `clearsAt`,
/// for every built-in condition, in random states.
@Suite("What the replay knows clears a reason")
struct WhatClearsAReasonTests {
    let start = Date.iso("2026-01-01T00:00:00Z")
    let day: TimeInterval = 86_400

    static let conditions: [any EligibilityCondition] =
        [
            SignedIn(), InForeground(), RateNotChosen(), VersionNotYetPrompted(), SystemPromptQuota.appStore,
            SystemPromptQuota(limit: 1, window: 10 * 86_400), MinimumTimeElapsed.sinceFirstLaunch(seconds: 7 * 86_400),
            MinimumTimeElapsed.sinceLastRequest(seconds: 30 * 86_400), MinimumEventCount.completedProcesses(3),
            MinimumEventCount("export", 2, in: .sinceLastRequest), MinimumSessions(4),
            AnyOf([MinimumTimeElapsed.sinceLastRequest(seconds: 5 * 86_400), VersionNotYetPrompted()]),
            AnyOf([MinimumTimeElapsed.sinceFirstLaunch(seconds: 2 * 86_400), MinimumEventCount.completedProcesses(5)]),
            AllOf([SignedIn(), SystemPromptQuota(limit: 2, window: 20 * 86_400)]),
            MinimumTimeSinceChoice(choice: .rate, seconds: 10 * 86_400),
            MinimumTimeSinceChoice(choice: .rate, seconds: 10 * 86_400, inCurrentVersionOnly: true),
            MinimumUsageFrequency(sessionsPerWeek: 4),
            MinimumUsageFrequency(sessionsPerWeek: 4, sinceUpdateAtMost: 9 * 86_400),
        ] + DescribedConditionExamples.conditions

    /// The events the random states and the changes record: those the conditions above count, and
    /// those the described conditions' examples name.
    static let events: [EventName] = ["export"] + DescribedConditionExamples.eventNames

    /// A policy whose system request always goes out, logged against the App Store's window.
    static let asksAlways = ReviewPolicy(
        name: "always", conditions: [], moments: [.processCompleted], systemQuota: nil,
        asksAfterBadExperienceInSession: true)

    /// A state after random launches, events and asks over the first 60 days.
    func randomState(using generator: inout SeededGenerator) -> ReviewState {
        var state = ReviewState()
        for _ in 0..<Int.random(in: 0...30, using: &generator) {
            let date = start.addingTimeInterval(Double.random(in: 0..<(60 * day), using: &generator))
            let version = ["1.0", "1.1"].randomElement(using: &generator)
            let transition = ReviewTransition(policy: Self.asksAlways, now: date, currentVersion: version)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: transition.recordLaunch(in: &state)
            case 1: try? transition.record(ReviewEvent(.processCompleted), in: &state)
            case 2:
                try? transition.record(
                    ReviewEvent(Self.events.randomElement(using: &generator) ?? "export"), in: &state)
            case 3: _ = transition.requestSystemReview(in: &state)
            default: if Bool.random(using: &generator) { transition.recordUserChoseRate(in: &state) }
            }
        }
        return state
    }

    @Test("A change the reason does not name never clears it before its date")
    func promisesHold() {
        var generator = SeededGenerator.recordingSeed(for: "what clears a reason")
        var checked: [String: Int] = ["events": 0, "version": 0, "appState": 0]
        for _ in 0..<400 {
            let state = randomState(using: &generator)
            let now = start.addingTimeInterval(Double.random(in: 0..<(90 * day), using: &generator))
            let appState = AppState(isSignedIn: .random(using: &generator), isInForeground: .random(using: &generator))
            let version = ["1.0", "1.1", "2.0"].randomElement(using: &generator)
            let context = EligibilityContext(state: state, now: now, currentVersion: version, appState: appState)
            for condition in Self.conditions {
                for reason in condition.evaluate(in: context).unmet {
                    let until = reason.clearsAt ?? now
                    let later = now.addingTimeInterval(
                        min(until.timeIntervalSince(now), 90 * day) * Double.random(in: 0..<1, using: &generator))
                    guard later < until else { continue }
                    let clearedBy = StateChanges.clearing(reason.kind)
                    if !clearedBy.contains(.events) {
                        var changed = state
                        let transition = ReviewTransition(policy: Self.asksAlways, now: later, currentVersion: version)
                        for _ in 0..<Int.random(in: 1...20, using: &generator) {
                            transition.recordLaunch(in: &changed)
                            try? transition.record(ReviewEvent(.processCompleted), in: &changed)
                            for event in Self.events {
                                try? transition.record(ReviewEvent(event, weight: 3), in: &changed)
                            }
                        }
                        let after = EligibilityContext(
                            state: changed, now: later, currentVersion: version, appState: appState)
                        #expect(
                            !condition.evaluate(in: after).reasons.isEmpty, "\(condition) after events: \(reason.text)")
                        checked["events", default: 0] += 1
                    }
                    if !clearedBy.contains(.version) {
                        let after = EligibilityContext(
                            state: state, now: later, currentVersion: "9.9", appState: appState)
                        #expect(
                            !condition.evaluate(in: after).reasons.isEmpty,
                            "\(condition) in a new version: \(reason.text)")
                        checked["version", default: 0] += 1
                    }
                    if !clearedBy.contains(.appState) {
                        let after = EligibilityContext(
                            state: state, now: later, currentVersion: version,
                            appState: AppState(isSignedIn: true, isInForeground: true))
                        #expect(
                            !condition.evaluate(in: after).reasons.isEmpty, "\(condition) signed in: \(reason.text)")
                        checked["appState", default: 0] += 1
                    }
                }
            }
        }
        TestOutput.write("what clears a reason, checked: \(checked)")
        #expect(checked.values.allSatisfy { $0 > 50 }, "every kind is exercised: \(checked)")
    }

    @Test("Despite events, a decision waits for the reasons events cannot clear; with no changes, for all")
    func despiteChanges() {
        let now = start.addingTimeInterval(40 * day)
        let lastRequest = start.addingTimeInterval(35 * day)
        let state = ReviewState(completedCount: 1, lastVersionPrompted: "1.0", lastRequestDate: lastRequest)
        let policy = ReviewPolicy(
            name: "test",
            conditions: [
                MinimumEventCount.completedProcesses(3), MinimumTimeElapsed.sinceLastRequest(seconds: 30 * day),
            ],
            moments: [.processCompleted])
        let decision = policy.decision(
            in: EligibilityContext(state: state, now: now, currentVersion: "1.0"), at: .processCompleted)
        #expect(StateChanges.conditionsHoldNoEarlierThan(decision, despite: []) == .distantFuture)
        #expect(StateChanges.conditionsHoldNoEarlierThan(decision, despite: []) == decision.conditionsHoldNoEarlierThan)
        #expect(
            StateChanges.conditionsHoldNoEarlierThan(decision, despite: .events)
                == lastRequest.addingTimeInterval(30 * day))
        #expect(StateChanges.conditionsHoldNoEarlierThan(decision, despite: .all) == nil)
        // A reason of the moment, not of the conditions, says nothing of a later decision.
        let notNow = policy.decision(
            in: EligibilityContext(state: state, now: now, currentVersion: "1.0"), at: .periodicCheck)
        #expect(notNow.unmet.first?.kind == .notAskedAtMoment)
        #expect(
            StateChanges.conditionsHoldNoEarlierThan(notNow, despite: .events)
                == lastRequest.addingTimeInterval(30 * day))
        #expect(StateChanges.conditionsHoldNoEarlierThan(notNow, despite: []) == .distantFuture)
    }
}
