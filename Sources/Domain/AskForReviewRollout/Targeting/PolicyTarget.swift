/// The installs a policy file or an experiment applies to: a range of app versions and a set of
/// platforms. Where it does not apply, the app uses the next policy it has (a remote policy gives
/// way to the bundled one).
public struct PolicyTarget: Sendable, Equatable {
    /// The first app version the policy applies to, or `nil` for every version below
    /// ``belowVersion``.
    public let fromVersion: String?
    /// The first app version the policy no longer applies to, or `nil` for every version from
    /// ``fromVersion`` on.
    public let belowVersion: String?
    /// The platforms the policy applies to (``currentPlatform``'s names), or `nil` for every one.
    public let platforms: Set<String>?

    /// The platforms a target may name: `iOS` (iPhone, iPad and Mac Catalyst apps), `macOS`,
    /// `visionOS`, `tvOS`, `watchOS` and `linux`.
    package static let platformNames: Set<String> = ["iOS", "macOS", "visionOS", "tvOS", "watchOS", "linux"]

    /// The platform this code runs on, as a target names it.
    public static var currentPlatform: String {
        #if os(iOS)
            "iOS"
        #elseif os(macOS)
            "macOS"
        #elseif os(visionOS)
            "visionOS"
        #elseif os(tvOS)
            "tvOS"
        #elseif os(watchOS)
            "watchOS"
        #else
            "linux"
        #endif
    }

    /// The installs from app version `fromVersion` (included) to `belowVersion` (excluded) on
    /// `platforms`; `nil` leaves that side open. Versions compare as numbers separated by dots, each
    /// part by its leading digits ("2.10" is after "2.9"; a missing part counts as 0).
    public init(fromVersion: String? = nil, belowVersion: String? = nil, platforms: Set<String>? = nil) {
        self.fromVersion = fromVersion
        self.belowVersion = belowVersion
        self.platforms = platforms
    }

    /// Whether an install of app version `version` (`nil`: unknown) on `platform` is targeted. An
    /// unknown version is in no version range.
    public func applies(toVersion version: String?, platform: String) -> Bool {
        if let platforms, !platforms.contains(platform) { return false }
        guard fromVersion != nil || belowVersion != nil else { return true }
        guard let version else { return false }
        if let fromVersion, Self.version(version, precedes: fromVersion) { return false }
        if let belowVersion, !Self.version(version, precedes: belowVersion) { return false }
        return true
    }

    /// Whether version `earlier` comes before `later`, as a target compares versions.
    package static func version(_ earlier: String, precedes later: String) -> Bool {
        precedes(parts(earlier), parts(later))
    }

    /// A version's parts: each dot-separated part's leading digits as a number (none: 0).
    private static func parts(_ version: String) -> [Int] {
        version.split(separator: ".", omittingEmptySubsequences: false).map { part in
            Int(part.prefix { $0.isASCII && $0.isNumber }.prefix(9)) ?? 0
        }
    }

    /// Whether version parts `lhs` come before `rhs`, missing parts counting as 0.
    private static func precedes(_ lhs: [Int], _ rhs: [Int]) -> Bool {
        for index in 0..<max(lhs.count, rhs.count) {
            let (left, right) = (index < lhs.count ? lhs[index] : 0, index < rhs.count ? rhs[index] : 0)
            if left != right { return left < right }
        }
        return false
    }
}
