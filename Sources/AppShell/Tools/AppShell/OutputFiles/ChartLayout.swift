import Foundation

/// Where the population chart draws, in SVG user units: the title and two lines under it, a legend
/// of as many rows as its entries need, then three panels over the days of a run (the share of users
/// asked so far, system requests per week, pre-prompts per week), each with a caption above it and
/// round ticks, and the day axis under the last.
struct ChartLayout {
    /// A panel: its caption, where it stands and how tall it is.
    struct Panel {
        let caption: String
        let y: Double
        let height: Double
    }

    let days: Int
    /// The picture's width, where the plots start (the axis labels to their left) and how wide they are.
    static let width = 760.0
    static let left = 70.0
    static let plot = width - left - 24
    /// The legend's entries, in order, each its colour and its text.
    let legend: [(colour: String, text: String)]
    /// How many legend entries stand in a row, and the width each takes.
    let legendColumns: Int
    let legendColumnWidth: Double
    /// Where the legend's first row stands.
    static let legendTop = 80.0
    /// A legend row's height.
    static let legendRow = 17.0

    /// The widest a character of the chart's 12-unit text is taken to be: wide enough for capitals
    /// and digits in the fonts a viewer may substitute, so text laid out with it never overlaps.
    static let characterWidth = 7.4

    init(days: Int, legend: [(colour: String, text: String)]) {
        self.days = days
        self.legend = legend
        let widest = legend.map { Double($0.text.count) * Self.characterWidth + 18 + 20 }.max() ?? 0
        legendColumns = max(1, min(legend.count, Int(Self.plot / max(1, widest))))
        legendColumnWidth = Self.plot / Double(legendColumns)
    }

    /// The bottom of the legend.
    var legendBottom: Double {
        Self.legendTop + Double((legend.count + legendColumns - 1) / legendColumns) * Self.legendRow
    }

    /// The three panels, below the legend.
    var panels: (asked: Panel, requests: Panel, prePrompts: Panel) {
        let asked = Panel(
            caption: "Users asked at least once (system request or pre-prompt), share of all users",
            y: legendBottom + 30, height: 190)
        let requests = Panel(
            caption: "System review requests per week (the system shows at most 3 a user in 365 days)",
            y: asked.y + asked.height + 46, height: 130)
        let prePrompts = Panel(
            caption: "Pre-prompts per week (the app's own question, shown before any request)",
            y: requests.y + requests.height + 46, height: 130)
        return (asked, requests, prePrompts)
    }

    /// The height of the whole picture.
    var height: Double { panels.prePrompts.y + panels.prePrompts.height + 50 }

    /// How many weeks the run spans, the last one possibly short.
    var weeks: Int { max(1, (days + 6) / 7) }

    /// The x coordinate of `day`.
    func x(_ day: Double) -> Double { Self.left + Self.plot * day / Double(max(1, days - 1)) }

    /// A coordinate to one decimal.
    func number(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The top of a per-week axis for weeks of at most `weeklyMax`, and its tick step: a round number
    /// (1, 2, 2.5 or 5 times a power of ten), four steps or fewer up to the top.
    static func weeklyScale(_ weeklyMax: Int) -> (top: Double, step: Double) {
        let rough = max(1, Double(weeklyMax)) / 4
        let power = pow(10, (log10(rough)).rounded(.down))
        let step = [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        return (step * (max(1, Double(weeklyMax)) / step).rounded(.up), step)
    }

    /// The legend, each entry a swatch and its text, in rows of ``legendColumns``.
    func legendEntries() -> String {
        legend.enumerated().map { index, entry in
            let x = Self.left + Double(index % legendColumns) * legendColumnWidth
            let y = Self.legendTop + Double(index / legendColumns) * Self.legendRow + 12
            return
                "<rect x=\"\(number(x))\" y=\"\(number(y - 6))\" width=\"12\" height=\"4\" fill=\"\(entry.colour)\"/>\n"
                + "<text class=\"legend\" x=\"\(number(x + 18))\" y=\"\(number(y))\">\(ChartText.escaped(entry.text))</text>\n"
        }.joined()
    }

    /// The captions, grid lines and labels of the three panels, and the day axis under the last.
    func axes(requestsMax: Int, prePromptsMax: Int) -> String {
        let (asked, requests, prePrompts) = panels
        var svg = [asked, requests, prePrompts].map(caption).joined()
        for tick in stride(from: 0, through: 100, by: 25) {
            svg += gridLine(y: asked.y + asked.height * (1 - Double(tick) / 100), label: "\(tick) %", axis: "asked")
        }
        for (panel, weeklyMax, axis) in [
            (requests, requestsMax, "requests"), (prePrompts, prePromptsMax, "prePrompts"),
        ] {
            let scale = Self.weeklyScale(weeklyMax)
            for value in stride(from: 0, through: scale.top, by: scale.step) {
                let label = value == value.rounded() ? String(Int(value)) : String(value)
                svg += gridLine(y: panel.y + panel.height * (1 - value / scale.top), label: label, axis: axis)
            }
        }
        let base = prePrompts.y + prePrompts.height
        for day in stride(from: 0, to: days, by: max(1, days / 6)) {
            svg +=
                "<text x=\"\(number(x(Double(day))))\" y=\"\(number(base + 18))\" text-anchor=\"middle\">\(day)</text>\n"
        }
        svg +=
            "<text x=\"\(number(Self.left + Self.plot / 2))\" y=\"\(number(base + 38))\" text-anchor=\"middle\">day of the run</text>\n"
        return svg
    }

    /// The y coordinate of `value` on `panel` whose axis tops at `top`.
    func y(_ value: Double, of top: Double, in panel: Panel) -> Double {
        panel.y + panel.height * (1 - value / max(top, 1e-9))
    }

    private func caption(_ panel: Panel) -> String {
        "<text x=\"\(number(Self.left))\" y=\"\(number(panel.y - 12))\" font-weight=\"bold\">\(panel.caption)</text>\n"
    }

    private func gridLine(y: Double, label: String, axis: String) -> String {
        "<line x1=\"\(number(Self.left))\" y1=\"\(number(y))\" x2=\"\(number(Self.left + Self.plot))\" y2=\"\(number(y))\" stroke=\"#ddd\"/>\n"
            + "<text class=\"tick-\(axis)\" x=\"\(number(Self.left - 6))\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(label)</text>\n"
    }
}
