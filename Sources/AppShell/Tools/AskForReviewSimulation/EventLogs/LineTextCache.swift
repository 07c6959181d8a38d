import AskForReviewDomain
import Foundation

/// The texts a log's lines repeat, each made once from its bytes: the event names named so far (a log
/// names a few events millions of times, and checking a name again on every line was a tenth of a
/// replay), and the user ids and app versions of the lines before (``RecentTexts``: a user's every line
/// names them).
struct LineTextCache {
    /// The names seen, with their bytes and what each is to a replay; at most ``capacity`` of them (a
    /// log of more names checks the rest on every line).
    private var names: [(bytes: [UInt8], name: EventName, kind: LoggedEvent.Kind)] = []
    private static let capacity = 64
    /// The index of the name found last.
    private var lastName = 0
    /// The user ids and the versions the lines before named, with their bytes.
    private var users = RecentTexts()
    private var versions = RecentTexts()

    /// The event name `bytes` spell, checked, and what it is to a replay (each worked out once for
    /// each name kept), or `nil` when they spell none: the name found last tried first, each kept
    /// name's bytes compared whole (a comparison byte by byte was a twentieth of a replay).
    mutating func name(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> (name: EventName, kind: LoggedEvent.Kind)? {
        if lastName < names.count, RecentTexts.same(bytes, names[lastName].bytes) {
            return (names[lastName].name, names[lastName].kind)
        }
        for (index, entry) in names.enumerated() where RecentTexts.same(bytes, entry.bytes) {
            lastName = index
            return (entry.name, entry.kind)
        }
        guard let name = try? EventName(String(decoding: bytes, as: UTF8.self)) else { return nil }
        let kind = LoggedEvent.Kind(name)
        if names.count < Self.capacity { names.append((Array(bytes), name, kind)) }
        return (name, kind)
    }

    /// The user id `bytes` spell: the line before's, when it spelled the same.
    mutating func user(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        users.text(bytes)
    }

    /// The version `bytes` spell: the line before's, when it spelled the same.
    mutating func version(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        versions.text(bytes)
    }
}
