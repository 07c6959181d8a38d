import AskForReviewSimulation
import Foundation

/// A random number generator that replays from its seed (the simulator's ``SplitMix64``), for tests that draw random
/// inputs: each such test runs from a fixed seed and prints it; `ASKFORREVIEW_SEED=<seed>` runs it from another.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed the generator started from.
    public let seed: UInt64
    private var generator: SplitMix64

    /// A generator starting at `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        generator = SplitMix64(seed: seed)
    }

    /// The seed every random test runs from unless `ASKFORREVIEW_SEED` names another: the same inputs on
    /// every run, so a failure is never a matter of luck.
    public static let fixedSeed: UInt64 = 20_261_123

    /// A generator seeded from `ASKFORREVIEW_SEED` when set, else from ``fixedSeed``; prints the seed with
    /// `label`, so any run can be replayed.
    public static func printingSeed(for label: String) -> SeededGenerator {
        let environment = ProcessInfo.processInfo.environment["ASKFORREVIEW_SEED"].flatMap(UInt64.init)
        let generator = SeededGenerator(seed: environment ?? fixedSeed)
        print("\(label): seed \(generator.seed) (replay with ASKFORREVIEW_SEED=\(generator.seed))")
        return generator
    }

    /// See `RandomNumberGenerator`.
    public mutating func next() -> UInt64 {
        generator.next()
    }
}
