import AskForReviewSimulation
import Foundation

/// The population run as a picture: a self-contained SVG with, per policy, the share of users asked so
/// far against the day of the run (top) and the asks per week (bottom), with axes, units, a legend and
/// the seed. Each series carries its numbers as `data-` attributes, so the picture can be checked.
enum PopulationChart {
    private static let colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]

    /// The SVG document for `outcomes` of a run of `days` days seeded with `seed`.
    static func svg(_ outcomes: [PolicyOutcome], days: Int, seed: UInt64) -> String {
        let layout = ChartLayout(days: days)
        let weekly = outcomes.map { outcome in
            (0..<layout.weeks).map { week in
                // A last week cut short by the run's end is scaled to seven days, so it does not dip.
                let daysOfWeek = (week * 7)..<min(days, week * 7 + 7)
                return outcome.asksPerDay[daysOfWeek].reduce(0, +) * 7 / max(1, daysOfWeek.count)
            }
        }
        let weeklyMax = max(1, weekly.flatMap { $0 }.max() ?? 1)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(layout.width))" height="\(Int(layout.height))" \
            viewBox="0 0 \(Int(layout.width)) \(Int(layout.height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(Int(layout.left))" y="24" font-size="15" font-weight="bold">Users asked so far, and asks per week \
            (\(outcomes.first?.users ?? 0) users, \(days) days, seed \(seed))</text>

            """
        svg += layout.axes(weeklyMax: weeklyMax)
        // One line per policy in each panel, and the legend.
        for (index, outcome) in outcomes.enumerated() {
            svg += layout.series(
                outcome, weekly: weekly[index], weeklyMax: weeklyMax, index: index,
                colour: colours[index % colours.count])
        }
        svg += "</svg>\n"
        return svg
    }

    /// One CSV row per policy and day: `policy,day,usersAskedSoFar,asksThatDay`, with a header.
    static func csv(_ outcomes: [PolicyOutcome]) -> String {
        var lines = ["policy,day,usersAskedSoFar,asksThatDay"]
        for outcome in outcomes {
            let asked = outcome.usersAskedByDay
            for day in asked.indices {
                lines.append("\(outcome.policy),\(day + 1),\(asked[day]),\(outcome.asksPerDay[day])")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
