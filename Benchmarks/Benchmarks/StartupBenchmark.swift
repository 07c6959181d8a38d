import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// 4. Start-up: `AppShell status --json`, without and with `--now`, as a whole process versus a
/// minimal Swift program that reads one small file; wall time and peak memory (maximum resident set)
/// of each run.
enum StartupBenchmark {
    struct ProcessRun {
        let seconds: Double
    }

    static func run(quick: Bool) throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let shell = products.appendingPathComponent("AppShell").path
        let reader = products.appendingPathComponent("ReadOneFile").path
        guard FileManager.default.isExecutableFile(atPath: shell), FileManager.default.isExecutableFile(atPath: reader)
        else {
            print("\n4. Start-up: not measured (AppShell and ReadOneFile are not built beside the benchmarks)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("askforreview-start-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("state.json").path
        let seeded = spawn(shell, ["complete", "--store", store, "--pause", "0", "--now", "2026-01-01T00:00:00Z"])
        guard seeded != nil else {
            print("\n4. Start-up: not measured (could not seed the store)")
            return
        }
        let runs = quick ? 10 : 40
        let status = ["status", "--json", "--store", store]
        let commands = [(reader, [store]), (shell, status), (shell, status + ["--now", "2026-03-01T09:30:00Z"])]
        var times = commands.map { _ in [Double]() }
        // Interleaved, so that the machine's moods fall on every command alike.
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                if let run = spawn(command.0, command.1) { times[index].append(run.seconds) }
            }
        }
        let names = [
            "minimal Swift program reading one file", "AppShell status --json", "AppShell status --json --now",
        ]
        let samples = zip(names, times).map { Sample(name: $0, trials: $1) }
        printTable(
            title: "4. Start-up, wall time per process (\(runs) runs each, interleaved)",
            target: "within 1.25x of the minimal program, with and without --now",
            samples: samples,
            baseline: samples[0]
        )
        let peaks = commands.map { command in median((0..<5).map { _ in peakMemory(command.0, command.1) ?? 0 }) }
        guard peaks.allSatisfy({ $0 > 0 }) else {
            print("  peak memory: not measured (python3 is needed to measure it)")
            return
        }
        print(
            "  peak memory (max RSS, median of 5, via a python3 parent): minimal program \(peaks[0]) KiB, AppShell "
                + "\(peaks[1]) KiB (\(String(format: "%.2fx", Double(peaks[1]) / Double(peaks[0])))), with --now "
                + "\(peaks[2]) KiB (\(String(format: "%.2fx", Double(peaks[2]) / Double(peaks[0]))))"
        )
    }

    static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Runs `path` with `arguments` to completion, output discarded; its wall time and peak RSS.
    static func spawn(_ path: String, _ arguments: [String]) -> ProcessRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        let elapsed = (ContinuousClock.now - start).seconds
        return ProcessRun(seconds: elapsed)
    }

    /// The peak RSS in KiB of one run of `path`, measured by a small Python parent.
    ///
    /// Linux carries a parent's peak RSS into a child it spawns, so a child of this (larger)
    /// benchmark process would report the benchmark's own peak; Python's is smaller than either
    /// program's. `nil` when python3 is missing.
    static func peakMemory(_ path: String, _ arguments: [String]) -> Int? {
        let script = """
            import os, sys
            pid = os.spawnv(os.P_NOWAIT, sys.argv[1], sys.argv[1:])  # the child shares stdout; its size is printed last
            print(os.wait4(pid, 0)[2].ru_maxrss)
            """
        guard let python = ChildProcess.findExecutable("python3"),
            let output = ChildProcess.output(of: python, ["-c", script, path] + arguments, from: .standardOutput)
        else { return nil }
        return output.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}
