/// The name a mistyped one most likely meant: the known name fewest single-character edits away
/// (insert, delete, replace, or swap two neighbours), when that is at most a third of its length
/// (and at least one edit): `lanch` → `launch`, `--nwo` → `--now`. Ties go to the first name given.
enum NearestName {
    /// The known name `typed` most likely meant, or `nil` when none is close enough.
    static func to(_ typed: String, among known: some Sequence<String>) -> String? {
        let typed = Array(typed.lowercased())
        var best: (name: String, distance: Int)?
        for name in known {
            let distance = edits(typed, Array(name.lowercased()))
            guard distance <= max(1, name.count / 3), distance < (best?.distance ?? .max) else { continue }
            best = (name, distance)
        }
        return best?.name
    }

    /// " (did you mean X?)" for the name `typed` most likely meant, or "".
    static func hint(for typed: String, among known: some Sequence<String>) -> String {
        to(typed, among: known).map { " (did you mean \($0)?)" } ?? ""
    }

    /// The optimal string alignment distance between `a` and `b`.
    private static func edits(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [
            Array(0...b.count), Array(repeating: 0, count: b.count + 1), Array(repeating: 0, count: b.count + 1),
        ]
        for i in 1...a.count {
            let (previous, current, beforePrevious) = ((i - 1) % 3, i % 3, (i + 1) % 3)
            rows[current][0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(rows[previous][j] + 1, rows[current][j - 1] + 1, rows[previous][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, rows[beforePrevious][j - 2] + 1)
                }
                rows[current][j] = distance
            }
        }
        return rows[a.count % 3][b.count]
    }
}
