import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// A team's condition that, while it is evaluated, calls back into the package: it reads the state,
/// records an event, loads the store. Its own call back is not repeated inside itself (a condition
/// that records at every evaluation would decide again on every state it makes).
final class CallingBackCondition: EligibilityCondition, @unchecked Sendable {
    // `@unchecked`: `calls` and `inside` are read and written only under `lock`, never while `callBack` runs.
    private let lock = NSLock()
    private let callBack: @Sendable (Int) throws -> Void
    private var calls = 0
    private var inside = false
    private var failures: [String] = []

    /// A condition that is always met and runs `callBack` at each evaluation that is not inside its own,
    /// given how many times it ran before.
    init(_ callBack: @escaping @Sendable (Int) throws -> Void) {
        self.callBack = callBack
    }

    /// How many times the call back ran, and what it threw.
    var report: (calls: Int, failures: [String]) { lock.withLock { (calls, failures) } }

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        let (runs, earlier) = lock.withLock {
            defer { inside = true }
            return (!inside, calls)
        }
        guard runs else { return .met }
        do {
            try callBack(earlier)
        } catch {
            lock.withLock { failures.append("\(error)") }
        }
        lock.withLock {
            calls += 1
            inside = false
        }
        return .met
    }
}

/// A condition is a team's code, and the package runs none of it while a store holds a lock: one that
/// reads the state, records or loads the store while it is evaluated never crashes or deadlocks the
/// app, and what it records is kept, with every store service the package ships and with the one-call
/// setup.
@MainActor
@Suite("A condition that calls back into the package")
struct ConditionCallingBackTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let inner = ReviewEvent("insideTheCondition")

    /// A fresh store file's URL, in a folder the test removes.
    static func storeFile() -> (url: URL, folder: URL) {
        let folder = ScratchFolder.url.appendingPathComponent("calling-back-\(UUID().uuidString)")
        return (folder.appendingPathComponent("state.json"), folder)
    }

    /// The store services an app can make over a store, by name.
    static func services(over store: any Storeable) -> [(String, any ReviewStoreService)] {
        let atOnce = ServiceFactory.makeReviewStoreService(store: store)
        return [
            ("written at once", atOnce),
            ("written behind", ServiceFactory.makeWriteBehindReviewStoreService(base: atOnce)),
        ]
    }

    @Test("The use case over every shipped store: a condition reads the state and records while it is evaluated")
    func everyStoreService() throws {
        let (url, folder) = Self.storeFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A suite named by a path keeps its file there, in the folder the test removes.
        let suite = folder.appendingPathComponent("defaults").path
        let stores: [(String, any Storeable)] = [
            ("JSON file", DataFactory.makeStore(at: url)), ("in memory", DataFactory.makeInMemoryStore()),
            ("UserDefaults", try UserDefaultsStore(suiteName: suite)),
        ]
        for (storeName, store) in stores {
            for (serviceName, service) in Self.services(over: store) {
                let box = UsecaseBox()
                let inner = inner
                let condition = CallingBackCondition { earlier in
                    try MainActor.assumeIsolated {
                        guard let usecase = box.usecase else { return }
                        _ = try usecase.state()
                        _ = try store.load()
                        if earlier == 0 { try usecase.record(inner) }
                    }
                }
                try service.resetState()
                let usecase = UsecasesFactory.makeAskForReviewUsecase(
                    policy: ReviewPolicy(name: "calls back", conditions: [condition], moments: [.processCompleted]),
                    reviewStoreService: service, versionService: VersionServiceStub("1.0"),
                    currentDate: SteppingDate(Self.start).provider)
                box.usecase = usecase
                let decision = try usecase.recordProcess(.completed)
                #expect(decision.isEligible, "\(storeName), \(serviceName): \(decision.reasons)")
                #expect(try usecase.recordSystemReviewRequest(after: .processCompleted).isEligible)
                try usecase.synchronize()
                let state = try usecase.state()
                let report = condition.report
                #expect(report.failures.isEmpty, "\(storeName), \(serviceName): \(report.failures)")
                #expect(report.calls == 2, "\(storeName), \(serviceName): at the completion and at the request")
                #expect(state.facts(of: inner.name).count == 1, "\(storeName), \(serviceName): its recording kept")
                #expect(state.systemRequestDates.count == 1, "\(storeName), \(serviceName)")
            }
        }
    }

    @Test(
        "The one-call setup: a condition asks the view model, records through it at every evaluation and loads the store file"
    )
    func oneCallSetup() async throws {
        let (url, folder) = Self.storeFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let box = ViewModelBox()
        let inner = inner
        let condition = CallingBackCondition { _ in
            try MainActor.assumeIsolated {
                guard let viewModel = box.viewModel else { return }
                _ = viewModel.decision()
                _ = viewModel.eventDidHappen(inner)
                _ = try DataFactory.makeStore(at: url).load()
            }
        }
        let prompter = SystemReviewPrompterSpy()
        let clock = ManualClock()
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: ReviewPolicy(name: "calls back", conditions: [condition], moments: [.processCompleted]),
            store: DataFactory.makeStore(at: url), versionService: VersionServiceStub("1.0"),
            currentDate: SteppingDate(Self.start).provider, prompter: prompter, clock: clock)
        var errors: [String] = []
        viewModel.handleError = { errors.append("\($0)") }
        box.viewModel = viewModel
        var withheld: [UnmetReason] = []
        viewModel.handleRequestWithheld = { withheld = $0 }
        let decision = viewModel.processDidFinish(.completed)
        #expect(decision?.isEligible == true, "\(decision?.reasons ?? [])")
        clock.advance(by: .seconds(2))
        await viewModel.pendingReviewRequest?.value
        // Its recording at every evaluation changes the state the request is decided on, every time:
        // after 8 tries the request is withheld, saying why.
        #expect(prompter.requestCount == 0)
        #expect(withheld.map(\.kind.rawValue) == ["stateKeptChanging"], "\(withheld)")
        viewModel.appDidEnterBackground()
        #expect(errors.isEmpty, "\(errors)")
        #expect(condition.report.failures.isEmpty, "\(condition.report.failures)")
        #expect(condition.report.calls >= 1)
        let stored = try ServiceFactory.makeReviewStoreService(store: DataFactory.makeStore(at: url)).loadState()
        #expect(stored.facts(of: inner.name).count == condition.report.calls, "every recording the condition made")
        #expect(stored.facts(of: .processCompleted).count == 1)
    }
}

/// Where a condition made before its use case finds it.
@MainActor
final class UsecaseBox: Sendable {
    var usecase: (any AskForReviewUsecase)?
}

/// Where a condition made before its view model finds it.
@MainActor
final class ViewModelBox: Sendable {
    var viewModel: AskForReviewViewModel?
}
