import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation

/// The options every command takes.
struct ShellOptions {
    /// The longest `--app-version`, in characters.
    static let maximumVersionLength = 256
    /// The options every command takes that stand alone.
    static let flags: Set<String> = ["--signed-out", "--background", "--json", "--help", "--version"]
    /// The options every command takes that have a value.
    static let valued: Set<String> = ["--policy", "--policy-file", "--store", "--app-version", "--now", "--pause"]

    /// The policy: the `--policy` preset, the `--policy-file` file's, or `apple`.
    var policy = ReviewPolicy.apple
    /// The `--policy-file` path, or `nil`.
    var policyFile: String?
    /// The experiment `--policy-file` holds, or `nil`: its variant is the one of the store's install
    /// (``policy`` is the first variant's until the store is read).
    var experiment: PolicyExperiment?
    var storePath: String?
    var appVersion = "1.0"
    var now: Date?
    var pauseSeconds: Double = 2
    var signedOut = false
    var background = false
    var json = false

    /// The options `input` gives, each value checked.
    init(reading input: CommandInput) throws(UsageError) {
        if let name = input.string("--policy") {
            guard input.string("--policy-file") == nil else {
                throw UsageError("--policy and --policy-file name two policies; give one")
            }
            guard let preset = ReviewPolicy.preset(named: name) else {
                let hint = NearestName.hint(for: name, among: PolicySource.presetSpellings)
                throw UsageError(
                    "unknown policy \(TerminalText.quoted(name)) (expected \(PolicySource.presetNames), or a file with --policy-file)\(hint)"
                )
            }
            policy = preset
        }
        if let store = input.string("--store") {
            guard !store.isEmpty else { throw UsageError("--store needs a path") }
            storePath = store
        }
        if let version = input.string("--app-version") {
            guard !version.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw UsageError("--app-version needs a non-blank version")
            }
            guard version.count <= Self.maximumVersionLength else {
                throw UsageError(
                    "--app-version takes at most \(Self.maximumVersionLength) characters, got \(version.count)")
            }
            appVersion = version
        }
        now = try input.date("--now")
        pauseSeconds = try input.seconds("--pause") ?? 2
        signedOut = input.has("--signed-out")
        background = input.has("--background")
        json = input.has("--json")
        // Read last, once every other value was checked: a bad command line never opens a file.
        if let path = input.string("--policy-file") {
            switch try PolicySource.load(file: path, option: "--policy-file") {
            case .policy(let loaded, _): policy = loaded
            case .experiment(let loaded):
                experiment = loaded
                policy = loaded.variants[0].policy
            }
            policyFile = path
        }
    }

    /// The defaults: `apple`, version 1.0, the default store, a 2 s pause.
    init() {}
}
