public import AskForReviewDomain

/// Which variant of which experiment an install runs: what an app sends to its analytics next to
/// what the package decided (``AskForReviewDomain/ReviewPolicy/assignment``).
public struct ExperimentAssignment: Sendable, Hashable, CustomStringConvertible {
    /// The experiment's name.
    public let experiment: String
    /// The variant's name.
    public let variant: String

    /// The assignment of `variant` in `experiment`.
    public init(experiment: String, variant: String) {
        self.experiment = experiment
        self.variant = variant
    }

    /// The assignment a variant's policy carries.
    init(_ variant: ReviewPolicy.Variant) {
        self.init(experiment: variant.experiment, variant: variant.name)
    }

    /// "`experiment`/`variant`".
    public var description: String { "\(experiment)/\(variant)" }
}

extension ReviewPolicy {
    /// The experiment variant this policy is, or `nil`: what an app sends to its analytics with each
    /// ask the view model's closures report (see ``PolicyExperiment``).
    public var assignment: ExperimentAssignment? { variant.map(ExperimentAssignment.init) }
}
