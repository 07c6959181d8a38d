/// Where a replayed user's history says they installed: in the log (it starts with an install), or
/// before it (it starts with an install before the log).
enum ReplayedInstall {
    case inLog, beforeLog
}
