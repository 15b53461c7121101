#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files: each connection holds one, and so does each database file.
enum OpenFileLimit {
    /// Raises the soft limit to the hard one (the most an unprivileged process may), so that many
    /// clients at once, slow ones included, do not exhaust it; returns the soft limit in force.
    /// Many systems start processes at 1,024 while allowing far more.
    @discardableResult
    static func raiseToHardLimit() -> Int {
        #if canImport(Glibc) || canImport(Darwin)
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return fallback }
        #if canImport(Darwin)
        // NB: macOS reports an unlimited hard limit but refuses a soft one above OPEN_MAX.
        let wanted = min(limit.rlim_max, rlim_t(OPEN_MAX))
        #else
        let wanted = limit.rlim_max
        #endif
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
        #else
        return fallback
        #endif
    }

    /// The connections to accept at once under `openFiles`: all but a reserve for the databases,
    /// photos and exports, so a flood of clients waits in the listen queue instead of leaving the
    /// apps unable to open a file.
    static func connectionLimit(openFiles: Int) -> Int {
        max(openFiles - 256, openFiles / 2)
    }

    /// The limit assumed when it cannot be read: the usual default.
    private static let fallback = 1024

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #elseif canImport(Darwin)
    private static let resource = RLIMIT_NOFILE
    #endif
}
