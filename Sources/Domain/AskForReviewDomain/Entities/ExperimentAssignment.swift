/// Which variant of which experiment an install runs: what an app sends to its analytics next to
/// what the package decided.
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

    /// "`experiment`/`variant`".
    public var description: String { "\(experiment)/\(variant)" }
}
