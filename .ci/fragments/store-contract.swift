// A test of the app's own store: `MyStore` over a folder (the package's tests' own), and a fresh
// folder for each store.
import AskForReview
import AskForReviewTesting
import Foundation

// «include Tests/AppAdoptionTests/MyStore.swift»

func freshFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
}

func example() throws {
    // «fragment»
}
