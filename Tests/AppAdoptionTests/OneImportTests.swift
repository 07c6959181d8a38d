import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// What an app writes: `import AskForReview` and one call. This target depends on the product's
/// umbrella module (and the shipped test support) only, so a missing piece of API fails to compile.
@MainActor
@Suite("One import, one call")
struct OneImportTests {
    @Test("One call sets up a view model over the JSON file store that asks on the fourth completion")
    func oneCall() async throws {
        let folder = ScratchFolder.url.appendingPathComponent("askforreview-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let prompter = SystemReviewPrompterSpy()
        let clock = ManualClock()
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: .apple,
            store: JSONFileStore(fileURL: folder.appendingPathComponent("state.json")),
            versionService: VersionServiceStub("1.0"),
            prompter: prompter,
            clock: clock
        )
        for _ in 1...3 { viewModel.processDidFinish(.completed) }
        #expect(viewModel.pendingReviewRequest == nil)
        viewModel.processDidFinish(.completed)
        let pending = try #require(viewModel.pendingReviewRequest)
        clock.advance(by: .seconds(2))
        await pending.value
        #expect(prompter.requestCount == 1)
        #expect(viewModel.decision()?.reasons == ["already asked for version 1.0"])
    }

    /// The one-call setup over a file store: three completions held in memory, in the file once
    /// `leave` runs, and another process's fourth completion seen once `comeBack` runs.
    func checkWritesOnLeavingAndReadsOnReturn(
        leave: (AskForReviewViewModel) async -> Void, comeBack: (AskForReviewViewModel) async -> Void
    ) async throws {
        let folder = ScratchFolder.url.appendingPathComponent("askforreview-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("state.json")
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: .apple, store: JSONFileStore(fileURL: file),
            versionService: VersionServiceStub("1.0"),
            prompter: SystemReviewPrompterSpy(), clock: ManualClock())
        for _ in 1...3 { viewModel.processDidFinish(.completed) }
        #expect(viewModel.decision()?.reasons == ["3 of 4 completed processes"], "decided on the state in memory")
        await leave(viewModel)
        let stored = try ServiceFactory.makeReviewStoreService(store: JSONFileStore(fileURL: file)).loadState()
        #expect(stored.events[.processCompleted]?.count == 3 && stored.sessions.count == 1)
        // Another process completes one more; back in the foreground this one sees it.
        try ServiceFactory.makeReviewStoreService(store: JSONFileStore(fileURL: file))
            .record(.event(ReviewEvent(.processCompleted), at: Date(), version: "1.0"))
        #expect(viewModel.decision()?.isEligible == false, "not yet read again")
        await comeBack(viewModel)
        #expect(viewModel.decision()?.isEligible == true)
    }

    @Test("The one-call setup holds what it records in memory and has it in the file once the app leaves")
    func writesBehindUntilBackground() async throws {
        try await checkWritesOnLeavingAndReadsOnReturn(
            leave: { $0.appDidEnterBackground() }, comeBack: { $0.appWillEnterForeground() })
    }

    @Test("An app can await the write off the main actor, and the read of another process's writes")
    func awaitsSynchronizing() async throws {
        try await checkWritesOnLeavingAndReadsOnReturn(
            leave: { await $0.synchronize() }, comeBack: { await $0.synchronize() })
    }

    @Test("The view model's decision speaks of the policy's own moment: the periodic check for a time-based one")
    func decisionAtThePolicysMoment() {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: .searchConsole, store: DataFactory.makeInMemoryStore(), versionService: VersionServiceStub("1.0"),
            currentDate: { start }, prompter: SystemReviewPrompterSpy(), clock: ManualClock())
        #expect(viewModel.decision()?.unmet.map(\.kind) == [.waitsForTime])
        #expect(viewModel.decision(at: .processCompleted)?.unmet.first?.kind == .notAskedAtMoment)
    }

    @Test("The default store lives in XDG's state folder off Apple platforms, in Application Support on them")
    func defaultStore() {
        let url = DataFactory.defaultStoreURL(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])
        #if canImport(Darwin)
            #expect(url.path.contains("Application Support"))
        #else
            #expect(url.path == "/x/state/askforreview/state.json")
            #expect(
                DataFactory.defaultStoreURL(environment: ["HOME": "/home/u"]).path
                    == "/home/u/.local/state/askforreview/state.json")
        #endif
    }

    @Test("The platform prompter is StoreKit's on iOS, AppKit's on macOS, and the one that never asks elsewhere")
    func platformPrompter() {
        let prompter = ViewModelFactory.platformPrompter()
        #if canImport(StoreKit) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
            #expect(prompter is StoreKitReviewPrompter)
        #elseif canImport(StoreKit) && canImport(AppKit) && !targetEnvironment(macCatalyst)
            #expect(prompter is AppKitReviewPrompter)
        #else
            #expect(prompter is NoSystemReviewPrompter)
        #endif
    }
}

@MainActor
@Suite("A request recorded only when it went out")
struct RequestRecordingTests {
    func makeViewModel(
        store: any Storeable, mode: RequestMode = .live, prompter: any SystemReviewPrompter, clock: ManualClock
    ) -> AskForReviewViewModel {
        ViewModelFactory.makeAskForReviewViewModel(
            policy: .apple, store: store, versionService: VersionServiceStub("1.0"),
            currentDate: { Date(timeIntervalSinceReferenceDate: 800_000_000) }, mode: mode, prompter: prompter,
            clock: clock)
    }

    func completeFour(_ viewModel: AskForReviewViewModel, clock: ManualClock) async {
        for _ in 1...4 { viewModel.processDidFinish(.completed) }
        guard let pending = viewModel.pendingReviewRequest else { return }
        clock.advance(by: .seconds(2))
        await pending.value
    }

    @Test("Where no system prompt exists, a due request is withheld and nothing is recorded as asked")
    func noSystemPrompt() async throws {
        let store = DataFactory.makeInMemoryStore()
        let clock = ManualClock()
        let viewModel = madeWithoutSystemPrompt {
            makeViewModel(store: store, prompter: NoSystemReviewPrompter(), clock: clock)
        }
        var withheld: [UnmetReason]?
        viewModel.handleRequestWithheld = { withheld = $0 }
        await completeFour(viewModel, clock: clock)
        #expect(withheld == [UnmetReason("this platform has no system review prompt", kind: .promptUnavailable)])
        let state = try ServiceFactory.makeReviewStoreService(store: store).loadState()
        #expect(state.systemRequestDates.isEmpty && state.lastVersionPrompted == nil && state.requestCount == 0)
    }

    @Test("In TestFlight the request is made but spends no mirror of the limit and marks no version")
    func testFlight() async throws {
        let store = DataFactory.makeInMemoryStore()
        let clock = ManualClock()
        let prompter = SystemReviewPrompterSpy()
        let viewModel = makeViewModel(store: store, mode: .testFlight, prompter: prompter, clock: clock)
        var requested = 0
        viewModel.handleReviewRequested = { requested += 1 }
        await completeFour(viewModel, clock: clock)
        #expect(prompter.requestCount == 1 && requested == 1)
        let state = try ServiceFactory.makeReviewStoreService(store: store).loadState()
        #expect(state.events[.processCompleted]?.count == 4)
        #expect(state.systemRequestDates.isEmpty && state.lastVersionPrompted == nil && state.requestCount == 0)
    }
}
