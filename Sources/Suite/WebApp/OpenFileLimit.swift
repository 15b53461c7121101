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
        if let wanted = raisedSoftLimit(soft: UInt64(limit.rlim_cur), hard: UInt64(limit.rlim_max), platformMaximum: platformMaximum) {
            var raised = limit
            raised.rlim_cur = rlim_t(wanted)
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
        #else
        return fallback
        #endif
    }

    /// The soft limit to ask for, given the soft and hard limits in force: the hard one, no higher
    /// than the platform allows a soft limit to be; nil when the soft limit is there already.
    static func raisedSoftLimit(soft: UInt64, hard: UInt64, platformMaximum: UInt64?) -> UInt64? {
        let wanted = min(hard, platformMaximum ?? hard)
        return soft < wanted ? wanted : nil
    }

    /// The most a soft limit may be where the platform caps it below the hard one.
    /// NB: macOS reports an unlimited hard limit but refuses a soft one above OPEN_MAX.
    #if canImport(Darwin)
    private static let platformMaximum: UInt64? = UInt64(OPEN_MAX)
    #else
    private static let platformMaximum: UInt64? = nil
    #endif

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
