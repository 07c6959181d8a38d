public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stream tests write what they have to say to (the seed of a random test, the figures of a
/// stress test), so that `swift test` prints only the runner's lines: the file
/// `ASKFORREVIEW_TEST_OUTPUT` names, else `.build/test-output.log` under the package. Each line is
/// appended in one write, whole, whichever test writes it; CI prints the file when a test fails.
public enum TestOutput {
    /// The file the lines go to.
    public static let file: URL = {
        if let named = ProcessInfo.processInfo.environment["ASKFORREVIEW_TEST_OUTPUT"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        return repositoryRoot.appendingPathComponent(".build/test-output.log")
    }()

    /// Appends `line` and a newline to ``file``; a line that cannot be written is dropped (the output
    /// is for a reader; no test depends on it).
    public static func write(_ line: String) {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(Data((line + "\n").utf8))
    }
}
