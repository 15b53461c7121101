import ArgumentParser
import DayKit
import Foundation

/// Options every app command shares: JSON output, where the data lives, what time it is, and
/// where the user is.
public struct CommonOptions: ParsableArguments, Sendable {
    @Flag(help: "Print JSON for scripts.")
    public var json = false

    @Option(name: .customLong("data-dir"), help: "The data directory (default: $XDG_DATA_HOME/habitsuite or ~/.local/share/habitsuite).")
    public var dataDirectory: String?

    @Option(help: "Start the clock at this ISO 8601 instant, e.g. 2026-11-22T07:30:00-05:00; it runs on from there.")
    public var now: String?

    @Option(name: .customLong("time-zone"), help: "The time zone, e.g. America/New_York (default: TZ).")
    public var timeZone: String?

    @Option(help: "The locale for week conventions, e.g. de_DE (default: LC_ALL or LANG).")
    public var locale: String?

    public init() {}

    /// The data directory: the option, else `$XDG_DATA_HOME/habitsuite`, else `~/.local/share/habitsuite`.
    public func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dataDirectory { return URL(fileURLWithPath: dataDirectory, isDirectory: true) }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("habitsuite")
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share/habitsuite")
    }

    /// The user's calendar from `--time-zone` and `--locale`, else from the environment.
    public func calendar() throws -> Calendar {
        let zone: TimeZone
        if let timeZone {
            guard let named = TimeZone(identifier: timeZone) else {
                throw ValidationError("Unknown time zone “\(timeZone)”. Use a name like America/New_York or Europe/Berlin.")
            }
            zone = named
        } else {
            zone = UserEnvironment.timeZone()
        }
        let userLocale = locale.map { Locale(identifier: $0) } ?? UserEnvironment.locale()
        return .gregorian(timeZone: zone, locale: userLocale)
    }

    /// The clock: the system's, or one starting at `--now` and running on.
    public func clock(in calendar: Calendar) throws -> Clock {
        guard let now else { return .system }
        guard let date = Self.parseInstant(now, in: calendar.timeZone) else {
            if Self.isSkippedLocalTime(now, in: calendar.timeZone) {
                throw ValidationError("“\(now)” does not exist in \(calendar.timeZone.identifier): the clocks skip that time when daylight saving time starts. Give a time outside the gap, or an offset like 2026-03-08T03:30:00-04:00.")
            }
            throw ValidationError("“\(now)” is not an ISO 8601 date and time, e.g. 2026-11-22T07:30:00-05:00.")
        }
        return .starting(at: date)
    }

    /// Whether `text` is a well-formed local date and time that `zone` skips (a daylight-saving gap).
    static func isSkippedLocalTime(_ text: String, in zone: TimeZone) -> Bool {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count >= 5, parts.count <= 6 else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let wanted = DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
        guard (1...12).contains(parts[1]), (1...31).contains(parts[2]), (0...23).contains(parts[3]), (0...59).contains(parts[4]),
              let date = calendar.date(from: wanted) else { return false }
        let got = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return got.hour != parts[3] || got.day != parts[2]
    }

    /// Parses ISO 8601 with an offset, or a local date and time (`2026-11-22T07:30`) in `zone`.
    static func parseInstant(_ text: String, in zone: TimeZone) -> Date? {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        let local = DateFormatter()
        local.locale = Locale(identifier: "en_US_POSIX")
        local.timeZone = zone
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            local.dateFormat = format
            if let date = local.date(from: text) { return date }
        }
        return nil
    }

    /// Prints `report`: its JSON with `--json`, else its text.
    public func emit(_ report: Report) throws {
        if json {
            Console.current.out(String(decoding: try jsonEncoder().encode(report.json), as: UTF8.self))
        } else {
            Console.current.out(report.text)
        }
    }

    /// The encoder of every command's `--json`: an instant is an ISO 8601 string with its offset in
    /// the user's time zone (`2026-05-04T21:00:00-04:00`), never Foundation's seconds since 2001.
    /// (A day and a time of day encode themselves: `2026-05-04`, `21:00`.)
    public func jsonEncoder() throws -> JSONEncoder {
        let zone = try calendar().timeZone
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            formatter.timeZone = zone
            var container = encoder.singleValueContainer()
            try container.encode(formatter.string(from: date))
        }
        return encoder
    }
}
