import AskForReviewDomain
import Foundation

/// Real users' histories added up for a ``PopulationFit``, one history at a time, in memory that
/// does not grow with the number of users: users grouped by their sessions a day into narrow bins
/// (twenty a tenfold), with each bin's launches, days of use and events; the days on which users
/// were last seen; and each version's first sighting and how long users took to reach it.
struct UsageTally {
    /// The users of one bin of sessions a day, added up.
    struct RateBin {
        var users = 0
        var launches = 0
        /// Days of use: each user's days from their first event to their last, and the days they
        /// would on average have gone without a session after it (see ``UsageTally/silentDays(after:)``).
        var days = 0.0
        /// Occurrences and summed weights of each event that is not a bad experience, by the index of
        /// its name in ``UsageTally/names``.
        var counts: [Int] = []
        var weights: [Double] = []
    }

    /// How the users reaching one version (after an earlier one) reached it.
    struct VersionSightings {
        /// The first day anyone had it: the day it shipped, as near as the log tells.
        var firstDay: Int
        /// The users who updated to it, and the days on which they had it first, each less the days
        /// they would on average have gone without a session anyway.
        var updates = 0
        var updateDays = 0.0
    }

    /// The most event names counted; events of other names are left out of the fit.
    static let maximumNames = 4_096

    /// How many users were added.
    private(set) var users = 0
    /// The first and last day with an event, counted from 2001-01-01 in UTC.
    private(set) var firstDay = Int.max
    private(set) var lastDay = Int.min
    /// Users by the day they installed the app, as near as their first event and their sessions a
    /// day tell.
    private(set) var installDays: [Int: Int] = [:]
    /// The names counted, and each one's index.
    private(set) var names: [EventName] = []
    private var nameIndexes: [EventName: Int] = [:]
    /// The bins, by ``bin(sessionsPerDay:)``.
    private(set) var bins: [Int: RateBin] = [:]
    /// Bad experiences, all users together.
    private(set) var badExperiences = 0
    /// Users by the last day of a silence that says they left: their last event's day, plus the days
    /// without a session that would be unlikely (under 5%) if they still used the app.
    private var leavingDays: [Int: Int] = [:]
    /// Each version an event names, by name.
    private(set) var versions: [String: VersionSightings] = [:]

    /// Adds one user's `history` (their events, in time order).
    mutating func add(_ history: [LoggedEvent]) {
        // An install before the log dates the install; the log's own events are the rest.
        let datedInstall = history.first.flatMap { $0.kind == .installBeforeLog ? Self.day(of: $0.time) : nil }
        let logged = datedInstall == nil ? history[...] : history.dropFirst()
        guard let first = logged.first, let last = logged.last else { return }
        let (start, end) = (Self.day(of: first.time), Self.day(of: last.time))
        let launches = logged.lazy.filter { $0.kind == .launch }.count
        let span = Double(end - start + 1)
        let rate = Double(launches) / span
        users += 1
        firstDay = min(firstDay, start)
        lastDay = max(lastDay, end)
        let expectedSilence = Self.silentDays(after: rate)
        // Installed on the day of a logged or dated install, else, on average, the days without a
        // session before the first one.
        let installed = datedInstall ?? (first.kind == .install ? start : start - Int(expectedSilence.rounded()))
        installDays[installed, default: 0] += 1
        leavingDays[end + Int((3 / max(rate, 1 / span)).rounded(.up)), default: 0] += 1
        let binIndex = Self.bin(sessionsPerDay: rate)
        var bin = bins[binIndex] ?? RateBin()
        bin.users += 1
        bin.launches += launches
        bin.days += span + expectedSilence
        var version: String?
        for event in logged {
            if let named = event.version, named != version {
                sighted(named, on: Self.day(of: event.time), updated: version != nil, silence: expectedSilence)
                version = named
            }
            if event.isBadExperience {
                badExperiences += 1
            } else if event.kind.isAppEvent,
                let index = index(of: event.name)
            {
                if bin.counts.count <= index {
                    bin.counts += Array(repeating: 0, count: names.count - bin.counts.count)
                    bin.weights += Array(repeating: 0, count: names.count - bin.weights.count)
                }
                bin.counts[index] += 1
                bin.weights[index] += event.weight
            }
        }
        bins[binIndex] = bin
    }

    /// How many users had stopped using the app by the end of the log, by their silence since.
    var usersWhoLeft: Int {
        leavingDays.reduce(0) { $0 + ($1.key <= lastDay ? $1.value : 0) }
    }

    /// The bin of a user with `rate` sessions a day: 0 for none, else one of twenty a tenfold from
    /// 1/700 a day (a session in a hundred weeks).
    static func bin(sessionsPerDay rate: Double) -> Int {
        guard rate > 0 else { return 0 }
        return 1 + max(0, Int((log10(rate * 700) * 20).rounded(.down)))
    }

    /// The sessions a day at which bin `index` starts (0 for the bin of none).
    static func lowerBound(ofBin index: Int) -> Double {
        index == 0 ? 0 : pow(10, Double(index - 1) / 20) / 700
    }

    /// The days a user with `rate` sessions a day (drawn each day) goes, on average, without one after
    /// any day: how far their last event is likely to fall before the end of their use.
    static func silentDays(after rate: Double) -> Double {
        guard rate > 0 else { return 0 }
        return exp(-rate) / -expm1(-rate)
    }

    /// The day `time` falls on, counted from 2001-01-01 in UTC.
    static func day(of time: Date) -> Int {
        Int((time.timeIntervalSinceReferenceDate / 86_400).rounded(.down))
    }

    private mutating func index(of name: EventName) -> Int? {
        if let index = nameIndexes[name] { return index }
        guard names.count < Self.maximumNames else { return nil }
        nameIndexes[name] = names.count
        names.append(name)
        return names.count - 1
    }

    private mutating func sighted(_ version: String, on day: Int, updated: Bool, silence: Double) {
        var sightings = versions[version] ?? VersionSightings(firstDay: day)
        sightings.firstDay = min(sightings.firstDay, day)
        if updated {
            sightings.updates += 1
            sightings.updateDays += Double(day) - silence
        }
        versions[version] = sightings
    }
}
