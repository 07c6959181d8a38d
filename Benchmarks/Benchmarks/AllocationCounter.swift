import Foundation

/// Counts heap allocations on the eligible decision path by running this program under valgrind
/// twice (0 and 1,000 decisions) and dividing the difference in its "total heap usage" line.
enum AllocationCounter {
    /// The argument that makes this program only run `N` decisions and exit.
    static let flag = "--decisions-only"

    static func report(keyValue: Bool) {
        guard let valgrind = ChildProcess.findExecutable("valgrind") else {
            print("  allocations: not measured (valgrind is not installed)")
            return
        }
        let decisions = 1_000
        guard let none = heapAllocations(valgrind: valgrind, decisions: 0, keyValue: keyValue),
            let many = heapAllocations(valgrind: valgrind, decisions: decisions, keyValue: keyValue)
        else {
            print("  allocations: not measured (valgrind gave no heap summary)")
            return
        }
        let perDecision = Double(many - none) / Double(decisions)
        print(
            String(
                format: "  heap allocations per eligible decision: %.2f (valgrind: %d vs %d allocs)", perDecision, many,
                none))
    }

    private static func heapAllocations(valgrind: String, decisions: Int, keyValue: Bool) -> Int? {
        let arguments =
            ["--tool=memcheck", "--leak-check=no", CommandLine.arguments[0], flag, String(decisions)]
            + (keyValue ? ["--key-value"] : [])
        guard let output = ChildProcess.output(of: valgrind, arguments, from: .standardError),
            let line = output.split(separator: "\n").first(where: { $0.contains("total heap usage:") }),
            let allocs = line.split(separator: ":").last?.split(separator: " ").first
        else { return nil }
        return Int(allocs.replacingOccurrences(of: ",", with: ""))
    }
}
