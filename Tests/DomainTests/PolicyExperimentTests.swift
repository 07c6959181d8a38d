import AskForReviewDomain
import AskForReviewDomainTesting
import AskForReviewRollout
import Foundation
import TestSupport
import Testing

@Suite("Experiments: one variant an install, for good")
struct PolicyExperimentTests {
    static func policy(_ name: String) -> ReviewPolicy {
        ReviewPolicy(name: name, conditions: [MinimumSessions(1)], moments: [.processCompleted])
    }

    static let experiment = PolicyExperiment(
        name: "timing",
        variants: [
            .init(name: "control", share: 70, policy: policy("apple")),
            .init(name: "sooner", share: 30, policy: policy("sooner")),
            .init(name: "off", share: 0, policy: policy("off")),
        ])

    static func ids(_ count: Int) -> [UUID] {
        var generator = SeededGenerator.recordingSeed(for: "install ids")
        return (0..<count).map { _ in
            UUID(
                uuid: (
                    UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                    UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                    UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                    0x40, UInt8.random(in: 0...255, using: &generator), 0x80,
                    UInt8.random(in: 0...255, using: &generator),
                    UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                    UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                    UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator)
                ))
        }
    }

    @Test("Installs split by the shares (within 2 points over 10,000), never into a variant of share 0")
    func shares() {
        let names = Self.ids(10_000).compactMap { Self.experiment.variant(forInstall: $0)?.name }
        let control = Double(names.filter { $0 == "control" }.count) / 100
        #expect(abs(control - 70) < 2, "control got \(control)%")
        #expect(!names.contains("off"))
    }

    @Test("The same id gets the same variant every time; another experiment name deals the installs again")
    func stable() {
        let ids = Self.ids(200)
        let first = ids.map { Self.experiment.variant(forInstall: $0)?.name }
        #expect(ids.map { Self.experiment.variant(forInstall: $0)?.name } == first)
        let renamed = PolicyExperiment(name: "timing-2", variants: Self.experiment.variants)
        #expect(ids.map { renamed.variant(forInstall: $0)?.name } != first)
        // A fixed id keeps its variant across versions of this package: the hash is written down.
        let fixed = UUID(uuid: (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
        #expect(Self.experiment.variant(forInstall: fixed)?.name == "sooner")
    }

    @Test("The install id is made once and kept in the store; the policy carries the assignment; reset keeps it")
    @MainActor
    func storedInstallID() throws {
        let store = ReviewStoreServiceSpy()
        var made = 0
        let make = {
            made += 1
            return UUID(uuid: (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, UInt8(made)))
        }
        let policy = try #require(try Self.experiment.policy(forInstallIn: store, makeID: make))
        let again = try #require(try Self.experiment.policy(forInstallIn: store, makeID: make))
        #expect(made == 1 && store.state.installID != nil)
        #expect(policy.assignment == again.assignment)
        #expect(policy.assignment?.experiment == "timing")
        let usecase = DefaultAskForReviewUsecase(
            policy: policy, reviewStoreService: store, versionService: VersionServiceStub("1.0"),
            currentDate: SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000)).provider)
        try usecase.recordProcess(.completed)
        try usecase.reset()
        #expect(store.state.installID == UUID(uuid: (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 1)))
        try usecase.reset(forgettingSystemRequests: true)
        #expect(store.state.installID == nil)
    }
}
