import AskForReviewDomain
import AskForReviewRollout
import AskForReviewSimulation
import Foundation

/// One policy's figures in a replay, as `replay --json` prints them: its outcome (whole counts and
/// histograms only, so the figures of shards add up to those of the whole log exactly) and its
/// warnings.
struct ReplayFigures: Equatable {
    /// What the policy did to the users replayed.
    var outcome: PolicyOutcome
    /// The policy's warnings: code and message (their figures are worded from the counts).
    var warnings: [(code: PolicyWarning.Code, message: String)] = []

    static func == (lhs: ReplayFigures, rhs: ReplayFigures) -> Bool {
        lhs.json() == rhs.json()
    }

    /// The figures of `outcome`, with `warnings`.
    init(_ outcome: PolicyOutcome, warnings: [(code: PolicyWarning.Code, message: String)]) {
        self.outcome = outcome
        self.warnings = warnings
    }

    /// The figures of `outcome`, under `policy`, whose guidance warnings they carry.
    init(_ outcome: PolicyOutcome, policy: ReviewPolicy) {
        self.init(outcome, warnings: policy.guidanceWarnings(allowing: []).map { ($0.code, $0.message) })
    }

    /// The day by which `share` of the users ever asked had their first ask; `nil` when nobody was.
    func firstAskDay(reaching share: Double) -> Int? {
        guard outcome.everAsked > 0 else { return nil }
        let needed = max(1, Int((share * Double(outcome.everAsked)).rounded(.up)))
        var asked = 0
        for (day, count) in outcome.firstAskDays.enumerated() {
            asked += count
            if asked >= needed { return day }
        }
        return nil
    }

