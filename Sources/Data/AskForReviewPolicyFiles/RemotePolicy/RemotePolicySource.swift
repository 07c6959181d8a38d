import AskForReviewData
public import AskForReviewDomain
public import AskForReviewRollout
public import Foundation

/// Where an app's policy comes from when remote config can change it: the last remote payload it
/// accepted, else the policy bundled with the app.
///
/// Hand every payload your remote-config system delivers to ``receive(_:)``, as `Data` (at most 64
/// KiB). It is read as strictly as a policy file (a policy, or an experiment's variants), and refused whole on any
/// problem, and on any guidance warning the app has not allowed (by default, all of them: a payload
/// that asks in the first session, with no interval between requests, or that gates reviews, is
/// refused). An accepted payload is kept, byte for byte, in a file of its own with the care the
/// store gets: written atomically and durably, never through a link, never over a file the process
/// does not own, its content set aside as `<file>.corrupt-N` when damaged. At launch,
/// ``contents(forVersion:platform:)`` gives the kept payload, checked again, or the bundled policy:
/// the first launch offline, a damaged file, a payload today's rules refuse and a payload whose
/// `appliesTo` leaves this install out all fall back to the bundled one. A payload switched off
/// (`"enabled": false`) is the kill switch: the policy in force then never asks.
///
/// Every acceptance and every refusal is one ``Report`` handed to `report`, for the app's analytics.
/// A policy is chosen per launch and never
/// touches the user's state: switching policies keeps every count and every ask.
public final class RemotePolicySource: Sendable {
    /// The largest payload accepted, in bytes (64 KiB; a policy is a few hundred bytes).
    static let maximumPayloadBytes = 65_536

    /// The policy (or experiment) used while no remote payload is kept.
    private let bundled: PolicyFile.Contents
    /// The guidance warnings a payload may have and still be accepted.
    private let allowedWarnings: Set<PolicyWarning.Code>
    private let conditions: PolicyConditions
    private let file: OwnedFile
    private let report: @Sendable (Report) -> Void

    /// A source that falls back to `bundled` and keeps the last good payload in the file at
    /// `fileURL` (its folder made on the first payload accepted).
    /// - Parameters:
    ///   - bundled: the policy or experiment shipped with the app.
    ///   - fileURL: where the last good payload is kept: a file of its own, apart from the store.
    ///   - conditions: the condition vocabulary a payload is read with (a team's own included).
    ///   - allowedWarnings: the guidance warnings a payload may have (by default none).
    ///   - report: told each acceptance and refusal.
    public init(
        bundled: PolicyFile.Contents, fileURL: URL, conditions: PolicyConditions = .builtIn,
        allowing allowedWarnings: Set<PolicyWarning.Code> = [],
        report: @escaping @Sendable (Report) -> Void = { _ in }
    ) {
        self.bundled = bundled
        self.allowedWarnings = allowedWarnings
        self.conditions = conditions
        file = OwnedFile(fileURL, lockWait: JSONFileStore.defaultLockWait)
        self.report = report
    }

    /// Checks `payload` and, when it passes, keeps it as the last good payload, for this launch and
    /// the next. Reports the acceptance or the refusal, and returns that report.
    /// - Throws: a `StoreError` when a payload that passed cannot be kept (the file's folder cannot
    ///   be written, another process holds its lock too long); nothing is reported then, and the
    ///   last good payload stays.
    @discardableResult
    public func receive(_ payload: Data) throws -> Report {
        let outcome: Report
        switch check(payload) {
        case .failure(let problems):
            outcome = .refused(problems.lines)
        case .success(let contents):
            try file.update { access in try access.replace(with: payload, expecting: .anything) }
            outcome = .accepted(Self.name(of: contents))
        }
        report(outcome)
        return outcome
    }

    /// The policy or experiment in force for an install of app version `version` (`nil`: unknown) on
    /// `platform`: the last good payload kept, checked again, when it applies to the install (see
    /// `PolicyTarget`), or the bundled one. A kept payload that no longer passes (damaged on disk, or
    /// refused by today's vocabulary or allowed warnings) is reported, set aside as
    /// `<file>.corrupt-N`, and the bundled one used; it is read and checked again under the file's
    /// lock first, so a good payload another process kept meanwhile is used instead.
    public func contents(forVersion version: String?, platform: String = PolicyTarget.currentPlatform)
        -> PolicyFile.Contents
    {
        guard let kept = kept() else { return bundled }
        let target: PolicyTarget? =
            switch kept {
            case .policy(_, let target): target
            case .experiment(let experiment): experiment.appliesTo
            }
        return (target?.applies(toVersion: version, platform: platform) ?? true) ? kept : bundled
    }

