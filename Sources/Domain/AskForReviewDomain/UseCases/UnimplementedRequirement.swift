import Foundation

/// Says, in a debug build, that a conforming type of a team's own leaves a requirement added after it
/// was written to its default, which does nothing: once per type and requirement, on standard error
/// (as swift-log does for a log handler written before a requirement was added). A release build
/// says nothing.
package enum UnimplementedRequirement {
    /// Where the words go: standard error, unless a test takes them.
    package static let output = Locked<@Sendable (String) -> Void>({ words in
        FileHandle.standardError.write(Data((words + "\n").utf8))
    })
    /// What was said already, so each is said once.
    private static let said = Locked<Set<String>>([])

    /// Reports that `type` does not implement `requirement`, whose default did `what`.
    package static func report(_ requirement: String, of type: Any.Type, default what: String) {
        #if DEBUG
            let words =
                "AskForReview: \(String(reflecting: type)) does not implement \(requirement); its default \(what). Implement it (see the CHANGELOG's Migrating)."
            guard said.withLock({ $0.insert(words).inserted }) else { return }
            let write = output.withLock { $0 }
            write(words)
        #endif
    }
}
