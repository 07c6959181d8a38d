#if canImport(Glibc)
    import Glibc
#endif

/// How the command-line tool has the C library treat the memory it frees.
enum FreedMemory {
    /// Has the C library keep freed memory for the next allocation rather than give it back to the
    /// system at once (Linux's glibc, through its `mallopt`; elsewhere nothing changes). A log read in
    /// any order reads and sorts its parts one after another in arrays of megabytes: each given back
    /// and taken again was touched afresh, page by page — 276,000 page faults and 0.7 s of system
    /// time for a log of 0.57 GB, against 19,000 kept (peak memory unchanged).
    static func keep() {
        #if canImport(Glibc)
            // `mallopt` is declared in <malloc.h>, which the Glibc module does not import.
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            // M_MMAP_THRESHOLD (-3): arrays up to 64 MB come from the heap. M_TRIM_THRESHOLD (-1):
            // up to 512 MB freed at the heap's top stays there.
            _ = mallopt(-3, 64 << 20)
            _ = mallopt(-1, 512 << 20)
        #endif
    }
}
