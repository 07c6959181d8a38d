import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation

/// `policy check FILE…` and `policy show NAME|FILE`: policy files checked, and any policy printed
/// as its normalized file.
struct PolicyCommand: ShellCommand, Equatable {
    static let definition = CommandDefinition(
        name: "policy",
        usage: "policy check FILE… [--allow CODE,…]\npolicy show NAME|FILE",
        summary: "check policy files, or print a policy as a file",
        help: """
            policy check FILE… [--allow CODE,…]
            policy show NAME|FILE
              check: reads each policy file and lists every problem of each (its JSON path, what was
              found, what is allowed), then, apart, the warnings of each valid one: where it goes
              against the App Store's guidance or the peers' defaults (noMinimumInterval,
              asksInFirstSession, prePromptReappearsForever, reviewGating); --allow leaves out the codes
              given. Warnings never change the exit code: 0 when every file is valid, 65 when one is
              not, 66 when one cannot be read.
              show: prints the preset NAME (\(PolicySource.presetNames)) or the policy in FILE as a
              normalized policy file: fields in a fixed order, durations in their largest exact unit.
              With --json, one JSON object: check's files with their problems; show's policy file on
              one line.
            """,
        valued: ["--allow"],
        maximumArguments: 1_000,
        parse: { input throws(UsageError) in try PolicyCommand(input) }
    )

    enum Action: Equatable {
        case check([String], allowing: Set<String>)
        case show(String)
    }

    let action: Action

    var changesStore: Bool { false }

    private init(_ input: CommandInput) throws(UsageError) {
        let arguments = input.arguments
        switch arguments.first {
        case "check" where arguments.count > 1:
            action = .check(Array(arguments.dropFirst()), allowing: try Self.allowedCodes(input))
        case "show" where arguments.count == 2:
            guard input.string("--allow") == nil else {
                throw UsageError("'policy show' does not take --allow", command: "policy")
            }
            action = .show(arguments[1])
        case "check": throw UsageError("'policy check' needs one or more files", command: "policy")
        case "show": throw UsageError("'policy show' takes one preset name or file", command: "policy")
        default:
            let hint = arguments.first.map { NearestName.hint(for: $0, among: ["check", "show"]) } ?? ""
            throw UsageError("'policy' needs 'check FILE…' or 'show NAME|FILE'\(hint)", command: "policy")
        }
    }

    /// The warning codes `--allow` names: each one of ``knownCodes``.
    private static func allowedCodes(_ input: CommandInput) throws(UsageError) -> Set<String> {
        guard let list = input.string("--allow") else { return [] }
        let codes = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for code in codes where !knownCodes.contains(code) {
            throw UsageError(
                "--allow: unknown warning code \(TerminalText.quoted(code)) (expected \(knownCodes.joined(separator: ", ")))",
                command: "policy")
        }
        return Set(codes)
    }

    private static let knownCodes = [
        PolicyWarning.Code.noMinimumInterval, .asksInFirstSession, .prePromptReappearsForever, .reviewGating,
    ].map(\.rawValue)

    @MainActor func run(in context: ShellContext) async -> Int32 {
        switch action {
        case .check(let files, let allowed): check(files, allowing: allowed, in: context)
        case .show(let name): show(name, in: context)
        }
    }

    /// One file's outcome: its policy's (or experiment's) name and warnings, or its problems, or why
    /// it could not be read.
    private struct Checked {
        let file: String
        var policy: String?
        var isExperiment = false
        var problems: [PolicyFileProblem] = []
        var warnings: [PolicyWarning] = []
        var unreadable: String?
        /// The policies of a valid file that never ask: the policy's name, or `variant NAME`.
        var switchedOff: [String] = []
        /// The installs a valid file's policy or experiment applies to, or `nil` for every one.
        var target: PolicyTarget?
    }

    @MainActor private func check(_ files: [String], allowing allowed: Set<String>, in context: ShellContext) -> Int32 {
        let codes = Set(allowed.map(PolicyWarning.Code.init(rawValue:)))
        let results = files.map { checked($0, allowing: codes) }
        if context.options.json {
            context.console.out(json(results).line())
        } else {
            for result in results { lines(for: result).forEach(context.console.out) }
        }
        if results.contains(where: { $0.unreadable != nil }) { return ExitCode.noInput.rawValue }
        if results.contains(where: { !$0.problems.isEmpty }) { return ExitCode.dataError.rawValue }
        return ExitCode.success.rawValue
    }

    private func checked(_ file: String, allowing allowed: Set<PolicyWarning.Code>) -> Checked {
        var result = Checked(file: file)
        do throws(UsageError) {
            let data = try PolicySource.contents(of: file, option: "policy check")
            do {
                switch try PolicyFile.contents(from: data) {
                case .experiment(let experiment):
                    (result.policy, result.isExperiment, result.target) = (experiment.name, true, experiment.appliesTo)
                    result.switchedOff = experiment.variants.filter { !$0.policy.isEnabled }.map {
                        "variant \($0.name)"
                    }
                    result.warnings = experiment.variants.flatMap { variant in
                        variant.policy.guidanceWarnings(allowing: allowed).map {
                            PolicyWarning(code: $0.code, message: "variant \(variant.name): \($0.message)")
                        }
                    }
                case .policy(let policy, let target):
                    (result.policy, result.target) = (policy.name, target)
                    result.switchedOff = policy.isEnabled ? [] : [policy.name]
                    result.warnings = policy.guidanceWarnings(allowing: allowed)
                }
            } catch {
                result.problems = error.problems
            }
        } catch {
            result.unreadable = error.message
        }
        return result
    }

