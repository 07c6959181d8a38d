import AskForReviewData
import Foundation

/// Builds the Data layer's stores: the one place that knows where state lives on disk.
enum DataFactory {
    /// The default store file: `$XDG_STATE_HOME/askforreview/state.json`, else
    /// `~/.local/state/askforreview/state.json`.
    static func defaultStoreURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
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
    }

    /// The JSON file store at `path`, or at ``defaultStoreURL(environment:)``.
    static func makeStore(path: String?) -> any Storeable {
        JSONFileStore(fileURL: path.map { URL(fileURLWithPath: $0) } ?? defaultStoreURL())
    }
}
