import Foundation

/// Running helper programs from the benchmarks.
enum ChildProcess {
    /// Which output of the child to read.
    enum Stream {
        case standardOutput
        case standardError
    }

    /// Runs `executable` with `arguments` to the end and returns the text it wrote on `stream` (the
    /// other is discarded), or `nil` if it could not be started.
    static func output(of executable: String, _ arguments: [String], from stream: Stream) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        switch stream {
        case .standardOutput:
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
        case .standardError:
            process.standardError = pipe
            process.standardOutput = FileHandle.nullDevice
        }
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    /// The path of `name` on `PATH`, or `nil`.
    static func findExecutable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
