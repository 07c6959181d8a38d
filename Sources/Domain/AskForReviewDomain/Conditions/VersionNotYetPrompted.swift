/// Met when the user has not been asked about the current app version.
///
/// An unknown current version is not met: without it the rule cannot be kept.
package struct VersionNotYetPrompted: EligibilityCondition {
    /// Creates the condition.
    package init() {}

    /// `.met` when `context.currentVersion` is not the last version asked about, else `.notMet` (kind
    /// `.alreadyAskedForVersion`, cleared by a new version); `.versionUnknown` without a version.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let version = context.currentVersion else {
            return .notMet(.timeless("current app version is unknown", kind: .versionUnknown))
        }
        guard version != context.state.lastVersionPrompted else {
            return .notMet(
                .timeless(.askedForVersion(version), kind: .alreadyAskedForVersion))
        }
        return .met
    }
}

extension VersionNotYetPrompted: BuiltInCondition {
    package static let policyName = "versionNotYetPrompted"
    package static let parameters: [ConditionParameter<Self>] = []
    package static let examples = [VersionNotYetPrompted()]

    package init?(_ arguments: ConditionArguments) {
        self.init()
    }
}
