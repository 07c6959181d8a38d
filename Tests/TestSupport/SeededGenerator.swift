import Foundation

/// A random number generator that replays from its seed (SplitMix64, the numbers the simulator draws
/// from the same seed), for tests that draw random inputs: each such test runs from a fixed seed and
/// writes it to ``TestOutput``; `ASKFORREVIEW_SEED=<seed>` runs it from another. It needs no layer, so every layer's
/// tests use it.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed the generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The seed every random test runs from unless `ASKFORREVIEW_SEED` names another: the same inputs on
    /// every run, so a failure is never a matter of luck.
    public static let fixedSeed: UInt64 = 20_261_123

    /// A generator seeded from `ASKFORREVIEW_SEED` when set, else from ``fixedSeed``; writes the seed
    /// with `label` to ``TestOutput``, so any run can be replayed.
    public static func recordingSeed(for label: String) -> SeededGenerator {
        let environment = ProcessInfo.processInfo.environment["ASKFORREVIEW_SEED"].flatMap(UInt64.init)
        let generator = SeededGenerator(seed: environment ?? fixedSeed)
        TestOutput.write("\(label): seed \(generator.seed) (replay with ASKFORREVIEW_SEED=\(generator.seed))")
        return generator
    }

    /// See `RandomNumberGenerator`.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        let mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        let again = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return again ^ (again >> 31)
    }
}
