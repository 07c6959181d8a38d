import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("An install line: when a user's history starts")
struct InstallLineTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let day: TimeInterval = 86_400

    /// `user`'s history: a launch and three completed processes on day 10 and on day 12 of the log,
    /// after an install on day `installDay` of the log when one is given.
    static func history(_ user: String, installedOn installDay: Double?) -> [LoggedEvent] {
        var events: [LoggedEvent] = []
        if let installDay {
            events.append(
                LoggedEvent(user: user, time: start.addingTimeInterval(installDay * day), name: LoggedEvent.install))
        }
        for sessionDay in [10.0, 12.0] {
            let launch = start.addingTimeInterval(sessionDay * day)
            events.append(LoggedEvent(user: user, time: launch, name: LoggedEvent.launch, version: "1.0"))
            for minute in 1...3 {
                events.append(
                    LoggedEvent(
                        user: user, time: launch.addingTimeInterval(Double(minute) * 60), name: .processCompleted))
            }
        }
        return events
    }

    @Test("A first launch counts from the install: fittoday's 7 days have passed at the user's first session")
    func firstLaunchCountsFromTheInstall() throws {
        var asked: [String: Date] = [:]
        let log = Self.history("installed", installedOn: 0) + Self.history("not-given", installedOn: nil)
        let outcome = try #require(try LogReplay(policies: [.fitToday]).run(log) { asked[$0.user] = $0.time }.first)
        // Installed ten days before: asked at the third completion of the first session.
        #expect(asked["installed"] == Self.start.addingTimeInterval(10 * Self.day + 180))
        // Without the install, the first launch is day 10: asked at the first completion 7 days later.
        #expect(asked["not-given"] == nil, "\(asked)")
        #expect(outcome.users == 2)
        #expect(outcome.installedInLog == 1)
    }

    @Test(
        "Only a history that starts with the install counts as installed within the log, and is all that --installed-within-log keeps"
    )
    func installedWithinTheLog() throws {
        // "late" installs after their first session: their history starts before the install line.
        let late =
            Self.history("late", installedOn: nil) + [
                LoggedEvent(user: "late", time: Self.start.addingTimeInterval(20 * Self.day), name: LoggedEvent.install)
            ]
        let log = Self.history("a", installedOn: 0) + late + Self.history("b", installedOn: 9)
        let all = try #require(try LogReplay(policies: [.apple]).run(log).first)
        #expect(all.users == 3)
        #expect(all.installedInLog == 2)
        let only = try #require(try LogReplay(policies: [.apple], onlyInstalledInLog: true).run(log).first)
        #expect(only.users == 2)
        #expect(only.installedInLog == 2)
        // The parts add up, installs included.
        var parts = try LogReplay(policies: [.apple]).run(Self.history("a", installedOn: 0) + late)
        parts[0].add(try LogReplay(policies: [.apple]).run(Self.history("b", installedOn: 9))[0])
        #expect(parts[0] == all)
    }

    @Test("An install is neither a session nor an event a rule counts, and is never asked at")
    func installIsNotCounted() throws {
        // apple asks at the 4th completion: the install does not make the third one the 4th.
        var asks = 0
        let outcome = try #require(
            try LogReplay(policies: [.apple]).run(Self.history("a", installedOn: 0)) { _ in asks += 1 }.first)
        #expect(asks == 1)
        #expect(outcome.asksAfterEvent == ["processCompleted": 1])
        let line = #"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "install", "ask": true}"#
        let folder = ScratchFolder.url.appendingPathComponent("install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("log.jsonl")
        try Data((line + "\n").utf8).write(to: file)
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let error = #expect(throws: EventLogError.self) {
            try LogReplay(policies: [.apple]).run(readingLogFrom: handle)
        }
        #expect(
            error?.problems == [
                "line 1: ask: found true on an install; allowed: true on an event after which the app asked; a launch or an install is never asked at"
            ])
    }
}
