import Foundation

/// The population run as a picture: a self-contained SVG with, per policy, the share of users asked so
/// far against the day of the run (top) and the asks per week (bottom), with axes, units, a legend and
/// the seed. Each series carries its numbers as `data-` attributes, so the picture can be checked.
public enum PopulationChart {
    private static let colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]

    /// The SVG document for `outcomes` of a run of `days` days seeded with `seed`.
    public static func svg(_ outcomes: [PolicyOutcome], days: Int, seed: UInt64) -> String {
        let (width, left, right) = (760.0, 70.0, 20.0)
        let plot = width - left - right
        let top = (y: 50.0, height: 220.0)
        let bottom = (y: 330.0, height: 180.0)
        let weeks = max(1, (days + 6) / 7)
        let weekly = outcomes.map { outcome in
            (0..<weeks).map { week in outcome.asksPerDay[(week * 7)..<min(days, week * 7 + 7)].reduce(0, +) }
        }
        let weeklyMax = max(1, weekly.flatMap { $0 }.max() ?? 1)
        func x(_ day: Double) -> Double { left + plot * day / Double(max(1, days - 1)) }
        func number(_ value: Double) -> String { String(format: "%.1f", value) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="570" viewBox="0 0 \(Int(width)) 570" \
            font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(Int(left))" y="24" font-size="15" font-weight="bold">Users asked so far, and asks per week \
            (\(outcomes.first?.users ?? 0) users, \(days) days, seed \(seed))</text>

            """
        // Axes and grid: the share asked, 0 to 100 %.
        for tick in stride(from: 0, through: 100, by: 25) {
            let y = top.y + top.height * (1 - Double(tick) / 100)
            svg +=
                "<line x1=\"\(number(left))\" y1=\"\(number(y))\" x2=\"\(number(left + plot))\" y2=\"\(number(y))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(number(left - 6))\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(tick) %</text>\n"
        }
        svg +=
            "<text x=\"14\" y=\"\(number(top.y + top.height / 2))\" transform=\"rotate(-90 14 \(number(top.y + top.height / 2)))\" text-anchor=\"middle\">users asked so far</text>\n"
        for tick in stride(from: 0, through: 4, by: 1) {
            let value = Double(weeklyMax) * Double(tick) / 4
            let y = bottom.y + bottom.height * (1 - Double(tick) / 4)
            svg +=
                "<line x1=\"\(number(left))\" y1=\"\(number(y))\" x2=\"\(number(left + plot))\" y2=\"\(number(y))\" stroke=\"#ddd\"/>\n"
            svg +=
                "<text x=\"\(number(left - 6))\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(Int(value.rounded()))</text>\n"
        }
        svg +=
            "<text x=\"14\" y=\"\(number(bottom.y + bottom.height / 2))\" transform=\"rotate(-90 14 \(number(bottom.y + bottom.height / 2)))\" text-anchor=\"middle\">asks per week</text>\n"
        for day in stride(from: 0, to: days, by: max(1, days / 6)) {
            svg +=
                "<text x=\"\(number(x(Double(day))))\" y=\"\(number(bottom.y + bottom.height + 18))\" text-anchor=\"middle\">\(day)</text>\n"
        }
        svg +=
            "<text x=\"\(number(left + plot / 2))\" y=\"\(number(bottom.y + bottom.height + 36))\" text-anchor=\"middle\">day of the run</text>\n"
        // One line per policy in each panel, and the legend.
        for (index, outcome) in outcomes.enumerated() {
            let colour = colours[index % colours.count]
            let asked = outcome.usersAskedByDay
            let share = asked.map { outcome.users == 0 ? 0 : Double($0) / Double(outcome.users) }
            let points = share.enumerated().map { day, value in
                "\(number(x(Double(day)))),\(number(top.y + top.height * (1 - value)))"
            }
            let finalShare = String(format: "%.4f", share.last ?? 0)
            svg +=
                "<polyline class=\"asked\" data-policy=\"\(outcome.policy)\" data-final-share=\"\(finalShare)\" "
                + "data-users-asked=\"\(asked.last ?? 0)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" "
                + "points=\"\(points.joined(separator: " "))\"/>\n"
            let weekPoints = weekly[index].enumerated().map { week, count in
                "\(number(x(Double(min(days - 1, week * 7 + 3))))),\(number(bottom.y + bottom.height * (1 - Double(count) / Double(weeklyMax))))"
            }
            svg +=
                "<polyline class=\"weekly\" data-policy=\"\(outcome.policy)\" data-asks=\"\(weekly[index].reduce(0, +))\" "
                + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" points=\"\(weekPoints.joined(separator: " "))\"/>\n"
            let legendY = 40 + Double(index) * 16
            svg +=
                "<rect x=\"\(number(width - 170))\" y=\"\(number(legendY - 9))\" width=\"12\" height=\"3\" fill=\"\(colour)\"/>\n"
            svg +=
                "<text x=\"\(number(width - 152))\" y=\"\(number(legendY - 4))\">\(outcome.policy) (\(String(format: "%.1f", (share.last ?? 0) * 100)) %)</text>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// One CSV row per policy and day: `policy,day,usersAskedSoFar,asksThatDay`, with a header.
    public static func csv(_ outcomes: [PolicyOutcome]) -> String {
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
