public import AskForReviewDomain
import Foundation

/// The contract every `ReviewStoreService` keeps (see its documentation), as checks a team runs
/// against its own service from its own tests.
///
/// ```swift
/// let contract = ReviewStoreServiceContract(makeService: { MyService(at: freshFolder()) })
/// for check in contract.checks { try check.run() }
/// ```
public struct ReviewStoreServiceContract: Sendable {
    private let makeService: @Sendable () throws -> any ReviewStoreService

    /// A contract over fresh services from `makeService`, each holding nothing yet.
    public init(makeService: @escaping @Sendable () throws -> any ReviewStoreService) {
        self.makeService = makeService
    }

    /// A state with every field set, dates with fractions of a second: what the round trip must keep.
    package static let fullState: ReviewState = {
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000.123_456)
        var state = ReviewState(
            firstLaunchDate: date,
            events: [
                .processCompleted: EventFacts(
                    count: 4, weightedTotal: 4, firstDate: date, lastDate: date.addingTimeInterval(60),
                    countSinceLastRequest: 1, countSinceOwnRequest: 3, countInVersion: 2, version: "1.2"),
                .processSkipped: EventFacts(count: 2, weightedTotal: 2),
                "exportSucceeded": EventFacts(count: 3, weightedTotal: -1.5, firstDate: date, lastDate: date),
            ],
            sessions: SessionFacts(
                count: 9, sinceLastRequest: 2, sinceLastBadExperience: 0, lastBadExperienceDate: date,
                currentHadBadExperience: true, sinceEarlierBadExperience: 3,
                earlierBadExperienceDate: date.addingTimeInterval(-86_400), scores: [1, -0.5, 3], version: "1.2",
                previousLaunchVersion: "1.1", countInVersion: 4, firstLaunchInVersionDate: date),
            lastVersionPrompted: "1.2",
            lastRequestDate: date,
            requestCount: 3,
            systemRequestDates: [date, date.addingTimeInterval(1)],
            choices: [
                .rate: EventFacts(count: 1, weightedTotal: 1, firstDate: date, lastDate: date, version: "1.1"),
                .prePrompt(.rate): EventFacts(count: 1),
                .prePrompt(.later): EventFacts(count: 2, firstDate: date, lastDate: date.addingTimeInterval(3)),
                .prePrompt(.decline): EventFacts(count: 3, countInVersion: 1, version: "1.1"),
                .optOut: EventFacts(count: 1, firstDate: date.addingTimeInterval(2)),
            ],
            unansweredPrePromptDate: date,
            installID: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
        )
        // Events recorded on two days, so each event's recent days are set too.
        for (offset, weight) in [(-86_400.0 * 3, 2.5), (0, -1)] {
            try? ReviewChange.event(ReviewEvent("recent", weight: weight), at: date + offset, version: "1.2")
                .apply(to: &state)
        }
        return state
    }()

    /// Every check, in order.
    public var checks: [ContractCheck] {
        [
            ContractCheck(name: "a fresh service loads the state of a user who never launched", run: freshState),
            ContractCheck(name: "the whole state round-trips, dates to the last bit", run: roundTrip),
            ContractCheck(name: "an update whose body throws saves nothing", run: throwingBodySavesNothing),
            ContractCheck(name: "load problems are never saved", run: problemsNotSaved),
            ContractCheck(name: "concurrent updates from many threads lose nothing", run: concurrentUpdates),
            ContractCheck(name: "reset forgets everything", run: reset),
            ContractCheck(name: "a recorded change is seen at once, by the next update, and once", run: recordedOnce),
            ContractCheck(name: "changes recorded from many threads are each kept once", run: concurrentRecords),
            ContractCheck(name: "a change that cannot apply is refused and never kept", run: refusedChange),
            ContractCheck(name: "reset forgets recorded changes too", run: resetForgetsRecorded),
            ContractCheck(
                name: "inside an update, a read is served and an update is refused or kept: neither hangs",
                run: nestedCalls),
        ]
    }

    @Sendable private func freshState() throws {
        let state = try makeService().loadState()
        try ContractViolation.require(state == ReviewState(), "fresh state", "loaded \(state)")
    }

    @Sendable private func roundTrip() throws {
        let service = try makeService()
        try service.updateState { $0 = Self.fullState }
        let loaded = try service.loadState()
        try ContractViolation.require(
            loaded == Self.fullState, "round trip", "saved \(Self.fullState), loaded \(loaded)")
    }

    @Sendable private func throwingBodySavesNothing() throws {
        struct Abort: Error {}
        let service = try makeService()
        try service.updateState { $0.requestCount = 1 }
        do {
            try service.updateState { state in
                state.requestCount = 99
                throw Abort()
            }
            throw ContractViolation("throwing body: the update did not pass the body's error on")
        } catch is Abort {}
        let count = try service.loadState().requestCount
        try ContractViolation.require(count == 1, "throwing body", "the count became \(count)")
    }

    @Sendable private func problemsNotSaved() throws {
        let service = try makeService()
        try service.updateState { state in
            state.requestCount = 1
            state.loadProblems = ["a problem seen while loading"]
        }
        let problems = try service.loadState().loadProblems
        try ContractViolation.require(problems.isEmpty, "load problems", "came back as \(problems)")
    }

    @Sendable private func concurrentUpdates() throws {
        let service = try makeService()
        try ContractCheck.requireConcurrentIncrements(
            { try service.updateState { $0.requestCount += 1 } }, count: { try service.loadState().requestCount })
    }

    @Sendable private func reset() throws {
        let service = try makeService()
        try service.updateState { $0 = Self.fullState }
        try service.resetState()
        let state = try service.loadState()
        try ContractViolation.require(state == ReviewState(), "reset", "left \(state)")
    }

    private static let moment = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private static let completion = ReviewChange.event(ReviewEvent(.processCompleted), at: moment, version: "1.0")

    @Sendable private func recordedOnce() throws {
        let service = try makeService()
        let returned = try service.record(Self.completion)
        try ContractViolation.require(
            returned.facts(of: .processCompleted).count == 1, "record",
            "returned \(returned.facts(of: .processCompleted).count)")
        let seen = try service.updateState { $0.facts(of: .processCompleted).count }
        try ContractViolation.require(seen == 1, "record then update", "the update saw \(seen)")
        try service.synchronize()
        let kept = try service.loadState().facts(of: .processCompleted).count
        try ContractViolation.require(kept == 1, "record then synchronize", "kept \(kept)")
    }

    @Sendable private func concurrentRecords() throws {
        let service = try makeService()
        try ContractCheck.requireConcurrentIncrements(
            { try service.record(Self.completion) },
            count: {
                try service.synchronize()
                return try service.loadState().facts(of: .processCompleted).count
            })
    }

    @Sendable private func refusedChange() throws {
        let service = try makeService()
        try service.updateState { state in
            for index in 0..<ReviewState.maximumEventNames {
                try ReviewChange.event(ReviewEvent(try EventName("e\(index)")), at: Self.moment, version: nil)
                    .apply(to: &state)
            }
        }
        do {
            try service.record(.event(ReviewEvent("one.more"), at: Self.moment, version: nil))
            throw ContractViolation("refused change: recording a name past the limit did not throw")
        } catch is AskForReviewError {}
        try service.synchronize()
        let names = try service.loadState().events.count
        try ContractViolation.require(
            names == ReviewState.maximumEventNames, "refused change", "\(names) event names kept")
    }

    @Sendable private func resetForgetsRecorded() throws {
        let service = try makeService()
        try service.record(Self.completion)
        try service.resetState()
        try service.synchronize()
        let state = try service.loadState()
        try ContractViolation.require(state == ReviewState(), "reset after record", "left \(state)")
    }

    @Sendable private func nestedCalls() throws {
        let service = try makeService()
        try service.updateState { $0.requestCount = 1 }
        try ContractCheck.requireNestedCallsFinish(
            update: { inside in
                try service.updateState { state in
                    state.requestCount = 2
                    inside()
                }
            },
            read: { try service.loadState().requestCount },
            nestedUpdate: { try service.updateState { $0.lastVersionPrompted = "nested" } },
            outerValue: { try service.loadState().requestCount },
            nestedKept: { try service.loadState().lastVersionPrompted == "nested" })
    }
}
