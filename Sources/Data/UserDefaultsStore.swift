import Foundation

/// A ``Storeable`` kept in `UserDefaults`, for apps that want their review state there.
///
/// All values are kept as one encoded blob under a single key, so a change to several values lands
/// together and dates keep their full precision. Every write calls `synchronize()`.
///
/// What this store cannot promise on Linux (swift-corelibs-foundation), measured on this project's
/// machines; prefer ``JSONFileStore`` there:
/// - `synchronize()` rewrites the plist in place (truncate, then write): a process killed during it
///   can leave an empty file and lose every key.
/// - Two processes doing read-modify-write lose updates; only updates within one process are
///   serialized (by this store's lock).
/// - A damaged plist is silently read as empty by Foundation, so that damage cannot be reported; a
///   damaged blob under this store's key is reported and set aside under `<key>.corrupt-N`.
/// - The plist lives at `$XDG_CONFIG_HOME/<suite>.plist` (else `~/.config`), read once per process, so
///   setting the variable later has no effect. A suite name that is an absolute path is kept at that
///   path plus `.plist`; this package's tests use that to stay out of `~/.config`.
/// On Apple platforms `UserDefaults` persists by itself and the calls to `synchronize()` are harmless.
public final class UserDefaultsStore: Storeable, @unchecked Sendable {
    /// The key the encoded state is stored under.
    public let key: String

    private let defaults: Locked<UserDefaults>

    /// A store in the suite `suiteName` under `key`.
    /// - Throws: ``StoreError/unreadable(path:reason:)`` when `UserDefaults` refuses the suite name.
    public init(suiteName: String, key: String = "askforreview.state") throws {
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            throw StoreError.unreadable(path: suiteName, reason: "UserDefaults refused the suite name")
        }
        self.key = key
        self.defaults = Locked(defaults)
    }

    /// See ``Storeable/load()``.
    public func load() throws -> StoredValues {
        defaults.withLock { readRecovering($0) }
    }

    /// See ``Storeable/update(_:)``.
    public func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try defaults.withLock { defaults in
            let loaded = readRecovering(defaults)
            var values = loaded
            let result = try body(&values)
            guard values.entries != loaded.entries else { return result }
            do {
                defaults.set(try StoreFileCodec.encode(values.entries), forKey: key)
            } catch {
                throw StoreError.unwritable(path: key, reason: "cannot encode the values: \(error)")
            }
            defaults.synchronize()
            return result
        }
    }

    private func readRecovering(_ defaults: UserDefaults) -> StoredValues {
        guard let stored = defaults.object(forKey: key) else { return StoredValues() }
        let decoded: Result<[String: StoredValue], DamageReport> =
            (stored as? Data).map(StoreFileCodec.decode) ?? .failure(DamageReport("the value is not data"))
        switch decoded {
        case .success(let entries):
            return StoredValues(entries: entries)
        case .failure(let damage):
            var number = 1
            while defaults.object(forKey: "\(key).corrupt-\(number)") != nil { number += 1 }
            let keptAs = "\(key).corrupt-\(number)"
            defaults.set(stored, forKey: keptAs)
            defaults.removeObject(forKey: key)
            defaults.synchronize()
            return StoredValues(problems: [
                "stored state was unreadable (\(damage.reason)); kept under \(keptAs); starting from a fresh state"
            ])
        }
    }
}
