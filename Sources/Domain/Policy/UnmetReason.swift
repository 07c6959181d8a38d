import Foundation

/// Why a condition is not met, kept as data and put into words only when read.
///
/// Making a reason costs next to nothing (no string is built), so deciding stays cheap on the path
/// that is not eligible, which is nearly every event of a real user. ``texts`` and ``description``
/// give the words. Two reasons are equal when their words are.
public struct UnmetReason: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    enum Payload: Sendable {
        case text(String)
        case timeless(String)
        case completedCount(count: Int, minimum: Int, noun: String)
        case alreadyAsked(version: String)
        case asksFrom(Date, again: Bool, after: TimeInterval, anchor: String)
        case clockBehind(anchor: String, stored: Date, clears: Date)
        case quotaReached(count: Int, window: TimeInterval, reopens: Date?)
        case notAskedAt(ReviewMoment, policy: String, asksAt: [ReviewMoment])
        case all([UnmetReason])
        case noneOf([UnmetReason])
    }

    let payload: Payload

    init(_ payload: Payload) {
        self.payload = payload
    }

    /// A reason in the words given, for conditions a feature team writes.
    public init(_ text: String) {
        payload = .text(text)
    }

    /// A reason in the words of the literal.
    public init(stringLiteral text: String) {
        payload = .text(text)
    }

    /// A reason in the words of the interpolated literal, e.g. `"\(days) of \(minimum) active days"`.
    public init(stringInterpolation: DefaultStringInterpolation) {
        payload = .text(String(stringInterpolation: stringInterpolation))
    }

    /// A reason in the words given that the passing of time alone never clears: only a change of the
    /// stored state, the app's version or the app's state can (see ``ReviewDecision/conditionsHoldNoEarlierThan``).
    /// A reason made from words alone (``init(_:)``) promises nothing about time.
    public static func timeless(_ text: String) -> UnmetReason {
        UnmetReason(.timeless(text))
    }

    /// Several reasons that all hold; their words are listed one by one.
    public static func all(_ reasons: [UnmetReason]) -> UnmetReason {
        reasons.count == 1 ? reasons[0] : UnmetReason(.all(reasons))
    }

    /// The reasons, one sentence each, in order.
    public var texts: [String] {
        switch payload {
        case .text(let text), .timeless(let text):
            [text]
        case .completedCount(let count, let minimum, let noun):
            ["\(count) of \(minimum) \(noun)"]
        case .alreadyAsked(let version):
            ["already asked for version \(version)"]
        case .asksFrom(let date, let again, let seconds, let anchor):
            [
                "\(again ? "asks again" : "asks") from \(date.isoText) (\(Self.words(forSeconds: seconds)) after the \(anchor))"
            ]
        case .clockBehind(let anchor, let stored, _):
            ["clock is earlier than the \(anchor) (\(stored.isoText)); no time counts as passed"]
        case .quotaReached(let count, let window, let reopens):
            [
                "system limit reached: \(count) review requests in the last \(Self.words(forSeconds: window))"
                    + (reopens.map {
                        "; asks again from \($0.isoText) (\(Self.words(forSeconds: window)) after the request of "
                            + "\($0.addingTimeInterval(-window).isoText))"
                    } ?? "")
            ]
        case .notAskedAt(let moment, let policy, let asksAt):
            [
                "the \(policy) policy asks at \(asksAt.map(\.rawValue).joined(separator: " or ")), not at \(moment.rawValue)"
            ]
        case .all(let reasons):
            reasons.flatMap(\.texts)
        case .noneOf(let reasons):
            ["none of: " + reasons.flatMap(\.texts).joined(separator: "; ")]
        }
    }

    /// The earliest moment this reason could stop applying if only the clock moves on; `nil` when it
    /// promises nothing (it may stop applying at any moment), `Date.distantFuture` when time alone
    /// never clears it.
    var clearsNoEarlierThan: Date? {
        switch payload {
        case .text:
            nil
        case .timeless, .completedCount, .alreadyAsked, .notAskedAt:
            .distantFuture
        case .asksFrom(let date, _, _, _):
            date
        case .clockBehind(_, _, let clears):
            // No time counts until the clock is back at the stored date; the interval runs from there.
            clears
        case .quotaReached(_, _, let reopens):
            reopens ?? .distantFuture
        case .all(let reasons):
            // Every reason must clear; one that promises nothing may clear at any moment.
            Self.latest(of: reasons)
        case .noneOf(let reasons):
            // One alternative is enough.
            Self.earliest(of: reasons)
        }
    }

    /// The latest of the reasons' dates, leaving out those that promise nothing; `nil` when none promises.
    private static func latest(of reasons: [UnmetReason]) -> Date? {
        var latest: Date?
        for reason in reasons {
            guard let date = reason.clearsNoEarlierThan else { continue }
            latest = max(latest ?? date, date)
        }
        return latest
    }

    /// The earliest of the reasons' dates; `nil` as soon as one promises nothing.
    private static func earliest(of reasons: [UnmetReason]) -> Date? {
        var earliest = Date.distantFuture
        for reason in reasons {
            guard let date = reason.clearsNoEarlierThan else { return nil }
            earliest = min(earliest, date)
        }
        return earliest
    }

    /// An interval in the largest whole unit that states it exactly: "30 days", "3 minutes", "90 seconds".
    static func words(forSeconds seconds: TimeInterval) -> String {
        let units: [(seconds: TimeInterval, name: String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute")]
        for unit in units where seconds >= unit.seconds && seconds.truncatingRemainder(dividingBy: unit.seconds) == 0 {
            let count = Int(seconds / unit.seconds)
            return "\(count) \(unit.name)\(count == 1 ? "" : "s")"
        }
        return seconds == 1 ? "1 second" : "\(seconds.formatted()) seconds"
    }

    /// All the words on one line, separated by "; ".
    public var description: String {
        texts.joined(separator: "; ")
    }

    /// Equal when the words are.
    public static func == (lhs: UnmetReason, rhs: UnmetReason) -> Bool {
        lhs.texts == rhs.texts
    }
}
