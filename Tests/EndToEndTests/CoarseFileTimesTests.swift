import AskForReviewData
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The JSON file store on a file system that keeps whole seconds (ext4 with 128-byte inodes, ext3,
/// HFS+): what another process wrote is what a load returns, and what a program rewrote in place is
/// what an update builds on, however fast they follow each other. `Scripts/coarse-time-check` runs
/// this suite on such a file system (a loop-mounted `mkfs.ext4 -I 128`), named by
/// `ASKFORREVIEW_COARSE_TIME_FOLDER`; elsewhere it runs in the temporary directory.
@Suite("JSON file store on a file system with whole-second times", .serialized)
struct CoarseFileTimesTests {
    private static let key = ReviewStoreKeys.requestCount

    /// A store file in a folder of the file system the suite runs on (removed with the folder); when
    /// the suite is named a folder, its file system keeps whole seconds only.
    static func storeFile() throws -> (folder: TemporaryFolderURL, url: URL) {
        let parent = ProcessInfo.processInfo.environment["ASKFORREVIEW_COARSE_TIME_FOLDER"].map {
            URL(fileURLWithPath: $0, isDirectory: true)
        }
        let folder = parent.map { TemporaryFolderURL(in: $0) } ?? TemporaryFolderURL()
        // Five files written apart: whole seconds only when none of their times has a fraction.
        var fractions = 0
        for index in 0..<5 {
            let probe = folder.url.appendingPathComponent("probe-\(index)")
            try Data([UInt8(index)]).write(to: probe)
            var info = stat()
            #if canImport(Darwin)
                if lstat(probe.path, &info) == 0, info.st_mtimespec.tv_nsec != 0 { fractions += 1 }
            #else
                if lstat(probe.path, &info) == 0, info.st_mtim.tv_nsec != 0 { fractions += 1 }
            #endif
            try FileManager.default.removeItem(at: probe)
            usleep(1_000)
        }
        if parent != nil {
            #expect(fractions == 0, "ASKFORREVIEW_COARSE_TIME_FOLDER names a folder whose file system keeps fractions")
        }
        return (folder, folder.url.appendingPathComponent("state.json"))
    }

    @Test("Another process writes twice, again and again: a load returns its last write every time")
    func loadSeesAnotherProcess() throws {
        let (folder, url) = try Self.storeFile()
        defer { withExtendedLifetime(folder) {} }
        let reader = JSONFileStore(fileURL: url)
        var stale = 0
        let tries = LongTests.count(quick: 60, long: 150)
        for round in 0..<tries {
            #expect(try reader.load()[Self.key] == (round == 0 ? nil : 2 * round), "the reader knows the file")
            // Another app process: two updates, each replacing the file by a rename of a new file,
            // within the same second as the reader's last read.
            let writer = try BuiltProduct.start("StoreStressWriter", ["json", url.path, "2"])
            writer.waitUntilExit()
            #expect(writer.terminationStatus == 0)
            if try reader.load()[Self.key] != 2 * (round + 1) { stale += 1 }
        }
        #expect(stale == 0, "\(stale) of \(tries) loads returned an earlier write")
    }

    @Test("A program rewrites the file in place at the same size within the second: an update builds on it")
    func updateSeesAnInPlaceRewrite() throws {
        let (folder, url) = try Self.storeFile()
        defer { withExtendedLifetime(folder) {} }
        let store = JSONFileStore(fileURL: url)
        var overwritten = 0
        let tries = 100
        for round in 0..<tries {
            let written = 10 + round % 80
            try store.update { $0[Self.key] = written }
            #expect(try store.load()[Self.key] == written)
            // The same number of digits, so the same size: a program's own write, in place, no lock.
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let rewritten = Data(text.replacingOccurrences(of: "\(written)", with: "\(written + 1)").utf8)
            let descriptor = open(url.path, O_WRONLY)
            let count = rewritten.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            close(descriptor)
            #expect(count == rewritten.count)
            let seen = try store.update { values -> Int? in
                defer { values[Self.key] = (values[Self.key] ?? 0) + 100 }
                return values[Self.key]
            }
            if seen != written + 1 { overwritten += 1 }
            #expect(try store.load()[Self.key] == written + 101)
        }
        #expect(overwritten == 0, "\(overwritten) of \(tries) in-place rewrites were not read by the next update")
    }
}
