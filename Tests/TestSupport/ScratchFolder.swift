public import Foundation

/// Where tests keep the files they make: `/dev/shm` where it is a writable folder (a file system in
/// memory, where a store's `fsync` costs nothing), else the system's temporary folder. What the tests
/// check of a store (a write whole or not at all, a lock, a process killed mid-write) holds on both:
/// a killed process loses nothing the kernel has, `fsync` or not. `.ci/run` checks the store on a
/// disk file system of its own as well (`Scripts/coarse-time-check`).
public enum ScratchFolder {
    /// The folder, `/dev/shm` or the system's temporary folder.
    public static let url: URL = {
        let memory = "/dev/shm"
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.isWritableFile(atPath: memory)
        {
            return URL(fileURLWithPath: memory, isDirectory: true)
        }
        return ScratchFolder.url
    }()
}
