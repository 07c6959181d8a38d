public import AskForReviewDomain
import Foundation

/// A `VersionService` that answers the version a test sets, like an app between releases.
public final class VersionServiceStub: VersionService, @unchecked Sendable {
    // `@unchecked`: `version` is read and written only under `lock`.
    private let lock = NSLock()
    private var version: String?

    /// A stub answering `version` (`nil`: the version is unknown).
    public init(_ version: String? = "1.0") {
        self.version = version
    }

    /// Changes the answer, like shipping a new version.
    public func set(_ version: String?) {
        lock.withLock { self.version = version }
    }

    /// The version last set.
    public func currentVersion() -> String? {
        lock.withLock { version }
    }
}
