public import AskForReviewDomain
public import Foundation

/// Two or more policies, each a variant with a share of the installs. Each install runs one variant,
/// chosen once from its install id (a random id kept in the store): the same variant at every launch
/// and after every update, for as long as the experiment keeps its name and variants.
public struct PolicyExperiment: Sendable {
    /// One variant: a name, a share of the installs and the policy those installs run.
    public struct Variant: Sendable {
        /// The variant's name, as analytics and reports spell it.
        public let name: String
        /// The variant's share: its weight against the other variants' (50 and 50, or 0.5 and 0.5, split
        /// the installs in halves). Not positive or not a number: no install gets it.
        public let share: Double
        /// The policy the variant's installs run.
        public let policy: ReviewPolicy

        /// A variant called `name` with `share` of the installs, running `policy`.
        public init(name: String, share: Double, policy: ReviewPolicy) {
            self.name = name
            self.share = share
            self.policy = policy
        }
    }

    /// The experiment's name: part of the assignment, so a new name deals the installs again.
    public let name: String
    /// The variants, in order.
    public let variants: [Variant]
    /// The installs the experiment applies to, or `nil` for every one (see `PolicyTarget`).
    public let appliesTo: PolicyTarget?

    /// An experiment called `name` over `variants`, for the installs `appliesTo` names (every one by
    /// default).
    public init(name: String, variants: [Variant], appliesTo: PolicyTarget? = nil) {
        self.name = name
        self.variants = variants
        self.appliesTo = appliesTo
    }

    /// The variant of the install with `id`: always the same for the same id, name and variants. The
    /// first variant when no variant has a positive share.
    public func variant(forInstall id: UUID) -> Variant? {
        let shares = variants.map { $0.share.isFinite ? max($0.share, 0) : 0 }
        let total = shares.reduce(0, +)
        guard total > 0 else { return variants.first }
        let point = Self.unitInterval(name + "/" + id.uuidString.uppercased()) * total
        var reached = 0.0
        for (variant, share) in zip(variants, shares) where share > 0 {
            reached += share
            if point < reached { return variant }
        }
        return Array(zip(variants, shares)).last { $0.1 > 0 }?.0
    }

    /// The policy of the install with `id`: its variant's, carrying the assignment into every decision.
    public func policy(forInstall id: UUID) -> ReviewPolicy? {
        variant(forInstall: id).map { $0.policy.assigned(ReviewPolicy.Variant(experiment: name, name: $0.name)) }
    }

    /// The policy of the install whose id `store` keeps; when it keeps none, one made by `makeID` is
    /// stored first (in one update, so two processes agree on the id).
    public func policy(forInstallIn store: any ReviewStoreService, makeID: () -> UUID = UUID.init) throws
        -> ReviewPolicy?
    {
        let stored = try store.loadState().installID
        let id =
            try stored
            ?? store.updateState { state in
                if let id = state.installID { return id }
                let id = makeID()
                state.installID = id
                return id
            }
        return policy(forInstall: id)
    }

    /// `text` hashed (64-bit FNV-1a over its UTF-8 bytes, stable everywhere) to a number in [0, 1).
    private static func unitInterval(_ text: String) -> Double {
        Double(StableHash.of(text) >> 11) / Double(UInt64(1) << 53)
    }
}
