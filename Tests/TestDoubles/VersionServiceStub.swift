public import AskForReviewDomain
import Foundation

/// A ``VersionService`` that answers a version the test sets.
public final class VersionServiceStub: VersionService, @unchecked Sendable {
    private let lock = NSLock()
    private var version: String?

    /// Answers `version`.
    public init(_ version: String? = "1.0") {
        self.version = version
    }

    /// Changes the answer, like shipping a new version.
    public func set(_ version: String?) {
        lock.withLock { self.version = version }
    }

    /// See ``VersionService/currentVersion()``.
    public func currentVersion() -> String? {
        lock.withLock { version }
    }
}
