import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file operations the file store needs, each reporting failure as a readable reason.
enum POSIXFile {
    /// What reading a file found.
    enum ReadOutcome {
        case missing
        case content(Data)
    }

    /// Reads the whole file at `path`; a missing file is not an error.
    static func readContents(_ path: String) throws(DamageReport) -> ReadOutcome {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            throw DamageReport(lastError())
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw DamageReport(lastError())
            }
            if count == 0 { return .content(data) }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `data` to a new temporary file beside `path` with `permissions`, flushes it to disk and
    /// renames it over `path`: a reader sees the old file or the new one, never a torn one.
    static func writeAtomically(_ data: Data, to path: String, temporaryPath: String, permissions: mode_t)
        throws(DamageReport)
    {
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw DamageReport(lastError()) }
        var failure: String?
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return false
                }
                offset += count
            }
            return true
        }
        if written, fchmod(descriptor, permissions) != 0 || fsync(descriptor) != 0 { failure = lastError() }
        close(descriptor)
        if failure == nil, rename(temporaryPath, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporaryPath)
            throw DamageReport(failure)
        }
    }

    /// Moves `path` to the first free name `path.corrupt-N`, never replacing an existing file, and
    /// returns that name.
    static func setAside(_ path: String) throws(DamageReport) -> String {
        for number in 1...10_000 {
            let target = "\(path).corrupt-\(number)"
            if link(path, target) == 0 {
                unlink(path)
                return target
            }
            if errno != EEXIST { throw DamageReport(lastError()) }
        }
        throw DamageReport("no free name to keep the damaged file under")
    }

    /// Runs `body` holding an exclusive advisory lock (`flock`) on the file at `lockPath`.
    static func withExclusiveLock<Result>(at lockPath: String, _ body: () throws -> Result) throws -> Result {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw DamageReport(lastError()) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { throw DamageReport(lastError()) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Removes the files in `directory` whose names start with `prefix`.
    static func removeFiles(in directory: String, withPrefix prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory + "/" + name)
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
