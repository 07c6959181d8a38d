public import AskForReviewData
import AskForReviewDomain
import Foundation

/// The contract every `Storeable` keeps (see its documentation), as checks a team runs against its
/// own store from its own tests.
///
/// ```swift
/// let contract = StoreableContract(makeStore: { MyStore(at: freshFolder()) })
/// for check in contract.checks { try check.run() }
/// ```
public struct StoreableContract: Sendable {
    private let makeStore: @Sendable () throws -> any Storeable
    private let reopen: (@Sendable () throws -> any Storeable)?

    /// A contract over fresh, empty stores from `makeStore`. `reopen`, for a store that persists,
    /// opens a second store on what the last one made persisted, as a later launch would.
    public init(
        makeStore: @escaping @Sendable () throws -> any Storeable,
        reopen: (@Sendable () throws -> any Storeable)? = nil
    ) {
        self.makeStore = makeStore
        self.reopen = reopen
    }

    private static let count = StoreKey<Int>("contract.count")
    private static let text = StoreKey<String>("contract.text")
    private static let flag = StoreKey<Bool>("contract.flag")
    private static let date = StoreKey<Date>("contract.date")
    private static let dates = StoreKey<[Date]>("contract.dates")
    private static let number = StoreKey<Double>("contract.number")
    private static let numbers = StoreKey<[Double]>("contract.numbers")

    /// Every check, in order.
    public var checks: [ContractCheck] {
        [
            ContractCheck(name: "an unused store loads empty", run: emptyStore),
            ContractCheck(name: "every value type comes back equal, dates to the last bit", run: roundTrip),
            ContractCheck(name: "an update whose body throws writes nothing", run: throwingBodyWritesNothing),
            ContractCheck(name: "concurrent updates from many threads lose nothing", run: concurrentUpdates),
            ContractCheck(name: "removeAll forgets every value", run: removeAll),
            ContractCheck(
                name: "inside an update, a read is served and an update is refused or kept: neither hangs",
                run: nestedCalls),
        ]
    }

    @Sendable private func emptyStore() throws {
        let loaded = try makeStore().load()
        try ContractViolation.require(loaded == StoredValues(), "empty store", "loaded \(loaded)")
    }

    @Sendable private func roundTrip() throws {
        let date = Date(timeIntervalSinceReferenceDate: 786_123_456.123_456_789)
        let store = try makeStore()
        try store.update { values in
            values[Self.count] = Int.max
            values[Self.text] = "2.0 (build 17) ✓"
            values[Self.flag] = true
            values[Self.date] = date
            values[Self.dates] = [date, date.addingTimeInterval(0.000_001)]
            values[Self.number] = -2.5
            values[Self.numbers] = [0.1, 1e300]
        }
        for reader in [store, try reopen?()].compactMap({ $0 }) {
            let values = try reader.load()
            try ContractViolation.require(
                values[Self.count] == Int.max, "round trip",
                "Int.max came back \(String(describing: values[Self.count]))")
            try ContractViolation.require(values[Self.text] == "2.0 (build 17) ✓", "round trip", "a string changed")
            try ContractViolation.require(values[Self.flag] == true, "round trip", "a Boolean changed")
            try ContractViolation.require(
                values[Self.date]?.timeIntervalSinceReferenceDate == date.timeIntervalSinceReferenceDate, "round trip",
                "a date lost precision: \(String(describing: values[Self.date]?.timeIntervalSinceReferenceDate))")
            try ContractViolation.require(
                values[Self.dates] == [date, date.addingTimeInterval(0.000_001)], "round trip", "a date list changed")
            try ContractViolation.require(values[Self.number] == -2.5, "round trip", "a number changed")
            try ContractViolation.require(values[Self.numbers] == [0.1, 1e300], "round trip", "a number list changed")
        }
    }

    @Sendable private func throwingBodyWritesNothing() throws {
        struct Abort: Error {}
        let store = try makeStore()
        try store.save(value: 1, forKey: Self.count)
        do {
            try store.update { values in
                values[Self.count] = 99
                throw Abort()
            }
            throw ContractViolation("throwing body: the update did not pass the body's error on")
        } catch is Abort {}
        let count = try store.get(forKey: Self.count)
        try ContractViolation.require(count == 1, "throwing body", "the value became \(String(describing: count))")
    }

    @Sendable private func concurrentUpdates() throws {
        let store = try makeStore()
        try ContractCheck.requireConcurrentIncrements(
            { try store.update { values in values[Self.count] = (values[Self.count] ?? 0) + 1 } },
            count: { try store.get(forKey: Self.count) })
    }

    @Sendable private func removeAll() throws {
        let store = try makeStore()
        try store.save(value: 5, forKey: Self.count)
        try store.removeAll()
        try ContractViolation.require(try store.load().entries.isEmpty, "removeAll", "values remained")
        try ContractViolation.require(
            try reopen?().load().entries.isEmpty ?? true, "removeAll", "values remained for a later launch")
    }

    @Sendable private func nestedCalls() throws {
        let store = try makeStore()
        try store.save(value: 1, forKey: Self.count)
        try ContractCheck.requireNestedCallsFinish(
            update: { inside in
                try store.update { values in
                    values[Self.count] = 2
                    inside()
                }
            },
            read: { try store.get(forKey: Self.count) },
            nestedUpdate: { try store.update { $0[Self.text] = "nested" } },
            outerValue: { try store.load()[Self.count] },
            nestedKept: { try store.load()[Self.text] == "nested" })
    }
}
