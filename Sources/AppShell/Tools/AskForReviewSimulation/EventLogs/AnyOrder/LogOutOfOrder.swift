/// A log's users' lines found apart or out of time order by a reading that stops there, for the
/// log to be read again in any order (``LogOrder``).
struct LogOutOfOrder: Error {}
