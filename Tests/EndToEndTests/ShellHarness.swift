import Foundation
import TestSupport
import Testing

/// Runs the built `AppShell` binary in a temporary home, so no test touches the real state folders.
final class ShellHarness: Sendable {
    struct Run {
        let code: Int32
        let out: String
        let error: String

        /// Standard output parsed as the one JSON object `--json` promises.
        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(out.utf8))
            return try #require(object as? [String: Any])
        }

        var outLines: [String] { out.split(separator: "\n").map(String.init) }
    }

    let home: URL
    let store: URL

    init() {
        home = ScratchFolder.url.appendingPathComponent("askforreview-shell-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        store = home.appendingPathComponent("state/store.json")
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    static let binary = BuiltProduct.url(named: "AppShell")

    /// Runs `AppShell arguments` with `--store` set to this harness's store unless `useStore` is false.
    func run(_ arguments: [String], input: String? = nil, useStore: Bool = true, timeZone: String = "UTC") throws -> Run
    {
        try launch(
            Self.binary, arguments + (useStore ? ["--store", store.path] : []), input: input, timeZone: timeZone)
    }

    /// Runs `AppShell arguments --store <store>` with standard output a pipe whose reader closed it
    /// before the command started, so every write to it fails with `EPIPE`; `out` is empty.
    func runWithReaderGone(_ arguments: [String]) throws -> Run {
        try launch(Self.binary, arguments + ["--store", store.path], readerGone: true)
    }

    private func launch(
        _ executable: URL, _ arguments: [String], input: String? = nil, timeZone: String = "UTC",
        readerGone: Bool = false
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = [
            "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("xdg-state").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("xdg-config").path, "PATH": "/usr/bin:/bin", "TZ": timeZone,
            "TMPDIR": ScratchFolder.url.path,
        ]
        let out = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = out
        process.standardError = error
        process.standardInput = stdin
        if readerGone { try out.fileHandleForReading.close() }
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        if readerGone { try out.fileHandleForWriting.close() }
        let outData = readerGone ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            code: process.terminationStatus,
            out: String(decoding: outData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// The path of a new file in this harness's home holding `text`.
    func file(holding text: String) throws -> String {
        let file = home.appendingPathComponent("file-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// Runs `AppShell arguments` (no store), expecting it to succeed, and returns the path of a file
    /// holding what it printed: a result for a merge.
    func resultFile(_ arguments: [String]) throws -> String {
        let result = try run(arguments, useStore: false)
        #expect(result.code == 0, "\(arguments): \(result.error)")
        return try file(holding: result.out)
    }

    /// Runs `AppShell arguments`, writes `input` to its standard input and, once the command has read
    /// it (an `input` larger than a pipe holds, 64 KiB, is written only as the command reads it),
    /// interrupts it (SIGINT) while it waits for more.
    func interrupted(_ arguments: [String], afterReading input: Data) throws -> Run {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "TZ": "UTC"]
        let (out, error, stdin) = (Pipe(), Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: input)
        process.interrupt()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try stdin.fileHandleForWriting.close()
        return Run(
            code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `AppShell arguments --store <store>` through `/bin/sh` with `redirection` applied to it
    /// (for example `>/dev/full` or `>&-`), standard error captured.
    func run(_ arguments: [String], redirecting redirection: String) throws -> Run {
        let quoted = ([Self.binary.path] + arguments + ["--store", store.path]).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return try launch(URL(fileURLWithPath: "/bin/sh"), ["-c", quoted.joined(separator: " ") + " " + redirection])
    }

    /// Runs with `--json --pause 0 --now now` and returns the parsed object; the run must succeed.
    func json(_ arguments: [String], now: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String: Any]
    {
        let run = try run(arguments + ["--json", "--pause", "0", "--now", now])
        #expect(run.code == 0, "\(arguments): \(run.error)", sourceLocation: sourceLocation)
        #expect(run.outLines.count == 1, "exactly one JSON line", sourceLocation: sourceLocation)
        return try run.json()
    }
}

extension Dictionary where Key == String, Value == Any {
    var prompted: Bool? { self["prompted"] as? Bool }
    var prePrompted: Bool? { self["prePrompted"] as? Bool }
    var eligible: Bool? { self["eligible"] as? Bool }
    var reasons: [String]? { self["reasons"] as? [String] }
    var earliestAsk: String? { self["earliestAsk"] as? String }
    var state: [String: Any] { self["state"] as? [String: Any] ?? [:] }
}
