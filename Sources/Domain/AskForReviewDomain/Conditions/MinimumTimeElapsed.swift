package import Foundation

/// Met when at least `seconds` have passed since a stored date (the bound included).
///
/// If now is earlier than the stored date (the clock moved back), no time counts as passed.
package struct MinimumTimeElapsed: EligibilityCondition {
    /// The stored date the interval counts from.
    package enum Anchor: Sendable, Equatable {
        /// `ReviewState.firstLaunchDate`; a missing first launch is not met.
        case firstLaunch
        /// `ReviewState.lastRequestDate`; never asked is met.
        case lastRequest
        /// `SessionFacts.firstLaunchInVersionDate` while the app is at that version; not recorded for
        /// the current version is not met.
        case firstLaunchInVersion

        var name: String {
            switch self {
            case .firstLaunch: "first launch"
            case .lastRequest: "last request"
            case .firstLaunchInVersion: "first launch of this version"
            }
        }
    }

    /// The date the interval counts from.
    package let anchor: Anchor
    /// The required interval in seconds, or `nil` for not configured.
    package let seconds: TimeInterval?

    /// Requires `seconds` since `anchor`.
    package init(since anchor: Anchor, seconds: TimeInterval?) {
        self.anchor = anchor
        self.seconds = seconds
    }

    /// At least `seconds` since the first launch; no recorded first launch is not met.
    package static func sinceFirstLaunch(seconds: TimeInterval?) -> MinimumTimeElapsed {
        MinimumTimeElapsed(since: .firstLaunch, seconds: seconds)
    }

    /// At least `seconds` since the first launch of the app's current version ("days since first use of
    /// this version"); no launch recorded at the current version is not met.
    package static func sinceFirstLaunchInCurrentVersion(seconds: TimeInterval?) -> MinimumTimeElapsed {
        MinimumTimeElapsed(since: .firstLaunchInVersion, seconds: seconds)
    }

    /// At least `seconds` since the last request; a user never asked meets it.
    package static func sinceLastRequest(seconds: TimeInterval?) -> MinimumTimeElapsed {
        MinimumTimeElapsed(since: .lastRequest, seconds: seconds)
    }

    /// `.met` once `seconds` have passed between the stored date and `context.now`, else `.notMet` with
    /// the date it asks from (kind `.waitsForTime`, clearing then), `.firstLaunchUnknown` without the
    /// date, or `.clockBehind` when now is earlier than it.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let seconds, seconds.isFinite else { return .notConfigured }
        let stored: Date?
        let sessions = context.state.sessions
        switch anchor {
        case .firstLaunch: stored = context.state.firstLaunchDate
        case .lastRequest: stored = context.state.lastRequestDate
        case .firstLaunchInVersion:
            stored = sessions.version == context.currentVersion ? sessions.firstLaunchInVersionDate : nil
        }
        guard let stored else {
            guard anchor != .lastRequest else { return .met }
            return .notMet(
                .timeless("\(anchor.name) date is not recorded", kind: .firstLaunchUnknown))
        }
        let asksFrom = stored.addingTimeInterval(seconds)
        guard let elapsed = ElapsedTime.between(stored, and: context.now) else {
            // No time counts until the clock is back at the stored date; the interval runs from there.
            return .notMet(
                UnmetReason(
                    "clock is earlier than the \(anchor.name) (\(ISOTimestamp.text(stored))); no time counts as passed",
                    kind: .clockBehind, clearsAt: asksFrom))
        }
        guard elapsed < seconds else { return .met }
        let words = UnmetReason.Wording.waitsForTime(
            again: anchor == .lastRequest, from: asksFrom, seconds: seconds, after: anchor.name)
        // A stored first launch or last request changes only with a request or a reset: no event does.
        return .notMet(UnmetReason(words, kind: .waitsForTime, clearsAt: asksFrom))
    }
}

extension MinimumTimeElapsed: BuiltInCondition {
    /// The moments a policy file counts from, as it names them.
    private static let anchorNames: [(name: String, anchor: Anchor)] = [
        ("firstLaunch", .firstLaunch), ("lastRequest", .lastRequest),
        ("firstLaunchInCurrentVersion", .firstLaunchInVersion),
    ]

    package static let policyName = "minimumTimeElapsed"

    package static let parameters: [ConditionParameter<Self>] = [
        ConditionParameter("since", .choice(anchorNames.map(\.name)), required: true) { condition in
            .choice(anchorNames.first { $0.anchor == condition.anchor }?.name ?? "firstLaunch")
        },
        .duration(\.seconds),
    ]

    package static let examples = [
        MinimumTimeElapsed.sinceFirstLaunch(seconds: 1.5 * 86_400), MinimumTimeElapsed.sinceLastRequest(seconds: 7_200),
        MinimumTimeElapsed.sinceFirstLaunchInCurrentVersion(seconds: 90),
    ]

    package init?(_ arguments: ConditionArguments) {
        let name = arguments.choice("since")
        guard let anchor = Self.anchorNames.first(where: { $0.name == name })?.anchor,
            let seconds = arguments.duration("duration")
        else { return nil }
        self.init(since: anchor, seconds: seconds)
    }
}
