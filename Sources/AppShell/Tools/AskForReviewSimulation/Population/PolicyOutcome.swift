public import AskForReviewDomain
import Foundation

/// What a policy did to a set of users — a simulated population, or real users replayed from their
/// event log — added up user by user: whole counts and histograms only, so memory does not grow with
/// the number of users and adding is order-free (parts of a run add up exactly). The figures are
/// plain values: an outcome read back from a report is made with ``init(policy:days:)`` and its
/// figures set.
public struct PolicyOutcome: Sendable, Equatable {
    /// The policy's name.
    public let policy: String
    /// Users simulated.
    public var users = 0
    /// Days users were followed, added up (a churned user counts the days before they left).
    public var userDays = 0
    /// Users asked at least once (a system request or a pre-prompt).
    public var everAsked = 0
    /// Users asked three times or more.
    public var askedThreeTimes = 0
    /// System review requests made.
    public var systemRequests = 0
    /// Requests the system's own limit would have swallowed had the policy not mirrored it.
    public var swallowedWithoutMirror = 0
    /// Pre-prompts shown.
    public var prePrompts = 0
    /// Pre-prompt answers, by answer.
    public var answers: [PrePromptAnswer: Int] = [:]
    /// Users whose first ask came this many days after their first launch, by day (counted from the
    /// start of the run for a user with no launch before that ask; in a replay, from the user's first
    /// event).
    public var firstAskDays: [Int]
    /// Asks on each day of the run (in a replay, on each day of the users' own histories, day 0 being
    /// that of a user's first event).
    public var asksPerDay: [Int]
    /// System review requests on each day of the run (in a replay, of the users' own histories): the
    /// requests asks made at once, and those that followed a pre-prompt's "rate".
    public var systemRequestsPerDay: [Int]
    /// Pre-prompts shown on each day of the run (in a replay, of the users' own histories).
    public var prePromptsPerDay: [Int]
    /// Users first asked on each day of the run (in a replay, of their own history).
    public var firstAskedOnDay: [Int]
    /// Users first asked in their first session, before their second launch (replays only); a user
    /// whose install the log dates before it (``LoggedEvent/installBeforeLog``) had that session
    /// before the log, and is not counted.
    public var askedInFirstSession = 0
    /// Users whose history starts with their install (a logged ``LoggedEvent/install``), replays only:
    /// the others may have installed long before their first logged event, which then counts as
    /// their first launch.
    public var installedInLog = 0
    /// Users whose history starts with an install before the log (``LoggedEvent/installBeforeLog``),
    /// replays only: their first launch counts from it, but the log lacks their early days.
    public var installedBeforeLog = 0
    /// Asks by the app version the user had.
    public var asksByVersion: [String: Int] = [:]
    /// Asks by the event they followed: the completed process or, at a periodic check, the logged
    /// event it came with (replays only).
    public var asksAfterEvent: [String: Int] = [:]
    /// How many times each event the policy needs (``PolicyEvents/needed(by:)``) happened in the
    /// users replayed, a name the log never holds at 0 (replays only): a policy whose events the log
    /// lacks asks nobody for want of them.
    public var eventsInLog: [String: Int] = [:]
    /// The lines of the log left out, by why (replays only): `platform Android` and `app
    /// com.example.uat` (another platform's or another app's), `dropped user_engagement` (an event
    /// the export's format drops), `type identify` (a line of another kind than an event),
    /// `duplicate` (an event its user's earlier line already holds), `no user id` (a line whose id is
    /// `null` or empty), `installed before the log` (the lines of a user a replay of those installed
    /// within the log leaves out). ``linesRead`` is ``linesUsed`` and these added up.
    public var linesLeftOut: [String: Int] = [:]
    /// Users none of whose lines was replayed (replays only), not among ``users``: ``usersLeftOutBy``
    /// added up.
    public var usersLeftOut = 0
    /// The users none of whose lines was replayed, by why most of their lines were left out (a user
    /// whose every line is Android's is left out for `platform ANDROID`), replays only. The users of
    /// the log are ``users`` and these added up (``usersInLog``).
    public var usersLeftOutBy: [String: Int] = [:]
    /// The launches in the histories of the users replayed (replays only), derived ones included
    /// (``ExportFormat/derivingSessions(afterIdle:)``): none means every history is one session.
    public var launchesInLog = 0
    /// The lines of the log read (replays only): every line, whatever became of it.
    public var linesRead = 0
    /// The lines of the log that were events of the users replayed (replays only).
    public var linesUsed = 0
    /// The users the log holds (replays only): ``users`` and ``usersLeftOut`` added up, each user
    /// counted once however their lines come.
    public var usersInLog = 0

    /// Nothing seen yet, for a run of `days` days: the outcome a run adds its users to, or, its figures
    /// set one by one, an outcome read back from a report (a shard's, to add to the others').
    public init(policy: String, days: Int) {
        self.policy = policy
        firstAskDays = Array(repeating: 0, count: days)
        asksPerDay = Array(repeating: 0, count: days)
        systemRequestsPerDay = Array(repeating: 0, count: days)
        prePromptsPerDay = Array(repeating: 0, count: days)
        firstAskedOnDay = Array(repeating: 0, count: days)
    }

