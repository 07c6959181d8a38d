package import AskForReviewDomain
import Foundation

/// The `ReviewStoreService` over any ``Storeable``, one key per fact (`firstLaunchDate`,
/// `event.<name>.count`, `sessions.count`, …: the names every schema-2 store file and defaults domain holds).
///
/// - A value of the wrong type, a negative count or an invalid event name is not trusted: it reads as
///   missing (or zero) and is named in `ReviewState.loadProblems`, which makes the decision not
///   eligible. The next update asks the store to keep the content as it was aside
///   (``StoredValues/setsAsidePreviousContent``) before it replaces such a value.
/// - Events and the user's choices are kept alike, one key per fact of each name
///   (`event.<name>.count`, `choice.<name>.count`, …): a new choice needs nothing here.
/// - Content written by schema 1 (the fixed `completedCount` and `skippedCount` keys) loads with every
///   count and date kept, as the facts of `EventName.processCompleted` and
///   `EventName.processSkipped`; content written before choices were kept as facts (`hasReviewed`,
///   `rateTaps`, `declinedVersion`, `optedOutDate`, …) loads as the facts of its choices. Either is
///   rewritten under the new keys on the next update.
package struct StoreableReviewStoreService: ReviewStoreService {
    private let store: any Storeable
    /// The stored values last read or written and the state they hold, so the same values are not
    /// rebuilt into a state again (a process that reads, updates and reads again its unchanged store
    /// rebuilds the state once). Kept only for values and a state with no problems.
    private let known = Locked<(entries: [String: StoredValue], state: ReviewState)?>(nil)

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
        state(from: try store.load())
    }

    /// See `ReviewStoreService.updateState(_:)`.
    package func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try store.update { values in
            var state = state(from: values)
            // Problems beyond the store's own come from values that could not be trusted.
            if state.loadProblems.count > values.problems.count { values.setsAsidePreviousContent = true }
            let result = try body(&state)
            Self.write(state, into: &values)
            // What is written loads back equal (every state does: StateRoundTripTests).
            if state.loadProblems.isEmpty { known.withLock { $0 = (values.entries, state) } }
            return result
        }
    }

    /// The state `values` hold: the one known for them when they are the values last read or
    /// written, else rebuilt from them.
    private func state(from values: StoredValues) -> ReviewState {
        if values.problems.isEmpty, let known = known.withLock({ $0 }), known.entries == values.entries {
            return known.state
        }
        let state = Self.state(from: values)
        if state.loadProblems.isEmpty { known.withLock { $0 = (values.entries, state) } }
        return state
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
            systemRequestDates: reader.value(Keys.systemRequestDates) ?? [],
            choices: reader.choices(),
            unansweredPrePromptDate: reader.value(Keys.unansweredPrePromptDate),
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
        values[Keys.systemRequestDates] = state.systemRequestDates.isEmpty ? nil : state.systemRequestDates
        values[Keys.unansweredPrePromptDate] = state.unansweredPrePromptDate
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
        write(state.eventTable, under: Keys.eventPrefix, into: &values)
        write(state.choiceTable, under: Keys.choicePrefix, into: &values)
        values[Keys.schema1CompletedCount] = nil
        values[Keys.schema1SkippedCount] = nil
        for key in Keys.Schema2Choices.all { values.entries[key] = nil }
    }

    /// Writes every name's facts of `table` under `prefix` anew, so that a name the table no longer
    /// holds leaves no key behind.
    private static func write(_ table: EventTable, under prefix: String, into values: inout StoredValues) {
        for key in values.entries.keys where key.hasPrefix(prefix) { values.entries[key] = nil }
        for (name, facts) in table.dictionary {
            let keys = ReviewStoreKeys.facts(of: name, under: prefix)
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
        var events = facts(under: Keys.eventPrefix, kind: "event")
        for (legacy, name) in [
            (Keys.schema1CompletedCount, EventName.processCompleted), (Keys.schema1SkippedCount, .processSkipped),
        ]
        where values.entries[legacy.id] != nil && events[name] == nil {
            let legacyCount = count(legacy)
            if legacyCount > 0 { events[name] = EventFacts(count: legacyCount) }
        }
        return events
    }

    /// Every choice's facts, found by its count key; the keys schema 2 kept before choices were
    /// facts become the facts of their choices where the store holds no facts of those yet.
    mutating func choices() -> [UserChoice: EventFacts] {
        typealias Keys = ReviewStoreKeys.Schema2Choices
        var choices: [UserChoice: EventFacts] = [:]
        for (name, facts) in facts(under: ReviewStoreKeys.choicePrefix, kind: "choice") {
            choices[UserChoice(name)] = facts
        }
        // A store rewritten since holds none of the earlier keys: nothing more to read.
        guard Keys.all.contains(where: { values.entries[$0] != nil }) else { return choices }
        func keep(_ choice: UserChoice, count: Int, date: Date? = nil, version: String? = nil) {
            guard count > 0, choices[choice] == nil else { return }
            choices[choice] = EventFacts(
                count: count, firstDate: date, lastDate: date, countInVersion: version == nil ? 0 : 1,
                version: version)
        }
        keep(
            .rate, count: value(Keys.choseRate) == true ? 1 : 0, date: value(Keys.choseRateDate),
            version: value(Keys.choseRateVersion))
        keep(.prePrompt(.rate), count: count(Keys.rateTaps))
        keep(.prePrompt(.later), count: count(Keys.laterTaps))
        keep(.prePrompt(.decline), count: count(Keys.declineTaps), version: value(Keys.declinedVersion))
        let optedOut = value(Keys.optedOutDate)
        keep(.optOut, count: optedOut == nil ? 0 : 1, date: optedOut)
        return choices
    }

    /// The facts of every name kept under `prefix`, found by its count key; a name that is not valid
    /// is a problem (of a `kind`, for the words) and is left out.
    mutating func facts(under prefix: String, kind: String) -> [EventName: EventFacts] {
        typealias Keys = ReviewStoreKeys
        var all: [EventName: EventFacts] = [:]
        let countKeys = values.entries.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(Keys.EventKeys.countSuffix) }
        for key in countKeys.sorted() {
            let text = String(key.dropFirst(prefix.count).dropLast(Keys.EventKeys.countSuffix.count))
            guard let name = try? EventName(text) else {
                problems.append("stored \(kind) name \(text) is not valid; ignored")
                continue
            }
            let keys = Keys.facts(of: name, under: prefix)
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
            all[name] = facts
        }
        return all
    }
}
