package import AskForReviewData

/// What tells one store from another when the one-call setup shares a state and counts launches,
/// asked of every store alike, the package's own or a team's, through what it shows of itself: a
/// store that is `Identifiable` is known by its type and its `id` (`JSONFileStore`: its file;
/// `UserDefaultsStore`: its suite and key), however many objects open it; any other store that is a
/// class by its object; any other value by its type (one store per type: make it `Identifiable` to
/// tell its values apart).
package enum StoreIdentity: Hashable {
    case identified(type: ObjectIdentifier, id: AnyHashable)
    case object(ObjectIdentifier)
    case valueType(ObjectIdentifier)

    /// The identity of `store`.
    package init(_ store: any Storeable) {
        let type = ObjectIdentifier(Swift.type(of: store))
        if let identifiable = store as? any Identifiable, case let id = Self.id(of: identifiable),
            !(id.base is ObjectIdentifier)
        {
            self = .identified(type: type, id: id)
        } else if Swift.type(of: store) is AnyClass {
            // A class's own identity (`Identifiable`'s default for a class is the object's too).
            self = .object(ObjectIdentifier(store as AnyObject))
        } else {
            self = .valueType(type)
        }
    }

    private static func id<Store: Identifiable>(of store: Store) -> AnyHashable {
        AnyHashable(store.id)
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
