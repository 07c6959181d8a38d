import AskForReviewData
import Foundation

/// Every ``Storeable`` implementation, so one contract suite runs against each.
enum StoreKind: String, CaseIterable, Sendable {
    case inMemory
    case jsonFile
    case userDefaults

    /// A fresh, empty store of this kind, kept inside `folder` where it persists anything.
    func makeStore(in folder: TemporaryFolder) throws -> any Storeable {
        switch self {
        case .inMemory:
            return InMemoryStore()
        case .jsonFile:
            return JSONFileStore(fileURL: folder.file("state.json"))
        case .userDefaults:
            // An absolute suite name keeps the plist in the test's folder, never in ~/.config.
            return try UserDefaultsStore(suiteName: folder.file("defaults").path)
        }
    }

    /// A second store reading what `makeStore` persisted, as a later launch would (`nil` for memory).
    func reopen(in folder: TemporaryFolder) throws -> (any Storeable)? {
        switch self {
        case .inMemory: nil
        case .jsonFile, .userDefaults: try makeStore(in: folder)
        }
    }
}
