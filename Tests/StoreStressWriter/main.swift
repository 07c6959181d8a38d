// A helper process for the persistence tests: increments the completed count in a store, one
// atomic update at a time, so tests can run several at once or kill one mid-write.
//
// Usage: StoreStressWriter json|defaults PATH INCREMENTS [LOCK-WAIT-MILLISECONDS]
// Exit codes: 0 done, 64 bad arguments, 74 a store error, 75 the lock wait ran out.
import AskForReviewData
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let lockWaitMilliseconds = arguments.count == 4 ? Int(arguments[3]) : 3_000
guard arguments.count == 3 || arguments.count == 4, let increments = Int(arguments[2]), increments >= 0,
    let lockWaitMilliseconds, lockWaitMilliseconds >= 0
else {
    FileHandle.standardError.write(
        Data("usage: StoreStressWriter json|defaults PATH INCREMENTS [LOCK-WAIT-MILLISECONDS]\n".utf8))
    exit(64)
}
let kind = arguments[0]
let path = arguments[1]

do {
    let store: any Storeable =
        kind == "defaults"
        ? try UserDefaultsStore(suiteName: path)
        : JSONFileStore(fileURL: URL(fileURLWithPath: path), lockWait: .milliseconds(lockWaitMilliseconds))
    for _ in 0..<increments {
        try store.update { values in
            values[ReviewStoreKeys.requestCount] = (values[ReviewStoreKeys.requestCount] ?? 0) + 1
        }
    }
} catch let error as StoreError {
    FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
    if case .busy = error { exit(75) }
    exit(74)
} catch {
    FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
    exit(74)
}
