package import AskForReviewData
import Foundation

/// What tells one store from another when the one-call setup counts launches: the file of a JSON file
/// store and the suite and key of a UserDefaults store (however many objects open them), the object
/// of any other store that is a class, the type of a store that is a value.
package enum StoreIdentity: Hashable {
    case file(path: String)
    case defaults(suite: String, key: String)
    case object(ObjectIdentifier)
    case valueType(ObjectIdentifier)

    /// The identity of `store`.
    package init(_ store: any Storeable) {
        if let file = store as? JSONFileStore {
            self = .file(path: file.fileURL.standardizedFileURL.path)
        } else if let defaults = store as? UserDefaultsStore {
            self = .defaults(suite: defaults.suiteName, key: defaults.key)
        } else if type(of: store) is AnyClass {
            self = .object(ObjectIdentifier(store as AnyObject))
        } else {
            self = .valueType(ObjectIdentifier(type(of: store)))
        }
    }

    /// Whether the identity is that of one object, which a later object may take once it is gone.
    package var isObject: Bool {
        if case .object = self { true } else { false }
    }
}

/// The store an identity was taken from, as an entry keyed by the identity keeps it: a store that is
/// an object is held weakly, so an entry whose object is gone is known to belong to a store that no
/// longer exists, even if a new one has the same identity.
package struct StoreReference {
    private weak var object: AnyObject?
    private let isObject: Bool

    /// `store`, whose identity is `identity`.
    package init(_ store: any Storeable, identity: StoreIdentity) {
        isObject = identity.isObject
        object = isObject ? store as AnyObject : nil
    }

    /// Whether the store was an object that no longer exists.
    package var isGone: Bool { isObject && object == nil }
}
