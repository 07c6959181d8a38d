import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// The one line the one-call setup writes to standard error, once a process, when it is made off the
/// device (a package's executable, a test, Linux) where nothing it does could be seen: the app's
/// version is unknown, so no policy asks, or the platform has no system review prompt, so a request
/// is withheld. It names what is missing and the argument that gives it; a setup given both says
/// nothing.
enum OffDeviceNotice {
    /// Whether the line was written in this process.
    @MainActor private static var written = false

    /// What the setup lacks off the device, in words, each with the argument that gives it: the
    /// version when `versionService` (the setup's) knows none, a prompt when `prompter` has none.
    static func missing(versionService: any VersionService, prompter: any SystemReviewPrompter) -> [String] {
        var missing: [String] = []
        if versionService.currentVersion() == nil {
            missing.append(
                "the app's version is unknown, so no policy asks "
                    + "(versionService: ServiceFactory.makeVersionService(fallback: \"1.0\"))")
        }
        if prompter is NoSystemReviewPrompter {
            missing.append("this platform has no system review prompt (prompter: one of your own)")
        }
        return missing
    }

    /// Writes the line for `missing` (see ``missing(versionService:prompter:)``) to standard error,
    /// unless it is empty or was written in this process.
    @MainActor static func tell(_ missing: [String]) {
        guard !missing.isEmpty, !written else { return }
        written = true
        let line =
            "AskForReview: off the device, \(missing.joined(separator: "; and ")); "
            + "see \"Trying it off the device\" in Getting started.\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
