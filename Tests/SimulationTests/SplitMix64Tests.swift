import AskForReviewSimulation
import TestSupport
import Testing

@Suite("The simulator's random numbers")
struct SplitMix64Tests {
    @Test("unit() draws exactly what Double.random(in: 0..<1, using:) draws, so runs keep their outputs")
    func unitIsTheStandardDraw() {
        let seed = UInt64.random(in: 0...UInt64.max)
        TestOutput.write("SplitMix64 unit draws: seed \(seed)")
        var fast = SplitMix64(seed: seed, index: 3)
        var standard = SplitMix64(seed: seed, index: 3)
        var differing = 0
        var outside = 0
        for _ in 0..<100_000 {
            let drawn = fast.unit()
            if drawn != Double.random(in: 0..<1, using: &standard) { differing += 1 }
            if !(0..<1).contains(drawn) { outside += 1 }
        }
        #expect(differing == 0 && outside == 0)
    }
}
