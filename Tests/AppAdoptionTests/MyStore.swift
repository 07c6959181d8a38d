import AskForReview
import Foundation

/// A store of "your own", which the articles' examples test with the shipped contract: the file store
/// under another name, as a team's store would wrap its own (`.ci/fragments/store-contract.swift`
/// compiles the articles' fragments with this file).
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