    /// The warnings, each with the figure of the log that bears on it, and a warning when the policy
    /// asked users in their first session though its guidance did not say it could.
    /// A policy whose events the log never holds asks nobody for want of them: each such event is a
    /// warning, with the mapping that would name it when the log is a vendor's export (`format`).
    func wordedWarnings(format: String? = nil) -> [(code: PolicyWarning.Code, message: String, figure: String)] {
        let (users, everAsked, askedInFirstSession) = (outcome.users, outcome.everAsked, outcome.askedInFirstSession)
        let firstSession = "\(askedInFirstSession) of \(users) users were asked in their first session"
        var worded = warnings.map { warning in
            let figure =
                switch warning.code {
                case .asksInFirstSession: firstSession
                case .noMinimumInterval: "\(outcome.askedThreeTimes) of \(users) users were asked three times or more"
                default: "\(everAsked) of \(users) users were asked"
                }
            return (warning.code, warning.message, figure)
        }
        for (name, _) in outcome.eventsInLog.sorted(by: { $0.key < $1.key }) where outcome.eventsInLog[name] == 0 {
            worded.append((Self.eventNotInLog, Self.missing(name, format: format), "the log holds no \(name) event"))
        }
        if users > 0, outcome.launchesInLog == 0 {
            worded.append((Self.noLaunchInLog, Self.noLaunch(format: format), "the log holds no launch"))
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

    /// The code of the warning a replay adds when a policy needs an event the log never holds.
    static let eventNotInLog = PolicyWarning.Code(rawValue: "eventNotInLog")

    /// The code of the warning a replay adds when the log holds no launch: every history is one session.
    static let noLaunchInLog = PolicyWarning.Code(rawValue: "noLaunchInLog")

    /// What a log without launches loses, and what gives it sessions: for a vendor's export
    /// (`format`, its name first), the lifecycle events its SDK logs when asked, or sessions derived.
    static func noLaunch(format: String?) -> String {
        let lost =
            "the log holds no launch, so each user's history is one session: a policy counting launches, sessions or "
            + "time since the first launch asks nobody for want of them, and every ask is in a first session"
        let vendor = format.flatMap { $0.split(separator: " ").first.map(String.init) }
        let logged: String? =
            switch vendor {
            case "segment": "Segment logs Application Opened when the SDK's trackApplicationLifecycleEvents is on"
            case "mixpanel": "Mixpanel logs $ae_session when the project tracks its automatic events"
            case "posthog": "PostHog logs Application Opened when captureApplicationLifecycleEvents is on"
            case "amplitude": "Amplitude logs session_start when the SDK tracks sessions"
            case "firebase": "Firebase logs session_start with its automatic events"
            default: nil
            }
        guard let logged else { return lost }
        return "\(lost); \(logged), and --sessions-after-idle 30m derives sessions from the events instead"
    }

    /// What a policy that needs `name` loses, and what names it: for a vendor's export (`format`, its
    /// name first), a mapping file's line.
    static func missing(_ name: String, format: String?) -> String {
        let isCompletion = name == EventName.processCompleted.rawValue
        let counts = isCompletion ? "asks at a completed process" : "counts \(name)"
        let vendor = format.flatMap { $0.split(separator: " ").first.map(String.init) }
        guard let vendor, ExportFormat.vendors.contains(where: { $0.name == vendor }) else {
            return "the policy \(counts), which the log never holds, so it asks nobody for it"
        }
        let named =
            isCompletion
            ? #"name the app's event for it in a mapping file (--format FILE): {"format": "\#(vendor)", "completed": ["YOUR_EVENT"]}"#
            : "the app's own events are read by their names cleaned (Export Done is Export_Done)"
        return "the policy \(counts), which no \(vendor) event in the log is, so it asks nobody for it; \(named)"
    }

    /// `counts` the largest first (ties by name).
    static func ranked(_ counts: [String: Int]) -> [(name: String, count: Int)] {
        counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }

    /// The figures as `--json` prints them, the warnings worded for a log in `format`.
    func json(format: String? = nil) -> JSONValue {
        .object([
            "policy": .string(outcome.policy),
            "users": .int(outcome.users),
            "userDays": .int(outcome.userDays),
            "everAsked": .int(outcome.everAsked),
            "askedInFirstSession": .int(outcome.askedInFirstSession),
            "installedInLog": .int(outcome.installedInLog),
            "installedBeforeLog": .int(outcome.installedBeforeLog),
            "askedThreeTimes": .int(outcome.askedThreeTimes),
            "systemRequests": .int(outcome.systemRequests),
            "swallowedWithoutMirror": .int(outcome.swallowedWithoutMirror),
            "prePrompts": .int(outcome.prePrompts),
            "answers": PopulationCommand.answers(outcome),
            "firstAskDays": .object([
                "p10": firstAskDay(reaching: 0.1).map(JSONValue.int) ?? .null,
                "p50": firstAskDay(reaching: 0.5).map(JSONValue.int) ?? .null,
                "p90": firstAskDay(reaching: 0.9).map(JSONValue.int) ?? .null,
                "histogram": .array(outcome.firstAskDays.map(JSONValue.int)),
            ]),
            "asksByVersion": .object(outcome.asksByVersion.mapValues(JSONValue.int)),
            "asksAfterEvent": .array(
                Self.ranked(outcome.asksAfterEvent).map {
                    .object(["event": .string($0.name), "asks": .int($0.count)])
                }),
            "eventsInLog": .object(outcome.eventsInLog.mapValues(JSONValue.int)),
            "linesLeftOut": .object(outcome.linesLeftOut.mapValues(JSONValue.int)),
            "usersLeftOut": .int(outcome.usersLeftOut),
            "usersLeftOutBy": .object(outcome.usersLeftOutBy.mapValues(JSONValue.int)),
            "linesRead": .int(outcome.linesRead),
            "linesUsed": .int(outcome.linesUsed),
            "usersInLog": .int(outcome.usersInLog),
            "launchesInLog": .int(outcome.launchesInLog),
            "warnings": .array(
                wordedWarnings(format: format).map {
                    .object([
                        "code": .string($0.code.rawValue), "message": .string($0.message), "figure": .string($0.figure),
                    ])
                }),
        ])
    }
}
