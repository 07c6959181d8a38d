// A helper process for the persistence tests, run as a real process so tests can run several at once
// or kill one at any moment.
//
// Usage:
//   StoreStressWriter json|defaults PATH INCREMENTS [LOCK-WAIT-MILLISECONDS]
//     increments the request count in a store, one atomic update at a time;
//   StoreStressWriter behind PATH EVENT-NAME
//     an app recording EVENT-NAME every 2 ms through the write-behind store until it is killed,
//     printing "<the event's count after it> <CLOCK_MONOTONIC nanoseconds>" once each is acknowledged,
//     "write-start <ns>" and "write-end <ns>" around each write of the file, and "failure: …" for
//     every failure the store reports;
//   StoreStressWriter waiting-condition PATH
//     an app completing a process over the JSON file store at PATH (written at once) under a policy
//     whose one condition is a team's that takes its time: at its first evaluation it prints
//     "evaluating" and waits for a line on standard input; then the app prints the decision
//     ("eligible", or the reasons) and asks for the system request;
//   StoreStressWriter remote PATH
//     an app receiving remote policies until it is killed: valid payloads named "even" and "odd" in
//     turn, of growing sizes, each kept as the last good one at PATH.
//   StoreStressWriter remote-once PATH launch|receive START-NANOSECONDS
//     at START-NANOSECONDS of CLOCK_MONOTONIC, an app launching (reads the policy in force at PATH and
//     prints its name) or receiving one valid payload named "good" (kept at PATH).
// Exit codes: 0 done, 64 bad arguments, 74 a store error, 75 the lock wait ran out.
import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `line` to standard output at once, unbuffered, so that a killed process leaves every line
/// it acknowledged.
func emit(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
}

/// Nanoseconds of the machine's monotonic clock, the same in every process.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The file store, printing when each write starts and ends, so a test knows whether a kill landed
/// during one.
struct WriteLoggingStore: ReviewStoreService {
    let base: StoreableReviewStoreService

    func loadState() throws -> ReviewState { try base.loadState() }

    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        emit("write-start \(monotonicNanoseconds())")
        defer { emit("write-end \(monotonicNanoseconds())") }
        return try base.updateState(body)
    }

    func resetState() throws { try base.resetState() }
}

/// A team's condition that takes its time: at its first evaluation it says so and waits for a line on
/// standard input (as long as the test wants, with no sleep); it is always met.
final class WaitingCondition: EligibilityCondition, @unchecked Sendable {
    // `@unchecked`: `waited` is read and written only under `lock`.
    private let lock = NSLock()
    private var waited = false

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        let waits = lock.withLock {
            defer { waited = true }
            return !waited
        }
        if waits {
            emit("evaluating")
            _ = readLine()
        }
        return .met
    }
}

/// Completes one process over the store at `path` under a policy whose condition waits, then asks
/// for the request; prints each decision.
@MainActor
func completeUnderWaitingCondition(path: String) throws {
    let usecase = DefaultAskForReviewUsecase(
        policy: ReviewPolicy(name: "waits", conditions: [WaitingCondition()], moments: [.processCompleted]),
        reviewStoreService: StoreableReviewStoreService(store: JSONFileStore(fileURL: URL(fileURLWithPath: path))),
        versionService: BundleVersionService(fallback: "1.0"), currentDate: { Date() })
    for decision in [try usecase.recordProcess(.completed), try usecase.recordSystemReviewRequest(after: nil)] {
        emit(decision.isEligible ? "eligible" : decision.reasons.joined(separator: "; "))
    }
}

/// Records `name` until killed, acknowledging each occurrence on standard output.
func recordBehind(path: String, name: String) throws -> Never {
    let eventName = try EventName(name)
    let file = StoreableReviewStoreService(store: JSONFileStore(fileURL: URL(fileURLWithPath: path)))
    let store = WriteBehindReviewStoreService(
        base: WriteLoggingStore(base: file), onFailure: { emit("failure: \($0)") })
    while true {
        let state = try store.record(.event(ReviewEvent(eventName), at: Date(), version: "1.0"))
        emit("\(state.facts(of: eventName).count) \(monotonicNanoseconds())")
        usleep(2_000)
    }
}

/// Receives "even" and "odd" policies in turn, kept at `path`, until killed.
func receiveRemotePolicies(path: String) throws -> Never {
    let source = RemotePolicySource(bundled: .policy(.apple), fileURL: URL(fileURLWithPath: path))
    var round = 0
    while true {
        let name = round % 2 == 0 ? "even" : "odd"
        let policy = """
            {"format": 1, "name": "\(name)", "moments": ["processCompleted"], "conditions": [
            {"minimumSessions": {"count": 3}}, {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}
            """
        try source.receive(Data((policy + String(repeating: " ", count: round % 40 * 1_000)).utf8))
        round += 1
    }
}

/// Waits until `start` nanoseconds of the monotonic clock, then launches or receives once.
func remoteOnce(path: String, action: String, start: UInt64) throws {
    while monotonicNanoseconds() < start {}
    let source = RemotePolicySource(bundled: .policy(.apple), fileURL: URL(fileURLWithPath: path))
    if action == "receive" {
        let policy = """
            {"format": 1, "name": "good", "moments": ["processCompleted"], "conditions": [
            {"minimumSessions": {"count": 3}}, {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}
            """
        try source.receive(Data(policy.utf8))
        return
    }
    switch source.contents(forVersion: "1.0") {
    case .policy(let policy, _): emit(policy.name)
    case .experiment(let experiment): emit(experiment.name)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 4, arguments[0] == "remote-once", let start = UInt64(arguments[3]) {
    do {
        try remoteOnce(path: arguments[1], action: arguments[2], start: start)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
        exit(74)
    }
}
if arguments.count == 2, arguments[0] == "remote" {
    do {
        try receiveRemotePolicies(path: arguments[1])
    } catch {
        FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
        exit(74)
    }
}
if arguments.count == 2, arguments[0] == "waiting-condition" {
    do {
        try MainActor.assumeIsolated { try completeUnderWaitingCondition(path: arguments[1]) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
        exit(74)
    }
}
if arguments.count == 3, arguments[0] == "behind" {
    do {
        try recordBehind(path: arguments[1], name: arguments[2])
    } catch {
        FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
        exit(74)
    }
}
let lockWaitMilliseconds = arguments.count == 4 ? Int(arguments[3]) : 3_000
guard arguments.count == 3 || arguments.count == 4, let increments = Int(arguments[2]), increments >= 0,
    let lockWaitMilliseconds, lockWaitMilliseconds >= 0
else {
    FileHandle.standardError.write(
        Data("usage: StoreStressWriter json|defaults PATH INCREMENTS [LOCK-WAIT-MILLISECONDS]\n".utf8))
    exit(64)
}
let kind = arguments[0]
let path = arguments[1]

do {
    let store: any Storeable =
        kind == "defaults"
        ? try UserDefaultsStore(suiteName: path)
        : JSONFileStore(fileURL: URL(fileURLWithPath: path), lockWait: .milliseconds(lockWaitMilliseconds))
    for _ in 0..<increments {
        try store.update { values in
            values[ReviewStoreKeys.requestCount] = (values[ReviewStoreKeys.requestCount] ?? 0) + 1
        }
    }
} catch let error as StoreError {
    FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
    if case .busy = error { exit(75) }
    exit(74)
} catch {
    FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
    exit(74)
}
