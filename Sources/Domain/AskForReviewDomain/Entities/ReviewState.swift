public import Foundation

/// Everything AskForReview remembers about one user, as one value.
///
/// The state is read and written as a whole by a ``ReviewStoreService``, so a change to several fields
/// (count a completion, then record that the user was asked) lands together or not at all.
/// Counts never go below zero and saturate at `Int.max` instead of overflowing.
public struct ReviewState: Sendable, Equatable {
    /// When the app was first launched; recorded once and never overwritten. `nil` until then.
    public var firstLaunchDate: Date?
    /// The facts of every named event recorded, by name (at most ``maximumEventNames`` names). Read
    /// one name's facts with `facts(of:)`.
    public var events: [EventName: EventFacts] {
        get { eventTable.dictionary }
        set { eventTable = EventTable(newValue) }
    }
    /// The facts of every named event, as the state keeps them.
    package var eventTable: EventTable
    /// The facts of every choice the user made (``UserChoice``), by the choice's name, kept apart
    /// from the app's events. Read one choice's facts with `facts(of:)`.
    package var choiceTable: EventTable
    /// Sessions (launches), the latest sessions' scores and bad experiences.
    public var sessions: SessionFacts
    /// The app version the user was last asked about, or `nil` when never asked.
    public var lastVersionPrompted: String?
    /// When the user was last asked: the system request, or the pre-prompt for policies that have one.
    public var lastRequestDate: Date?
    /// How many times the user was asked (system requests, or pre-prompts shown for policies with one).
    public var requestCount: Int
    /// Every system request made inside the system's rolling window, oldest first; at most
    /// 100.
    public var systemRequestDates: [Date]
    /// When the pre-prompt now awaiting the user's answer was shown, or `nil` when none awaits one.
    /// Only an awaited pre-prompt can be answered.
    public var unansweredPrePromptDate: Date?
    /// The install's random id, made once and kept across launches and updates: what assigns the
    /// install to an experiment's variant. `nil` until an experiment first needs it.
    public var installID: UUID?
    /// Problems found while loading this state (damaged or unreadable values). Not persisted.
    ///
    /// A state with problems is never eligible: a damaged store must not make a user look eligible.
    public var loadProblems: [String]

    /// Creates a state; every argument defaults to the state of a user who never launched the app.
    public init(
        firstLaunchDate: Date? = nil,
        completedCount: Int = 0,
        skippedCount: Int = 0,
        events: [EventName: EventFacts] = [:],
        sessions: SessionFacts = SessionFacts(),
        lastVersionPrompted: String? = nil,
        lastRequestDate: Date? = nil,
        requestCount: Int = 0,
        systemRequestDates: [Date] = [],
        choices: [UserChoice: EventFacts] = [:],
        unansweredPrePromptDate: Date? = nil,
        installID: UUID? = nil,
        loadProblems: [String] = []
    ) {
        self.firstLaunchDate = firstLaunchDate
        eventTable = EventTable(events)
        self.sessions = sessions
        if completedCount > 0 { eventTable.update(.processCompleted) { $0.count = completedCount } }
        if skippedCount > 0 { eventTable.update(.processSkipped) { $0.count = skippedCount } }
        self.lastVersionPrompted = lastVersionPrompted
        self.lastRequestDate = lastRequestDate
        self.requestCount = max(0, requestCount)
        self.systemRequestDates = systemRequestDates
        choiceTable = EventTable(Dictionary(uniqueKeysWithValues: choices.map { ($0.key.name, $0.value) }))
        self.unansweredPrePromptDate = unansweredPrePromptDate
        self.installID = installID
        self.loadProblems = loadProblems
    }

    /// The most system requests ``systemRequestDates`` keeps: the latest ones are kept.
    package static let maximumLoggedRequests = 100
    /// The most distinct event names the state keeps facts for.
    public static let maximumEventNames = 64

    /// Processes (or workouts) finished with a ``ProcessOutcome/completed`` outcome: the count of
    /// ``EventName/processCompleted``.
    package var completedCount: Int {
        get { eventTable[.processCompleted]?.count ?? 0 }
        set { eventTable.update(.processCompleted) { $0.count = max(0, newValue) } }
    }

    /// Processes finished with a ``ProcessOutcome/skipped`` outcome: the count of
    /// ``EventName/processSkipped``. They never count toward a request.
    package var skippedCount: Int {
        get { eventTable[.processSkipped]?.count ?? 0 }
        set { eventTable.update(.processSkipped) { $0.count = max(0, newValue) } }
    }

    /// Whether the user was ever asked (since the last reset): what every "since the last request"
    /// condition needs before it can hold anything back.
    package var wasAskedBefore: Bool { lastRequestDate != nil || requestCount > 0 }

    /// The facts of `name`: empty facts when it never happened.
    public func facts(of name: EventName) -> EventFacts {
        eventTable[name] ?? EventFacts()
    }

    /// The facts of `choice`: empty facts when the user never made it. Its `firstDate` is when the
    /// user first made it, its `version` the app's version the latest time.
    public func facts(of choice: UserChoice) -> EventFacts {
        choiceTable[choice.name] ?? EventFacts()
    }

    /// Whether the state records a date later than `date`: a launch, a request, a choice, a pre-prompt
    /// shown, an event or a bad experience. No policy asks while it does.
    package func recordsDate(after date: Date) -> Bool {
        func isLater(_ recorded: Date?) -> Bool { recorded.map { $0 > date } ?? false }
        return isLater(firstLaunchDate) || isLater(lastRequestDate)
            || isLater(unansweredPrePromptDate) || isLater(sessions.lastBadExperienceDate)
            || isLater(sessions.firstLaunchInVersionDate) || systemRequestDates.contains { $0 > date }
            || eventTable.allFacts.contains { isLater($0.lastDate) }
            || choiceTable.allFacts.contains { isLater($0.lastDate) }
    }

    /// The latest date the state records (see ``recordsDate(after:)``), or `nil` when it records none.
    package var latestDate: Date? {
        let single = [
            firstLaunchDate, lastRequestDate, unansweredPrePromptDate, sessions.lastBadExperienceDate,
            sessions.firstLaunchInVersionDate,
        ]
        let facts = eventTable.allFacts + choiceTable.allFacts
        return (single.compactMap { $0 } + systemRequestDates + facts.compactMap(\.lastDate)).max()
    }
}
