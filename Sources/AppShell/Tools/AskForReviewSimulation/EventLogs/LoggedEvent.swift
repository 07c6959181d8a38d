import AskForReviewData
public import AskForReviewDomain
import AskForReviewJSON
public import Foundation

/// One event of a real user's history, as a team exports it from its analytics: who, when, what, and
/// at which app version. A ``LogReplay`` replays a user's events in order through each policy.
///
/// The name ``launch`` starts a session; `EventName.processCompleted` is a completed process, at
/// which a policy may ask; `EventName.processSkipped` a skipped one; any other name is an event of
/// the app's own that conditions count, and at which a policy may ask too when the app asked there
/// (`asks`, as `AskForReviewUsecase.record(_:askingAt:)` does live).
public struct LoggedEvent: Sendable, Equatable {
    /// The name that starts a session (an app launch) rather than being counted as an event.
    public static let launch: EventName = "launch"
    /// The name of the user's install (a vendor's first open): a user whose history starts with it is
    /// known to have installed within the log, and their first launch counts from it; a history
    /// without it may start long after the install. Neither a session nor an event that is counted.
    public static let install: EventName = "install"
    /// The name of an install the log does not hold: the time a user installed, known from elsewhere
    /// (a vendor's first-open or user-creation field, a team's own user table), before their first
    /// logged event. Their first launch counts from it, but their history starts before the log: the
    /// log lacks their early days, so they are not among those installed within it. A replay of an
    /// export whose format reads the install time (``ExportFormat/firebase``,
    /// ``ExportFormat/amplitude``) gives a user whose first event is later than it one such event
    /// first. Neither a session nor an event that is counted, nor a moment the app was in use.
    public static let installBeforeLog: EventName = "installBeforeLog"

    /// The user's id, as the export names them (anonymized or hashed by the team).
    package var user: String
    /// When it happened.
    package var time: Date
    /// What happened: ``launch``, or the name of an event.
    package var name: EventName {
        didSet { kind = Kind(name) }
    }
    /// What ``name`` is to a replay, told apart once when the event is made rather than at each
    /// step of each policy's run: a name compares as its text.
    private(set) var kind: Kind
    /// The app version the user had then, or `nil` when the export does not say: the user keeps the
    /// version their earlier events named ("1.0" until one names one).
    package var version: String?
    /// The event's weight, which weighted totals and session scores add up (1 by default).
    package var weight: Double
    /// Whether the event is a bad experience (a crash, a failed purchase).
    package var isBadExperience: Bool
    /// Whether the app asked right after the event, at a completed process's moment (a significant
    /// event); a completed process always does.
    package var asks: Bool

    /// `user`'s event `name` at `time`.
    ///
    /// - Parameters:
    ///   - user: the user's id, as the export names them (anonymized or hashed by the team).
    ///   - time: when it happened.
    ///   - name: ``launch``, or the name of an event.
    ///   - version: the app version the user had then, or `nil` when the export does not say: the user
    ///     keeps the version their earlier events named ("1.0" until one names one).
    ///   - weight: the event's weight, which weighted totals and session scores add up.
    ///   - isBadExperience: whether the event is a bad experience (a crash, a failed purchase).
    ///   - asks: whether the app asked right after it, at a completed process's moment (a significant
    ///     event, asked at as `AskForReviewUsecase.record(_:askingAt:)` asks live); a completed
    ///     process always asks.
    public init(
        user: String, time: Date, name: EventName, version: String? = nil, weight: Double = 1,
        isBadExperience: Bool = false, asks: Bool = false
    ) {
        self.init(
            user: user, time: time, name: name, kind: Kind(name), version: version, weight: weight,
            isBadExperience: isBadExperience, asks: asks)
    }

    /// `user`'s event `name` at `time`, `kind` being what `name` is (as ``Kind/init(_:)`` tells).
    init(
        user: String, time: Date, name: EventName, kind: Kind, version: String?, weight: Double,
        isBadExperience: Bool, asks: Bool
    ) {
        self.user = user
        self.time = time
        self.name = name
        self.kind = kind
        self.version = version
        self.weight = weight
        self.isBadExperience = isBadExperience
        self.asks = asks
    }

    /// What an event's name is to a replay: a launch, an install, a completed process, or another
    /// event.
    enum Kind: Sendable {
        case launch, install, installBeforeLog, processCompleted, other

        /// What `name` is.
        init(_ name: EventName) {
            switch name {
            case LoggedEvent.launch: self = .launch
            case LoggedEvent.install: self = .install
            case LoggedEvent.installBeforeLog: self = .installBeforeLog
            case .processCompleted: self = .processCompleted
            default: self = .other
            }
        }

        /// Whether it is an event of the app's (a completed process, or its own event): what rules
        /// count and what the app may ask after, as no launch or install is.
        var isAppEvent: Bool { self == .processCompleted || self == .other }
    }

    /// The event as a line of an event log, as
    /// ``LogReplay/run(readingLogFrom:splittingBytes:threads:order:eachAsk:progress:)`` reads it: one JSON
    /// object with `user`, `time` (to the second, in UTC), `event`, then `version`, `weight`, `bad` and
    /// `ask` where they are not the defaults; no newline.
    public var logLine: String {
        var members: [StrictJSON.Member] = [
            StrictJSON.Member("user", .string(user)), StrictJSON.Member("time", .string(ISOTimestamp.text(time))),
            StrictJSON.Member("event", .string(name.rawValue)),
        ]
        if let version { members.append(StrictJSON.Member("version", .string(version))) }
        if weight != 1 { members.append(StrictJSON.Member("weight", .number(weight))) }
        if isBadExperience { members.append(StrictJSON.Member("bad", .bool(true))) }
        if asks { members.append(StrictJSON.Member("ask", .bool(true))) }
        return StrictJSON.object(members).line
    }
}
