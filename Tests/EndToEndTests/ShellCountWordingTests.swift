import Foundation
import Testing

@Suite("Counts are worded as counts: one user, two users")
struct ShellCountWordingTests {
    @Test("A log of one user, a population of one: '1 user', '1 day'; of two: '2 users', '2 days'")
    func singularAndPlural() throws {
        let shell = ShellHarness()
        for users in [1, 2] {
            let lines = (1...users).map {
                #"{"user":"u\#($0)","time":"2026-01-01T10:00:00Z","event":"launch"}"#
            }
            let log = try shell.file(holding: lines.joined(separator: "\n") + "\n")
            let replay = try shell.run(["replay", "--events", log], useStore: false)
            let noun = users == 1 ? "user" : "users"
            #expect(replay.out.hasPrefix("Replay: \(users) \(noun) from the log;"), "\(replay.out)")
            let population = try shell.run(
                ["simulate", "--population", "\(users)", "--days", "\(users)"], useStore: false)
            let days = users == 1 ? "day" : "days"
            #expect(
                population.out.hasPrefix("Population: \(users) \(noun) over up to \(users) \(days),"),
                "\(population.out)")
        }
    }

    @Test("Answers given as weights are told as the shares they make")
    func answersAsShares() throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: #"{"user":"u1","time":"2026-01-01T10:00:00Z","event":"launch"}"# + "\n")
        let replay = try shell.run(["replay", "--events", log, "--answers", "rate=1,later=3"], useStore: false)
        #expect(replay.out.contains("assumed in the shares rate 0.25, later 0.75, decline 0."), "\(replay.out)")
    }
}
