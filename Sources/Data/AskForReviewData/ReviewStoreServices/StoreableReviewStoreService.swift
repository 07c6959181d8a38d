package import AskForReviewDomain
import Foundation

/// The `ReviewStoreService` over any ``Storeable``, one key per fact (`firstLaunchDate`,
/// `event.<name>.count`, `sessions.count`, …: the names every schema-2 store file and defaults domain holds).
///
/// - A value of the wrong type, a negative count or an invalid event name is not trusted: it reads as
///   missing (or zero) and is named in `ReviewState.loadProblems`, which makes the decision not
///   eligible. The next update asks the store to keep the content as it was aside
///   (``StoredValues/setsAsidePreviousContent``) before it replaces such a value.
/// - Content written by schema 1 (the fixed `completedCount` and `skippedCount` keys) loads with every
///   count and date kept, as the facts of `EventName.processCompleted` and
///   `EventName.processSkipped`, and is rewritten under the new keys on the next update.
package struct StoreableReviewStoreService: ReviewStoreService {
    private let store: any Storeable

    /// A service that keeps the review state in `store`.
    package init(store: any Storeable) {
        self.store = store
    }

    /// A service that keeps `state` in a new in-memory store and nowhere else (its load problems are
    /// not kept, as no store keeps them).
    package init(inMemory state: ReviewState) {
        var values = StoredValues()
        Self.write(state, into: &values)
        self.init(store: InMemoryStore(entries: values.entries))
    }

    /// See `ReviewStoreService.loadState()`.
    package func loadState() throws -> ReviewState {
        Self.state(from: try store.load())
    }

    /// See `ReviewStoreService.updateState(_:)`.
    package func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try store.update { values in
            var state = Self.state(from: values)
            // Problems beyond the store's own come from values that could not be trusted.
            if state.loadProblems.count > values.problems.count { values.setsAsidePreviousContent = true }
            let result = try body(&state)
            Self.write(state, into: &values)
            return result
        }
    }

    /// See `ReviewStoreService.resetState()`.
    package func resetState() throws {
        try store.removeAll()
    }

    static func state(from values: StoredValues) -> ReviewState {
        var reader = ValueReader(values: values)
        typealias Keys = ReviewStoreKeys
        var state = ReviewState(
            firstLaunchDate: reader.value(Keys.firstLaunchDate),
            events: reader.events(),
            sessions: sessionFacts(from: &reader),
            lastVersionPrompted: reader.value(Keys.lastVersionPrompted),
            lastRequestDate: reader.value(Keys.lastRequestDate),
            requestCount: reader.count(Keys.requestCount),
            choseRate: reader.value(Keys.choseRate) ?? false,
            choseRateDate: reader.value(Keys.choseRateDate),
            choseRateVersion: reader.value(Keys.choseRateVersion),
            systemRequestDates: reader.value(Keys.systemRequestDates) ?? [],
            answerCounts: PrePromptAnswerCounts(
                rate: reader.count(Keys.rateTaps),
                later: reader.count(Keys.laterTaps),
                decline: reader.count(Keys.declineTaps)
            ),
            declinedVersion: reader.value(Keys.declinedVersion),
            unansweredPrePromptDate: reader.value(Keys.unansweredPrePromptDate),
            optedOutDate: reader.value(Keys.optedOutDate),
            installID: reader.uuid(Keys.installID)
        )
        state.loadProblems = reader.problems
        return state
    }

    private static func sessionFacts(from reader: inout ValueReader) -> SessionFacts {
        typealias Keys = ReviewStoreKeys
        var facts = SessionFacts(
            count: reader.count(Keys.sessionCount),
            sinceLastRequest: reader.count(Keys.sessionsSinceLastRequest),
            sinceLastBadExperience: reader.optionalCount(Keys.sessionsSinceLastBadExperience),
            lastBadExperienceDate: reader.value(Keys.lastBadExperienceDate),
            currentHadBadExperience: reader.value(Keys.currentSessionHadBadExperience) ?? false,
            sinceEarlierBadExperience: reader.optionalCount(Keys.sessionsSinceEarlierBadExperience),
            earlierBadExperienceDate: reader.value(Keys.earlierBadExperienceDate),
            scores: reader.value(Keys.sessionScores) ?? [],
            version: reader.value(Keys.sessionVersion),
            previousLaunchVersion: reader.value(Keys.previousLaunchVersion),
            countInVersion: reader.count(Keys.sessionCountInVersion),
            firstLaunchInVersionDate: reader.value(Keys.firstLaunchInVersionDate)
        )
        // Written before the earlier bad experience was kept apart: a last bad experience from a
        // session before the current one is that earlier one. A store written since says "none" with
        // its own key where that reading would otherwise apply.
        if facts.sinceEarlierBadExperience == nil, !facts.currentHadBadExperience,
            let since = facts.sinceLastBadExperience, reader.value(Keys.noEarlierBadExperience) != true
        {
            facts.sinceEarlierBadExperience = since
            facts.earlierBadExperienceDate = facts.lastBadExperienceDate
        }
        return facts
    }

    static func write(_ state: ReviewState, into values: inout StoredValues) {
        typealias Keys = ReviewStoreKeys
        values[Keys.firstLaunchDate] = state.firstLaunchDate
        values[Keys.lastVersionPrompted] = state.lastVersionPrompted
        values[Keys.lastRequestDate] = state.lastRequestDate
        values[Keys.requestCount] = nonZero(state.requestCount)
        values[Keys.choseRate] = state.choseRate ? true : nil
        values[Keys.choseRateDate] = state.choseRateDate
        values[Keys.choseRateVersion] = state.choseRateVersion
        values[Keys.systemRequestDates] = state.systemRequestDates.isEmpty ? nil : state.systemRequestDates
        values[Keys.rateTaps] = nonZero(state.answerCounts.rate)
        values[Keys.laterTaps] = nonZero(state.answerCounts.later)
        values[Keys.declineTaps] = nonZero(state.answerCounts.decline)
        values[Keys.unansweredPrePromptDate] = state.unansweredPrePromptDate
        values[Keys.declinedVersion] = state.declinedVersion
        values[Keys.optedOutDate] = state.optedOutDate
        values[Keys.installID] = state.installID?.uuidString
        values[Keys.sessionCount] = nonZero(state.sessions.count)
        values[Keys.sessionsSinceLastRequest] = nonZero(state.sessions.sinceLastRequest)
        values[Keys.sessionsSinceLastBadExperience] = state.sessions.sinceLastBadExperience
        values[Keys.lastBadExperienceDate] = state.sessions.lastBadExperienceDate
        values[Keys.currentSessionHadBadExperience] = state.sessions.currentHadBadExperience ? true : nil
        values[Keys.sessionScores] = state.sessions.scores.isEmpty ? nil : state.sessions.scores
        values[Keys.sessionsSinceEarlierBadExperience] = state.sessions.sinceEarlierBadExperience
        values[Keys.earlierBadExperienceDate] = state.sessions.earlierBadExperienceDate
        let legacyReadingApplies =
            state.sessions.sinceEarlierBadExperience == nil && !state.sessions.currentHadBadExperience
            && state.sessions.sinceLastBadExperience != nil
        values[Keys.noEarlierBadExperience] = legacyReadingApplies ? true : nil
        values[Keys.sessionVersion] = state.sessions.version
        values[Keys.previousLaunchVersion] = state.sessions.previousLaunchVersion
        values[Keys.sessionCountInVersion] = nonZero(state.sessions.countInVersion)
        values[Keys.firstLaunchInVersionDate] = state.sessions.firstLaunchInVersionDate
        // Every event key is written anew, so an event the state no longer has leaves no key behind.
        for key in values.entries.keys where key.hasPrefix(Keys.eventPrefix) { values.entries[key] = nil }
        for (name, facts) in state.events {
            let keys = Keys.event(name)
            values[keys.count] = facts.count
            values[keys.weightedTotal] = facts.weightedTotal == 0 ? nil : facts.weightedTotal
            values[keys.firstDate] = facts.firstDate
            values[keys.lastDate] = facts.lastDate
            values[keys.countSinceLastRequest] = nonZero(facts.countSinceLastRequest)
            values[keys.countSinceOwnRequest] =
                facts.countSinceOwnRequest == facts.countSinceLastRequest ? nil : facts.countSinceOwnRequest
            values[keys.countInVersion] = nonZero(facts.countInVersion)
            values[keys.version] = facts.version
            values[keys.recentDay] = facts.recent.newestDay
            values[keys.recentCounts] = facts.recent.newestDay == nil ? nil : facts.recent.counts.map(Double.init)
            values[keys.recentWeights] = facts.recent.newestDay == nil ? nil : facts.recent.weights
        }
        values[Keys.schema1CompletedCount] = nil
        values[Keys.schema1SkippedCount] = nil
    }

    /// Zero is the default, so it is not stored: an untouched state leaves an empty store.
    private static func nonZero(_ count: Int) -> Int? {
        count == 0 ? nil : count
    }
}

