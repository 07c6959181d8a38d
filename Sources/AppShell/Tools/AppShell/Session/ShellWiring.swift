import AskForReview
import AskForReviewRollout
import AskForReviewSimulation
import AskForReviewTransitions
import Foundation

/// How the shell wires the package's factories from its options.
enum ShellWiring {
    /// The JSON file store at `path`, or at ``defaultStoreURL``.
    static func makeStore(path: String?) -> any Storeable {
        DataFactory.makeStore(at: path.map { URL(fileURLWithPath: $0) } ?? defaultStoreURL)
    }

    /// Where the shell keeps its state by default: `command-line/state.json` in the folder of an
    /// app's default store (`$XDG_STATE_HOME/askforreview/command-line/state.json`, else
    /// `~/.local/state/askforreview/command-line/state.json`; on a Mac in `Application Support`), so
    /// that an app run off the device never counts what the demo recorded, nor the demo the app's.
    static var defaultStoreURL: URL {
        DataFactory.defaultStoreURL().deletingLastPathComponent().appendingPathComponent("command-line/state.json")
    }

    /// The policy the options run: theirs, or with an experiment the variant of the install whose id
    /// the store keeps (stored first if none is).
    /// - Throws: what the store throws when the install id cannot be read or stored.
    static func policy(for options: ShellOptions, installIn reviewStoreService: any ReviewStoreService) throws
        -> ReviewPolicy
    {
        try options.experiment.flatMap { try $0.policy(forInstallIn: reviewStoreService) } ?? options.policy
    }

    /// The use case for `policy` and the options: the `--app-version` version (a command-line tool has
    /// no bundle to read one from), `--now` or the real clock, and the app state the flags say.
    @MainActor
    static func makeAskForReviewUsecase(
        options: ShellOptions, policy: ReviewPolicy, reviewStoreService: any ReviewStoreService
    ) -> any AskForReviewUsecase {
        let fixedNow = options.now
        let appState = appState(options)
        return UsecasesFactory.makeAskForReviewUsecase(
            policy: policy,
            reviewStoreService: reviewStoreService,
            versionService: FixedVersion(version: options.appVersion),
            currentDate: { fixedNow ?? Date() },
            appState: { appState }
        )
    }

    /// The app's state the options give: signed in and in the foreground unless they say not.
    static func appState(_ options: ShellOptions) -> AppState {
        AppState(isSignedIn: !options.signedOut, isInForeground: !options.background)
    }

    /// The transitions of `policy` in the app the options describe, now: what the use case decides by.
    static func transition(options: ShellOptions, policy: ReviewPolicy) -> ReviewTransition {
        ReviewTransition(
            policy: policy, now: options.now ?? Date(), currentVersion: options.appVersion,
            appState: appState(options))
    }

    /// A simulator of `user` under `policy` from `start`.
    static func makeSimulator(policy: ReviewPolicy, user: SimulatedUser, start: Date) -> UsageSimulator {
        UsageSimulator(policy: policy, user: user, start: start)
    }
}
