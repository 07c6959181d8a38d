extension RemotePolicySource {
    /// What became of a payload: what a source tells its `report` closure, for an app's analytics.
    public enum Report: Sendable, Equatable {
        /// A payload was accepted and kept as the last good one: the name of its policy, or of its
        /// experiment.
        case accepted(String)
        /// A payload received, or the last good one kept, was refused: every problem, and every guidance
        /// warning the app does not allow, in words. Nothing of it is used.
        case refused([String])
    }
}
