import Foundation

/// 7b. A replay in 16 shards, as a team runs them: `AppShell replay --events FILE --json --shard K/16`
/// processes two at a time (in pairs) on the 2 cores, against one process replaying the whole file; the wall
/// time and the CPU time (user and system, summed over the processes), median and spread of
/// interleaved trials; the same log written in 16 files, replayed as their folder in 16 shards; and the
/// shards of standard input (each reads the whole log) once beside them.
enum ReplayShardsBenchmark {
    /// What one batch of processes took: its wall time, and the CPU time of its processes, in seconds.
    struct Cost {
        let wall: Double
        let cpu: Double
    }

    static let shards = 16

    @MainActor
    static func run(log: URL, events: Int, quick: Bool) throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let shell = products.appendingPathComponent("AppShell").path
        print("\n7b. A replay in \(shards) shards, two processes at a time, against one process")
        guard FileManager.default.isExecutableFile(atPath: shell) else {
            print("  not measured: AppShell is not built beside the benchmarks")
            return
        }
        print("  target: the \(shards) shards' summed CPU at most 1.25 times one run's")
        let whole = ["replay", "--events", log.path, "--json"]
        let folder = try files(of: log, count: shards)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wholeFolder = ["replay", "--events", folder.path, "--json"]
        var single: [Cost] = []
        var sharded: [Cost] = []
        var folderSharded: [Cost] = []
        for _ in 0..<(quick ? 2 : 5) {
            single.append(try batch(shell, [whole], input: nil))
            sharded.append(try batch(shell, (1...shards).map { whole + ["--shard", "\($0)/\(shards)"] }, input: nil))
            folderSharded.append(
                try batch(shell, (1...shards).map { wholeFolder + ["--shard", "\($0)/\(shards)"] }, input: nil))
        }
        let hashed = try batch(
            shell, (1...shards).map { ["replay", "--events", "-", "--json", "--shard", "\($0)/\(shards)"] }, input: log)
        let ratios = zip(sharded, single).map { $0.cpu / $1.cpu }.sorted()
        func line(_ name: String, _ costs: [Cost]) -> String {
            let (walls, cpus) = (costs.map(\.wall).sorted(), costs.map(\.cpu).sorted())
            return String(
                format: "  %@: wall median %.2f s (%.2f–%.2f), CPU median %.2f s (%.2f–%.2f)", name,
                walls[walls.count / 2], walls.first ?? 0, walls.last ?? 0, cpus[cpus.count / 2], cpus.first ?? 0,
                cpus.last ?? 0)
        }
        print("  \(events) events, \(single.count) interleaved trials:")
        print(line("one process", single))
        print(line("\(shards) shards of the file, by bytes", sharded))
        print(line("\(shards) shards of the log as \(shards) files, by bytes", folderSharded))
        print(
            String(
                format: "  summed CPU of the shards / one run: median %.2f (%.2f–%.2f)", ratios[ratios.count / 2],
                ratios.first ?? 0, ratios.last ?? 0))
        let folderRatios = zip(folderSharded, single).map { $0.cpu / $1.cpu }.sorted()
        print(
            String(
                format: "  summed CPU of the files' shards / one run: median %.2f (%.2f–%.2f)",
                folderRatios[folderRatios.count / 2], folderRatios.first ?? 0, folderRatios.last ?? 0))
        print(
            String(
                format:
                    "  %d shards of standard input, by users (each reads the whole log), once: wall %.2f s, CPU %.2f s",
                shards, hashed.wall, hashed.cpu))
    }

    /// A new folder holding `log` cut into `count` files of about equal size, each ending with a line:
    /// a log as an export writes it in numbered files.
    static func files(of log: URL, count: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = try Data(contentsOf: log, options: .alwaysMapped)
        var start = bytes.startIndex
        for index in 0..<count {
            var end = index == count - 1 ? bytes.endIndex : max(start, bytes.count / count * (index + 1))
            while end < bytes.endIndex, end > bytes.startIndex, bytes[end - 1] != UInt8(ascii: "\n") { end += 1 }
            let name = "events-" + String(repeating: "0", count: 3 - String(index).count) + String(index) + ".json"
            try bytes[start..<end].write(to: folder.appendingPathComponent(name))
            start = end
        }
        return folder
    }

    /// Runs `shell` once for each of `commands`, two at a time, each reading `input` on standard input
    /// if given, and waits for them all; their outputs are dropped.
    static func batch(_ shell: String, _ commands: [[String]], input: URL?) throws -> Cost {
        let before = childrenCPU()
        let clock = ContinuousClock()
        let started = clock.now
        var index = 0
        while index < commands.count {
            let running = try commands[index..<min(commands.count, index + 2)].map { arguments in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: shell)
                process.arguments = arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
                try process.run()
                return process
            }
            for process in running { process.waitUntilExit() }
            index += running.count
        }
        return Cost(wall: (clock.now - started).seconds, cpu: childrenCPU() - before)
    }

    /// The CPU time, user and system, of the children that ended and were waited for, in seconds.
    static func childrenCPU() -> Double {
        let usage = resourceUsage(children: true)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
