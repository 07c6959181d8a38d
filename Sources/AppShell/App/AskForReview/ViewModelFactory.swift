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
    /// real clock. The state is kept in memory and written behind, off the main thread, within half a
    /// second (`WriteBehindReviewStoreService`), and a failed write reaches `handleError`. Every view
    /// model made this way over one store in this process (one per screen, or one for the app)
    /// shares that state, so each sees at once what another recorded. Every store is known the same
    /// way, the package's own or a team's: by its `id` when it is `Identifiable` (a JSON file store's
    /// file, a UserDefaults store's suite and key), else by its object when it is a class, else by its
    /// type (make a store that is a value `Identifiable` when two of its values are two stores).
    ///
    /// Launches and sessions are counted for the app: the first view model made over a store in this
    /// process records the launch (the first launch date once, and a session), and every return to the
    /// foreground counts one session for the store, however many view models the app makes (one per
    /// screen, or one for the app). The view model is told when the app leaves (UIKit: enters the
    /// background or terminates; AppKit: resigns active or terminates) and returns (UIKit: enters the
    /// foreground; AppKit: becomes active again), so what it recorded is written and what another
    /// process wrote is read. An app that makes its view model with this setup never calls
    /// `AskForReviewViewModel.appDidLaunch()` itself.
    ///
    /// A pre-prompt's "Rate" opens the write-review page through `openWriteReviewPage` (for example
    /// opening `WriteReviewLink.url(appID:)`), unless the policy's rate action makes the system request.
    /// A pre-prompt shows in the user's language (`languages`: the preferred language tags, most
    /// preferred first; the system's when `nil`): from the policy's own localizations, then
    /// `translations` (the app's tables, for example `StringsTableTranslations(bundle: .main,
    /// table: "AskForReview")`), then the package's built-in translations.
    ///
    /// In an app extension, pass a `prompter` (for example `StoreKitReviewPrompter(scene:)`): the
    /// platform's default finds its scene through `UIApplication.shared`, which extensions lack.
    ///
    /// Off the device (a package's executable, a test, Linux), where the app's version is unknown or
    /// the platform has no system review prompt, the setup writes one line to standard error, once a
    /// process, naming what is missing and the argument that gives it (`versionService:` with a
    /// fallback version, `prompter:`); given both, it writes nothing.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
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
        pause: Duration = .seconds(2),
        languages: (() -> [String])? = nil,
        translations: [any PrePromptTranslations] = [],
        openWriteReviewPage: (() -> Void)? = nil
    ) -> AskForReviewViewModel {
        makeAskForReviewViewModel(
            policy: policy, store: store, versionService: versionService, currentDate: currentDate, appState: appState,
            mode: mode, prompter: prompter ?? platformPrompter(), clock: clock, pause: pause,
            languages: languages, translations: translations, openWriteReviewPage: openWriteReviewPage)
    }

    /// The same one-call setup with the system prompter given: available in app extensions too.
    @MainActor
    public static func makeAskForReviewViewModel(
        policy: ReviewPolicy = .apple,
        store: (any Storeable)? = nil,
        versionService: (any VersionService)? = nil,
        currentDate: @escaping @Sendable () -> Date = { Date() },
        appState: @escaping @Sendable () -> AppState = { AppState() },
        mode: RequestMode = .live,
        prompter: any SystemReviewPrompter,
        clock: any Clock<Duration> = ContinuousClock(),
        pause: Duration = .seconds(2),
        languages: (() -> [String])? = nil,
        translations: [any PrePromptTranslations] = [],
        openWriteReviewPage: (() -> Void)? = nil
    ) -> AskForReviewViewModel {
        let store = store ?? DataFactory.makeStore()
        let (reviewStoreService, tellFailures) = SharedReviewStoreServices.process.service(over: store)
        let versionService = versionService ?? ServiceFactory.makeVersionService()
        OffDeviceNotice.tell(OffDeviceNotice.missing(versionService: versionService, prompter: prompter))
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: policy,
            reviewStoreService: reviewStoreService,
            versionService: versionService,
            currentDate: currentDate,
            appState: appState,
            mode: mode
        )
        let viewModel = AskForReviewViewModel(
            usecase: usecase, prompter: prompter, clock: clock, pause: pause, languages: languages,
            translations: translations + builtInTranslations, openWriteReviewPage: openWriteReviewPage)
        tellFailures(viewModel)
        AppLifecycleObservation.platform.observe(viewModel, store: store)
        return viewModel
    }

    /// The package's translations; none when its resources cannot be read, the pre-prompt then showing
    /// in the policy's own copy.
    private static var builtInTranslations: [any PrePromptTranslations] {
        (try? StringsTableTranslations.builtIn).map { [$0] } ?? []
    }

    /// The platform's system review prompter (not in an app extension: see
    /// `StoreKitReviewPrompter.init(scene:)`).
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
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
