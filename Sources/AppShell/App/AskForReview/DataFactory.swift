public import AskForReviewData
public import Foundation

/// Builds the Data layer's stores: the one place that knows where state lives on disk.
public enum DataFactory {
    /// Where an app's state lives by default: on Apple platforms
    /// `Application Support/<bundle identifier>/AskForReview/state.json` (`AskForReview/state.json`
    /// without a bundle identifier); elsewhere `$XDG_STATE_HOME/askforreview/state.json`, else
    /// `~/.local/state/askforreview/state.json`.
    public static func defaultStoreURL(
        environment: [String: String] = ProcessInfo.processInfo.environment, bundle: Bundle = .main
    ) -> URL {
        #if canImport(Darwin)
            let support =
                FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? FileManager.default.temporaryDirectory
            let folder =
                bundle.bundleIdentifier.map { support.appendingPathComponent($0, isDirectory: true) } ?? support
            return folder.appendingPathComponent("AskForReview/state.json")
        #else
            let base: URL
            if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
                base = URL(fileURLWithPath: stateHome, isDirectory: true)
            } else {
                let home =
                    environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                    ?? FileManager.default.homeDirectoryForCurrentUser
                base = home.appendingPathComponent(".local/state", isDirectory: true)
            }
            return base.appendingPathComponent("askforreview/state.json")
        #endif
    }

    /// The JSON file store at `url`, or at ``defaultStoreURL(environment:bundle:)``.
    public static func makeStore(at url: URL? = nil) -> any Storeable {
        JSONFileStore(fileURL: url ?? defaultStoreURL())
    }

    /// A store that keeps `entries` in memory and nowhere else: for previews and tests that read
    /// what a view model stored. Thread-safe; content marked to be set aside is simply replaced; a
    /// read inside an update returns the content before it, and an update inside an update throws
    /// `StoreError.nestedUpdate`.
    public static func makeInMemoryStore(entries: [String: StoredValue] = [:]) -> any Storeable {
        InMemoryStore(entries: entries)
    }
}
