import Foundation

/// The keys of the review state, each declared once. Tests and tools use these declarations.
public enum ReviewStoreKeys {
    /// ``ReviewState/firstLaunchDate``.
    public static let firstLaunchDate = StoreKey<Date>("firstLaunchDate")
    /// ``ReviewState/completedCount``.
    public static let completedCount = StoreKey<Int>("completedCount")
    /// ``ReviewState/skippedCount``.
    public static let skippedCount = StoreKey<Int>("skippedCount")
    /// ``ReviewState/lastVersionPrompted``.
    public static let lastVersionPrompted = StoreKey<String>("lastVersionPrompted")
    /// ``ReviewState/lastRequestDate``.
    public static let lastRequestDate = StoreKey<Date>("lastRequestDate")
    /// ``ReviewState/requestCount``.
    public static let requestCount = StoreKey<Int>("requestCount")
    /// ``ReviewState/hasReviewed``.
    public static let hasReviewed = StoreKey<Bool>("hasReviewed")
    /// ``ReviewState/reviewedDate``.
    public static let reviewedDate = StoreKey<Date>("reviewedDate")
    /// ``ReviewState/systemRequestDates``.
    public static let systemRequestDates = StoreKey<[Date]>("systemRequestDates")
    /// ``PrePromptAnswerCounts/rate``.
    public static let rateTaps = StoreKey<Int>("rateTaps")
    /// ``PrePromptAnswerCounts/later``.
    public static let laterTaps = StoreKey<Int>("laterTaps")
    /// ``PrePromptAnswerCounts/decline``.
    public static let declineTaps = StoreKey<Int>("declineTaps")
    /// ``ReviewState/unansweredPrePromptDate``.
    public static let unansweredPrePromptDate = StoreKey<Date>("unansweredPrePromptDate")
}
