import BenchmarkSupport
import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabAppModel
import MyHabitLabCore
import Synchronization

/// (w) The widget's state over the seeded data (200 habits × 10 years) as its extension reads it:
/// the file opened without migrating, the timeline read; its time, its statements and the
/// process's peak memory (a widget extension is killed above about 30 MB). Run alone in a process
/// of its own (`MyHabitLabBenchmarks DIR w`), so the peak is the widget's, not the other
/// measurements'.
func widgetBenchmark(directory: URL, calendar: Calendar, now: Date) throws {
    let atStart = peakMemoryMegabytes()
    let statements = Statements()
    var configuration = Configuration()
    configuration.prepareDatabase { db in
        db.trace { event in
            guard case .statement(let statement) = event else { return }
            statements.count.add(1, ordering: .relaxed)
            if statement.sql.hasPrefix("SELECT") || statement.sql.hasPrefix("WITH") { statements.queries.add(1, ordering: .relaxed) }
        }
    }
    let database = try MyHabitLabDatabase.shared(at: directory.appendingPathComponent(MyHabitLabDatabase.fileName), openedBy: .appExtension,
                                                 configuration: configuration)
    let app = MyHabitLab(database: database, clock: .fixed(now), calendar: calendar)
    let widget = WidgetModel(app: app)
    var timeline: [WidgetTimelineEntry] = []
    var before = (statements.count.load(ordering: .relaxed), statements.queries.load(ordering: .relaxed))
    let first = try time { timeline = try widget.timeline(size: .medium) }
    let firstStatements = statements.count.load(ordering: .relaxed) - before.0
    before = (statements.count.load(ordering: .relaxed), statements.queries.load(ordering: .relaxed))
    timeline = try widget.timeline(size: .medium)
    let read = (statements.count.load(ordering: .relaxed) - before.0, statements.queries.load(ordering: .relaxed) - before.1)
    print("(w) widget timeline: \(timeline.count) entries, \(timeline[0].snapshot.habits.count) habits shown, "
          + "\(timeline[0].snapshot.doneCount)/\(timeline[0].snapshot.dueCount) done today")
    print("    first read, opening the pool's reader: \(first), \(firstStatements) statements (the connection's setup included)")
    print("    each read after: \(read.1) queries (\(read.0) statements with the transaction's and GRDB's schema check)")
    try measure("(w) widget timeline, 200 habits × 10 years", runs: 200, target: "bounded: 3 queries") {
        _ = try widget.timeline(size: .medium)
    }
    // NB: on Linux a process is at about 25 MB before it reads anything (Foundation and ICU's
    // calendars: 14.7 MB for an empty program, 25.4 MB once it made a Calendar and a date
    // formatter); on iOS those are the system's shared frameworks. What the widget adds is the rise.
    let afterReads = peakMemoryMegabytes()
    print(String(format: "    peak memory: %.1f MB at start, %.1f MB after the reads: %.1f MB for the widget (its limit: about 30 MB)",
                 atStart, afterReads, afterReads - atStart))
    let first8 = timeline[0].snapshot.habits.map(\.id)
    var toggles = 0
    // NB: an even number of taps on each habit shown, so the data is left as it was.
    try measure("(w) widget toggle (durable write, in the widget's process)", runs: 16 * first8.count, target: "p99 <= 1 ms") {
        try widget.toggle(first8[toggles % first8.count])
        toggles += 1
    }
    print(String(format: "    peak memory after the toggles (each plans the reminders): %.1f MB", peakMemoryMegabytes()))
    // For contrast: what reading every habit's whole history (Today's screen) costs the same process.
    _ = try app.todayScreen()
    print(String(format: "    peak memory after one Today screen (whole histories): %.1f MB", peakMemoryMegabytes()))
}

/// How many statements a pool's connections ran, and how many of them were queries.
private final class Statements: Sendable {
    let count = Atomic(0)
    let queries = Atomic(0)
}
