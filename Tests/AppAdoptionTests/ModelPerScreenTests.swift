import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// A time-based app that makes a view model at start and one per screen, each with the one-call
/// setup over one store file: every model sees the state the others recorded at once, though the
/// file is written behind (within half a second), not at each change.
@MainActor
@Suite("A model per screen over one store: one state")
struct ModelPerScreenTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A view model of `policy` over the file at `url`, made as an app makes one for a screen.
    static func model(_ policy: ReviewPolicy, _ url: URL, _ clock: SteppingDate) -> AskForReviewViewModel {
        ViewModelFactory.makeAskForReviewViewModel(
            policy: policy, store: DataFactory.makeStore(at: url), versionService: VersionServiceStub("1.0"),
            currentDate: clock.provider, prompter: SystemReviewPrompterSpy(), clock: ManualClock())
    }

    /// A fresh store file's URL, in a folder the test removes.
    static func storeFile() -> (url: URL, folder: URL) {
        let folder = ScratchFolder.url.appendingPathComponent("per-screen-\(UUID().uuidString)")
        return (folder.appendingPathComponent("state.json"), folder)
    }

    @Test(
        "searchConsole: the start model records the launch; three screen models made within the write-behind delay decide on it"
    )
    func screensSeeTheStartModelsLaunch() throws {
        let (url, folder) = Self.storeFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = SteppingDate(Self.start)
        let startModel = Self.model(.searchConsole, url, clock)
        clock.advance(seconds: 180)
        let screens = (0..<3).map { _ in Self.model(.searchConsole, url, clock) }
        let written = StoreableStateReading.state(at: url)
        #expect(written?.firstLaunchDate == nil, "the launch is still held in memory, not yet in the file")
        for screen in screens {
            #expect(screen.decision()?.isEligible == true, "180 s after the launch the start model recorded")
        }
        #expect(startModel.decision()?.isEligible == true)
    }

    @Test("apple: a completion one screen records counts at once in every other screen's decision")
    func completionsAreSharedAtOnce() throws {
        let (url, folder) = Self.storeFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = SteppingDate(Self.start)
        let screens = (0..<3).map { _ in Self.model(.apple, url, clock) }
        for (index, screen) in screens.enumerated() {
            _ = screen.processDidFinish(.completed)
            for other in screens {
                #expect(other.decision()?.reasons == ["\(index + 1) of 4 completed processes"])
            }
        }
        _ = screens[0].processDidFinish(.completed)
        #expect(screens[2].decision()?.isEligible == true, "the fourth completion, recorded by the first screen")
        for screen in screens { screen.appDidEnterBackground() }
    }
}

/// The state a store file holds now, read by a service of its own (not the view models' shared one).
enum StoreableStateReading {
    @MainActor
    static func state(at url: URL) -> ReviewState? {
        try? ServiceFactory.makeReviewStoreService(store: DataFactory.makeStore(at: url)).loadState()
    }
}
