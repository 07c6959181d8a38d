package import AskForReviewDomain
package import Foundation

/// The keys of the review state, each declared once. Tests and tools use these declarations.
///
/// An event's facts live under keys made from its name (`event.<name>.count`, …), and a choice's
/// the same way (`choice.<name>.count`, …), so an app's own events and a new choice need no
/// declaration of their own.
package enum ReviewStoreKeys {
    /// `ReviewState.firstLaunchDate`.
    package static let firstLaunchDate = StoreKey<Date>("firstLaunchDate")
    /// `ReviewState.lastVersionPrompted`.
    package static let lastVersionPrompted = StoreKey<String>("lastVersionPrompted")
    /// `ReviewState.lastRequestDate`.
    package static let lastRequestDate = StoreKey<Date>("lastRequestDate")
    /// `ReviewState.requestCount`.
    package static let requestCount = StoreKey<Int>("requestCount")
    /// `ReviewState.systemRequestDates`.
    package static let systemRequestDates = StoreKey<[Date]>("systemRequestDates")
    /// `ReviewState.installID`, as its UUID string.
    package static let installID = StoreKey<String>("installID")
    /// `ReviewState.unansweredPrePromptDate`.
    package static let unansweredPrePromptDate = StoreKey<Date>("unansweredPrePromptDate")
    /// `SessionFacts.count`.
    package static let sessionCount = StoreKey<Int>("sessions.count")
    /// `SessionFacts.sinceLastRequest`.
    package static let sessionsSinceLastRequest = StoreKey<Int>("sessions.sinceLastRequest")
    /// `SessionFacts.sinceLastBadExperience`.
    package static let sessionsSinceLastBadExperience = StoreKey<Int>("sessions.sinceLastBadExperience")
    /// `SessionFacts.lastBadExperienceDate`.
    package static let lastBadExperienceDate = StoreKey<Date>("sessions.lastBadExperienceDate")
    /// `SessionFacts.currentHadBadExperience`.
    package static let currentSessionHadBadExperience = StoreKey<Bool>("sessions.currentHadBadExperience")
    /// `SessionFacts.scores`.
    package static let sessionScores = StoreKey<[Double]>("sessions.scores")
    /// `SessionFacts.sinceEarlierBadExperience`.
    package static let sessionsSinceEarlierBadExperience = StoreKey<Int>("sessions.sinceEarlierBadExperience")
    /// `SessionFacts.earlierBadExperienceDate`.
    package static let earlierBadExperienceDate = StoreKey<Date>("sessions.earlierBadExperienceDate")
    /// Written (as `true`) only where a last bad experience of an earlier session has no earlier one
    /// recorded, which a store written before the earlier bad experience was kept would mean otherwise.
    static let noEarlierBadExperience = StoreKey<Bool>("sessions.noEarlierBadExperience")
    /// `SessionFacts.version`.
    package static let sessionVersion = StoreKey<String>("sessions.version")
    /// `SessionFacts.previousLaunchVersion`.
    package static let previousLaunchVersion = StoreKey<String>("sessions.previousLaunchVersion")
    /// `SessionFacts.countInVersion`.
    package static let sessionCountInVersion = StoreKey<Int>("sessions.countInVersion")
    /// `SessionFacts.firstLaunchInVersionDate`.
    package static let firstLaunchInVersionDate = StoreKey<Date>("sessions.firstLaunchInVersionDate")

    /// The prefix of every event key.
    static let eventPrefix = "event."
    /// The prefix of every choice key.
    static let choicePrefix = "choice."

    /// The keys of one event's or one choice's facts.
    package struct EventKeys: Sendable {
        /// `EventFacts.count`.
        package let count: StoreKey<Int>
        /// `EventFacts.weightedTotal`.
        package let weightedTotal: StoreKey<Double>
        /// `EventFacts.firstDate`.
        package let firstDate: StoreKey<Date>
        /// `EventFacts.lastDate`.
        package let lastDate: StoreKey<Date>
        /// `EventFacts.countSinceLastRequest`.
        package let countSinceLastRequest: StoreKey<Int>
        /// `EventFacts.countSinceOwnRequest`, stored only where it differs from
        /// `countSinceLastRequest` (so a store written before it existed reads the count since the
        /// last request of any kind).
        package let countSinceOwnRequest: StoreKey<Int>
        /// `EventFacts.countInVersion`.
        package let countInVersion: StoreKey<Int>
        /// `EventFacts.version`.
        package let version: StoreKey<String>
        /// The day of the newest of the event's recent days, and each recent day's occurrences and
        /// weights, newest first (`RecentDays`); absent in stores written before they were kept.
        package let recentDay: StoreKey<Int>
        package let recentCounts: StoreKey<[Double]>
        package let recentWeights: StoreKey<[Double]>

        /// The name every key of the event ends in after `event.<name>.`: the count's, by which a
        /// store's events are found.
        static let countSuffix = ".count"
    }

    /// The keys of the event `name`'s facts: `event.<name>.count`, `.weightedTotal`, `.firstDate`,
    /// `.lastDate`, `.countSinceLastRequest`, `.countSinceOwnRequest`, `.countInVersion`, `.version`,
    /// `.recentDay`, `.recentCounts`, `.recentWeights`.
    package static func event(_ name: EventName) -> EventKeys {
        facts(of: name, under: eventPrefix)
    }

    /// The keys of the facts kept under `prefix` + `name` + `.count`, and so on.
    static func facts(of name: EventName, under prefix: String) -> EventKeys {
        let base = prefix + name.rawValue
        return EventKeys(
            count: StoreKey(base + EventKeys.countSuffix),
            weightedTotal: StoreKey(base + ".weightedTotal"),
            firstDate: StoreKey(base + ".firstDate"),
            lastDate: StoreKey(base + ".lastDate"),
            countSinceLastRequest: StoreKey(base + ".countSinceLastRequest"),
            countSinceOwnRequest: StoreKey(base + ".countSinceOwnRequest"),
            countInVersion: StoreKey(base + ".countInVersion"),
            version: StoreKey(base + ".version"),
            recentDay: StoreKey(base + ".recentDay"),
            recentCounts: StoreKey(base + ".recentCounts"),
            recentWeights: StoreKey(base + ".recentWeights")
        )
    }

    /// Schema 1's count of completed processes, read once and rewritten as the facts of
    /// `EventName.processCompleted`.
    package static let schema1CompletedCount = StoreKey<Int>("completedCount")
    /// Schema 1's count of skipped processes, read once and rewritten as the facts of
    /// `EventName.processSkipped`.
    package static let schema1SkippedCount = StoreKey<Int>("skippedCount")

    /// Schema 2's choice keys before choices were kept as facts, each read once into its choice's
    /// facts and then removed: whether the user chose to rate (`hasReviewed`), when first
    /// (`reviewedDate`) and in which version last (`reviewedVersion`); the pre-prompt's answers
    /// (`rateTaps`, `laterTaps`, `declineTaps`) and the version of the last decline
    /// (`declinedVersion`); the opt-out (`optedOutDate`).
    package enum Schema2Choices {
        package static let choseRate = StoreKey<Bool>("hasReviewed")
        package static let choseRateDate = StoreKey<Date>("reviewedDate")
        package static let choseRateVersion = StoreKey<String>("reviewedVersion")
        package static let rateTaps = StoreKey<Int>("rateTaps")
        package static let laterTaps = StoreKey<Int>("laterTaps")
        package static let declineTaps = StoreKey<Int>("declineTaps")
        package static let declinedVersion = StoreKey<String>("declinedVersion")
        package static let optedOutDate = StoreKey<Date>("optedOutDate")

        /// Every key, to remove once read.
        static let all = [
            choseRate.id, choseRateDate.id, choseRateVersion.id, rateTaps.id, laterTaps.id, declineTaps.id,
            declinedVersion.id, optedOutDate.id,
        ]
    }
}
