import AskForReviewDomain
import Foundation
import TestDoubles
import Testing

@MainActor
@Suite("Usage simulator")
struct UsageSimulatorTests {
    let start = Date.iso("2026-01-01T00:00:00Z")

    @Test("Fractional rates accumulate: 0.5 a day is one event every other day")
    func fractionalRates() {
        #expect((0..<6).map { UsageSimulator.events(on: $0, perDay: 0.5) } == [0, 1, 0, 1, 0, 1])
        #expect((0..<3).map { UsageSimulator.events(on: $0, perDay: 2.5) } == [2, 3, 2])
    }

    @Test("apple, one completion a day, a new version every 30 days: asked on day 4, then at each new version")
    func applePerVersion() throws {
        let user = SimulatedUser(days: 90, newVersionEveryDays: 30)
        let result = try UsageSimulator(policy: .apple, user: user, start: start) { ReviewStoreServiceFake() }.run()
        #expect(result.asks.map(\.day) == [3, 30, 60])
        #expect(result.asks.map(\.version) == ["1.0", "1.1", "1.2"])
        #expect(result.completions == 90)
    }

    @Test("searchconsole answered 'rate' asks once, with the pre-prompt and then the system request")
    func searchConsoleRate() throws {
        let user = SimulatedUser(days: 30, answer: .rate)
        let result = try UsageSimulator(policy: .searchConsole, user: user, start: start) { ReviewStoreServiceFake() }
            .run()
        #expect(result.asks.map(\.kind) == [.prePromptThenSystemRequest])
        #expect(result.asks.first?.date == start.addingTimeInterval(9 * 3_600 + 180))
    }

    @Test("The requests the system would swallow: a 4th inside 365 days")
    func swallowed() {
        let day: TimeInterval = 86_400
        let dates = [0, 10, 20, 30, 366].map { start.addingTimeInterval($0 * day) }
        #expect(UsageSimulator.swallowed(dates, by: .appStore) == [dates[3]])
    }
}
