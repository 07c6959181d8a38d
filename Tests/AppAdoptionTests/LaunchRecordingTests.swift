import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// An app that follows the README and Getting started makes its view model with the one-call setup
/// and never records a launch itself: the setup does. For each preset and each documented way of
/// making the model, a user who follows the preset's own rule is asked on the day the preset says.
@MainActor
@Suite("Launches and sessions recorded by the one-call setup")
struct LaunchRecordingTests {
    /// A documented way of making the view model: for the app once, for each screen (the README's
    /// UIKit example), both with a prompter given (as an app extension does, and as the SwiftUI model
    /// is made), or for the app with the platform's prompter (none on Linux: a due request is withheld
    /// there, so only the day of the first ask is compared).
    enum Making: CaseIterable, CustomStringConvertible {
        case onceForTheApp, perScreen, platformPrompter

        var description: String {
            switch self {
            case .onceForTheApp: "one model for the app"
            case .perScreen: "a model per screen over the same file"
            case .platformPrompter: "one model for the app, the platform's prompter"
            }
        }
    }

    /// One simulated install: the clocks, the store file and what every view model told.
    @MainActor
    final class Install {
        let date = SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000))  // a morning, 09:00 UTC
        let clock = ManualClock()
        let folder = ScratchFolder.url.appendingPathComponent("askforreview-launch-\(UUID())")
        /// The first step of each ask (a request scheduled after the pause, a pre-prompt shown), with its
        /// day.
        var asks: [(day: Int, step: Ask)] = []
        enum Ask { case requestScheduled, prePromptShown }
        /// The days a system request was made.
        var requestDays: [Int] = []
        var day = 0
        let making: Making
        let policy: ReviewPolicy
        private var appModel: AskForReviewViewModel?

        init(_ policy: ReviewPolicy, _ making: Making) {
            self.policy = policy
            self.making = making
        }

        /// The app leaves (writing what its store holds in memory), then its files are removed.
        func removeFiles() {
            screenModel().appDidEnterBackground()
            try? FileManager.default.removeItem(at: folder)
        }

        var storeFile: URL { folder.appendingPathComponent("state.json") }

        /// The view model a screen uses now, made as `making` says (a screen's model is made afresh).
        func screenModel() -> AskForReviewViewModel {
            if making != .perScreen, let appModel { return appModel }
            let store = JSONFileStore(fileURL: storeFile)
            let viewModel =
                making == .platformPrompter
                ? withPlatformPrompter(store)
                : ViewModelFactory.makeAskForReviewViewModel(
                    policy: policy, store: store, versionService: VersionServiceStub("1.0"),
                    currentDate: date.provider, prompter: SystemReviewPrompterSpy(), clock: clock)
            viewModel.handleShowPrePrompt = { [unowned self] _ in asks.append((day, .prePromptShown)) }
            viewModel.handleReviewRequested = { [unowned self] in requestDays.append(day) }
            if making != .perScreen { appModel = viewModel }
            return viewModel
        }

        /// The one-call setup with the platform's prompter (its off-device line read, not printed).
        func withPlatformPrompter(_ store: JSONFileStore) -> AskForReviewViewModel {
            madeWithoutSystemPrompt {
                ViewModelFactory.makeAskForReviewViewModel(
                    policy: policy, store: store, versionService: VersionServiceStub("1.0"),
                    currentDate: date.provider, clock: clock)
            }
        }

        /// The app starts: the app's one model is made now (a per-screen app makes none until a screen shows).
        func launch() {
            if making != .perScreen { _ = screenModel() }
        }

        /// A completed process at 18:00 on the current day, its completion screen kept for the pause.
        func completeProcess() async {
            date.advance(seconds: 9 * 3_600)
            let viewModel = screenModel()
            viewModel.processDidFinish(.completed)
            if let pending = viewModel.pendingReviewRequest {
                asks.append((day, .requestScheduled))
                clock.advance(by: .seconds(2))
                await pending.value
            }
            viewModel.completionScreenDidDisappear()
            date.advance(seconds: 15 * 3_600)  // the next morning
            day += 1
        }

        /// A minute of use with the periodic check a time-based policy runs while the app is active.
        func minuteOfUse() {
            date.advance(seconds: 60)
            screenModel().periodicCheck()
        }

        var firstAskDay: Int? { asks.first?.day }
    }

    @Test(
        "A completion a day: apple asks on the fourth (day 3), fitToday 7 days after the first launch (day 7), however the model is made",
        arguments: [("apple", 3), ("fittoday", 7)], Making.allCases)
    func completionADay(preset: (name: String, askedOnDay: Int), making: Making) async throws {
        let install = Install(try #require(ReviewPolicy.preset(named: preset.name)), making)
        defer { install.removeFiles() }
        install.launch()
        for _ in 0..<20 { await install.completeProcess() }
        #expect(install.firstAskDay == preset.askedOnDay, "\(preset.name), \(making)")
        if making != .platformPrompter {
            // apple asks once per version, fitToday 30 days apart.
            #expect(install.asks.count == 1 && install.requestDays == [preset.askedOnDay], "\(preset.name)")
        }
    }

    @Test(
        "searchConsole: the pre-prompt shows on the first day, 3 minutes after the first launch, however the model is made",
        arguments: Making.allCases)
    func searchConsole(making: Making) {
        let install = Install(.searchConsole, making)
        defer { install.removeFiles() }
        install.launch()
        var minutes = 0
        while install.asks.isEmpty && minutes < 60 {
            install.minuteOfUse()
            minutes += 1
        }
        #expect(install.firstAskDay == 0, "\(making)")
        guard case .prePromptShown = install.asks.first?.step else {
            Issue.record("the first ask is a pre-prompt: \(install.asks)")
            return
        }
        // One model made at launch asks at the third check; a screen's first model is made at the
        // first check, and the launch is counted from then.
        #expect(minutes == (making == .perScreen ? 4 : 3), "\(making)")
    }

    @Test("Models made again and again over one store count one launch: one session, one first launch date")
    func oneSessionPerLaunch() throws {
        let install = Install(.fitToday, .perScreen)
        defer { install.removeFiles() }
        var first: Date?
        for _ in 0..<5 {
            let viewModel = install.screenModel()
            first = first ?? install.date.now
            viewModel.processDidFinish(.skipped)
            install.date.advance(seconds: 600)
        }
        let state = try ServiceFactory.makeReviewStoreService(store: JSONFileStore(fileURL: install.storeFile))
            .loadState()
        #expect(state.sessions.count == 1)
        #expect(state.firstLaunchDate == first)
        #expect(state.events[.processSkipped]?.count == 5)
    }

    @Test("Each store counts its own launch: a second store in the same process gets its own first launch")
    func launchPerStore() throws {
        let date = SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000))
        let stores = [DataFactory.makeInMemoryStore(), DataFactory.makeInMemoryStore()]
        for store in stores {
            _ = ViewModelFactory.makeAskForReviewViewModel(
                policy: .fitToday, store: store, versionService: VersionServiceStub("1.0"),
                currentDate: date.provider, prompter: SystemReviewPrompterSpy(), clock: ManualClock())
            _ = ViewModelFactory.makeAskForReviewViewModel(
                policy: .fitToday, store: store, versionService: VersionServiceStub("1.0"),
                currentDate: date.provider, prompter: SystemReviewPrompterSpy(), clock: ManualClock())
            date.advance(days: 1)
        }
        let states = try stores.map { try ServiceFactory.makeReviewStoreService(store: $0).loadState() }
        #expect(states.map(\.sessions.count) == [1, 1])
        #expect(states[1].firstLaunchDate == states[0].firstLaunchDate.map { $0.addingTimeInterval(86_400) })
    }
}
