import Foundation

/// Reads the user's locale and time zone from the process environment. On Linux
/// `Locale.current` is always `en_001` whatever `LANG` says, so the variables are read here.
public enum UserEnvironment {
    /// The locale named by `LC_ALL`, `LC_TIME` or `LANG` (e.g. `de_DE.UTF-8` → `de_DE`), else `en_US`.
    public static func locale(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Locale {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let identifier = value.split(separator: ".").first.map(String.init) ?? value
            if identifier == "C" || identifier == "POSIX" { continue }
            return Locale(identifier: identifier)
        }
        return Locale(identifier: "en_US")
    }

    /// The time zone named by `TZ`, else the system's.
    public static func timeZone(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> TimeZone {
        if let name = environment["TZ"]?.trimmingCharacters(in: CharacterSet(charactersIn: ":")),
           let zone = TimeZone(identifier: name) {
            return zone
        }
        return TimeZone.current
    }
}
