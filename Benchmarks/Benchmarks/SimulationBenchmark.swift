import AskForReviewData
import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// 3. Simulated user-days per second for each preset through the simulator the shell uses (the real
/// policy on a state in memory), versus a hand-written loop of the same rules.
@MainActor
enum SimulationBenchmark {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    /// The argument that makes this program only run one simulation and exit (for profilers).
    static let flag = "--simulation-only"

    static func user(days: Int) -> SimulatedUser {
        SimulatedUser(days: days, newVersionEveryDays: 30)
    }

    static func simulator(policy: ReviewPolicy, user: SimulatedUser) -> UsageSimulator {
        UsageSimulator(policy: policy, user: user, start: start)
    }

    static func simulateOnce(policy: ReviewPolicy, days: Int) throws {
        let result = simulator(policy: policy, user: user(days: days)).run()
        print("\(policy.name): \(days) days, \(result.asks.count) asks")
    }

    static func run(quick: Bool) throws {
        let user = user(days: quick ? 365 : 3_650)
        print("\n3. Simulation (1 launch and 1 completion a day, a new version every 30 days), user-days per second")
        print("  target: none (for reference: the simulator over the domain's plain code against a hand-written loop)")
        for policy in [ReviewPolicy.apple, .fitToday, .searchConsole] {
            let simulator = simulator(policy: policy, user: user)
            var asks = 0
            var handAsks = 0
            // Each trial replays the ten-year user 20 times (about 15 ms), long enough that a stray
            // interruption moves one trial, not the median.
            let samples = try measure(
                trials: quick ? 3 : 9,
                operations: quick ? 1 : 20,
                [
                    Case(name: "\(policy.name) simulator") { asks = simulator.run().asks.count },
                    Case(name: "\(policy.name) hand-written") {
                        handAsks = HandWrittenLoop(policy: policy.name, user: user, start: start).run()
                    },
                ]
            )
            let (real, hand) = (samples[0], samples[1])
            let realRate = Double(user.days) / real.median
            let handRate = Double(user.days) / hand.median
            print(
                "  \(policy.name.leftAligned(14)) simulator \(format(realRate)) user-days/s (spread \(format(Double(user.days) / real.maximum))–\(format(Double(user.days) / real.minimum)))"
                    + "   hand-written \(format(handRate))   ratio \(String(format: "%.1fx", handRate / realRate))"
                    + "   asks \(asks)/\(handAsks)"
            )
        }
    }

    static func format(_ rate: Double) -> String {
        rate >= 1e6 ? String(format: "%.2fM", rate / 1e6) : String(format: "%.0fk", rate / 1e3)
    }
}

/// The presets' rules written inline over plain variables, on the simulator's schedule.
struct HandWrittenLoop {
    let policy: String
    let user: SimulatedUser
    let start: Date

    func run() -> Int {
        var firstLaunch: Double?
        var completed = 0
        var lastVersion = ""
        var lastRequest: Double?
        var requests: [Double] = []
        var reviewed = false
        var asks = 0
        let origin = start.timeIntervalSinceReferenceDate
        var cannotAsk = 0.0..<0.0
        var (shippedRelease, version) = (0, "1.0")
        func quotaAllows(_ now: Double) -> Bool {
            requests.reduce(0) { $0 + (now - $1 < 365 * 86_400 ? 1 : 0) } < 3
        }
        for day in 0..<user.days {
            let dayStart = origin + Double(day) * 86_400
            // As the simulator does: the version text is made only when a new version ships.
            let release = user.newVersionEveryDays.map { day / $0 } ?? 0
            if release != shippedRelease {
                shippedRelease = release
                version = "1.\(release)"
            }
            let launches = UsageSimulator.events(on: day, perDay: user.launchesPerDay)
            for launch in 0..<launches {
                let launchTime = dayStart + 9 * 3_600 + Double(launch) * 21_600 / Double(launches)
                if firstLaunch == nil { firstLaunch = launchTime }
                guard policy == "searchconsole" else { continue }
                for check in 0...10 {
                    let now = launchTime + Double(check) * 60
                    // The simulator's skip, by hand: no check before the rules can next pass.
                    if cannotAsk.contains(now) { continue }
                    guard !reviewed, let first = firstLaunch else {
                        cannotAsk = now..<Double.infinity
                        continue
                    }
                    let due = max(first + 180, lastRequest.map { $0 + 604_800 } ?? now)
                    guard now >= due, quotaAllows(now) else {
                        // Only the wait is known by hand; a full quota (never reached here: a request
                        // goes out only after "rate", which ends the asking) just skips nothing more.
                        cannotAsk = now..<max(now, due)
                        continue
                    }
                    lastRequest = now
                    asks += 1
                    if user.answer == .rate {
                        reviewed = true
                        requests.append(now)
                    }
                }
            }
            let completions = UsageSimulator.events(on: day, perDay: user.completionsPerDay)
            for completion in 0..<completions {
                let now = dayStart + 15 * 3_600 + Double(completion) * 21_600 / Double(completions)
                completed += 1
                let eligible: Bool
                switch policy {
                case "apple":
                    eligible = completed >= 4 && version != lastVersion
                case "fittoday":
                    let launchedLongAgo = firstLaunch.map { now - $0 >= 7 * 86_400 } ?? false
                    let requestedLongAgo = lastRequest.map { now - $0 >= 30 * 86_400 } ?? true
                    eligible = completed >= 3 && launchedLongAgo && requestedLongAgo
                default:
                    eligible = false
                }
                guard eligible, quotaAllows(now) else { continue }
                lastVersion = version
                lastRequest = now
                requests.append(now)
                requests.removeAll { now - $0 >= 365 * 86_400 }
                asks += 1
            }
        }
        return asks
    }
}
