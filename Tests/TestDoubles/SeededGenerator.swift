import Foundation

/// A random number generator that replays from its seed (SplitMix64), for tests that draw random
/// inputs: each such test prints the seed, and `ASKFORREVIEW_SEED=<seed>` replays the same run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed the generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// A generator seeded from `ASKFORREVIEW_SEED` when set, else at random; prints the seed with
    /// `label`, so a failing run can be replayed.
    public static func printingSeed(for label: String) -> SeededGenerator {
        let environment = ProcessInfo.processInfo.environment["ASKFORREVIEW_SEED"].flatMap(UInt64.init)
        let generator = SeededGenerator(seed: environment ?? UInt64.random(in: 0...UInt64.max))
        print("\(label): seed \(generator.seed) (replay with ASKFORREVIEW_SEED=\(generator.seed))")
        return generator
    }

    /// See `RandomNumberGenerator`.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