/// Reads typed values out of stored content, naming every value it cannot trust.
private struct ValueReader {
    let values: StoredValues
    var problems: [String]

    init(values: StoredValues) {
        self.values = values
        problems = values.problems
    }

    /// The value under `key`, or `nil` when missing or of the wrong type (a problem).
    mutating func value<Value>(_ key: StoreKey<Value>) -> Value? {
        guard let stored = values.entries[key.id] else { return nil }
        if let value = key.read(stored) { return value }
        problems.append("stored \(key.id) has the wrong type; ignored")
        return nil
    }

    /// The UUID written under `key`, or `nil` when missing; text that is not a UUID is a problem.
    mutating func uuid(_ key: StoreKey<String>) -> UUID? {
        guard let text = value(key) else { return nil }
        guard let id = UUID(uuidString: text) else {
            problems.append("stored \(key.id) is not a UUID; ignored")
            return nil
        }
        return id
    }

    /// The count under `key`: 0 when missing; a negative count is a problem and reads as 0.
    mutating func count(_ key: StoreKey<Int>) -> Int {
        let stored = value(key) ?? 0
        if stored < 0 { problems.append("stored \(key.id) is negative (\(stored)); read as 0") }
        return max(0, stored)
    }

    /// The count under `key`, or `nil` when missing; a negative count is a problem and reads as 0.
    mutating func optionalCount(_ key: StoreKey<Int>) -> Int? {
        values.entries[key.id] == nil ? nil : count(key)
    }

