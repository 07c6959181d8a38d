import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// A team's store that is a value, kept where the team keeps it (here, memory shared by its values).
struct TeamValueStore: Storeable {
    let backing: any Storeable

    func load() throws -> StoredValues { try backing.load() }
    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try backing.update(body)
    }
}

/// A team's store that is a value and says which store it is.
struct TeamIdentifiedStore: Storeable, Identifiable {
    let id: String
    let backing: any Storeable

    func load() throws -> StoredValues { try backing.load() }
    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try backing.update(body)
    }
}

/// A team's store that is a class.
final class TeamObjectStore: Storeable {
    private let backing = DataFactory.makeInMemoryStore()

    func load() throws -> StoredValues { try backing.load() }
    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try backing.update(body)
    }
}

/// What the package's own stores get from the one-call setup, a team's store gets, told apart by what
/// it shows of itself (no cast to a store of the package's): the view models made over one store share
/// one state, whatever its kind, and the launch is counted once for it.
@MainActor
@Suite("A team's store in the one-call setup", .serialized)
struct TeamStoreSharingTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A view model of the apple preset over `store`, as an app makes one for a screen.
    static func model(over store: any Storeable) -> AskForReviewViewModel {
        ViewModelFactory.makeAskForReviewViewModel(
            policy: .apple, store: store, versionService: VersionServiceStub("1.0"),
            currentDate: SteppingDate(start).provider, prompter: SystemReviewPrompterSpy(), clock: ManualClock())
    }

    /// Whether a completion the first model records shows in the second's decision at once (one state
    /// in memory, not a file read later), and how many launches the store holds once both wrote.
    static func sharing(_ first: AskForReviewViewModel, _ second: AskForReviewViewModel, over store: any Storeable)
        throws -> (shared: Bool, sessions: Int)
    {
        _ = first.processDidFinish(.completed)
        let shared = second.decision()?.reasons == ["1 of 4 completed processes"]
        first.appDidEnterBackground()
        second.appDidEnterBackground()
        let state = try ServiceFactory.makeReviewStoreService(store: store).loadState()
        return (shared, state.sessions.count)
    }

    @Test("A value store: its values are one store, one state, one launch")
    func valueStore() throws {
        let backing = DataFactory.makeInMemoryStore()
        let first = Self.model(over: TeamValueStore(backing: backing))
        let second = Self.model(over: TeamValueStore(backing: backing))
        let outcome = try Self.sharing(first, second, over: TeamValueStore(backing: backing))
        #expect(outcome.shared, "the second model decides on the first's completion")
        #expect(outcome.sessions == 1, "one launch for the store")
    }

    @Test("A class store: one object, one state, one launch")
    func objectStore() throws {
        let store = TeamObjectStore()
        let outcome = try Self.sharing(Self.model(over: store), Self.model(over: store), over: store)
        #expect(outcome.shared)
        #expect(outcome.sessions == 1)
    }

    @Test("An Identifiable store: one id, one state; another id, another store")
    func identifiedStore() throws {
        let backing = DataFactory.makeInMemoryStore()
        let id = UUID().uuidString
        let same = try Self.sharing(
            Self.model(over: TeamIdentifiedStore(id: id, backing: backing)),
            Self.model(over: TeamIdentifiedStore(id: id, backing: backing)),
            over: TeamIdentifiedStore(id: id, backing: backing))
        #expect(same.shared)
        #expect(same.sessions == 1)

        let elsewhere = DataFactory.makeInMemoryStore()
        let apart = try Self.sharing(
            Self.model(over: TeamIdentifiedStore(id: UUID().uuidString, backing: elsewhere)),
            Self.model(over: TeamIdentifiedStore(id: UUID().uuidString, backing: elsewhere)),
            over: TeamIdentifiedStore(id: id, backing: elsewhere))
        #expect(!apart.shared, "two ids are two stores, each with its own state")
        #expect(apart.sessions == 2, "a launch for each")
    }

    @Test("The package's own stores: two objects over one file, or one suite and key, are one store")
    func packageStores() throws {
        let folder = ScratchFolder.url.appendingPathComponent("team-sharing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("state.json")
        let file = try Self.sharing(
            Self.model(over: JSONFileStore(fileURL: url)), Self.model(over: DataFactory.makeStore(at: url)),
            over: JSONFileStore(fileURL: url))
        #expect(file.shared)
        #expect(file.sessions == 1)

        let suite = folder.appendingPathComponent("defaults").path
        let defaults = try Self.sharing(
            Self.model(over: try UserDefaultsStore(suiteName: suite)),
            Self.model(over: try UserDefaultsStore(suiteName: suite)), over: try UserDefaultsStore(suiteName: suite))
        #expect(defaults.shared)
        #expect(defaults.sessions == 1)
    }
}
