#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident memory so far, in megabytes (`getrusage`'s `ru_maxrss`).
public func peakMemoryMegabytes() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // NB: bytes on Apple platforms
    #else
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)  // NB: Glibc imports the constant as an enum case
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #endif
}
