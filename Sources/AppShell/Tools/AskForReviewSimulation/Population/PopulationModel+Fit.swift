import AskForReviewDomain
import Foundation

extension PopulationModel {
    /// The population `tally`'s users resemble, in at most `segments` segments of about equal shares
    /// by sessions a day (see ``PopulationFit``); numbers kept to four significant digits, so the file
    /// reads plainly, and within what a population file may hold (at most 700 sessions a week, 100
    /// occurrences or bad experiences a session: a log of a few scripted users can say more), so the
    /// fitted file is always one a simulation reads. `tally` has at least one user with a launch.
    init(fittedTo tally: UsageTally, segments: Int) {
        self.init()
        let bins = tally.bins.sorted { $0.key < $1.key }
        // Each bin goes to the segment its middle user's rank falls in.
        var groups: [[(index: Int, bin: UsageTally.RateBin)]] = Array(repeating: [], count: segments)
        var before = 0
        for (index, bin) in bins {
            let middle = (Double(before) + Double(bin.users) / 2) / Double(tally.users)
            groups[min(segments - 1, Int(middle * Double(segments)))].append((index, bin))
            before += bin.users
        }
        let groupBins = groups.filter { !$0.isEmpty }
        self.segments = groupBins.indices.map { number in
            let group = groupBins[number]
            let upper = number + 1 < groupBins.count ? groupBins[number + 1][0].index : nil
            return Self.segment(group.map(\.bin), names: tally.names, users: tally.users) {
                Self.rangeName(from: group[0].index, to: upper)
            }
        }
        let all = tally.bins.values
        let launches = all.reduce(0) { $0 + $1.launches }
        let days = all.reduce(0) { $0 + $1.days }
        badExperiencesPerSession = Self.rounded(
            min(PopulationFile.perSession.upperBound, Double(tally.badExperiences) / Double(launches)))
        churnPerDay = Self.rounded(days > 0 ? Double(tally.usersWhoLeft) / days : 0)
        installWithinDays = Self.installDays(tally)
        let shipped = tally.versions.values.filter { $0.firstDay > tally.firstDay }
        newVersionsPerYear = Self.rounded(
            min(365, Double(shipped.count) / Double(tally.lastDay - tally.firstDay + 1) * 365))
        let updates = shipped.reduce(0) { $0 + $1.updates }
        let delays = shipped.reduce(0.0) { $0 + $1.updateDays - Double($1.updates * $1.firstDay) }
        updateDelayDays = Self.rounded(updates > 0 ? min(365, max(0, delays / Double(updates))) : 0)
        signedInShare = 1
    }

    /// The days over which the log's users installed the app, were installs spread evenly over them
    /// (those by which 90% of the users had installed, over 0.9), or 0 (every day of the run) when
    /// that is most of the log (90% of its days or more).
    private static func installDays(_ tally: UsageTally) -> Int {
        let logDays = tally.lastDay - tally.firstDay + 1
        var users = 0
        for (day, count) in tally.installDays.sorted(by: { $0.key < $1.key }) {
            users += count
            guard Double(users) >= 0.9 * Double(tally.users) else { continue }
            let days = (Double(max(0, day - tally.firstDay) + 1) / 0.9).rounded()
            return days >= 0.9 * Double(logDays) ? 0 : Int(days)
        }
        return 0
    }

    /// The segment of `bins`' users, `users` in all, named by `name`.
    private static func segment(
        _ bins: [UsageTally.RateBin], names: [EventName], users: Int, name: () -> String
    ) -> Segment {
        let members = bins.reduce(0) { $0 + $1.users }
        let launches = bins.reduce(0) { $0 + $1.launches }
        let days = bins.reduce(0.0) { $0 + $1.days }
        var events: [SessionEvent] = []
        for (index, event) in names.enumerated() {
            let count = bins.reduce(0) { $0 + ($1.counts.count > index ? $1.counts[index] : 0) }
            let weight = bins.reduce(0.0) { $0 + ($1.weights.count > index ? $1.weights[index] : 0) }
            guard count > 0, launches > 0 else { continue }
            events.append(
                SessionEvent(
                    event,
                    perSession: rounded(min(PopulationFile.perSession.upperBound, Double(count) / Double(launches))),
                    weight: rounded(weight / Double(count))))
        }
        // The most frequent first; a population file holds at most as many as a state counts.
        let kept = events.enumerated().sorted {
            ($1.element.perSession, $0.offset) < ($0.element.perSession, $1.offset)
        }
        .prefix(ReviewState.maximumEventNames).map(\.element)
        return Segment(
            name: name(), share: rounded(Double(members) / Double(users)),
            sessionsPerWeek: rounded(
                min(PopulationFile.sessionsPerWeek.upperBound, days > 0 ? Double(launches) / days * 7 : 0)),
            eventsPerSession: kept)
    }

    /// A segment's name: the sessions a week of its users, from bin `lower`'s bound to bin `upper`'s
    /// (none: no bound).
    private static func rangeName(from lower: Int, to upper: Int?) -> String {
        func perWeek(_ bin: Int) -> String {
            let value = UsageTally.lowerBound(ofBin: bin) * 7
            return value < 10 ? String(format: "%.2g", value) : String(Int(value.rounded()))
        }
        guard let upper else { return lower == 0 ? "no sessions" : "\(perWeek(lower)) sessions a week or more" }
        return lower == 0
            ? "under \(perWeek(upper)) sessions a week" : "\(perWeek(lower)) to \(perWeek(upper)) sessions a week"
    }

    /// `value` to four significant digits.
    private static func rounded(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value.isFinite ? value : 0 }
        let digits = 3 - log10(abs(value)).rounded(.down)
        let scale = pow(10, abs(digits))
        return digits >= 0 ? (value * scale).rounded() / scale : (value / scale).rounded() * scale
    }
}
