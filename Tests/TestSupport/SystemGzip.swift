public import Foundation

/// Data compressed by the system's `gzip`, as a team's export arrives: the tests of compressed logs
/// make their inputs with the tool others use, not with the package's own decoder.
public enum SystemGzip {
    /// `bytes` compressed by `gzip -c` with `options` (a level: `-1` … `-9`).
    /// - Throws: when `gzip` cannot be run.
    public static func compress(_ bytes: [UInt8], _ options: [String] = []) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c"] + options
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed
    }
}
