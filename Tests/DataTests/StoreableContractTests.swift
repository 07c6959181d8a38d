import AskForReviewData
import Foundation
import Testing

/// The contract every ``Storeable`` keeps (see its documentation), run against each implementation.
@Suite("Storeable contract")
struct StoreableContractTests {
    let date = Date(timeIntervalSinceReferenceDate: 786_123_456.123_456_789)

    @Test("An unused store loads empty", arguments: StoreKind.allCases)
    func emptyStore(kind: StoreKind) throws {
        let folder = TemporaryFolder()
        let store = try kind.makeStore(in: folder)
        #expect(try store.load() == StoredValues())
        #expect(try store.get(forKey: ReviewStoreKeys.requestCount) == nil)
    }

    @Test("Every value type comes back equal, dates to the last bit", arguments: StoreKind.allCases)
    func roundTrip(kind: StoreKind) throws {
        let folder = TemporaryFolder()
        let store = try kind.makeStore(in: folder)
        try store.update { values in
            values[ReviewStoreKeys.requestCount] = Int.max
            values[ReviewStoreKeys.lastVersionPrompted] = "2.0 (build 17) ✓"
            values[ReviewStoreKeys.hasReviewed] = true
            values[ReviewStoreKeys.firstLaunchDate] = date
            values[ReviewStoreKeys.systemRequestDates] = [date, date.addingTimeInterval(0.000_001)]
        }
        for reader in [store, try kind.reopen(in: folder)].compactMap({ $0 }) {
            let values = try reader.load()
            #expect(values[ReviewStoreKeys.requestCount] == Int.max)
            #expect(values[ReviewStoreKeys.lastVersionPrompted] == "2.0 (build 17) ✓")
            #expect(values[ReviewStoreKeys.hasReviewed] == true)
            #expect(
                values[ReviewStoreKeys.firstLaunchDate]?.timeIntervalSinceReferenceDate
                    == date.timeIntervalSinceReferenceDate)
            #expect(values[ReviewStoreKeys.systemRequestDates] == [date, date.addingTimeInterval(0.000_001)])
        }
    }

    @Test("get and save work on one key; nil removes it", arguments: StoreKind.allCases)
    func getAndSave(kind: StoreKind) throws {
        let folder = TemporaryFolder()
        let store = try kind.makeStore(in: folder)
        try store.save(value: 3, forKey: ReviewStoreKeys.requestCount)
        #expect(try store.get(forKey: ReviewStoreKeys.requestCount) == 3)
        try store.save(value: nil, forKey: ReviewStoreKeys.requestCount)
        #expect(try store.get(forKey: ReviewStoreKeys.requestCount) == nil)
    }

    @Test("An update whose body throws writes nothing", arguments: StoreKind.allCases)
    func throwingBodyWritesNothing(kind: StoreKind) throws {
        struct Abort: Error {}
        let folder = TemporaryFolder()
        let store = try kind.makeStore(in: folder)
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        #expect(throws: Abort.self) {
            try store.update { values in
                values[ReviewStoreKeys.requestCount] = 99
                throw Abort()
            }
        }
        #expect(try store.get(forKey: ReviewStoreKeys.requestCount) == 1)
    }

    @Test("Concurrent updates from many threads lose nothing", arguments: StoreKind.allCases)
    func concurrentUpdates(kind: StoreKind) async throws {
        let folder = TemporaryFolder()
        let store = try kind.makeStore(in: folder)
        let tasks = 8
        let perTask = 25
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<perTask {
                        try store.update { values in
                            values[ReviewStoreKeys.requestCount] = (values[ReviewStoreKeys.requestCount] ?? 0) + 1
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.get(forKey: ReviewStoreKeys.requestCount) == tasks * perTask)
    }

    @Test("removeAll forgets every value", arguments: StoreKind.allCases)
    func removeAll(kind: StoreKind) throws {
        let folder = TemporaryFolder()
        let store = try kind.makeStore(in: folder)
        try store.save(value: 5, forKey: ReviewStoreKeys.requestCount)
        try store.removeAll()
        #expect(try store.load().entries.isEmpty)
        #expect(try kind.reopen(in: folder)?.load().entries.isEmpty ?? true)
    }
}
