public import AskForReviewData
public import AskForReviewDomain
public import AskForReviewPresentation
public import Foundation

/// Sets up a working `AskForReviewViewModel` for an app in one call; every part stays injectable.
public enum ViewModelFactory {
    /// A view model for `policy` with, unless given: the JSON file store at
    /// ``DataFactory/defaultStoreURL(environment:bundle:)`` (the app's Application Support folder on
    /// Apple platforms), the bundle version, the real time, the app in the foreground and signed in,
    /// the platform's system prompter (StoreKit in the active window scene on iOS, iPadOS, Mac Catalyst
    /// and visionOS, in the key window on macOS; none on tvOS, watchOS and Linux), and a 2-second pause on the
    /// real clock.
    @MainActor
    public static func makeAskForReviewViewModel(
        policy: ReviewPolicy = .apple,
        store: (any Storeable)? = nil,
        versionService: (any VersionService)? = nil,
        currentDate: @escaping @Sendable () -> Date = { Date() },
        appState: @escaping @Sendable () -> AppState = { AppState() },
        mode: RequestMode = .live,
        prompter: (any SystemReviewPrompter)? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        pause: Duration = .seconds(2)
    ) -> AskForReviewViewModel {
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: policy,
            reviewStoreService: ServiceFactory.makeReviewStoreService(store: store ?? DataFactory.makeStore()),
            versionService: versionService ?? ServiceFactory.makeVersionService(),
            currentDate: currentDate,
            appState: appState,
            mode: mode
        )
        return AskForReviewViewModel(
            usecase: usecase, prompter: prompter ?? platformPrompter(), clock: clock, pause: pause)
    }

    /// The platform's system review prompter.
    @MainActor
    public static func platformPrompter() -> any SystemReviewPrompter {
        #if canImport(StoreKit) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
            StoreKitReviewPrompter()
        #elseif canImport(StoreKit) && canImport(AppKit) && !targetEnvironment(macCatalyst)
            AppKitReviewPrompter()
        #else
            NoSystemReviewPrompter()
        #endif
    }
}
