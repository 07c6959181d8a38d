public import Foundation

/// The manual "write a review" link, for a button the user taps; separate from the automatic prompt.
public enum WriteReviewLink {
    /// Why an App Store ID was refused.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The ID is empty or holds something other than the digits 0-9; carries the ID given.
        case notAllDigits(String)

        /// One line a person can read.
        public var description: String {
            switch self {
            case .notAllDigits(let id): "app id must be all digits (0-9), got \"\(id)\""
            }
        }
    }

    /// `https://apps.apple.com/app/id<ID>?action=write-review` for the App Store ID `appID`.
    /// - Throws: ``Failure/notAllDigits(_:)`` unless `appID` is one or more ASCII digits.
    public static func url(appID: String) throws(Failure) -> URL {
        guard !appID.isEmpty, appID.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let url = URL(string: "https://apps.apple.com/app/id\(appID)?action=write-review")
        else { throw .notAllDigits(appID) }
        return url
    }
}
