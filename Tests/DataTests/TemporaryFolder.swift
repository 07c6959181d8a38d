import Foundation
import TestSupport

/// A fresh folder in the tests' scratch folder (`ScratchFolder`), removed when the value is deinitialized.
final class TemporaryFolder: Sendable {
    let url: URL

    init() {
        url = ScratchFolder.url
            .appendingPathComponent("askforreview-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}

/// The names in `folder`, sorted: what a test compares before and after.
func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}