    /// Every event's facts, found by its count key; schema 1's two counts become the process events.
    mutating func events() -> [EventName: EventFacts] {
        typealias Keys = ReviewStoreKeys
        var events: [EventName: EventFacts] = [:]
        let countKeys = values.entries.keys.filter {
            $0.hasPrefix(Keys.eventPrefix) && $0.hasSuffix(Keys.EventKeys.countSuffix)
        }
        for key in countKeys.sorted() {
            let text = String(key.dropFirst(Keys.eventPrefix.count).dropLast(Keys.EventKeys.countSuffix.count))
            guard let name = try? EventName(text) else {
                problems.append("stored event name \(text) is not valid; ignored")
                continue
            }
            let keys = Keys.event(name)
            let sinceLastRequest = count(keys.countSinceLastRequest)
            var facts = EventFacts(
                count: count(keys.count),
                weightedTotal: value(keys.weightedTotal) ?? 0,
                firstDate: value(keys.firstDate),
                lastDate: value(keys.lastDate),
                countSinceLastRequest: sinceLastRequest,
                countSinceOwnRequest: values.entries[keys.countSinceOwnRequest.id] == nil
                    ? sinceLastRequest : count(keys.countSinceOwnRequest),
                countInVersion: count(keys.countInVersion),
                version: value(keys.version)
            )
            facts.recent = RecentDays(
                newestDay: value(keys.recentDay),
                counts: (value(keys.recentCounts) ?? []).map { $0.isFinite ? Int(max(0, min($0, 1e15))) : 0 },
                weights: value(keys.recentWeights) ?? [])
            events[name] = facts
        }
        for (legacy, name) in [
            (Keys.schema1CompletedCount, EventName.processCompleted), (Keys.schema1SkippedCount, .processSkipped),
        ]
        where values.entries[legacy.id] != nil && events[name] == nil {
            let legacyCount = count(legacy)
            if legacyCount > 0 { events[name] = EventFacts(count: legacyCount) }
        }
        return events
    }
}
