import AskForReviewDomain
package import Foundation

/// The `VersionService` that reads the bundle version (`CFBundleVersion`),
/// and falls back to an injected version where there is no bundle version (Linux has no Info.plist).
///
/// A blank version counts as unknown.
package struct BundleVersionService: VersionService {
    private let version: String?

    /// Reads `CFBundleVersion` from `bundle` once; uses `fallback` when it is missing or blank.
    package init(bundle: Bundle = .main, fallback: String? = nil) {
        let bundleVersion = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        version = Self.nonBlank(bundleVersion) ?? Self.nonBlank(fallback)
    }

    /// A service that always answers `version` (blank counts as unknown).
    package init(fixedVersion version: String?) {
        self.version = Self.nonBlank(version)
    }

    /// See `VersionService.currentVersion()`.
    package func currentVersion() -> String? {
        version
    }

    private static func nonBlank(_ version: String?) -> String? {
        guard let version, !version.allSatisfy(\.isWhitespace) else { return nil }
        return version
    }
}
