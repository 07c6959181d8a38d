package import AskForReviewDomain
package import Foundation

/// What a replay knows of a reason from its kind: the kinds of change, besides the clock moving on,
/// that may make it stop applying before its `clearsAt`. With it a run leaves out the decisions that
/// cannot ask and stops a user once none can, deciding from the public reasons alone.
///
/// Each kind's entry holds every change its built-in conditions can be cleared by (a test checks the
/// table against them in random states); a kind the table does not name, `custom` among them, may
/// be cleared by anything, so a reason of it never lets a decision be left out.
package struct StateChanges: OptionSet, Sendable {
    /// The kinds as bits.
    package let rawValue: Int

    /// The kinds in `rawValue`'s bits.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A launch or an event recorded.
    package static let events = StateChanges(rawValue: 1 << 0)
    /// A new version of the app.
    package static let version = StateChanges(rawValue: 1 << 1)
    /// The user signs in or out, the app comes to the foreground or leaves it.
    package static let appState = StateChanges(rawValue: 1 << 2)
    /// An ask, a request, an answer or a choice recorded, or a choice forgotten.
    package static let requests = StateChanges(rawValue: 1 << 3)
    /// Every kind.
    package static let all: StateChanges = [.events, .version, .appState, .requests]

    /// The changes that may clear a reason of `kind` before its date.
    package static func clearing(_ kind: UnmetReason.Kind) -> StateChanges {
        table[kind] ?? .all
    }

    private static let table: [UnmetReason.Kind: StateChanges] = [
        .optedOut: [], .switchedOff: [],
        .waitsForTime: [.requests, .version], .clockBehind: .requests, .systemLimitReached: .requests,
        .alreadyChoseRate: [.requests, .version], .declined: [.requests, .version],
        .alreadyAskedForVersion: [.requests, .version], .versionUnknown: .version,
        .firstLaunchUnknown: .events, .scoreTooLow: .events,
        .signedOut: .appState, .inBackground: .appState,
    ]

    /// The reasons a decision gives besides its policy's conditions': of the moment, the process or
    /// the store, not of the state a later decision sees.
    private static let notOfTheConditions: Set<UnmetReason.Kind> = [
        .notAskedAtMoment, .skippedProcess, .completionScreenLeft, .promptUnavailable, .storeDamaged,
    ]

    /// The earliest moment `decision`'s conditions could hold though `changes` happen meanwhile (and
    /// the clock moves on): the latest date of the conditions' reasons that `changes` cannot clear;
    /// `nil` when none of them promises anything.
    package static func conditionsHoldNoEarlierThan(_ decision: ReviewDecision, despite changes: StateChanges)
        -> Date?
    {
        var latest: Date?
        for reason in decision.unmet
        where !notOfTheConditions.contains(reason.kind) && clearing(reason.kind).isDisjoint(with: changes) {
            if let date = reason.clearsAt, latest.map({ date > $0 }) ?? true { latest = date }
        }
        return latest
    }
}
