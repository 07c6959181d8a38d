import AskForReviewSimulation
import Foundation

/// A random number generator that replays from its seed (the simulator's ``SplitMix64``), for tests that draw random
/// inputs: each such test prints the seed, and `ASKFORREVIEW_SEED=<seed>` replays the same run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed the generator started from.
    public let seed: UInt64
    private var generator: SplitMix64

    /// A generator starting at `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        generator = SplitMix64(seed: seed)
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
        generator.next()
    }
}
