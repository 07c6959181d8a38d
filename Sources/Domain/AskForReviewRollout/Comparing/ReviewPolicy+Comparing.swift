public import AskForReviewDomain

extension ReviewPolicy {
    /// This policy, the same rules, called `name`: for reports that compare it with others (an
    /// experiment's variants, each named after its experiment).
    public func named(_ name: String) -> ReviewPolicy {
        rebuilt(name: name, quota: systemQuota)
    }

    /// This policy with its mirror of the system's limit replaced by `quota`; `nil` switches the mirror
    /// off, which shows what the system alone would do with the same rules.
    public func withSystemQuota(_ quota: SystemPromptQuota?) -> ReviewPolicy {
        rebuilt(name: name, quota: quota)
    }
}
