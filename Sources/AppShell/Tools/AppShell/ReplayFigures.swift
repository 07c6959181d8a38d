import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// One policy's figures in a replay, as `replay --json` prints them: whole counts and histograms
/// only, so the figures of shards add up to those of the whole log exactly.
struct ReplayFigures: Equatable {
    var policy: String
    var users = 0
    var everAsked = 0
    var askedInFirstSession = 0
    var askedThreeTimes = 0
    var systemRequests = 0
    var swallowedWithoutMirror = 0
    var prePrompts = 0
    /// Pre-prompt answers, by the answer's name.
    var answers: [String: Int] = [:]
    /// Users first asked after each number of whole days from their first event.
    var firstAskDays: [Int] = []
    var asksByVersion: [String: Int] = [:]
    var asksAfterEvent: [String: Int] = [:]
    /// The policy's warnings: code and message (their figures are worded from the counts).
    var warnings: [(code: PolicyWarning.Code, message: String)] = []

    static func == (lhs: ReplayFigures, rhs: ReplayFigures) -> Bool {
        lhs.json() == rhs.json()
    }

    /// No figures yet, for `policy`.
    init(policy: String) {
        self.policy = policy
    }

    /// The figures of `outcome`, under `policy`.
    init(_ outcome: PolicyOutcome, policy: ReviewPolicy) {
        self.policy = outcome.policy
        users = outcome.users
        everAsked = outcome.everAsked
        askedInFirstSession = outcome.askedInFirstSession
        askedThreeTimes = outcome.askedThreeTimes
        systemRequests = outcome.systemRequests
        swallowedWithoutMirror = outcome.swallowedWithoutMirror
        prePrompts = outcome.prePrompts
        answers = Dictionary(
            uniqueKeysWithValues: PrePromptAnswer.allCases.map { ($0.rawValue, outcome.answers[$0] ?? 0) })
        firstAskDays = outcome.firstAskDays
        asksByVersion = outcome.asksByVersion
        asksAfterEvent = outcome.asksAfterEvent
        warnings = policy.guidanceWarnings(allowing: []).map { ($0.code, $0.message) }
    }

    /// The figures another part of the same log adds.
    mutating func add(_ other: ReplayFigures) {
        users += other.users
        everAsked += other.everAsked
        askedInFirstSession += other.askedInFirstSession
        askedThreeTimes += other.askedThreeTimes
        systemRequests += other.systemRequests
        swallowedWithoutMirror += other.swallowedWithoutMirror
        prePrompts += other.prePrompts
        answers.merge(other.answers, uniquingKeysWith: +)
        firstAskDays = (0..<max(firstAskDays.count, other.firstAskDays.count)).map {
            ($0 < firstAskDays.count ? firstAskDays[$0] : 0)
                + ($0 < other.firstAskDays.count ? other.firstAskDays[$0] : 0)
        }
        asksByVersion.merge(other.asksByVersion, uniquingKeysWith: +)
        asksAfterEvent.merge(other.asksAfterEvent, uniquingKeysWith: +)
    }

    /// The day by which `share` of the users ever asked had their first ask; `nil` when nobody was.
    func firstAskDay(reaching share: Double) -> Int? {
        guard everAsked > 0 else { return nil }
        let needed = max(1, Int((share * Double(everAsked)).rounded(.up)))
        var asked = 0
        for (day, count) in firstAskDays.enumerated() {
            asked += count
            if asked >= needed { return day }
        }
        return nil
    }

    /// The warnings, each with the figure of the log that bears on it, and a warning when the policy
    /// asked users in their first session though its guidance did not say it could.
    func wordedWarnings() -> [(code: PolicyWarning.Code, message: String, figure: String)] {
        let firstSession = "\(askedInFirstSession) of \(users) users were asked in their first session"
        var worded = warnings.map { warning in
            let figure =
                switch warning.code {
                case .asksInFirstSession: firstSession
                case .noMinimumInterval: "\(askedThreeTimes) of \(users) users were asked three times or more"
                default: "\(everAsked) of \(users) users were asked"
                }
            return (warning.code, warning.message, figure)
        }
        if askedInFirstSession > 0, !warnings.contains(where: { $0.code == .asksInFirstSession }) {
            worded.append(
                (
                    Self.askedInFirstSession,
                    "the policy asked users before their second session; the peers wait for several uses and days",
                    firstSession
                ))
        }
        return worded
    }

    /// The code of the warning a replay adds when a policy asked users in their first session though
    /// its guidance did not say it could: what the log shows, where `asksInFirstSession` is what a
    /// policy allows.
    static let askedInFirstSession = PolicyWarning.Code(rawValue: "askedInFirstSession")

    /// `counts` the largest first (ties by name).
    static func ranked(_ counts: [String: Int]) -> [(name: String, count: Int)] {
        counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }

    func json() -> JSONValue {
        .object([
            "policy": .string(policy),
            "users": .int(users),
            "everAsked": .int(everAsked),
            "askedInFirstSession": .int(askedInFirstSession),
            "askedThreeTimes": .int(askedThreeTimes),
            "systemRequests": .int(systemRequests),
            "swallowedWithoutMirror": .int(swallowedWithoutMirror),
            "prePrompts": .int(prePrompts),
            "answers": .object(answers.mapValues(JSONValue.int)),
            "firstAskDays": .object([
                "p10": firstAskDay(reaching: 0.1).map(JSONValue.int) ?? .null,
                "p50": firstAskDay(reaching: 0.5).map(JSONValue.int) ?? .null,
                "p90": firstAskDay(reaching: 0.9).map(JSONValue.int) ?? .null,
                "histogram": .array(firstAskDays.map(JSONValue.int)),
            ]),
            "asksByVersion": .object(asksByVersion.mapValues(JSONValue.int)),
            "asksAfterEvent": .array(
                Self.ranked(asksAfterEvent).map { .object(["event": .string($0.name), "asks": .int($0.count)]) }),
            "warnings": .array(
                wordedWarnings().map {
                    .object([
                        "code": .string($0.code.rawValue), "message": .string($0.message), "figure": .string($0.figure),
                    ])
                }),
        ])
    }
}
