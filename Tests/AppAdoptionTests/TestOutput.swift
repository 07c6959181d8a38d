import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where this module's tests write what they print: the file `ASKFORREVIEW_TEST_OUTPUT` names, else
/// `.build/test-output.log` under the package, so that `swift test` prints only the runner's lines.
let testOutputFile: URL = {
    if let named = ProcessInfo.processInfo.environment["ASKFORREVIEW_TEST_OUTPUT"], !named.isEmpty {
        return URL(fileURLWithPath: named)
    }
    return repositoryRoot.appendingPathComponent(".build/test-output.log")
}()

/// The standard library's `print`, shadowed inside this module: the articles' examples run here word
/// for word, their `print` calls included, and what they print is appended to ``testOutputFile`` in
/// one write (this module sees the public API only, so it has this rather than the other test
/// modules' `TestOutput`).
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator) + terminator
    let descriptor = open(testOutputFile.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(Data(text.utf8))
}
