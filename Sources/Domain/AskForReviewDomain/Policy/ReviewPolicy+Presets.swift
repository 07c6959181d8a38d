import Foundation

extension ReviewPolicy {
    /// Every preset, in the order tools list them: `apple`, `fittoday`, `searchconsole`.
    public static let presets: [ReviewPolicy] = [.apple, .fitToday, .searchConsole]

    /// The preset whose ``name`` is `name`, letter case aside, so the Swift names read too (`"apple"`,
    /// `"fittoday"` or `"fitToday"`, `"searchconsole"` or `"searchConsole"`), or `nil`.
    public static func preset(named name: String) -> ReviewPolicy? {
        presets.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Seconds in a day.
    static let secondsPerDay: TimeInterval = 86_400

    /// Ask on the completion screen once the process
    /// was completed at least 4 times (the count is never reset) and the user was not yet asked for
    /// the current bundle version; the version is stored when the request goes out.
    public static let apple = ReviewPolicy(
        name: "apple",
        conditions: [MinimumEventCount.completedProcesses(4), VersionNotYetPrompted()],
        moments: [.processCompleted]
    )

    /// At least 3 completed workouts, at least 7 days since the first
    /// launch (no recorded first launch is not eligible) and at least 30 days since the last request.
    public static let fitToday = ReviewPolicy(
        name: "fittoday",
        conditions: [
            MinimumEventCount.completedProcesses(3, noun: "completed workouts"),
            MinimumTimeElapsed.sinceFirstLaunch(seconds: 7 * secondsPerDay),
            MinimumTimeElapsed.sinceLastRequest(seconds: 30 * secondsPerDay),
        ],
        moments: [.processCompleted]
    )

    /// Time-based: checked every 60 s while active; first ask 180 s
    /// after the first launch, then 7 days (604,800 s) after the last ask; never again once the user
    /// chose "Rate on App Store"; only when signed in and in the foreground. Each ask is a pre-prompt,
    /// whose "Rate" makes the system request at once.
    public static let searchConsole = ReviewPolicy(
        name: "searchconsole",
        conditions: [
            RateNotChosen(),
            SignedIn(),
            InForeground(),
            MinimumTimeElapsed.sinceFirstLaunch(seconds: 180),
            MinimumTimeElapsed.sinceLastRequest(seconds: 604_800),
        ],
        moments: [.periodicCheck],
        prePrompt: PrePrompt(
            title: "Enjoying Search Console?",
            message: "We'd love to hear what you think! Your feedback helps us improve the app.",
            rateButton: "Rate on App Store",
            laterButton: "Maybe Later",
            declineButton: "No Thanks"
        ),
        rateAction: .systemRequest,
        periodicCheckInterval: 60
    )
}
