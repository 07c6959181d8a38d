import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with the process's standard error sent to a temporary file, and returns its result
/// and what was written to standard error meanwhile: how a test reads a line the package writes
/// there. The test runner writes its lines there too, as other tests run meanwhile: the caller
/// picks out the lines it reads and writes the rest back. Standard error is restored before this
/// returns, also when `body` throws.
func capturingStandardError<Result>(_ body: () throws -> Result) rethrows -> (Result, String) {
    let file = ScratchFolder.url.appendingPathComponent("stderr-\(UUID().uuidString)")
    let descriptor = open(file.path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    let saved = dup(STDERR_FILENO)
    guard descriptor >= 0, saved >= 0 else { return (try body(), "") }
    dup2(descriptor, STDERR_FILENO)
    defer {
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(descriptor)
        try? FileManager.default.removeItem(at: file)
    }
    let result = try body()
    let written = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return (result, written)
}
