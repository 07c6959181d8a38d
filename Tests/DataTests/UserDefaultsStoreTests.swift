import AskForReviewData
import Foundation
import Testing

@Suite("UserDefaults store")
struct UserDefaultsStoreTests {
    @Test("A damaged blob is reported by a load, which changes nothing, and kept aside by the next update")
    func damagedBlob() throws {
        let folder = TemporaryFolder()
        let suite = folder.file("defaults").path
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set(Data("garbage".utf8), forKey: "askforreview.state")
        let store = try UserDefaultsStore(suiteName: suite)
        let loaded = try store.load()
        #expect(loaded.entries.isEmpty)
        #expect(loaded.problems.first?.contains("askforreview.state.corrupt-N") == true)
        #expect(defaults.data(forKey: "askforreview.state.corrupt-1") == nil)
        #expect(defaults.data(forKey: "askforreview.state") == Data("garbage".utf8))

        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        let reread = try #require(UserDefaults(suiteName: suite))
        #expect(reread.data(forKey: "askforreview.state.corrupt-1") == Data("garbage".utf8))
        #expect(try store.get(forKey: ReviewStoreKeys.requestCount) == 1)
    }

    @Test("Each write is synchronized to the plist file")
    func writesReachTheFile() throws {
        let folder = TemporaryFolder()
        let suite = folder.file("defaults").path
        try UserDefaultsStore(suiteName: suite).save(value: 7, forKey: ReviewStoreKeys.requestCount)
        #expect(FileManager.default.fileExists(atPath: suite + ".plist"))
    }
}
