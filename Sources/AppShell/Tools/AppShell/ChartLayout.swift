import AskForReviewSimulation
import Foundation

/// Where the population chart draws: a legend in a row under the title, then two panels over the days
/// of a run (the share of users asked so far on top, the asks per week below, on round ticks).
/// Coordinates in SVG user units.
struct ChartLayout {
    let days: Int
    let width = 760.0
    let left = 70.0
    let plot = 760.0 - 70.0 - 20.0
    let top = (y: 76.0, height: 220.0)
    let bottom = (y: 356.0, height: 180.0)
    /// The height of the whole picture.
    let height = 600.0

    /// How many weeks the run spans, the last one possibly short.
    var weeks: Int { max(1, (days + 6) / 7) }

    /// The x coordinate of `day`.
    func x(_ day: Double) -> Double { left + plot * day / Double(max(1, days - 1)) }

    /// A coordinate to one decimal.
    func number(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The top of the asks-per-week axis for weeks of at most `weeklyMax` asks, and its tick step: a
    /// round number (1, 2, 2.5 or 5 times a power of ten), four steps or fewer up to the top.
    static func weeklyScale(_ weeklyMax: Int) -> (top: Double, step: Double) {
        let rough = max(1, Double(weeklyMax)) / 4
        let power = pow(10, (log10(rough)).rounded(.down))
        let step = [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        return (step * (max(1, Double(weeklyMax)) / step).rounded(.up), step)
    }

    /// The grid lines and labels of both panels, and the day axis under the bottom one.
    func axes(weeklyMax: Int) -> String {
        var svg = ""
        // The share asked, 0 to 100 %.
        for tick in stride(from: 0, through: 100, by: 25) {
            let y = top.y + top.height * (1 - Double(tick) / 100)
            svg += gridLine(y: y, label: "\(tick) %")
        }
        svg += verticalLabel("users asked so far", y: top.y + top.height / 2)
        let scale = Self.weeklyScale(weeklyMax)
        for value in stride(from: 0, through: scale.top, by: scale.step) {
            let label = value == value.rounded() ? String(Int(value)) : String(value)
            svg += gridLine(y: bottom.y + bottom.height * (1 - value / scale.top), label: label)
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
        let axisTop = Self.weeklyScale(weeklyMax).top
        let weekPoints = weekly.enumerated().map { week, count in
            "\(number(x(Double(min(days - 1, week * 7 + 3))))),\(number(bottom.y + bottom.height * (1 - Double(count) / axisTop)))"
        }
        svg +=
            "<polyline class=\"weekly\" data-policy=\"\(outcome.policy)\" data-asks=\"\(weekly.reduce(0, +))\" "
            + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" points=\"\(weekPoints.joined(separator: " "))\"/>\n"
        // The legend: a row under the title, clear of it and of the plots.
        let legendX = left + Double(index % 3) * 230
        let legendY = 44 + Double(index / 3) * 14
        svg +=
            "<rect x=\"\(number(legendX))\" y=\"\(number(legendY - 5))\" width=\"12\" height=\"3\" fill=\"\(colour)\"/>\n"
        svg +=
            "<text x=\"\(number(legendX + 18))\" y=\"\(number(legendY))\">\(outcome.policy) (\(String(format: "%.1f", (share.last ?? 0) * 100)) %)</text>\n"
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
