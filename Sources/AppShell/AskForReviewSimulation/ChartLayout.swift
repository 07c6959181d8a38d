import Foundation

/// Where the population chart draws: two panels over the days of a run (the share of users asked so
/// far on top, the asks per week below), a legend at the top right. Coordinates in SVG user units.
struct ChartLayout {
    let days: Int
    let width = 760.0
    let left = 70.0
    let plot = 760.0 - 70.0 - 20.0
    let top = (y: 50.0, height: 220.0)
    let bottom = (y: 330.0, height: 180.0)

    /// How many weeks the run spans, the last one possibly short.
    var weeks: Int { max(1, (days + 6) / 7) }

    /// The x coordinate of `day`.
    func x(_ day: Double) -> Double { left + plot * day / Double(max(1, days - 1)) }

    /// A coordinate to one decimal.
    func number(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The grid lines and labels of both panels, and the day axis under the bottom one.
    func axes(weeklyMax: Int) -> String {
        var svg = ""
        // The share asked, 0 to 100 %.
        for tick in stride(from: 0, through: 100, by: 25) {
            let y = top.y + top.height * (1 - Double(tick) / 100)
            svg += gridLine(y: y, label: "\(tick) %")
        }
        svg += verticalLabel("users asked so far", y: top.y + top.height / 2)
        for tick in stride(from: 0, through: 4, by: 1) {
            let value = Double(weeklyMax) * Double(tick) / 4
            svg += gridLine(y: bottom.y + bottom.height * (1 - Double(tick) / 4), label: "\(Int(value.rounded()))")
        }
        svg += verticalLabel("asks per week", y: bottom.y + bottom.height / 2)
        for day in stride(from: 0, to: days, by: max(1, days / 6)) {
            svg +=
                "<text x=\"\(number(x(Double(day))))\" y=\"\(number(bottom.y + bottom.height + 18))\" text-anchor=\"middle\">\(day)</text>\n"
        }
        svg +=
            "<text x=\"\(number(left + plot / 2))\" y=\"\(number(bottom.y + bottom.height + 36))\" text-anchor=\"middle\">day of the run</text>\n"
        return svg
    }

    /// One policy's line in each panel, carrying its numbers as `data-` attributes, and its legend
    /// entry, the `index`th.
    func series(_ outcome: PolicyOutcome, weekly: [Int], weeklyMax: Int, index: Int, colour: String) -> String {
        let asked = outcome.usersAskedByDay
        let share = asked.map { outcome.users == 0 ? 0 : Double($0) / Double(outcome.users) }
        let points = share.enumerated().map { day, value in
            "\(number(x(Double(day)))),\(number(top.y + top.height * (1 - value)))"
        }
        let finalShare = String(format: "%.4f", share.last ?? 0)
        var svg =
            "<polyline class=\"asked\" data-policy=\"\(outcome.policy)\" data-final-share=\"\(finalShare)\" "
            + "data-users-asked=\"\(asked.last ?? 0)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" "
            + "points=\"\(points.joined(separator: " "))\"/>\n"
        let weekPoints = weekly.enumerated().map { week, count in
            "\(number(x(Double(min(days - 1, week * 7 + 3))))),\(number(bottom.y + bottom.height * (1 - Double(count) / Double(weeklyMax))))"
        }
        svg +=
            "<polyline class=\"weekly\" data-policy=\"\(outcome.policy)\" data-asks=\"\(weekly.reduce(0, +))\" "
            + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" points=\"\(weekPoints.joined(separator: " "))\"/>\n"
        let legendY = 40 + Double(index) * 16
        svg +=
            "<rect x=\"\(number(width - 170))\" y=\"\(number(legendY - 9))\" width=\"12\" height=\"3\" fill=\"\(colour)\"/>\n"
        svg +=
            "<text x=\"\(number(width - 152))\" y=\"\(number(legendY - 4))\">\(outcome.policy) (\(String(format: "%.1f", (share.last ?? 0) * 100)) %)</text>\n"
        return svg
    }

    private func gridLine(y: Double, label: String) -> String {
        "<line x1=\"\(number(left))\" y1=\"\(number(y))\" x2=\"\(number(left + plot))\" y2=\"\(number(y))\" stroke=\"#ddd\"/>\n"
            + "<text x=\"\(number(left - 6))\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(label)</text>\n"
    }

    private func verticalLabel(_ text: String, y: Double) -> String {
        "<text x=\"14\" y=\"\(number(y))\" transform=\"rotate(-90 14 \(number(y)))\" text-anchor=\"middle\">\(text)</text>\n"
    }
}
