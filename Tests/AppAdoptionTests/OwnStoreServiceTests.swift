import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// A team's own `ReviewStoreService`, written as a team writes one: its state kept whole, as one
/// encoded value in a file of its own, under a lock.
final class EncodedFileStoreService: ReviewStoreService, @unchecked Sendable {
    /// An update started inside another: refused, as the inner write would be lost.
    struct NestedUpdate: Error {}

    // `@unchecked`: the file and `updating` are read and written only holding `lock`.
    private let lock = NSRecursiveLock()
    private let file: URL
    private var updating = false

    init(file: URL) {
        self.file = file
    }

    func loadState() throws -> ReviewState {
        lock.withLock {
            guard let data = try? Data(contentsOf: file) else { return ReviewState() }
            do {
                return try JSONDecoder().decode(ReviewState.self, from: data)
            } catch {
                var state = ReviewState()
                state.loadProblems = ["the saved state cannot be read: \(error)"]
                return state
            }
        }
    }

    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try lock.withLock {
            guard !updating else { throw NestedUpdate() }
            updating = true
            defer { updating = false }
            var state = try loadState()
            state.loadProblems = []
            let result = try body(&state)
            try JSONEncoder().encode(state).write(to: file, options: .atomic)
            return result
        }
    }

    func resetState() throws {
        try lock.withLock {
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        }
    }
}

@Suite("A team's own store service, keeping the state as one encoded value")
struct OwnStoreServiceTests {
    @Test("It keeps the shipped contract: every fact round-trips, recent days and choices included")
    func keepsTheContract() throws {
        let folder = ScratchFolder.url.appendingPathComponent("own-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let contract = ReviewStoreServiceContract(makeService: {
            EncodedFileStoreService(file: folder.appendingPathComponent("\(UUID().uuidString).json"))
        })
        for check in contract.checks {
            #expect(throws: Never.self, "\(check.name)") { try check.run() }
        }
    }

    @Test("A state in use decides the same after it is encoded and decoded; a damaged value is refused by name")
    func decidesTheSameAfterwards() throws {
        let policy = ReviewPolicy.fitToday
        var state = ReviewState()
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        for day in 0..<9 {
            let date = start.addingTimeInterval(Double(day) * 86_400)
            try ReviewChange.launch(at: date, version: "2.0").apply(to: &state)
            try ReviewChange.event(ReviewEvent("workoutSaved"), at: date.addingTimeInterval(60), version: "2.0")
                .apply(to: &state)
        }
        let data = try JSONEncoder().encode(state)
        let sameState = try JSONDecoder().decode(ReviewState.self, from: data)
        #expect(sameState == state)
        let recent = try #require(sameState.events["workoutSaved"])
        #expect(recent.count(inLastDays: 7, asOf: start.addingTimeInterval(8 * 86_400)) == 7)
        let now = start.addingTimeInterval(8 * 86_400 + 120)
        func decision(_ state: ReviewState) -> ReviewDecision {
            policy.decision(
                in: EligibilityContext(state: state, now: now, currentVersion: "2.0"), at: .processCompleted)
        }
        #expect(decision(sameState) == decision(state))
        // A count that is not a count: refused, naming the value.
        let text = String(decoding: data, as: UTF8.self)
        let damaged = text.replacingOccurrences(
            of: #""sessions.count":{"int":9}"#, with: #""sessions.count":{"int":-9}"#)
        #expect(damaged != text, "the encoded state names its sessions count")
        #expect {
            try JSONDecoder().decode(ReviewState.self, from: Data(damaged.utf8))
        } throws: { error in
            "\(error)".contains("sessions.count")
        }
    }
}
