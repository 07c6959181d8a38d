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

    /// The entries every check writes: one of each kind of value a store keeps.
    private static let count = "contract.count"
    private static let text = "contract.text"

    /// The count `values` hold, or `nil` when there is none or it is not an integer.
    private static func count(in values: StoredValues) -> Int? {
        if case .int(let count) = values.entries[Self.count] { count } else { nil }
    }

    /// Every check, in order.
    public var checks: [ContractCheck] {
        [
            ContractCheck(name: "an unused store loads empty", run: emptyStore),
            ContractCheck(name: "every value type comes back equal, dates to the last bit", run: roundTrip),
            ContractCheck(name: "an update whose body throws writes nothing", run: throwingBodyWritesNothing),
            ContractCheck(name: "concurrent updates from many threads lose nothing", run: concurrentUpdates),
            ContractCheck(name: "an update that removes every entry forgets them", run: removeAll),
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
        let written: [String: StoredValue] = [
            Self.count: .int(Int.max),
            Self.text: .string("2.0 (build 17) ✓"),
            "contract.flag": .bool(true),
            "contract.date": .date(date),
            "contract.dates": .dates([date, date.addingTimeInterval(0.000_001)]),
            "contract.number": .double(-2.5),
            "contract.numbers": .doubles([0.1, 1e300]),
        ]
        try store.update { $0.entries.merge(written) { $1 } }
        for reader in [store, try reopen?()].compactMap({ $0 }) {
            let values = try reader.load()
            for (key, value) in written.sorted(by: { $0.key < $1.key }) {
                // Dates compare by their exact interval since the reference date: to the last bit.
                try ContractViolation.require(
                    values.entries[key] == value, "round trip",
                    "\(key) was written as \(value) and came back \(String(describing: values.entries[key]))")
            }
        }
    }

    @Sendable private func throwingBodyWritesNothing() throws {
        struct Abort: Error {}
        let store = try makeStore()
        try store.update { $0.entries[Self.count] = .int(1) }
        do {
            try store.update { values in
                values.entries[Self.count] = .int(99)
                throw Abort()
            }
            throw ContractViolation("throwing body: the update did not pass the body's error on")
        } catch is Abort {}
        let count = Self.count(in: try store.load())
        try ContractViolation.require(count == 1, "throwing body", "the value became \(String(describing: count))")
    }

    @Sendable private func concurrentUpdates() throws {
        let store = try makeStore()
        try ContractCheck.requireConcurrentIncrements(
            { try store.update { values in values.entries[Self.count] = .int((Self.count(in: values) ?? 0) + 1) } },
            count: { Self.count(in: try store.load()) })
    }

    @Sendable private func removeAll() throws {
        let store = try makeStore()
        try store.update { $0.entries[Self.count] = .int(5) }
        try store.update { $0.entries.removeAll() }
        try ContractViolation.require(try store.load().entries.isEmpty, "removing every entry", "values remained")
        try ContractViolation.require(
            try reopen?().load().entries.isEmpty ?? true, "removing every entry", "values remained for a later launch")
    }

    @Sendable private func nestedCalls() throws {
        let store = try makeStore()
        try store.update { $0.entries[Self.count] = .int(1) }
        try ContractCheck.requireNestedCallsFinish(
            update: { inside in
                try store.update { values in
                    values.entries[Self.count] = .int(2)
                    inside()
                }
            },
            read: { Self.count(in: try store.load()) },
            nestedUpdate: { try store.update { $0.entries[Self.text] = .string("nested") } },
            outerValue: { Self.count(in: try store.load()) },
            nestedKept: { try store.load().entries[Self.text] == .string("nested") })
    }
}
