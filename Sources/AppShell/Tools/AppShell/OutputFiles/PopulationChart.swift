import AskForReviewSimulation
import Foundation

/// The population run as a picture: a self-contained SVG with, per policy, the share of users asked
/// so far against the day of the run, the system review requests per week and the pre-prompts per
/// week, each panel captioned, with a legend of up to twelve distinct colours and the run's users,
/// days, seed and install window. Each series carries its numbers as `data-` attributes, so the
/// picture can be checked.
enum PopulationChart {
    /// Twelve colours a reader tells apart; a thirteenth policy and later ones repeat them dashed.
    static let colours = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
        "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#000000", "#e7ba52",
    ]

    /// The most characters of a policy's name the legend shows; a longer one is cut with `…`.
    static let longestName = 48

    /// The SVG document for `outcomes` of a run of `days` days seeded with `seed`, whose users
    /// installed over the first `installWithinDays` days (0: over the whole run).
    static func svg(_ outcomes: [PolicyOutcome], days: Int, seed: UInt64, installWithinDays: Int = 0) -> String {
        let legend = outcomes.enumerated().map { index, outcome in
            let name =
                outcome.policy.count > longestName ? outcome.policy.prefix(longestName - 1) + "…" : outcome.policy
            let share = outcome.users == 0 ? 0 : Double(outcome.everAsked) / Double(outcome.users) * 100
            return (colours[index % colours.count], "\(name): \(String(format: "%.1f", share)) % asked by day \(days)")
        }
        let layout = ChartLayout(days: days, legend: legend)
        let requests = outcomes.map { weekly($0.systemRequestsPerDay, days: days, weeks: layout.weeks) }
        let prePrompts = outcomes.map { weekly($0.prePromptsPerDay, days: days, weeks: layout.weeks) }
        let requestsMax = requests.flatMap { $0 }.max() ?? 0
        let prePromptsMax = prePrompts.flatMap { $0 }.max() ?? 0
        let window = installWithinDays == 0 || installWithinDays >= days ? days : installWithinDays
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(ChartLayout.width))" height="\(Int(layout.height))" \
            viewBox="0 0 \(Int(ChartLayout.width)) \(Int(layout.height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(Int(ChartLayout.left))" y="26" font-size="16" font-weight="bold">Who is asked, and how often, \
            under each policy</text>
            <text x="\(Int(ChartLayout.left))" y="46" fill="#444">\(outcomes.first?.users ?? 0) simulated users over \
            \(days) days, seed \(seed), installing over the first \(window) days. Asked: shown a pre-prompt</text>
            <text x="\(Int(ChartLayout.left))" y="62" fill="#444">or a system request. The legend gives each policy's \
            share of all users asked by the last day.</text>

            """
        svg += layout.legendEntries()
        svg += layout.axes(requestsMax: requestsMax, prePromptsMax: prePromptsMax)
        var drawn = DrawnLines()
        for (index, outcome) in outcomes.enumerated() {
            let style = Style(colour: colours[index % colours.count], dashed: index >= colours.count)
            svg += series(
                outcome, layout: layout, style: style, drawn: &drawn,
                requests: (requests[index], ChartLayout.weeklyScale(requestsMax).top),
                prePrompts: (prePrompts[index], ChartLayout.weeklyScale(prePromptsMax).top))
        }
        svg += "</svg>\n"
        return svg
    }

    /// How a policy's lines are drawn.
    private struct Style {
        let colour: String
        let dashed: Bool

        /// The attributes of a line that is the `covering`-th drawn over the same points (0: the
        /// first): a line over others is drawn in dashes, each at its own phase, so every line keeps
        /// a visible part.
        func attributes(width: Double, covering: Int = 0) -> String {
            let stroke = "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(width)\""
            if covering > 0 {
                return stroke + " stroke-dasharray=\"6 \(6 * covering)\" stroke-dashoffset=\"\(-6 * (covering - 1))\""
            }
            return stroke + (dashed ? " stroke-dasharray=\"6 3\"" : "")
        }
    }

    /// The lines drawn so far, by panel and points: how many lie under the next one drawn there.
    private struct DrawnLines {
        private var counts: [String: Int] = [:]

        /// How many lines were drawn with `points` in `panel` before this one, which is counted now.
        mutating func covering(_ panel: String, _ points: [String]) -> Int {
            let key = panel + " " + points.joined(separator: " ")
            defer { counts[key, default: 0] += 1 }
            return counts[key, default: 0]
        }
    }

    /// Counts a day added up by week; a last week cut short by the run's end is scaled to seven days,
    /// so it does not dip.
    private static func weekly(_ perDay: [Int], days: Int, weeks: Int) -> [Int] {
        (0..<weeks).map { week in
            let daysOfWeek = (week * 7)..<min(days, week * 7 + 7)
            return perDay[daysOfWeek].reduce(0, +) * 7 / max(1, daysOfWeek.count)
        }
    }

    /// One policy's line in each panel, carrying its numbers as `data-` attributes: the final share
    /// asked and users asked, and each weekly line's total over the run (its days added up).
    private static func series(
        _ outcome: PolicyOutcome, layout: ChartLayout, style: Style, drawn: inout DrawnLines,
        requests: ([Int], Double), prePrompts: ([Int], Double)
    ) -> String {
        let (asked, requestsPanel, prePromptsPanel) = layout.panels
        let askedByDay = outcome.usersAskedByDay
        let share = askedByDay.map { outcome.users == 0 ? 0 : Double($0) / Double(outcome.users) }
        let points = share.enumerated().map { day, value in
            "\(layout.number(layout.x(Double(day)))),\(layout.number(layout.y(value, of: 1, in: asked)))"
        }
        let policy = ChartText.escaped(outcome.policy)
        var svg =
            "<polyline class=\"asked\" data-policy=\"\(policy)\" data-final-share=\"\(String(format: "%.4f", share.last ?? 0))\" "
            + "data-users-asked=\"\(askedByDay.last ?? 0)\" "
            + "\(style.attributes(width: 2, covering: drawn.covering("asked", points))) "
            + "points=\"\(points.joined(separator: " "))\"/>\n"
        let totals = (
            requests: outcome.systemRequestsPerDay.reduce(0, +), prePrompts: outcome.prePromptsPerDay.reduce(0, +)
        )
        for (kind, (counts, top), panel, total) in [
            ("requests", requests, requestsPanel, totals.requests),
            ("prePrompts", prePrompts, prePromptsPanel, totals.prePrompts),
        ] {
            let weekPoints = counts.enumerated().map { week, count in
                let day = Double(min(layout.days - 1, week * 7 + 3))
                return "\(layout.number(layout.x(day))),\(layout.number(layout.y(Double(count), of: top, in: panel)))"
            }
            svg +=
                "<polyline class=\"\(kind)\" data-policy=\"\(policy)\" data-total=\"\(total)\" "
                + "\(style.attributes(width: 1.5, covering: drawn.covering(kind, weekPoints))) "
                + "points=\"\(weekPoints.joined(separator: " "))\"/>\n"
        }
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
