/// The help the shell prints for `help`, `help <command>` and `--help`.
enum HelpText {
    static let general = """
        AppShell: the AskForReview command-line shell.

        Usage: swift run AppShell <command> [options]

        Commands:
          demo                      Apple's three-step process in the terminal (the default)
          launch                    record an app launch (sets the first-launch date once)
          complete [--outcome completed|skipped]
                                    record a finished process; asks after the pause if allowed
          event NAME [--weight W] [--bad] [--ask]
                                    record an app's own event; --ask asks on its screen after the pause
          tick                      the periodic check of a time-based policy; shows the pre-prompt if due
          respond rate|later|decline
                                    the user's answer to the pre-prompt; rate makes the system request
          reviewed                  the user reviewed through the app's own path: never asked again
          status                    the stored state and the decision, with every reason not eligible
          reset [--all]             forget counts and dates (keeps the system request log; --all too)
          simulate [--days N] [--launches-per-day X] [--completions-per-day Y]
                   [--new-version-every D] [--answer rate|later|decline]
                                    replay a synthetic user with a simulated clock
          review-link --app-id DIGITS
                                    print the manual write-review URL
          help [command]            this help, or one command's
          --version                 the version

        Options (every command):
          --policy apple|fittoday|searchconsole   the preset policy (default apple)
          --store PATH          the JSON store file (default $XDG_STATE_HOME/askforreview/state.json,
                                else ~/.local/state/askforreview/state.json)
          --app-version V       the current app version (default 1.0)
          --now ISO-8601        act as if it were that moment, e.g. 2026-01-01T00:00:00Z
          --pause SECONDS       the pause on the completion screen (default 2; 0 allowed)
          --signed-out          the user is signed out
          --background          the app is in the background
          --json                print exactly one JSON object on standard output (not demo)
          --help, -h            this help; after a command, that command's
          --                    end of options: what follows is a command or argument

        Exit codes: 0 success; 64 bad command line (nothing stored); 74 store unreadable or
        unwritable, or standard output unwritable; 75 store busy (another process held its lock
        for 3 s; nothing stored; try again).
        """

    static let commands: [String: String] = [
        "demo": """
        demo [--app-id DIGITS]
          Start Process, Continue Process twice, Process Completed. On the completed screen the
          review request goes out after the pause if you stay: type w to wait there; any other
          line during the pause leaves the screen and cancels the request. The start screen also
          offers r (reset checks) and w (write a review link). Works with piped input.
        """,
        "launch": "launch\n  Record an app launch. Only this command records the first-launch date, once.",
        "complete": """
        complete [--outcome completed|skipped]
          Record one finished process (or workout). A completed one may present the review
          request after the pause; a skipped one is recorded as skipped and never triggers.
        """,
        "tick": "tick\n  The periodic check of a time-based policy at --now; presents the pre-prompt if due.",
        "respond":
            "respond rate|later|decline\n  Answer the pre-prompt that awaits an answer (shown by tick or demo, not yet\n  answered). rate makes the system review request. Without such a pre-prompt: exit 64, nothing stored.",
        "status":
            "status\n  Print the stored state and the decision, with every reason it is not eligible and the earliest\n  time waiting alone could make it eligible.",
        "reset":
            "reset [--all]\n  Forget the stored counts and dates. The log of system requests is kept, as the system\n  keeps its own; --all forgets it too.",
        "event": """
        event NAME [--weight W] [--bad] [--ask]
          Record one occurrence of an event the app names (1-64 ASCII letters, digits, . _ - :), with
          a weight (default 1; may be negative) and marked as a bad experience with --bad. With
          --ask, the screen after it counts as a completion screen: the request goes out after the
          pause if the policy allows it.
        """,
        "reviewed": "reviewed\n  Record that the user reviewed through the app's own path (a Rate us button).",
        "simulate": """
        simulate [--days N] [--launches-per-day X] [--completions-per-day Y] [--new-version-every D]
                 [--answer rate|later|decline]
          Replay a synthetic user over N days (default 365) through the real use case with a
          simulated clock starting at --now. Prints a timeline and totals, including how many
          requests the system's 3-in-365-days limit would have swallowed without our mirror of it.
          The user is signed in, in the foreground and starts at version 1.0, so --signed-out,
          --background and --app-version are refused; --answer needs a policy with a pre-prompt.
          It never touches the store and waits no pause: --store and --pause are ignored.

        simulate --population N [--seed S] [--compare P1,P2,...] [--profile FILE] [--review-rate R]
                 [--days N] [--csv FILE] [--svg FILE]
          Simulate N users (at most 1000000) drawn from the population model, the same users under
          each policy compared (default: --policy), on every core, and print one table (or, with
          --json, one object): share ever asked, system requests per user a year, requests the
          system's limit would have swallowed without the mirror, pre-prompts and answers, expected
          reviews under the assumed review rate (default 0.05), days from first launch to first ask
          (p10/p50/p90), share asked three times or more. The same seed (default 1) and arguments
          give the same output. The model's defaults (a day's launches, completions, skips and
          significant events: light 50%: 0.3, 0.2, 0.05, 0.1; regular 35%: 1, 0.8, 0.2, 0.3; heavy
          15%: 3, 2.5, 0.5, 1; each user's rates times 0.5-1.5; mean
          lifetime 120 days; a version every 30 days; 80% signed in; answers 20% rate, 50% later,
          30% decline) can be replaced field by field from a JSON --profile. --csv writes one row per
          policy and day (users asked so far, asks that day); --svg a chart of both.
        """,
        "review-link":
            "review-link --app-id DIGITS\n  Print https://apps.apple.com/app/id<DIGITS>?action=write-review.",
        "help": "help [command]\n  Print the general help or one command's.",
    ]

    static func text(for topic: String?) -> String {
        guard let topic, let text = commands[topic] else { return general }
        return "Usage: swift run AppShell " + text + "\n\nOptions every command takes: see 'AppShell help'."
    }
}
