// A helper process for the persistence tests: increments the completed count in a store, one
// atomic update at a time, so tests can run several at once or kill one mid-write.
//
// Usage: StoreStressWriter json|defaults PATH INCREMENTS
// Exit codes: 0 done, 64 bad arguments, 74 a store error.
import AskForReviewData
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let increments = Int(arguments[arguments.startIndex + 2]), increments >= 0 else {
    FileHandle.standardError.write(Data("usage: StoreStressWriter json|defaults PATH INCREMENTS\n".utf8))
    exit(64)
}
let kind = arguments[arguments.startIndex]
let path = arguments[arguments.startIndex + 1]

do {
    let store: any Storeable =
        kind == "defaults"
        ? try UserDefaultsStore(suiteName: path)
        : JSONFileStore(fileURL: URL(fileURLWithPath: path))
    for _ in 0..<increments {
        try store.update { values in
            values[ReviewStoreKeys.requestCount] = (values[ReviewStoreKeys.requestCount] ?? 0) + 1
        }
    }
} catch {
    FileHandle.standardError.write(Data("StoreStressWriter: \(error)\n".utf8))
    exit(74)
}
