import AskForReviewData
import AskForReviewDataTesting
import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport
import Testing

/// The shipped contracts (``StoreableContract``, ``ReviewStoreServiceContract``), run against every
/// implementation in this package, as a team runs them against its own.
@Suite("Storeable and ReviewStoreService contracts")
struct StoreableContractTests {
    @Test("Every Storeable keeps the contract", arguments: StoreKind.allCases)
    func storeable(kind: StoreKind) throws {
        let folders = Locked<[TemporaryFolder]>([])
        let makeStore: @Sendable () throws -> any Storeable = {
            let folder = TemporaryFolder()
            folders.withLock { $0.append(folder) }
            return try kind.makeStore(in: folder)
        }
        let reopen: @Sendable () throws -> any Storeable = {
            try kind.makeStore(in: folders.current.last ?? TemporaryFolder())
        }
        let contract = StoreableContract(makeStore: makeStore, reopen: kind == .inMemory ? nil : reopen)
        run(contract.checks, label: kind.rawValue)
    }

    @Test(
        "Every ReviewStoreService keeps the contract",
        arguments: ["in-memory", "fake", "write-behind"] + StoreKind.allCases.map(\.rawValue))
    func reviewStoreService(kind: String) throws {
        let folders = Locked<[TemporaryFolder]>([])
        let contract = ReviewStoreServiceContract(makeService: { () throws -> any ReviewStoreService in
            switch kind {
            case "in-memory": return StoreableReviewStoreService(inMemory: ReviewState())
            case "fake": return ReviewStoreServiceSpy()
            case "write-behind":
                let folder = TemporaryFolder()
                folders.withLock { $0.append(folder) }
                let file = JSONFileStore(fileURL: folder.file("state.json"))
                return WriteBehindReviewStoreService(
                    base: StoreableReviewStoreService(store: file), delay: .milliseconds(5))
            default:
                let folder = TemporaryFolder()
                folders.withLock { $0.append(folder) }
                let store = try StoreKind(rawValue: kind).map { try $0.makeStore(in: folder) } ?? InMemoryStore()
                return StoreableReviewStoreService(store: store)
            }
        })
        run(contract.checks, label: kind)
    }

    /// Runs each check, recording a failure that names the check.
    private func run(_ checks: [ContractCheck], label: String) {
        for check in checks {
            do {
                try check.run()
            } catch {
                Issue.record("\(label): \(check.name): \(error)")
            }
        }
    }

    @Test("A store that breaks the contract is caught, naming the check")
    func catchesABrokenStore() {
        let contract = StoreableContract(makeStore: { ForgetfulStore() })
        let failures = contract.checks.compactMap { check -> String? in
            do {
                try check.run()
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(failures.contains { $0.hasPrefix("round trip") }, "\(failures)")
        #expect(failures.contains { $0.hasPrefix("update around a nested one") }, "\(failures)")
    }

    @Test("A store that keeps dates to the millisecond fails the round trip, naming the value")
    func catchesDatesThatLosePrecision() throws {
        let roundTrip = try #require(
            StoreableContract(makeStore: { MillisecondStore() }).checks.first {
                $0.name.contains("dates to the last bit")
            })
        #expect(throws: ContractViolation.self) { try roundTrip.run() }
        do {
            try roundTrip.run()
        } catch {
            #expect("\(error)".contains("contract.date"), "\(error)")
        }
        let intact = StoreableContract(makeStore: { InMemoryStore() }).checks.first {
            $0.name.contains("dates to the last bit")
        }
        #expect(throws: Never.self) { try intact?.run() }
    }
}

/// A store that keeps every date to the millisecond, as a store writing milliseconds would.
private struct MillisecondStore: Storeable {
    let base = InMemoryStore()
    func load() throws -> StoredValues { try base.load() }
    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try base.update { values in
            let result = try body(&values)
            for (key, value) in values.entries {
                if case .date(let date) = value {
                    let milliseconds = (date.timeIntervalSinceReferenceDate * 1_000).rounded() / 1_000
                    values.entries[key] = .date(Date(timeIntervalSinceReferenceDate: milliseconds))
                }
            }
            return result
        }
    }
}

/// A store that loses everything it is given: what the contract must catch.
private struct ForgetfulStore: Storeable {
    func load() throws -> StoredValues { StoredValues() }
    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        var values = StoredValues()
        return try body(&values)
    }
}
