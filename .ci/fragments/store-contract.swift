// A test of the app's own store: `MyStore` over a folder, and a fresh folder for each store.
import AskForReview
import AskForReviewTesting
import Foundation

struct MyStore: Storeable {
    let base: JSONFileStore

    init(in folder: URL) {
        base = JSONFileStore(fileURL: folder.appendingPathComponent("state.json"))
    }

    func load() throws -> StoredValues { try base.load() }
    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try base.update(body)
    }
}

func freshFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
}

func example() throws {
    // «fragment»
}
