/// The part of a run one process takes, as `--shard K/N` names it: shard `index` (from 0) of `count`,
/// and how the shards divide the input.
struct Shard: Equatable {
    var index = 0
    var count = 1
    var split = Split.users

    /// How the shards of a run divide its input: by users (each shard reads all of it and keeps its
    /// users, as for standard input and a simulated population) or by bytes (each reads its part of a
    /// file). Shards split one way add up to the whole; shards split two ways do not.
    enum Split: String {
        case users
        case bytes
    }

    /// The whole run: shard 1 of 1.
    init() {}

    /// Shard `index` (from 0) of `count`, split by `split`.
    init(index: Int, count: Int, split: Split = .users) {
        self.index = index
        self.count = count
        self.split = split
    }

    /// The shard `--shard`'s value `text` names, `K/N` with 1 ≤ K ≤ N ≤ 10,000, in a command line of
    /// `command`.
    init(_ text: String, command: String) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts.allSatisfy(CommandInput.isDigits), let index = Int(parts[0]),
            let count = Int(parts[1]), (1...10_000).contains(count), (1...count).contains(index)
        else {
            throw UsageError(
                "--shard expects K/N, a shard K from 1 to N of N shards (at most 10000), got \(TerminalText.quoted(text))",
                command: command)
        }
        self.init(index: index - 1, count: count)
    }

    /// The shard `--shard` gives in `input`, or the whole run.
    static func read(from input: CommandInput) throws(UsageError) -> Shard {
        guard let text = input.string("--shard") else { return Shard() }
        return try Shard(text, command: input.command)
    }
}
