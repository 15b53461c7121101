import ArgumentParser
import DayKit

/// A command of one app: opens the app over the data, clock and calendar its options name, asks
/// it for a report and prints that (text, or JSON with `--json`). Each app names its app type and
/// how it opens once, in its own refinement of this protocol.
public protocol AppSubcommand: ParsableCommand {
    associatedtype App
    var options: CommonOptions { get }
    /// The app over what `options` name.
    static func open(_ options: CommonOptions) throws -> App
    func report(_ app: App) throws -> Report
}

extension AppSubcommand {
    public func run() throws {
        try options.emit(report(Self.open(options)))
    }
}

/// Arguments every app's commands read the same way.
public enum CLIParse {
    /// A day written `YYYY-MM-DD`, or nil when none was given.
    public static func day(_ text: String?) throws -> CalendarDay? {
        guard let text else { return nil }
        guard let day = CalendarDay(text) else { throw ValidationError("“\(text)” is not a date like 2026-11-22.") }
        return day
    }
}
