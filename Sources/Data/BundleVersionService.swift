import AskForReviewDomain
import Foundation

/// The ``VersionService`` that reads the bundle version (`CFBundleVersion`), as Apple's sample does,
/// and falls back to an injected version where there is no bundle version (Linux has no Info.plist).
///
/// A blank version counts as unknown.
public struct BundleVersionService: VersionService {
    private let bundleVersion: String?
    private let fallback: String?

    /// Reads `CFBundleVersion` from `bundle` once; uses `fallback` when it is missing or blank.
    public init(bundle: Bundle = .main, fallback: String? = nil) {
        bundleVersion = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        self.fallback = fallback
    }

    /// A service that always answers `version` (blank counts as unknown).
    public init(fixedVersion version: String?) {
        bundleVersion = nil
        fallback = version
    }

    /// See ``VersionService/currentVersion()``.
    public func currentVersion() -> String? {
        for candidate in [bundleVersion, fallback] {
            if let candidate, !candidate.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return candidate }
        }
        return nil
    }
}
