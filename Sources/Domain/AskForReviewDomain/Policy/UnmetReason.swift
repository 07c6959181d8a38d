public import Foundation

/// Why a condition is not met: the words a person reads, a kind an app can switch on to use words
/// of its own, and the earliest moment the reason could stop applying if only the clock moves on.
///
/// A condition a feature team writes makes its reasons the same way, so decisions keep saying when
/// the user could be asked (see ``ReviewDecision/conditionsHoldNoEarlierThan``).
public struct UnmetReason: Sendable, Equatable, CustomStringConvertible {
    /// What kind of reason this is: a stable name an app can localize, whatever the words say.
    ///
    /// A built-in kind also promises what can clear a reason of it before its ``clearsAt``, and a
    /// replay of recorded history leaves out the decisions these promises rule out: `clockBehind` and
    /// `systemLimitReached` only an ask, a request or a choice (made or forgotten); `waitsForTime`,
    /// `alreadyAskedForVersion`, `alreadyChoseRate` and `declined` those or a new version; `versionUnknown` a new version;
    /// `firstLaunchUnknown` and `scoreTooLow` a launch or an event; `signedOut` and `inBackground` the
    /// app's state; `optedOut` and `switchedOff` nothing. A condition that gives a built-in kind keeps
    /// its promise; one that cannot gives ``custom``, which promises nothing.
    public struct Kind: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String

        /// A kind named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A reason a condition written by a feature team gives in its own words.
        public static let custom = Kind(rawValue: "custom")
        /// The stored state could not be read safely.
        public static let storeDamaged = Kind(rawValue: "storeDamaged")
        /// The policy does not ask at this moment.
        public static let notAskedAtMoment = Kind(rawValue: "notAskedAtMoment")
        /// A skipped process never asks.
        public static let skippedProcess = Kind(rawValue: "skippedProcess")
        /// Too few occurrences of an event (or sessions).
        public static let tooFewEvents = Kind(rawValue: "tooFewEvents")
        /// A score or weighted total below its threshold.
        public static let scoreTooLow = Kind(rawValue: "scoreTooLow")
        /// A recent bad experience.
        public static let badExperience = Kind(rawValue: "badExperience")
        /// Not enough time has passed since a stored date.
        public static let waitsForTime = Kind(rawValue: "waitsForTime")
        /// The clock is earlier than a stored date, so no time counts as passed.
        public static let clockBehind = Kind(rawValue: "clockBehind")
        /// The user was already asked for the current version.
        public static let alreadyAskedForVersion = Kind(rawValue: "alreadyAskedForVersion")
        /// The current version is unknown.
        public static let versionUnknown = Kind(rawValue: "versionUnknown")
        /// The user already chose to rate the app.
        public static let alreadyChoseRate = Kind(rawValue: "alreadyChoseRate")
        /// The user is signed out.
        public static let signedOut = Kind(rawValue: "signedOut")
        /// The app is in the background.
        public static let inBackground = Kind(rawValue: "inBackground")
        /// No first launch is recorded.
        public static let firstLaunchUnknown = Kind(rawValue: "firstLaunchUnknown")
        /// The system's own limit on review requests is reached.
        public static let systemLimitReached = Kind(rawValue: "systemLimitReached")
        /// The system's review prompt cannot be presented now (for example no active window scene).
        public static let promptUnavailable = Kind(rawValue: "promptUnavailable")
        /// The user left the completion screen during the pause, so the request due after it did not go
        /// out.
        public static let completionScreenLeft = Kind(rawValue: "completionScreenLeft")
        /// None of several alternatives holds.
        public static let noneOf = Kind(rawValue: "noneOf")
        /// The user answered a pre-prompt "No Thanks".
        public static let declined = Kind(rawValue: "declined")
        /// The user said they never want to be asked.
        public static let optedOut = Kind(rawValue: "optedOut")
        /// The policy is switched off: it never asks (a kill switch, or an experiment's holdout).
        public static let switchedOff = Kind(rawValue: "switchedOff")
        /// The stored state changed every time the policy was decided on it (a condition that records
        /// whenever it is evaluated, or writers that never let up), so nothing was asked this time;
        /// promises nothing about what clears it.
        package static let stateKeptChanging = Kind(rawValue: "stateKeptChanging")
    }

    /// What kind of reason this is.
    public let kind: Kind
    /// The reason in words a person reads, e.g. "2 of 3 completed workouts"; worded when read.
    public var text: String { wording.text }
    /// What the words are made of.
    private let wording: Wording
    /// The earliest moment this reason could stop applying if only the clock moves on (the stored
    /// state, the app's version and the app's state unchanged): a date; `Date.distantFuture` when time
    /// alone never clears it; `nil` when it promises nothing, so it may stop applying at any moment.
    public let clearsAt: Date?

    /// A reason in the words given, of `kind`, clearing no earlier than `clearsAt` (`nil`: it promises
    /// nothing about time) if only the clock moves on.
    public init(_ text: String, kind: Kind = .custom, clearsAt: Date? = nil) {
        self.init(.text(text), kind: kind, clearsAt: clearsAt)
    }

    /// A reason worded from `wording` when read.
    package init(_ wording: Wording, kind: Kind, clearsAt: Date? = nil) {
        self.wording = wording
        self.kind = kind
        self.clearsAt = clearsAt
    }

    /// A reason the passing of time alone never clears: only a change of the stored state, the app's
    /// version or the app's state can.
    public static func timeless(_ text: String, kind: Kind = .custom) -> UnmetReason {
        timeless(.text(text), kind: kind)
    }

    /// The same, worded from `wording` when read.
    package static func timeless(_ wording: Wording, kind: Kind) -> UnmetReason {
        UnmetReason(wording, kind: kind, clearsAt: .distantFuture)
    }

    /// The words.
    public var description: String { text }

    /// The latest of `reasons`' dates, leaving out those that promise nothing; `nil` when none is left:
    /// the moment from which all of them could have cleared if only the clock moves on.
    static func latestClearing(of reasons: some Sequence<UnmetReason>) -> Date? {
        var latest: Date?
        for reason in reasons {
            if let date = reason.clearsAt, latest.map({ date > $0 }) ?? true { latest = date }
        }
        return latest
    }

    /// A number as reasons write it, whatever the locale: at most two decimals, none when whole
    /// ("2.67", "-5", "10").
    static func words(for number: Double) -> String {
        let rounded = (number * 100).rounded() / 100
        guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(number)" }
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }

    private static let intervalUnits: [(seconds: TimeInterval, name: String)] = [
        (86_400, "day"), (3_600, "hour"), (60, "minute"),
    ]

    /// An interval in the largest whole unit that states it exactly: "30 days", "3 minutes", "90 seconds".
    static func words(forSeconds seconds: TimeInterval) -> String {
        for unit in intervalUnits
        where seconds >= unit.seconds && seconds.truncatingRemainder(dividingBy: unit.seconds) == 0 {
            let count = Int(seconds / unit.seconds)
            return "\(count) \(unit.name)\(count == 1 ? "" : "s")"
        }
        return seconds == 1 ? "1 second" : "\(words(for: seconds)) seconds"
    }
}
