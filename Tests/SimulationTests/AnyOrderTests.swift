import AskForReviewConditions
import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("A log in any order: each user's lines gathered and put in time order by the replay")
struct AnyOrderTests {
    /// A folder for a run's temporary files, removed with it.
    final class TemporaryFolder {
        let url = ScratchFolder.url.appendingPathComponent("any-order-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// The names the folder holds now.
        var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? ["(unlisted)"] }
    }

    /// `lines` shuffled by `random`.
    static func shuffled(_ lines: [String], using random: inout SeededGenerator) -> [String] {
        var shuffled = lines
        shuffled.shuffle(using: &random)
        return shuffled
    }

    /// `events` ordered as a log sorted by user and then time is, stably: events of one user at the
    /// same time keep their order.
    static func stablySorted(_ events: [LoggedEvent]) -> [LoggedEvent] {
        events.indices.sorted {
            let (one, other) = (events[$0], events[$1])
            if one.user != other.user { return one.user < other.user }
            if one.time != other.time { return one.time < other.time }
            return $0 < $1
        }.map { events[$0] }
    }

    /// The outcomes and asks of the log `text` replayed under `policies` as `order` reads it, on
    /// `threads`.
    static func replay(
        _ text: String, policies: [ReviewPolicy], order: LogOrder, threads: Int = 2, format: ExportFormat? = nil,
        progress: (LogProgress) -> Void = { _ in }
    ) throws -> (outcomes: [PolicyOutcome], asks: [ReplayedAsk]) {
        let file = try ByteRangeShardTests.LogFile(text)
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
        defer { try? handle.close() }
        var asks: [ReplayedAsk] = []
        let outcomes = try LogReplay(policies: policies, format: format).run(
            readingLogFrom: handle, threads: threads, order: order, eachAsk: { asks.append($0) }, progress: progress)
        return (outcomes, asks)
    }

    /// The asks, in an order that does not depend on the order users were replayed in.
    static func sortedAsks(_ asks: [ReplayedAsk]) -> [String] {
        asks.map { "\($0.user) \($0.policy) \($0.time.timeIntervalSinceReferenceDate) \($0.kind) \($0.event)" }.sorted()
    }

