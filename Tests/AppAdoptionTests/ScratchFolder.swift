import Foundation

/// Where tests keep the files they make: `/dev/shm` where it is a writable folder (a file system in
/// memory, where a store's `fsync` costs nothing), else the system's temporary folder. The package's
/// own tests have the same in their support module, which this module, built on the public API only,
/// does not link.
enum ScratchFolder {
    /// The folder, `/dev/shm` or the system's temporary folder.
    static let url: URL = {
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
