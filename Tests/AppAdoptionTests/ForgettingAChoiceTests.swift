import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// An app forgets one choice of the user's and keeps everything else, as Android-Rate's
/// `clearAgreeShowDialog()` forgets a "No, thanks" (and only it): through the view model and the use
/// case, over a store file that a second process and an earlier schema's file read the same way.
@MainActor
@Suite("Forgetting one choice: the decline, or the \"later\", and nothing else")
struct ForgettingAChoiceTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let day: TimeInterval = 86_400

    /// 3 completions, a week after the first launch, 30 days between asks; never after "No, thanks";
    /// 2 days after "Remind me later".
    static let policy = ReviewPolicy(
        name: "workouts",
        conditions: [
            ReviewConditions.completedProcesses(3),
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * day),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * day),
            ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 2 * day),
            ReviewConditions.notDeclined(),
        ],
        moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: .appStore)

    /// A fresh store file in a folder the test removes.
    final class StoreFile {
        let folder = ScratchFolder.url.appendingPathComponent("forget-\(UUID().uuidString)")
        var url: URL { folder.appendingPathComponent("state.json") }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// A use case over `file`, as a second process reads it.
    static func usecase(_ file: StoreFile, _ clock: SteppingDate) -> any AskForReviewUsecase {
        UsecasesFactory.makeAskForReviewUsecase(
            policy: policy,
            reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeStore(at: file.url)),
            versionService: VersionServiceStub("1.0"), currentDate: clock.provider)
    }

    /// Everything the state keeps but the choices.
    struct Kept: Equatable {
        let firstLaunch: Date?
        let sessions: SessionFacts
        let completions: EventFacts
        let lastRequest: Date?
        let requests: Int
        let systemRequests: [Date]
        let version: String?

        init(_ state: ReviewState) {
            firstLaunch = state.firstLaunchDate
            sessions = state.sessions
            completions = state.facts(of: .processCompleted)
            lastRequest = state.lastRequestDate
            requests = state.requestCount
            systemRequests = state.systemRequestDates
            version = state.lastVersionPrompted
        }
    }

    @Test(
        "Android-Rate clearAgreeShowDialog: after \"No, thanks\", forgetting the decline through the view model asks again; every count, date and request is kept"
    )
    func forgetTheDeclineThroughTheViewModel() throws {
        let file = StoreFile()
        let clock = SteppingDate(Self.start)
        let prompter = SystemReviewPrompterSpy()
        let reviews = ViewModelFactory.makeAskForReviewViewModel(
            policy: Self.policy, store: DataFactory.makeStore(at: file.url), versionService: VersionServiceStub("1.0"),
            currentDate: clock.provider, prompter: prompter, clock: ManualClock())
        var shown: [PrePrompt] = []
        reviews.handleShowPrePrompt = { shown.append($0) }
        clock.advance(days: 8)
        for _ in 1...3 { reviews.processDidFinish(.completed) }
        #expect(shown.count == 1, "day 8, third workout: the pre-prompt")
        reviews.answerPrePrompt(.later)
        clock.advance(days: 3)
        reviews.processDidFinish(.completed)
        #expect(shown.count == 1, "30 days between asks")
        clock.advance(days: 30)
        reviews.processDidFinish(.completed)
        #expect(shown.count == 2)
        reviews.answerPrePrompt(.decline)
        clock.advance(days: 40)
        #expect(reviews.decision()?.unmet.map(\.kind) == [.declined])

        let before = try Self.usecase(file, clock).state()
        reviews.forgetUserChoice(.prePrompt(.decline))
        let after = try Self.usecase(file, clock).state()
        #expect(after.facts(of: .prePrompt(.decline)).count == 0, "written at once: another process reads it")
        #expect(Kept(after) == Kept(before), "every count, date and the system requests kept")
        #expect(after.facts(of: .prePrompt(.later)) == before.facts(of: .prePrompt(.later)), "the later kept")
        #expect(before.facts(of: .prePrompt(.later)).count == 1)
        reviews.processDidFinish(.completed)
        #expect(shown.count == 3, "asked again once the other rules hold")
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(!text.contains("prePrompt.decline"), "the file keeps nothing of the decline: any version reads none")
    }

    @Test("Forgetting the \"later\" ends its wait and keeps a decline; forgetting a choice never made changes nothing")
    func forgetTheLaterThroughTheUseCase() throws {
        let file = StoreFile()
        let clock = SteppingDate(Self.start)
        let app = Self.usecase(file, clock)
        try app.recordLaunch()
        clock.advance(days: 8)
        for _ in 1...3 { try app.recordProcess(.completed) }
        try app.answerPrePrompt(.later, requestCanGoOut: true)
        clock.advance(days: 31)
        let waiting = try app.requestForShowAppReview(at: .processCompleted)
        #expect(waiting.isEligible)
        try app.answerPrePrompt(.later, requestCanGoOut: true)
        clock.advance(days: 1)
        let state = try app.state()
        try app.forgetUserChoice(.prePrompt(.decline))
        #expect(try app.state() == state, "a choice never made: nothing changes")
        #expect(try app.decision(at: .processCompleted).unmet.map(\.kind) == [.waitsForTime, .waitsForTime])
        try app.forgetUserChoice(.prePrompt(.later))
        #expect(try app.state().facts(of: .prePrompt(.later)).count == 0)
        #expect(
            try app.decision(at: .processCompleted).unmet.map(\.kind) == [.waitsForTime],
            "only the 30 days since the last request are left")
        #expect(Kept(try app.state()) == Kept(state))
    }

    @Test("A store file of an earlier schema, with its decline kept under the old keys, forgets it the same way")
    func forgetInAnEarlierSchemasFile() throws {
        let file = StoreFile()
        try FileManager.default.createDirectory(at: file.folder, withIntermediateDirectories: true)
        let earlier = #"""
            {"schemaVersion": 2, "values": {
              "firstLaunchDate": {"date": 799000000}, "sessions.count": {"int": 4},
              "event.processCompleted.count": {"int": 5}, "declineTaps": {"int": 1},
              "declinedVersion": {"string": "1.0"}, "laterTaps": {"int": 2}}}
            """#
        try Data(earlier.utf8).write(to: file.url)
        let clock = SteppingDate(Self.start)
        let app = Self.usecase(file, clock)
        #expect(try app.decision(at: .processCompleted).unmet.map(\.kind) == [.declined])
        #expect(try app.state().facts(of: .prePrompt(.later)).count == 2)
        try app.forgetUserChoice(.prePrompt(.decline))
        #expect(try app.decision(at: .processCompleted).isEligible)
        let again = Self.usecase(file, clock)
        #expect(try again.state().facts(of: .prePrompt(.later)).count == 2, "the later of the old keys kept")
        #expect(try again.state().facts(of: .processCompleted).count == 5)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(!text.contains("declineTaps") && !text.contains("prePrompt.decline"))
    }
}
