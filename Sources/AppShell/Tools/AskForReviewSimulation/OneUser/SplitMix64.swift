/// A small random number generator that replays from its seed: each simulated user draws from one of
/// its own, seeded from the run's seed and the user's number, so a run gives the same users whatever
/// the number of cores or the order they run in.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The generator for user `index` of a run seeded with `seed`.
    package init(seed: UInt64, index: Int = 0) {
        state = seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    }

    /// See `RandomNumberGenerator`.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mixed(state)
    }

    /// A number in 0..<1, exactly the one `Double.random(in: 0..<1, using:)` draws from this
    /// generator (the low 53 bits of the next number, scaled), without the generic path's range checks:
    /// the daily draws of a population run take several a user-day.
    package mutating func unit() -> Double {
        Double(next() & ((1 << 53) - 1)) * 0x1p-53
    }

    /// `value` with its bits mixed, as the generator finishes each number: inputs differing in one
    /// bit differ in about half the bits of the result.
    static func mixed(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
