import AskForReviewDomain
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
///   damaged blob under this store's key is reported by a load and set aside under `<key>.corrupt-N`
///   by the next update.
/// - The plist lives at `$XDG_CONFIG_HOME/<suite>.plist` (else `~/.config`), read once per process, so
///   setting the variable later has no effect. A suite name that is an absolute path is kept at that
///   path plus `.plist`; this package's tests use that to stay out of `~/.config`.
/// On Apple platforms `UserDefaults` persists by itself and the calls to `synchronize()` are harmless.
public final class UserDefaultsStore: Storeable, Identifiable {
    /// The key the encoded state is stored under.
    @available(*, deprecated, message: "the key given to init(suiteName:key:), also in id")
    public var key: String { stateKey }
    /// Which store this is: the suite's name and the key, on two lines. Two stores with one `id`
    /// keep one state (the one-call setup gives the view models made over either one state in memory).
    public var id: String { "\(suiteName)\n\(stateKey)" }
    /// The key the encoded state is stored under.
    private let stateKey: String
    /// The suite's name.
    private let suiteName: String

    private let defaults: Locked<UserDefaults>

    /// A store in the suite `suiteName` under `key`.
    /// - Throws: ``StoreError/unreadable(path:reason:)`` when `UserDefaults` refuses the suite name.
    public init(suiteName: String, key: String = "askforreview.state") throws {
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            throw StoreError.unreadable(path: suiteName, reason: "UserDefaults refused the suite name")
        }
        self.stateKey = key
        self.suiteName = suiteName
        self.defaults = Locked(defaults)
    }

    /// See ``Storeable/load()``. Changes nothing: a damaged blob is only reported here.
    public func load() throws -> StoredValues {
        defaults.withLock { defaults in
            switch read(defaults) {
            case .success(let values): return values
            case .failure(let damage):
                return StoredValues(problems: [
                    "stored state is unreadable (\(damage.reason)); the next change keeps it under \(stateKey).corrupt-N and starts from a fresh state"
                ])
            }
        }
    }

    /// Runs `body` on the values read from the domain (damaged content kept aside first) and writes
    /// what it changed, serialized by the store's lock; returns what `body` returns.
    public func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try defaults.update(refusingNestedWith: StoreError.nestedUpdate) { defaults in
            var values: StoredValues
            switch read(defaults) {
            case .success(let loaded):
                values = loaded
            case .failure(let damage):
                let keptAs = keepAside(in: defaults)
                defaults.removeObject(forKey: stateKey)
                defaults.synchronize()
                values = StoredValues(problems: [
                    "stored state was unreadable (\(damage.reason)); kept under \(keptAs); starting from a fresh state"
                ])
            }
            let loaded = values.entries
            let result = try body(&values)
            guard values.entries != loaded else { return result }
            let encoded: Data
            do {
                encoded = try StoreFileCodec.encode(values.entries)
            } catch let report as DamageReport {
                throw StoreError.unwritable(path: stateKey, reason: "cannot store the values: \(report.reason)")
            } catch {
                throw StoreError.unwritable(path: stateKey, reason: "cannot encode the values: \(error)")
            }
            if values.setsAsidePreviousContent, !loaded.isEmpty { keepAside(in: defaults) }
            defaults.set(encoded, forKey: stateKey)
            defaults.synchronize()
            return result
        }
    }

    private func read(_ defaults: UserDefaults) -> Result<StoredValues, DamageReport> {
        guard let stored = defaults.object(forKey: stateKey) else { return .success(StoredValues()) }
        guard let data = stored as? Data else { return .failure(DamageReport("the value is not data")) }
        return StoreFileCodec.decode(data).map { StoredValues(entries: $0) }
    }

    /// Copies what is stored under the state's key to the first free `<key>.corrupt-N` and returns that key.
    @discardableResult
    private func keepAside(in defaults: UserDefaults) -> String {
        var number = 1
        while defaults.object(forKey: "\(stateKey).corrupt-\(number)") != nil { number += 1 }
        let keptAs = "\(stateKey).corrupt-\(number)"
        defaults.set(defaults.object(forKey: stateKey), forKey: keptAs)
        return keptAs
    }
}