    private func lines(for result: Checked) -> [String] {
        let file = TerminalText.safe(result.file, limit: 200)
        if let unreadable = result.unreadable { return ["\(file): cannot be read (\(unreadable))"] }
        guard !result.problems.isEmpty else {
            let warnings = result.warnings.map { "  warning \($0.code): \($0.message)" }
            let kind = result.isExperiment ? "experiment" : "policy"
            let off = result.switchedOff.map { "  switched off, never asks: \(TerminalText.safe($0, limit: 80))" }
            let target = result.target.map { ["  applies to " + Self.words(for: $0)] } ?? []
            return ["\(file): valid (\(kind) \(TerminalText.quoted(result.policy ?? "")))"] + off + target + warnings
        }
        let count = TerminalText.counted(result.problems.count, "problem")
        let unknown = result.problems.filter { $0.found == Self.unknownCondition }
        let ownConditions = unknown.contains { Self.nearestCondition(to: $0) == nil } ? Self.ownConditionsHint : []
        return ["\(file): \(count)"] + result.problems.map(Self.line(for:)) + ownConditions
    }

    /// What the policy file reader finds at a condition name it does not know.
    private static let unknownCondition = "an unknown condition"

    /// Where a team's own conditions are checked, said below the problems of a file that names one.
    private static let ownConditionsHint = [
        "  A condition of your own is not known to this tool: check the file from Swift, with your",
        "  conditions registered (PolicyConditions.builtIn.registering(_:as:), then",
        "  PolicyFile.policy(from:conditions:)), in a test of your app; see \"Your policy in a file\".",
    ]

    /// One problem on a line, worded as the problem words itself: the path and what was found cut, as
    /// they echo the file; what is allowed whole; a mistyped condition name followed by the name it
    /// most likely meant.
    private static func line(for problem: PolicyFileProblem) -> String {
        let hint = nearestCondition(to: problem).map { " (did you mean \($0)?)" } ?? ""
        let shown = PolicyFileProblem(
            path: TerminalText.safe(problem.path, limit: 120),
            found: TerminalText.safe(problem.found, limit: 160) + hint,
            allowed: TerminalText.safe(problem.allowed))
        return "  " + shown.description
    }

    /// The built-in condition an unknown condition's name most likely meant, or `nil`.
    private static func nearestCondition(to problem: PolicyFileProblem) -> String? {
        guard problem.found == unknownCondition, let typed = problem.path.split(separator: ".").last else { return nil }
        return NearestName.to(String(typed), among: PolicyConditions.builtIn.names)
    }

    /// The installs `target` names, in words: "versions from 2.9 below 3, on iOS, macOS".
    private static func words(for target: PolicyTarget) -> String {
        var parts: [String] = []
        if target.fromVersion != nil || target.belowVersion != nil {
            let bounds = [target.fromVersion.map { "from \($0)" }, target.belowVersion.map { "below \($0)" }]
            parts.append("versions " + bounds.compactMap { $0 }.joined(separator: " "))
        }
        if let platforms = target.platforms { parts.append("on " + platforms.sorted().joined(separator: ", ")) }
        return TerminalText.safe(parts.joined(separator: ", "), limit: 200)
    }

    /// `target` as the `--json` output has it, or null.
    private static func json(_ target: PolicyTarget?) -> JSONValue {
        guard let target else { return .null }
        return .object([
            "fromVersion": target.fromVersion.map(JSONValue.string) ?? .null,
            "belowVersion": target.belowVersion.map(JSONValue.string) ?? .null,
            "platforms": target.platforms.map { .array($0.sorted().map(JSONValue.string)) } ?? .null,
        ])
    }

    private func json(_ results: [Checked]) -> JSONValue {
        .object([
            "command": .string("policy check"),
            "files": .array(
                results.map { result in
                    .object([
                        "file": .string(result.file),
                        "valid": .bool(result.unreadable == nil && result.problems.isEmpty),
                        "policy": result.policy.map(JSONValue.string) ?? .null,
                        "experiment": .bool(result.isExperiment),
                        "unreadable": result.unreadable.map(JSONValue.string) ?? .null,
                        "switchedOff": .array(result.switchedOff.map(JSONValue.string)),
                        "appliesTo": Self.json(result.target),
                        "warnings": .array(
                            result.warnings.map {
                                .object(["code": .string($0.code.rawValue), "message": .string($0.message)])
                            }),
                        "problems": .array(
                            result.problems.map {
                                .object([
                                    "path": .string($0.path), "found": .string($0.found),
                                    "allowed": .string($0.allowed),
                                ])
                            }),
                    ])
                }),
        ])
    }

    @MainActor private func show(_ name: String, in context: ShellContext) -> Int32 {
        do throws(UsageError) {
            let data = try Self.fileData(
                try PolicySource.load(named: name, option: "policy show"), onOneLine: context.options.json)
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                context.console.out(String(line))
            }
            return ExitCode.success.rawValue
        } catch {
            error.lines.forEach(context.console.error)
            return error.code.rawValue
        }
    }

    private static func fileData(_ loaded: PolicyFile.Contents, onOneLine: Bool) throws(UsageError) -> Data {
        do {
            switch loaded {
            case .policy(let policy, let target):
                return try PolicyFile.data(for: policy, appliesTo: target, onOneLine: onOneLine)
            case .experiment(let experiment): return try PolicyFile.data(for: experiment, onOneLine: onOneLine)
            }
        } catch {
            throw UsageError("cannot write the policy as a file: \(error.description)", code: .software)
        }
    }
}
