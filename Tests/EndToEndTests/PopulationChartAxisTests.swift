import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@testable import AppShell

@Suite("The population chart's axis")
struct PopulationChartAxisTests {
    @Test("Each per-week axis is labelled on round ticks, at most five, up to at least its busiest week")
    func roundTicks() async throws {
        for users in [37, 400, LongTests.count(quick: 800, long: 2_500)] {
            let outcomes = await PopulationSimulator(
                model: PopulationModel(), policies: [.apple, .searchConsole], users: users, days: 120, seed: 5,
                start: Date(timeIntervalSinceReferenceDate: 800_000_000)
            ).run()
            let svg = PopulationChart.svg(outcomes, days: 120, seed: 5)
            let perDay: [(axis: String, counts: (PolicyOutcome) -> [Int])] = [
                ("requests", \.systemRequestsPerDay),
                ("prePrompts", \.prePromptsPerDay),
            ]
            for (axis, counts) in perDay {
                let labels = svg.components(separatedBy: "class=\"tick-\(axis)\"").dropFirst()
                    .compactMap { Double($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }) }
                let step = try #require(labels.dropFirst().first)
                let power = pow(10, log10(step).rounded(.down))
                #expect([1, 2, 2.5, 5].contains(step / power), "\(users) users, \(axis): step \(step)")
                #expect(labels == (0..<labels.count).map { Double($0) * step } && labels.count <= 5, "\(labels)")
                let busiest =
                    outcomes.flatMap { outcome in
                        stride(from: 0, to: 120, by: 7).map { counts(outcome)[$0..<min(120, $0 + 7)].reduce(0, +) }
                    }.max() ?? 0
                #expect(try #require(labels.last) >= Double(busiest), "\(axis)")
            }
        }
    }

    @Test("Lines drawn over the same points stay visible: each later one in dashes at its own phase")
    func coincidingLines() async throws {
        let outcomes = await PopulationSimulator(
            model: PopulationModel(), policies: [.apple, .fitToday, .searchConsole, .apple], users: 200, days: 60,
            seed: 3, start: Date(timeIntervalSinceReferenceDate: 800_000_000)
        ).run()
        let svg = PopulationChart.svg(outcomes, days: 60, seed: 3)
        let lines = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<polyline") }
        /// The dash attributes of `policy`'s line of `kind`, in drawing order.
        func dashes(_ kind: String) -> [String] {
            lines.filter { $0.contains("class=\"\(kind)\"") }.map { line in
                line.matches(of: /stroke-dash[a-z]+="[^"]*"/).map { String($0.output) }.joined(separator: " ")
            }
        }
        // No pre-prompts under apple and fittoday: the same zero line twice, and apple's again.
        #expect(
            dashes("prePrompts") == [
                "", "stroke-dasharray=\"6 6\" stroke-dashoffset=\"0\"", "",
                "stroke-dasharray=\"6 12\" stroke-dashoffset=\"-6\"",
            ])
        // The second apple draws every line over the first's.
        #expect(dashes("asked").last == "stroke-dasharray=\"6 6\" stroke-dashoffset=\"0\"")
        #expect(dashes("asked").prefix(3).allSatisfy { $0.isEmpty }, "lines apart stay solid")
        #expect(svg.contains("Asked: shown a pre-prompt") && svg.contains("or a system request."))
    }

    @Test("The legend lays out twelve policies with long names in distinct colours, the panels below it")
    func twelvePolicies() async throws {
        let long = String(repeating: "a-rather-long-policy-name-", count: 2)
        let policies = try (0..<12).map { index in
            let name = index.isMultiple(of: 2) ? "p\(index)-" + long : "p\(index)"
            let file = String(decoding: try PolicyFile.data(for: ReviewPolicy.presets[index % 3]), as: UTF8.self)
            let renamed = file.replacingOccurrences(
                of: "\"name\": \"\(ReviewPolicy.presets[index % 3].name)\"", with: "\"name\": \"\(name)\"")
            return try PolicyFile.policy(from: Data(renamed.utf8))
        }
        #expect(Set(policies.map(\.name)).count == 12)
        let outcomes = await PopulationSimulator(
            model: PopulationModel(), policies: policies, users: 50, days: 60, seed: 2,
            start: Date(timeIntervalSinceReferenceDate: 800_000_000)
        ).run()
        let svg = PopulationChart.svg(outcomes, days: 60, seed: 2)
        let legend = svg.components(separatedBy: "class=\"legend\"").dropFirst().map {
            $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        }
        #expect(legend.count == 12)
        #expect(legend.allSatisfy { $0.count <= PopulationChart.longestName + 30 }, "long names are cut: \(legend)")
        #expect(legend.contains { $0.contains("…") })
        let colours = svg.components(separatedBy: "<polyline class=\"asked\"").dropFirst().compactMap {
            $0.components(separatedBy: "stroke=\"").dropFirst().first?.prefix(7)
        }
        #expect(Set(colours).count == 12, "\(colours)")
        let layout = ChartLayout(days: 60, legend: outcomes.map { ("#000000", $0.policy) })
        #expect(layout.panels.asked.y > layout.legendBottom + 20, "the first panel starts below the legend")
    }
}
