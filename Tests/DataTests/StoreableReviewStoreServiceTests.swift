import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

@Suite("Review store service over Storeable")
struct StoreableReviewStoreServiceTests {
    @Test("The whole review state round-trips through the declared keys")
    func roundTrip() throws {
        let store = InMemoryStore()
        let sut = StoreableReviewStoreService(store: store)
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000.5)
        let state = ReviewState(
            firstLaunchDate: date,
            completedCount: 4,
            skippedCount: 2,
            lastVersionPrompted: "1.2",
            lastRequestDate: date,
            requestCount: 3,
            systemRequestDates: [date],
            choices: [
                .rate: EventFacts(count: 1, firstDate: date, lastDate: date),
                .prePrompt(.later): EventFacts(count: 2),
            ]
        )
        try sut.updateState { $0 = state }
        #expect(try sut.loadState() == state)
        #expect(try store.get(forKey: StoreKey<Int>("choice.prePrompt.later.count")) == 2)
        #expect(try store.get(forKey: StoreKey<Date>("choice.choseRate.firstDate")) == date)
    }

    @Test("A value of the wrong type or a negative count is named as a problem, never trusted")
    func untrustedValues() throws {
        let store = InMemoryStore(entries: [
            ReviewStoreKeys.schema1CompletedCount.id: .string("lots"),
            ReviewStoreKeys.requestCount.id: .int(-5),
        ])
        let state = try StoreableReviewStoreService(store: store).loadState()
        #expect(state.completedCount == 0)
        #expect(state.requestCount == 0)
        #expect(
            state.loadProblems == [
                "stored completedCount has the wrong type; ignored",
                "stored requestCount is negative (-5); read as 0",
            ]
        )
    }

    @Test("An untouched state leaves the store empty, and reset empties it")
    func emptyAndReset() throws {
        let store = InMemoryStore()
        let sut = StoreableReviewStoreService(store: store)
        try sut.updateState { _ in }
        #expect(try store.load().entries.isEmpty)
        try sut.updateState { $0.completedCount = 2 }
        try sut.resetState()
        #expect(try store.load().entries.isEmpty)
    }
}

@Suite("In-memory review store service")
struct InMemoryReviewStoreServiceTests {
    @Test("Keeps the state it was given in key-value content, without its load problems, and resets")
    func keepsState() throws {
        let given = ReviewState(
            firstLaunchDate: Date(timeIntervalSinceReferenceDate: 800_000_000), completedCount: 2,
            lastVersionPrompted: "1.0", systemRequestDates: [Date(timeIntervalSinceReferenceDate: 800_000_100)],
            choices: [.prePrompt(.later): EventFacts(count: 1)], installID: UUID(), loadProblems: ["x"])
        let sut = StoreableReviewStoreService(inMemory: given)
        var expected = given
        expected.loadProblems = []
        #expect(try sut.loadState() == expected)
        #expect(try sut.loadState().completedCount == 2)
        try sut.updateState { $0.completedCount += 1 }
        expected.completedCount = 3
        #expect(try sut.loadState() == expected)
        struct Abort: Error {}
        #expect(throws: Abort.self) {
            try sut.updateState { state in
                state.completedCount = 99
                throw Abort()
            }
        }
        #expect(try sut.loadState().completedCount == 3)
        try sut.updateState { $0.skippedCount = 4 }
        #expect(try sut.loadState().skippedCount == 4)
        try sut.resetState()
        #expect(try sut.loadState() == ReviewState())
    }
}
