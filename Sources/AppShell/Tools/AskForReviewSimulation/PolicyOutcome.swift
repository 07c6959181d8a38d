public import AskForReviewDomain
import Foundation

/// What a population run saw under one policy, added up user by user: whole counts and per-day
/// histograms only, so memory does not grow with the number of users and adding is order-free.
public struct PolicyOutcome: Sendable, Equatable {
    /// The policy's name.
    public let policy: String
    /// Users simulated.
    public private(set) var users = 0
    /// Days users were followed, added up (a churned user counts the days before they left).
    public private(set) var userDays = 0
    /// Users asked at least once (a system request or a pre-prompt).
    public private(set) var everAsked = 0
    /// Users asked three times or more.
    public private(set) var askedThreeTimes = 0
    /// System review requests made.
    public private(set) var systemRequests = 0
    /// Requests the system's own limit would have swallowed had the policy not mirrored it.
    public private(set) var swallowedWithoutMirror = 0
    /// Pre-prompts shown.
    public private(set) var prePrompts = 0
    /// Pre-prompt answers, by answer.
    public private(set) var answers: [PrePromptAnswer: Int] = [:]
    /// Users whose first ask came this many days after their first launch, by day (counted from the
    /// start of the run for a user with no launch before that ask).
    public private(set) var firstAskDays: [Int]
    /// Asks on each day of the run.
    public private(set) var asksPerDay: [Int]
    /// Users first asked on each day of the run.
    public private(set) var firstAskedOnDay: [Int]

    /// Nothing seen yet, for a run of `days` days.
    package init(policy: String, days: Int) {
        self.policy = policy
        firstAskDays = Array(repeating: 0, count: days)
        asksPerDay = Array(repeating: 0, count: days)
        firstAskedOnDay = Array(repeating: 0, count: days)
    }

    /// Adds one user's run, which started at `start`.
    mutating func add(
        _ result: UsageSimulator.Result, swallowedWithoutMirror swallowed: Int, user: SimulatedUser, start: Date
    ) {
        users += 1
        userDays += user.days
        systemRequests += result.systemRequestDates.count
        swallowedWithoutMirror += swallowed
        for ask in result.asks {
            asksPerDay[ask.day] += 1
            guard ask.kind != .systemRequest else { continue }
            prePrompts += 1
            answers[user.answer, default: 0] += 1
        }
        guard let first = result.asks.first else { return }
        everAsked += 1
        firstAskedOnDay[first.day] += 1
        if result.asks.count >= 3 { askedThreeTimes += 1 }
        // Counted from the first launch before the first ask, else from the start of the run.
        let launchDay = result.finalState.firstLaunchDate.flatMap {
            $0 <= first.date ? Int(($0.timeIntervalSince(start) / 86_400).rounded(.down)) : nil
        }
        firstAskDays[first.day - (launchDay ?? 0)] += 1
    }

    /// Adds another part of the same run.
    mutating func add(_ other: PolicyOutcome) {
        users += other.users
        userDays += other.userDays
        everAsked += other.everAsked
        askedThreeTimes += other.askedThreeTimes
        systemRequests += other.systemRequests
        swallowedWithoutMirror += other.swallowedWithoutMirror
        prePrompts += other.prePrompts
        answers.merge(other.answers, uniquingKeysWith: +)
        for day in firstAskDays.indices { firstAskDays[day] += other.firstAskDays[day] }
        for day in asksPerDay.indices {
            asksPerDay[day] += other.asksPerDay[day]
            firstAskedOnDay[day] += other.firstAskedOnDay[day]
        }
    }

    /// System requests per user over the whole run: never above 3 a year of the run per user while
    /// the policy mirrors the system's limit.
    public var systemRequestsPerUser: Double {
        users == 0 ? 0 : Double(systemRequests) / Double(users)
    }

    /// System requests per 365 days of use: divided by the days users actually used the app, so a
    /// user who asks three times in a month of use counts as 36 a year of use.
    public var systemRequestsPer365DaysOfUse: Double {
        userDays == 0 ? 0 : Double(systemRequests) / (Double(userDays) / 365)
    }

    /// Users asked at least once by the end of each day of the run.
    public var usersAskedByDay: [Int] {
        var total = 0
        return firstAskedOnDay.map { count in
            total += count
            return total
        }
    }

    /// The day by which `share` of all users had their first ask, counted from their first launch;
    /// `nil` when fewer were ever asked.
    public func firstAskDay(reaching share: Double) -> Int? {
        let needed = Int((share * Double(users)).rounded(.up))
        guard needed > 0 else { return nil }
        var asked = 0
        for (day, count) in firstAskDays.enumerated() {
            asked += count
            if asked >= needed { return day }
        }
        return nil
    }
}
