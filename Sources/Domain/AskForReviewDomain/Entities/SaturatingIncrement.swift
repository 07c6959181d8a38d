extension Int {
    /// `self + 1`, or `Int.max` when that would overflow. Counts never trap.
    package func incrementedSaturating() -> Int {
        self == .max ? .max : self + 1
    }
}
