import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Repeated trials of one piece of work: the median and the spread of the time per operation.
struct Sample {
    let name: String
    /// Seconds per operation, one value per trial.
    let trials: [Double]

    var median: Double {
        let sorted = trials.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    var minimum: Double { trials.min() ?? 0 }
    var maximum: Double { trials.max() ?? 0 }
}

/// One piece of work to time: a name and the operation.
struct Case {
    let name: String
    let operation: () throws -> Void
}

/// Times each case: `trials` rounds after one warm-up round; in each round every case runs its
/// operation `operations` times, one case after the other, so drift in the machine (a busy disk, a
/// warmer cache) falls on all of them alike.
@MainActor
func measure(trials: Int, operations: Int, _ cases: [Case]) throws -> [Sample] {
    let clock = ContinuousClock()
    var results = [[Double]](repeating: [], count: cases.count)
    for round in 0...trials {
        for (index, item) in cases.enumerated() {
            let elapsed = try clock.measure {
                for _ in 0..<operations { try item.operation() }
            }
            if round > 0 { results[index].append(elapsed.seconds / Double(operations)) }
        }
    }
    return zip(cases, results).map { Sample(name: $0.name, trials: $1) }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// Formats seconds per operation with a unit a person reads at a glance.
func formatTime(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
    case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
    case ..<1: String(format: "%.3f ms", seconds * 1e3)
    default: String(format: "%.3f s", seconds)
    }
}

/// Prints one benchmark's table: each sample's median, spread (min–max) and ratio to the baseline.
func printTable(title: String, target: String, samples: [Sample], baseline: Sample) {
    print("\n\(title)")
    print("  target: \(target)")
    let width = samples.map(\.name.count).max() ?? 10
    for sample in samples {
        let name = sample.name.padding(toLength: width, withPad: " ", startingAt: 0)
        let ratio = sample.median / baseline.median
        print(
            "  \(name)  median \(formatTime(sample.median).leftAligned(10))  spread \(formatTime(sample.minimum))–\(formatTime(sample.maximum))  \(String(format: "%.2fx", ratio))"
        )
    }
}

extension String {
    func leftAligned(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// What this process has used so far, or, with `children`, its children that ended and were waited
/// for (`getrusage`).
func resourceUsage(children: Bool = false) -> rusage {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue, &usage)
    #else
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    #endif
    return usage
}