    @Test("A shuffled log replays as the same log sorted: every figure, every ask, on 1 or 3 threads")
    func shuffledAsSorted() throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled log")
        let events = (0..<120).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let shuffled = Self.shuffled(events.map(\.logLine), using: &random)
        let folder = try TemporaryFolder()
        let sorted = try Self.replay(
            ByteRangeShardTests.lines(events), policies: ReviewPolicy.presets, order: .sorted)
        #expect(sorted.outcomes[0].users == 120)
        for threads in [1, 3] {
            let gathered = try Self.replay(
                shuffled.map { $0 + "\n" }.joined(), policies: ReviewPolicy.presets,
                order: .sortedOrGathered(in: folder.url), threads: threads)
            #expect(gathered.outcomes == sorted.outcomes, "\(threads) threads")
            #expect(Self.sortedAsks(gathered.asks) == Self.sortedAsks(sorted.asks), "\(threads) threads")
        }
        // Refused when the log must be sorted.
        #expect(throws: EventLogError.self) {
            try Self.replay(shuffled.map { $0 + "\n" }.joined(), policies: [.apple], order: .sorted)
        }
        #expect(folder.names.isEmpty, "no file is left: \(folder.names)")
    }

    @Test("Events of one user at the same time keep their order in the log, as a stable sort keeps them")
    func sameTimeKeepsLogOrder() throws {
        var random = SeededGenerator.recordingSeed(for: "events at the same time")
        // Few distinct times a user: many of each user's events share one.
        var events: [LoggedEvent] = []
        for user in 0..<40 {
            for _ in 0..<30 {
                let time = LogReplayTests.start.addingTimeInterval(
                    Double(Int.random(in: 0..<4, using: &random) * 3_600))
                let name: EventName = Bool.random(using: &random) ? LoggedEvent.launch : .processCompleted
                events.append(LoggedEvent(user: "u\(user)", time: time, name: name, version: "1.\(user % 3)"))
            }
        }
        events.shuffle(using: &random)
        let folder = try TemporaryFolder()
        let gathered = try Self.replay(
            ByteRangeShardTests.lines(events), policies: ReviewPolicy.presets, order: .gathered(in: folder.url))
        let sorted = try Self.replay(
            ByteRangeShardTests.lines(Self.stablySorted(events)), policies: ReviewPolicy.presets, order: .sorted)
        #expect(gathered.outcomes == sorted.outcomes)
        #expect(Self.sortedAsks(gathered.asks) == Self.sortedAsks(sorted.asks))
    }

    @Test(
        "Each vendor's export, shuffled with lines it drops or leaves out, replays as sorted",
        arguments: ExportFormat.vendors)
    func shuffledExport(format: ExportFormat) throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled \(format.name) export")
        var lines: [String] = []
        for (index, event) in VendorExportTests.history.enumerated() {
            lines.append(VendorExportTests.line(event, vendor: format.name))
            if index % 5 == 0 { lines.append(VendorExportTests.noise(format.name, user: event.user, time: event.time)) }
        }
        let policies: [ReviewPolicy] = [.apple, .fitToday]
        let sorted = try Self.replay(
            lines.map { $0 + "\n" }.joined(), policies: policies, order: .sorted, format: format)
        let folder = try TemporaryFolder()
        let gathered = try Self.replay(
            Self.shuffled(lines, using: &random).map { $0 + "\n" }.joined(), policies: policies,
            order: .sortedOrGathered(in: folder.url), format: format)
        #expect(gathered.outcomes == sorted.outcomes, "\(format.name)")
        #expect(Self.sortedAsks(gathered.asks) == Self.sortedAsks(sorted.asks))
        // The other platforms' lines, shuffled among the rest, are counted per user as before.
        let leftOut = LeftOutLinesTests.export.split(separator: "\n").map(String.init)
        let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        let inOrder = try Self.replay(
            leftOut.map { $0 + "\n" }.joined(), policies: [policy], order: .sorted, format: LeftOutLinesTests.firebase)
        let anyOrder = try Self.replay(
            Self.shuffled(leftOut, using: &random).map { $0 + "\n" }.joined(), policies: [policy],
            order: .gathered(in: folder.url), format: LeftOutLinesTests.firebase)
        #expect(anyOrder.outcomes == inOrder.outcomes)
    }

    @Test(
        "Lines of every form the reader takes (escapes, other characters, times, weights, flags), shuffled, replay as sorted"
    )
    func everyFormShuffledAsSorted() throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled log of every form")
        // Valid lines of random forms, both the plain reading's and those only the strict reader takes.
        var lines: [(text: String, event: LoggedEvent)] = []
        while lines.count < LongTests.count(quick: 1_200, long: 3_000) {
            let text = PlainEventLineTests.line(using: &random)
            if case .success(let event) = LoggedEventLine.strictEvent(in: ArraySlice(Array(text.utf8)), number: 1) {
                lines.append((text, event))
            }
        }
        let plain = lines.filter { PlainEventLine.event(in: ArraySlice(Array($0.text.utf8))) != nil }.count
        #expect(plain > lines.count / 6 && lines.count - plain > lines.count / 6, "plain \(plain) of \(lines.count)")
        let order = lines.indices.sorted {
            let (one, other) = (lines[$0].event, lines[$1].event)
            if one.user != other.user { return one.user < other.user }
            if one.time != other.time { return one.time < other.time }
            return $0 < $1
        }
        // A policy that each line's weight and flag change the answers of.
        let weighted = ReviewPolicy(
            name: "weighted",
            conditions: [
                ReviewConditions.minimumSessionScore(atLeast: 2),
                ReviewConditions.minimumWeightedTotal("export", atLeast: 3),
                ReviewConditions.quietAfterBadExperience(sessions: 1),
            ], moments: [.processCompleted], systemQuota: nil)
        let policies = ReviewPolicy.presets + [weighted]
        let sorted = try Self.replay(order.map { lines[$0].text + "\n" }.joined(), policies: policies, order: .sorted)
        let folder = try TemporaryFolder()
        for threads in [1, 2] {
            let gathered = try Self.replay(
                lines.map { $0.text + "\n" }.joined(), policies: policies, order: .gathered(in: folder.url),
                threads: threads)
            #expect(gathered.outcomes == sorted.outcomes, "\(threads) threads")
            #expect(Self.sortedAsks(gathered.asks) == Self.sortedAsks(sorted.asks), "\(threads) threads")
        }
        #expect(sorted.outcomes[0].users == Set(lines.map(\.event.user)).count)
    }

    @Test("The problems of a log out of order are told with their lines, in the lines' order, as a sorted log's")
    func problemsKeepTheirLines() throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled log's problems")
        var lines = Self.shuffled(
            (0..<30).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }.map(\.logLine), using: &random
        )
        let broken = [3, lines.count / 2, lines.count - 1]
        for index in broken { lines[index] = #"{"user": "x", "event": "launch"}"# }
        let folder = try TemporaryFolder()
        let problems = ByteRangeShardTests.problems {
            _ = try Self.replay(lines.joined(separator: "\n"), policies: [.apple], order: .gathered(in: folder.url))
        }
        let told = try #require(problems)
        #expect(told.count == 3, "\(told)")
        #expect(zip(told, broken).allSatisfy { $0.hasPrefix("line \($1 + 1): ") }, "\(told)")
        #expect(folder.names.isEmpty)
    }

    @Test("Standard input is read once: refused out of order unless gathered from the start, then as sorted")
    func standardInput() throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled pipe")
        let events = (0..<40).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let text = Self.shuffled(events.map(\.logLine), using: &random).map { $0 + "\n" }.joined()
        let folder = try TemporaryFolder()
        func piped(_ order: LogOrder, shard: Int = 0, of shards: Int = 1) throws -> [PolicyOutcome] {
            let pipe = Pipe()
            let writer = Thread {
                pipe.fileHandleForWriting.write(Data(text.utf8))
                try? pipe.fileHandleForWriting.close()
            }
            writer.start()
            return try LogReplay(policies: [.apple, .fitToday], shard: shard, of: shards).run(
                readingLogFrom: pipe.fileHandleForReading, order: order)
        }
        let problems = ByteRangeShardTests.problems { _ = try piped(.sortedOrGathered(in: folder.url)) }
        #expect(problems?.first?.contains("sort by user, then time") == true, "\(problems ?? [])")
        let sorted = try LogReplay(policies: [.apple, .fitToday]).run(events)
        #expect(try piped(.gathered(in: folder.url)) == sorted)
        // Shards by users of a gathered pipe add up to the whole.
        let parts = try (0..<3).map { try piped(.gathered(in: folder.url), shard: $0, of: 3) }
        #expect(ByteRangeShardTests.sum(parts) == sorted)
        #expect(folder.names.isEmpty)
    }

    @Test("The temporary files have no name while they are written; a folder that cannot take them is refused")
    func temporaryFilesUnseen() throws {
        var random = SeededGenerator.recordingSeed(for: "nameless temporary files")
        let events = (0..<60).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let text = Self.shuffled(events.map(\.logLine), using: &random).map { $0 + "\n" }.joined()
        let folder = try TemporaryFolder()
        var seen: Set<String> = []
        var told = 0
        _ = try Self.replay(text, policies: [.apple], order: .gathered(in: folder.url)) { _ in
            told += 1
            seen.formUnion(folder.names)
        }
        #expect(told > 0)
        #expect(seen.isEmpty, "names seen while the log was read: \(seen)")
        let missing = folder.url.appendingPathComponent("missing")
        #expect(throws: (any Error).self) { try Self.replay(text, policies: [.apple], order: .gathered(in: missing)) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test("A population fitted to a shuffled log is the one fitted to it sorted")
    func fitInAnyOrder() throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled log fitted")
        let events = (0..<80).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let sorted = try PopulationFit(events: events)
        let file = try ByteRangeShardTests.LogFile(
            Self.shuffled(events.map(\.logLine), using: &random).map { $0 + "\n" }.joined())
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
        defer { try? handle.close() }
        let folder = try TemporaryFolder()
        #expect(try PopulationFit(readingLogFiles: [handle], order: .sortedOrGathered(in: folder.url)) == sorted)
        #expect(folder.names.isEmpty)
    }
}
