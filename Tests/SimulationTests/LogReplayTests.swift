import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("Replaying real users' event logs")
struct LogReplayTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A random history of `user` over about two months: launches, completions, an app event (after
    /// which the app sometimes asked), bad experiences, sometimes new versions; in time order.
    static func history(of user: String, using random: inout SeededGenerator) -> [LoggedEvent] {
        var events: [LoggedEvent] = []
        var time = start.addingTimeInterval(Double.random(in: 0..<86_400, using: &random))
        var version = "1.0"
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            time.addTimeInterval(Double.random(in: 0..<(3 * 86_400), using: &random).rounded())
            if Int.random(in: 0..<12, using: &random) == 0 { version = "1.\(Int.random(in: 1...9, using: &random))" }
            let named = Bool.random(using: &random) ? version : nil
            events.append(LoggedEvent(user: user, time: time, name: LoggedEvent.launch, version: named))
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                time.addTimeInterval(Double.random(in: 1...900, using: &random).rounded())
                let name: EventName =
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<6: .processCompleted
                    case 6: .processSkipped
                    case 7: "crash"
                    default: "export"
                    }
                events.append(
                    LoggedEvent(
                        user: user, time: time, name: name, weight: Double.random(in: -2...3, using: &random).rounded(),
                        isBadExperience: name == "crash",
                        asks: name == "export" && Bool.random(using: &random)))
            }
        }
        return events
    }

    @Test("A replayed user is asked exactly when the real use case, fed the same events, asks")
    @MainActor
    func replayMatchesTheUseCase() throws {
        var random = SeededGenerator.recordingSeed(for: "log replay vs use case")
        var asks: [String: Int] = [:]
        for index in 0..<LongTests.count(quick: 25, long: 60) {
            let events = Self.history(of: "user-\(index)", using: &random)
            for policy in ReviewPolicy.presets {
                for answer in PrePromptAnswer.allCases {
                    let replayed = ReplayedUser(events: events, answer: answer).results(under: policy).withMirror
                    let reference = try UseCaseLogReplay(policy: policy, events: events, answer: answer).run()
                    #expect(replayed.asks == reference.asks, "user \(index), \(policy.name), \(answer)")
                    #expect(replayed.systemRequestDates == reference.systemRequestDates)
                    asks[policy.name, default: 0] += reference.asks.count
                }
            }
        }
        // Not a comparison of users never asked: every preset asks some of them.
        #expect(ReviewPolicy.presets.allSatisfy { asks[$0.name, default: 0] > 0 }, "\(asks)")
    }

    @Test("The figures of a small log, worked out by hand")
    func figuresByHand() throws {
        let hour: TimeInterval = 3_600
        func event(_ user: String, _ hours: Double, _ name: EventName, version: String? = nil) -> LoggedEvent {
            LoggedEvent(user: user, time: Self.start.addingTimeInterval(hours * hour), name: name, version: version)
        }
        // "a" completes four processes in their first session (asked at the fourth, version 1.0), and
        // four more in a second session three days later at version 2.0 (asked again: a new version).
        // "b" completes three in all: never asked.
        let log =
            [event("a", 0, LoggedEvent.launch)] + (1...4).map { event("a", Double($0), .processCompleted) }
            + [event("a", 72, LoggedEvent.launch, version: "2.0")]
            + (73...76).map { event("a", Double($0), .processCompleted) }
            + [event("b", 0, LoggedEvent.launch)] + (1...3).map { event("b", Double($0), .processCompleted) }
        let outcome = try #require(try LogReplay(policies: [.apple]).run(log).first)
        #expect(outcome.users == 2)
        #expect(outcome.everAsked == 1)
        #expect(outcome.askedInFirstSession == 1)
        #expect(outcome.systemRequests == 2)
        #expect(outcome.swallowedWithoutMirror == 0)
        #expect(outcome.asksByVersion == ["1.0": 1, "2.0": 1])
        #expect(outcome.asksAfterEvent == ["processCompleted": 2])
        #expect(outcome.firstAskDays == [1])
        #expect(outcome.asksPerDay == [1, 0, 0, 1])
    }

    @Test("Each ask is told once, with its user, policy, event and version; hashed ids change no figure or shard")
    func asksAndHashedIDs() throws {
        var random = SeededGenerator.recordingSeed(for: "log replay asks")
        let events = Array((0..<40).map { Self.history(of: "user-\($0)", using: &random) }.joined())
        var told: [ReplayedAsk] = []
        let outcomes = try LogReplay(policies: ReviewPolicy.presets).run(events) { told.append($0) }
        #expect(told.count == outcomes.reduce(0) { $0 + $1.asksPerDay.reduce(0, +) })
        #expect(
            told.allSatisfy { ask in
                events.contains { $0.user == ask.user && $0.time == ask.time && $0.name == ask.event }
            })
        var hashed: [ReplayedAsk] = []
        for shard in 0..<3 {
            let replay = LogReplay(policies: ReviewPolicy.presets, shard: shard, of: 3, hashesUserIDs: true)
            let plain = try LogReplay(policies: ReviewPolicy.presets, shard: shard, of: 3).run(events)
            #expect(try replay.run(events) { hashed.append($0) } == plain)
        }
        #expect(hashed.count == told.count)
        #expect(hashed.allSatisfy { $0.user.count == 16 && !$0.user.hasPrefix("user-") })
    }

    @Test("Any split of the users into parts adds up to the whole run exactly")
    func partsAddUp() throws {
        var random = SeededGenerator.recordingSeed(for: "log replay parts")
        let users = (0..<40).map { Self.history(of: "user-\($0)", using: &random) }
        let replay = LogReplay(policies: ReviewPolicy.presets)
        let whole = try replay.run(users.joined())
        var parts = ReviewPolicy.presets.map { _ in [PolicyOutcome]() }
        for part in [users[0..<7], users[7..<30], users[30...]] {
            for (index, outcome) in try replay.run(part.joined()).enumerated() { parts[index].append(outcome) }
        }
        for (index, outcomes) in parts.enumerated() {
            let total = try #require(outcomes.first)
            #expect(outcomes.dropFirst().reduce(into: total) { $0.add($1) } == whole[index])
        }
    }
}

@Suite("A population written down as an event log")
struct LoggedPopulationTests {
    static let start = Date(timeIntervalSinceReferenceDate: 788_918_400)

    @Test("Each user's logged events come in time order, and their log lines read back as the same events")
    func linesReadBack() throws {
        let simulator = PopulationSimulator(
            model: PopulationModel(), policies: [], users: 300, days: 60, seed: 5, start: Self.start)
        // Times to the second, as a log line holds them.
        let events = (0..<300).flatMap { simulator.loggedEvents(ofUser: $0) }.map { event in
            var event = event
            event.time = Date(timeIntervalSinceReferenceDate: event.time.timeIntervalSinceReferenceDate.rounded(.down))
            return event
        }
        #expect(events.count > 1_000)
        #expect(Set(events.map(\.name)).isSuperset(of: [LoggedEvent.launch, .processCompleted, .processSkipped]))
        let log = Data(events.map { $0.logLine + "\n" }.joined().utf8)
        let file = ScratchFolder.url.appendingPathComponent(
            "population-\(UUID().uuidString).jsonl")
        try log.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let replay = LogReplay(policies: ReviewPolicy.presets)
        let fromLines = try replay.run(readingLogFrom: handle)
        #expect(fromLines == (try replay.run(events)))
        #expect(fromLines.allSatisfy { $0.users == Set(events.map(\.user)).count })
    }
}
