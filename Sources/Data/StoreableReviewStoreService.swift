import AskForReviewDomain
import Foundation

/// The ``ReviewStoreService`` over any ``Storeable``, one key per field (see ``ReviewStoreKeys``).
///
/// A value of the wrong type or a negative count is not trusted: it reads as missing (or zero) and
/// is named in ``ReviewState/loadProblems``, which makes the decision not eligible. The next update
/// asks the store to keep the content as it was aside (``StoredValues/setsAsidePreviousContent``)
/// before it replaces such a value.
public struct StoreableReviewStoreService: ReviewStoreService {
    private let store: any Storeable

    /// A service that keeps the review state in `store`.
    public init(store: any Storeable) {
        self.store = store
    }

    /// See ``ReviewStoreService/loadState()``.
    public func loadState() throws -> ReviewState {
        Self.state(from: try store.load())
    }

    /// See ``ReviewStoreService/updateState(_:)``.
    public func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try store.update { values in
            var state = Self.state(from: values)
            // Problems beyond the store's own come from values that could not be trusted.
            if state.loadProblems.count > values.problems.count { values.setsAsidePreviousContent = true }
            let result = try body(&state)
            Self.write(state, into: &values)
            return result
        }
    }

    /// See ``ReviewStoreService/resetState()``.
    public func resetState() throws {
        try store.removeAll()
    }

    static func state(from values: StoredValues) -> ReviewState {
        typealias Keys = ReviewStoreKeys
        var problems = values.problems
        func value<Value>(_ key: StoreKey<Value>) -> Value? {
            guard let stored = values.entries[key.id] else { return nil }
            if let value = Value(storedValue: stored) { return value }
            problems.append("stored \(key.id) has the wrong type; ignored")
            return nil
        }
        func count(_ key: StoreKey<Int>) -> Int {
            let stored = value(key) ?? 0
            if stored < 0 { problems.append("stored \(key.id) is negative (\(stored)); read as 0") }
            return max(0, stored)
        }
        var state = ReviewState(
            firstLaunchDate: value(Keys.firstLaunchDate),
            completedCount: count(Keys.completedCount),
            skippedCount: count(Keys.skippedCount),
            lastVersionPrompted: value(Keys.lastVersionPrompted),
            lastRequestDate: value(Keys.lastRequestDate),
            requestCount: count(Keys.requestCount),
            hasReviewed: value(Keys.hasReviewed) ?? false,
            reviewedDate: value(Keys.reviewedDate),
            systemRequestDates: value(Keys.systemRequestDates) ?? [],
            answerCounts: PrePromptAnswerCounts(
                rate: count(Keys.rateTaps),
                later: count(Keys.laterTaps),
                decline: count(Keys.declineTaps)
            ),
            unansweredPrePromptDate: value(Keys.unansweredPrePromptDate)
        )
        state.loadProblems = problems
        return state
    }

    static func write(_ state: ReviewState, into values: inout StoredValues) {
        typealias Keys = ReviewStoreKeys
        values[Keys.firstLaunchDate] = state.firstLaunchDate
        values[Keys.completedCount] = nonZero(state.completedCount)
        values[Keys.skippedCount] = nonZero(state.skippedCount)
        values[Keys.lastVersionPrompted] = state.lastVersionPrompted
        values[Keys.lastRequestDate] = state.lastRequestDate
        values[Keys.requestCount] = nonZero(state.requestCount)
        values[Keys.hasReviewed] = state.hasReviewed ? true : nil
        values[Keys.reviewedDate] = state.reviewedDate
        values[Keys.systemRequestDates] = state.systemRequestDates.isEmpty ? nil : state.systemRequestDates
        values[Keys.rateTaps] = nonZero(state.answerCounts.rate)
        values[Keys.laterTaps] = nonZero(state.answerCounts.later)
        values[Keys.declineTaps] = nonZero(state.answerCounts.decline)
        values[Keys.unansweredPrePromptDate] = state.unansweredPrePromptDate
    }

    /// Zero is the default, so it is not stored: an untouched state leaves an empty store.
    private static func nonZero(_ count: Int) -> Int? {
        count == 0 ? nil : count
    }
}
