import AskForReviewData
import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("JSON file store: random and mutated content")
struct StoreFuzzTests {
    /// A valid store file, the seed the mutations start from.
    func validContent() throws -> Data {
        let folder = TemporaryFolder()
        let store = JSONFileStore(fileURL: folder.file("seed.json"))
        try StoreableReviewStoreService(store: store).updateState { state in
            state = ReviewState(
                firstLaunchDate: Date(timeIntervalSinceReferenceDate: 800_000_000.25),
                completedCount: 9,
                lastVersionPrompted: "1.2",
                systemRequestDates: [Date(timeIntervalSinceReferenceDate: 800_000_100)]
            )
        }
        return try Data(contentsOf: folder.file("seed.json"))
    }

    @Test("1,000 random or mutated files: never a crash, never eligible unless the content is intact")
    func mutations() throws {
        var generator = SeededGenerator.recordingSeed(for: "random store files")
        let seed = try validContent()
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        var damaged = 0
        for round in 0..<1_000 {
            var bytes = [UInt8](seed)
            switch round % 4 {
            case 0:
                bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
            case 1:
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
            case 2:
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
                        in: 0...255, using: &generator)
                }
            default:
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.insert(contentsOf: Array("{\"int\":-1}".utf8), at: index)
            }
            try Data(bytes).write(to: url)
            let state = try StoreableReviewStoreService(store: JSONFileStore(fileURL: url)).loadState()
            let context = EligibilityContext(
                state: state, now: Date(timeIntervalSinceReferenceDate: 900_000_000), currentVersion: "9.9")
            let decision = ReviewPolicy.apple.decision(in: context, at: .processCompleted)
            if !state.loadProblems.isEmpty {
                damaged += 1
                #expect(!decision.isEligible, "damaged content never makes a user eligible")
            }
            #expect(state.completedCount >= 0 && state.requestCount >= 0)
            try? FileManager.default.removeItem(at: url)
        }
        #expect(damaged > 500, "most mutations are recognised as damage (\(damaged))")
    }
}