    /// The policy the install whose id `store` keeps runs, at app version `version` on `platform`: that
    /// of ``contents(forVersion:platform:)``, or of its variant for an experiment (see
    /// `PolicyExperiment.policy(forInstallIn:makeID:)`).
    /// - Throws: what `store` throws.
    public func policy(
        forInstallIn store: any ReviewStoreService, version: String?, platform: String = PolicyTarget.currentPlatform
    ) throws -> ReviewPolicy {
        switch contents(forVersion: version, platform: platform) {
        case .policy(let policy, _): return policy
        case .experiment(let experiment):
            // An experiment has at least two variants, so an install always has one.
            return try experiment.policy(forInstallIn: store) ?? experiment.variants[0].policy
        }
    }

    /// The last good payload kept, checked again, or `nil` when none is kept or it no longer passes.
    ///
    /// The file is read without the lock; only a refusal takes it. Under the lock the file is read and
    /// checked again before anything is set aside: another process (an app and its extension) may have
    /// kept a good payload since the first read, and that one is used, never set aside.
    private func kept() -> PolicyFile.Contents? {
        let verdict: Verdict
        do {
            verdict = judge(try file.read(limit: Self.maximumPayloadBytes))
        } catch {
            report(.refused(["the last good policy cannot be read: \(error)"]))
            return nil
        }
        guard case .refused(let problems) = verdict else { return verdict.contents }
        let settled = try? file.update { access -> (Verdict, keptAs: String?) in
            let now = judge(try file.read(limit: Self.maximumPayloadBytes))
            guard case .refused = now else { return (now, nil) }
            return (now, try access.setAside(keepingOriginal: false))
        }
        guard let (now, keptAs) = settled else {
            // The lock could not be had: the payload read is refused, and left where it is.
            report(.refused(problems))
            return nil
        }
        if case .refused(let problems) = now {
            report(.refused(problems + (keptAs.map { ["kept as \($0)"] } ?? [])))
        }
        return now.contents
    }

    /// What a read of the kept file found.
    private enum Verdict {
        /// No payload is kept.
        case nothing
        /// A payload that passes.
        case good(PolicyFile.Contents)
        /// A payload refused, with every reason.
        case refused([String])

        var contents: PolicyFile.Contents? {
            guard case .good(let contents) = self else { return nil }
            return contents
        }
    }

    /// The verdict on what a read of the kept file found.
    private func judge(_ read: POSIXFile.ReadOutcome) -> Verdict {
        switch read {
        case .missing: return .nothing
        case .tooLarge(let bytes):
            return .refused(["the kept policy holds \(bytes) bytes, more than \(Self.maximumPayloadBytes)"])
        case .content(let data):
            switch check(data) {
            case .success(let contents): return .good(contents)
            case .failure(let found): return .refused(found.lines)
            }
        }
    }

    /// What `payload` holds, or every reason it is refused.
    private func check(_ payload: Data) -> Result<PolicyFile.Contents, Problems> {
        guard payload.count <= Self.maximumPayloadBytes else {
            return .failure(
                Problems(["\(payload.count) bytes, more than the \(Self.maximumPayloadBytes) a policy may hold"]))
        }
        let contents: PolicyFile.Contents
        do {
            let whole = try PolicyPatch.resolve(payload, over: bundled, conditions: conditions).get() ?? payload
            contents = try PolicyFile.contents(from: whole, conditions: conditions)
        } catch {
            return .failure(Problems(error.problems.map(\.description)))
        }
        let policies: [ReviewPolicy]
        switch contents {
        case .policy(let policy, _): policies = [policy]
        case .experiment(let experiment): policies = experiment.variants.map(\.policy)
        }
        let warnings = policies.flatMap { policy in
            policy.guidanceWarnings(allowing: allowedWarnings).map { "\(policy.name): \($0)" }
        }
        return warnings.isEmpty ? .success(contents) : .failure(Problems(warnings))
    }

    /// The reasons a payload is refused, in words.
    private struct Problems: Error {
        let lines: [String]

        init(_ lines: [String]) {
            self.lines = lines
        }
    }

    private static func name(of contents: PolicyFile.Contents) -> String {
        switch contents {
        case .policy(let policy, _): policy.name
        case .experiment(let experiment): experiment.name
        }
    }
}
