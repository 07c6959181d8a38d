import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import Testing

@testable import AppShell

@Suite("The population chart's axis")
struct PopulationChartAxisTests {
    @Test("The asks-per-week axis is labelled on round ticks, at most five, up to at least the busiest week")
    func roundTicks() async throws {
        for users in [37, 400, 2_500] {
            let outcomes = await PopulationSimulator(
                model: PopulationModel(), policies: [.apple, .searchConsole], users: users, days: 120, seed: 5,
                start: Date(timeIntervalSinceReferenceDate: 800_000_000)
            ).run()
            let svg = PopulationChart.svg(outcomes, days: 120, seed: 5)
            let labels = svg.components(separatedBy: "text-anchor=\"end\">").dropFirst()
                .compactMap { Double($0.prefix { $0 != "<" }) }
            let step = try #require(labels.dropFirst().first)
            let power = pow(10, log10(step).rounded(.down))
            #expect([1, 2, 2.5, 5].contains(step / power), "\(users) users: step \(step)")
            #expect(labels == (0..<labels.count).map { Double($0) * step } && labels.count <= 5, "\(labels)")
            let busiest =
                outcomes.flatMap { outcome in
                    stride(from: 0, to: 120, by: 7).map { outcome.asksPerDay[$0..<min(120, $0 + 7)].reduce(0, +) }
                }.max() ?? 0
            #expect(try #require(labels.last) >= Double(busiest))
        }
    }
}