    /// Adds one user's run, which started at `start`.
    mutating func add(
        _ result: UsageSimulator.Result, swallowedWithoutMirror swallowed: Int, user: SimulatedUser, start: Date
    ) {
        addUser(result, swallowedWithoutMirror: swallowed, days: user.days, answer: user.answer)
        guard let first = result.asks.first else { return }
        // Counted from the first launch before the first ask, else from the start of the run.
        let launchDay = result.finalState.firstLaunchDate.flatMap {
            $0 <= first.date ? Int(($0.timeIntervalSince(start) / 86_400).rounded(.down)) : nil
        }
        Self.increment(&firstAskDays, at: first.day - (launchDay ?? 0))
    }

    /// Adds one user's replayed history: `result` of the steps from `firstEvent` to `lastEvent`, the
    /// user answering `answer`, starting a second session at `secondLaunch` (if ever), the history
    /// starting with an install in the log, before it, or neither (`installed`); `askEvents` are the
    /// logged events `result`'s asks followed, in order.
    mutating func add(
        replayed result: UsageSimulator.Result, swallowedWithoutMirror swallowed: Int, answer: PrePromptAnswer,
        firstEvent: Date, lastEvent: Date, secondLaunch: Date?, installed: ReplayedInstall?, askEvents: [EventName]
    ) {
        let days = Int((lastEvent.timeIntervalSince(firstEvent) / 86_400).rounded(.down)) + 1
        addUser(result, swallowedWithoutMirror: swallowed, days: days, answer: answer)
        switch installed {
        case .inLog: installedInLog += 1
        case .beforeLog: installedBeforeLog += 1
        case nil: break
        }
        for event in askEvents { asksAfterEvent[event.rawValue, default: 0] += 1 }
        guard let first = result.asks.first else { return }
        Self.increment(&firstAskDays, at: first.day)
        // A user who installed before the log had their first session before it too.
        if installed != .beforeLog, secondLaunch.map({ first.date < $0 }) ?? true { askedInFirstSession += 1 }
    }

    /// Counts one user followed `days` days: `result`'s requests and asks, its pre-prompts answered
    /// `answer`, and the requests the system would have swallowed without the mirror.
    private mutating func addUser(
        _ result: UsageSimulator.Result, swallowedWithoutMirror swallowed: Int, days: Int, answer: PrePromptAnswer
    ) {
        users += 1
        userDays += days
        systemRequests += result.systemRequestDates.count
        swallowedWithoutMirror += swallowed
        for ask in result.asks {
            Self.increment(&asksPerDay, at: ask.day)
            asksByVersion[ask.version, default: 0] += 1
            if ask.kind != .prePrompt { Self.increment(&systemRequestsPerDay, at: ask.day) }
            guard ask.kind != .systemRequest else { continue }
            Self.increment(&prePromptsPerDay, at: ask.day)
            prePrompts += 1
            answers[answer, default: 0] += 1
        }
        guard let first = result.asks.first else { return }
        everAsked += 1
        Self.increment(&firstAskedOnDay, at: first.day)
        if result.asks.count >= 3 { askedThreeTimes += 1 }
    }

    /// Adds one at `index` of `counts`, which grows to hold it.
    private static func increment(_ counts: inout [Int], at index: Int) {
        if index >= counts.count { counts += repeatElement(0, count: index + 1 - counts.count) }
        counts[index] += 1
    }

    /// `other` added to `counts` element by element, the shorter padded with zeros.
    private static func adding(_ other: [Int], to counts: [Int]) -> [Int] {
        (0..<max(counts.count, other.count)).map {
            ($0 < counts.count ? counts[$0] : 0) + ($0 < other.count ? other[$0] : 0)
        }
    }

    /// Counts a user left out of the replay for `reason`.
    mutating func leaveOut(for reason: String) {
        usersInLog += 1
        usersLeftOut += 1
        usersLeftOutBy[reason, default: 0] += 1
    }

    /// Adds another part of the same run.
    public mutating func add(_ other: PolicyOutcome) {
        users += other.users
        userDays += other.userDays
        everAsked += other.everAsked
        askedThreeTimes += other.askedThreeTimes
        systemRequests += other.systemRequests
        swallowedWithoutMirror += other.swallowedWithoutMirror
        prePrompts += other.prePrompts
        answers.merge(other.answers, uniquingKeysWith: +)
        askedInFirstSession += other.askedInFirstSession
        installedInLog += other.installedInLog
        installedBeforeLog += other.installedBeforeLog
        asksByVersion.merge(other.asksByVersion, uniquingKeysWith: +)
        asksAfterEvent.merge(other.asksAfterEvent, uniquingKeysWith: +)
        eventsInLog.merge(other.eventsInLog, uniquingKeysWith: +)
        linesLeftOut.merge(other.linesLeftOut, uniquingKeysWith: +)
        usersLeftOut += other.usersLeftOut
        usersLeftOutBy.merge(other.usersLeftOutBy, uniquingKeysWith: +)
        linesRead += other.linesRead
        linesUsed += other.linesUsed
        usersInLog += other.usersInLog
        launchesInLog += other.launchesInLog
        firstAskDays = Self.adding(other.firstAskDays, to: firstAskDays)
        asksPerDay = Self.adding(other.asksPerDay, to: asksPerDay)
        systemRequestsPerDay = Self.adding(other.systemRequestsPerDay, to: systemRequestsPerDay)
        prePromptsPerDay = Self.adding(other.prePromptsPerDay, to: prePromptsPerDay)
        firstAskedOnDay = Self.adding(other.firstAskedOnDay, to: firstAskedOnDay)
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
