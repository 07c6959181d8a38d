import Foundation
import TestSupport

/// Finds an executable this package built, beside the test bundle.
enum BuiltProduct {
    static func url(named name: String) -> URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent(name),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
            repositoryRoot.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }

    /// Starts `name` with `arguments`, its output discarded.
    static func start(_ name: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = url(named: name)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
