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
        case nextAskAfter(Date)
        case clockBehind(anchor: String, stored: Date)
        case quotaReached(count: Int, windowDays: Int, reopens: Date?)
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
        case .nextAskAfter(let date):
            ["next ask allowed after \(date.isoText)"]
        case .clockBehind(let anchor, let stored):
            ["clock is earlier than the \(anchor) (\(stored.isoText)); no time counts as passed"]
        case .quotaReached(let count, let windowDays, let reopens):
            [
                "system limit reached: \(count) review requests in the last \(windowDays) days;"
                    + (reopens.map { " next allowed after \($0.isoText)" } ?? "")
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
        case .nextAskAfter(let date):
            date
        case .clockBehind(_, let stored):
            // No time counts until the clock is back at the stored date.
            stored
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

    /// All the words on one line, separated by "; ".
    public var description: String {
        texts.joined(separator: "; ")
    }

    /// Equal when the words are.
    public static func == (lhs: UnmetReason, rhs: UnmetReason) -> Bool {
        lhs.texts == rhs.texts
    }
}
