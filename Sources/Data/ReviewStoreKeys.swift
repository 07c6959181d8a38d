public import AskForReviewDomain
public import Foundation

/// The keys of the review state, each declared once. Tests and tools use these declarations.
///
/// An event's facts live under keys made from its name (`event.<name>.count`, …), so an app's own
/// events need no declaration of their own.
public enum ReviewStoreKeys {
    /// `ReviewState.firstLaunchDate`.
    public static let firstLaunchDate = StoreKey<Date>("firstLaunchDate")
    /// `ReviewState.lastVersionPrompted`.
    public static let lastVersionPrompted = StoreKey<String>("lastVersionPrompted")
    /// `ReviewState.lastRequestDate`.
    public static let lastRequestDate = StoreKey<Date>("lastRequestDate")
    /// `ReviewState.requestCount`.
    public static let requestCount = StoreKey<Int>("requestCount")
    /// `ReviewState.choseRate`, stored under the key's first name (`hasReviewed`), so that what a
    /// store held before keeps its meaning.
    public static let choseRate = StoreKey<Bool>("hasReviewed")
    /// `ReviewState.choseRateDate`, stored as `reviewedDate`.
    public static let choseRateDate = StoreKey<Date>("reviewedDate")
    /// `ReviewState.choseRateVersion`, stored as `reviewedVersion`.
    public static let choseRateVersion = StoreKey<String>("reviewedVersion")
    /// `ReviewState.systemRequestDates`.
    public static let systemRequestDates = StoreKey<[Date]>("systemRequestDates")
    /// `PrePromptAnswerCounts.rate`.
    public static let rateTaps = StoreKey<Int>("rateTaps")
    /// `PrePromptAnswerCounts.later`.
    public static let laterTaps = StoreKey<Int>("laterTaps")
    /// `PrePromptAnswerCounts.decline`.
    public static let declineTaps = StoreKey<Int>("declineTaps")
    /// `ReviewState.installID`, as its UUID string.
    public static let installID = StoreKey<String>("installID")
    /// `ReviewState.unansweredPrePromptDate`.
    public static let unansweredPrePromptDate = StoreKey<Date>("unansweredPrePromptDate")

    /// `SessionFacts.count`.
    public static let sessionCount = StoreKey<Int>("sessions.count")
    /// `SessionFacts.sinceLastRequest`.
    public static let sessionsSinceLastRequest = StoreKey<Int>("sessions.sinceLastRequest")
    /// `SessionFacts.sinceLastBadExperience`.
    public static let sessionsSinceLastBadExperience = StoreKey<Int>("sessions.sinceLastBadExperience")
    /// `SessionFacts.lastBadExperienceDate`.
    public static let lastBadExperienceDate = StoreKey<Date>("sessions.lastBadExperienceDate")
    /// `SessionFacts.currentHadBadExperience`.
    public static let currentSessionHadBadExperience = StoreKey<Bool>("sessions.currentHadBadExperience")
    /// `SessionFacts.scores`.
    public static let sessionScores = StoreKey<[Double]>("sessions.scores")
    /// `SessionFacts.sinceEarlierBadExperience`.
    public static let sessionsSinceEarlierBadExperience = StoreKey<Int>("sessions.sinceEarlierBadExperience")
    /// `SessionFacts.earlierBadExperienceDate`.
    public static let earlierBadExperienceDate = StoreKey<Date>("sessions.earlierBadExperienceDate")
    /// Written (as `true`) only where a last bad experience of an earlier session has no earlier one
    /// recorded, which a store written before the earlier bad experience was kept would mean otherwise.
    static let noEarlierBadExperience = StoreKey<Bool>("sessions.noEarlierBadExperience")
    /// `SessionFacts.version`.
    public static let sessionVersion = StoreKey<String>("sessions.version")
    /// `SessionFacts.previousLaunchVersion`.
    public static let previousLaunchVersion = StoreKey<String>("sessions.previousLaunchVersion")
    /// `SessionFacts.countInVersion`.
    public static let sessionCountInVersion = StoreKey<Int>("sessions.countInVersion")
    /// `SessionFacts.firstLaunchInVersionDate`.
    public static let firstLaunchInVersionDate = StoreKey<Date>("sessions.firstLaunchInVersionDate")

    /// The prefix of every event key.
    static let eventPrefix = "event."

    /// The keys of one event's facts.
    public struct EventKeys: Sendable {
        /// `EventFacts.count`.
        public let count: StoreKey<Int>
        /// `EventFacts.weightedTotal`.
        public let weightedTotal: StoreKey<Double>
        /// `EventFacts.firstDate`.
        public let firstDate: StoreKey<Date>
        /// `EventFacts.lastDate`.
        public let lastDate: StoreKey<Date>
        /// `EventFacts.countSinceLastRequest`.
        public let countSinceLastRequest: StoreKey<Int>
        /// `EventFacts.countInVersion`.
        public let countInVersion: StoreKey<Int>
        /// `EventFacts.version`.
        public let version: StoreKey<String>

        /// The name every key of the event ends in after `event.<name>.`: the count's, by which a
        /// store's events are found.
        static let countSuffix = ".count"
    }

    /// The keys of `name`'s facts: `event.<name>.count`, `.weightedTotal`, `.firstDate`, `.lastDate`,
    /// `.countSinceLastRequest`, `.countInVersion`, `.version`.
    public static func event(_ name: EventName) -> EventKeys {
        let base = eventPrefix + name.rawValue
        return EventKeys(
            count: StoreKey(base + EventKeys.countSuffix),
            weightedTotal: StoreKey(base + ".weightedTotal"),
            firstDate: StoreKey(base + ".firstDate"),
            lastDate: StoreKey(base + ".lastDate"),
            countSinceLastRequest: StoreKey(base + ".countSinceLastRequest"),
            countInVersion: StoreKey(base + ".countInVersion"),
            version: StoreKey(base + ".version")
        )
    }

    /// Schema 1's count of completed processes, read once and rewritten as the facts of
    /// `EventName.processCompleted`.
    public static let schema1CompletedCount = StoreKey<Int>("completedCount")
    /// Schema 1's count of skipped processes, read once and rewritten as the facts of
    /// `EventName.processSkipped`.
    public static let schema1SkippedCount = StoreKey<Int>("skippedCount")
}
