// MyHabitLab's speed benchmarks over 200 habits × 10 years of entries, on disk (WAL).
// Run with `Benchmarks/run` (a release build). Prints the median and p99 of each measurement.
// `MyHabitLabBenchmarks DIR fg` runs only the measurements lettered f and g; `MyHabitLabBenchmarks DIR w`
// runs the widget's (WidgetBenchmark.swift) alone, in a process of its own, over data seeded before.
import BenchmarkSupport
import DayKit
import Foundation
import GRDB
import DayKitDatabase
import SyncCore
import MyHabitLabCore
import MyHabitLabWeb
import WebSupport

let arguments = CommandLine.arguments
/// Whether the measurement lettered `letter` runs: all do unless letters are given.
func selected(_ letter: Character) -> Bool { arguments.count < 3 || arguments[2].contains(letter) }
let directory = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : NSTemporaryDirectory() + "mhl-bench-\(UUID().uuidString)")
let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US"))
let now = ISO8601DateFormatter().date(from: "2026-11-22T08:00:00-05:00")!
let today = CalendarDay(containing: now, in: calendar)
if arguments.count > 2, arguments[2] == "w" {
    try widgetBenchmark(directory: directory, calendar: calendar, now: now)
    exit(0)
}

let fileExists = FileManager.default.fileExists(atPath: directory.appendingPathComponent(MyHabitLabDatabase.fileName).path)
let seedTime = try time {
    if !fileExists { try MyHabitLabDatabase.onDisk(in: directory).seed(habits: 200, years: 10, endingOn: today.adding(days: -1)) }
}
print("data: \(directory.path) (seeded in \(seedTime))")
// `… DIR seed` seeds the data and measures nothing (Benchmarks/limits serves it).
if arguments.count > 2, arguments[2] == "seed" { exit(0) }
let app = try MyHabitLab.onDisk(directory: directory, clock: .fixed(now), calendar: calendar)
let habits = try app.habitList()
print("habits: \(habits.count)")
let first = habits[0].id
if selected("a") { try measure("(a) toggle today (durable write)", runs: 1000, target: "p99 <= 1 ms") { try app.toggle(first) } }
if selected("b") { try measure("(b) Today screen, 200 habits", runs: 200, target: "<= 2 ms") { _ = try app.todayScreen() } }
if selected("c") {
    try measure("(c) habit detail: year heatmap + month + stats + strength, one read", runs: 200, target: "<= 3 ms") {
        _ = try app.habitScreen(first)
    }
}
if selected("d") { try measure("(d) Stats screen, 200 habits", runs: 20, target: "<= 20 ms") { _ = try app.statsScreen() } }
// (h) The pages uncached (as after every write): the screen state, then its render, measured apart.
// Today re-renders only the rows whose values changed: the first render draws all 200, then every
// request after a write (a habit toggled first, outside the timing) draws one.
if selected("h") {
    let firstRender = try time { _ = MyHabitLabPages.today(try app.todayScreen()) }
    print("(h) Today page, 200 habits: first render with its state, no rows kept: \(firstRender)")
    var todayBuilds: [Duration] = []
    var todayRenders: [Duration] = []
    var todayBytes = 0
    for run in 0..<200 {
        try app.toggle(habits[run % habits.count].id)
        var screen: TodayScreen?
        todayBuilds.append(try time { screen = try app.todayScreen() })
        todayRenders.append(time { todayBytes = MyHabitLabPages.today(screen!).rendered.utf8.count })
    }
    report("(h) Today page after a write: screen state", todayBuilds, target: "")
    report("(h) Today page after a write: render (\(todayBytes / 1024) KB)", todayRenders, target: "<= 5 ms with the state")
    try measurePage("(h) a habit's page", runs: 200, target: "<= 5 ms with the state", build: { try app.habitScreen(first) },
                    render: MyHabitLabPages.habit)
    try measurePage("(h) Stats page, 200 habits", runs: 20, target: "", build: { try app.statsScreen() }, render: MyHabitLabPages.stats)
}
/// The directories the imports made, removed when the measurements are done.
var imported: [URL] = []
var exported = Data()
if selected("e") {
    try measure("(e) JSON export, whole seed", runs: 3, target: "<= 2 s") { exported = try app.exportJSON() }
    print("    export: \(exported.count / 1024) KB")
}
if selected("f") {
    if exported.isEmpty { exported = try app.exportJSON() }
    try measure("(f) JSON import into a fresh directory", runs: 3, target: "<= 2 s") {
        let place = URL(fileURLWithPath: NSTemporaryDirectory() + "mhl-import-\(UUID().uuidString)")
        imported.append(place)
        _ = try MyHabitLab.onDisk(directory: place, clock: .fixed(now), calendar: calendar).importJSON(exported)
    }
    // The measurement counts only if the import recreated the data: its export is the same file.
    let again = try MyHabitLab.onDisk(directory: imported.last!, clock: .fixed(now), calendar: calendar).exportJSON()
    print("    re-exported \(again == exported ? "the same" : "A DIFFERENT") file (\(again.count / 1024) KB)")
}

// (g) A Loop backup with 50 habits × 10 years (schema 26), imported into a fresh directory.
if selected("g") {
    let loopFile = directory.appendingPathComponent("loop-backup.db")
    if !FileManager.default.fileExists(atPath: loopFile.path) {
        let queue = try DatabaseQueue(path: loopFile.path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE Habits (id integer primary key, archived integer, color integer, description text, freq_den integer,
                  freq_num integer, highlight integer, name text, position integer, reminder_hour integer, reminder_min integer,
                  reminder_days integer not null default 127, type integer not null default 0, target_type integer not null default 0,
                  target_value real not null default 0, unit text not null default '', question text, uuid text);
                CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null, timestamp integer not null,
                  value integer not null, notes text);
                PRAGMA user_version = 26;
                """)
            let insert = try db.cachedStatement(sql: "INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)")
            for habit in 1...50 {
                let numerical = habit % 5 == 0
                try db.execute(sql: "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, type, target_value, unit) VALUES (?, 0, ?, 1, 1, ?, ?, ?, 20, 'pages')",
                               arguments: [habit, habit % 20, "Loop habit \(habit)", habit, numerical ? 1 : 0])
                for offset in 0..<3650 where (offset * 7 + habit) % 4 != 0 {
                    let stamp = Int64(today.adding(days: -offset).dayNumber) * 86_400_000
                    try insert.execute(arguments: [habit, stamp, numerical ? (offset % 30) * 1000 : 2])
                }
            }
        }
    }
    let loopData = try Data(contentsOf: loopFile)
    let loopRows = try DatabaseQueue(path: loopFile.path).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM Repetitions") ?? 0 }
    try measure("(g) Loop backup, 50 habits × 10 years", runs: 3, target: "<= 1 s") {
        let place = URL(fileURLWithPath: NSTemporaryDirectory() + "mhl-loop-\(UUID().uuidString)")
        imported.append(place)
        let report = try MyHabitLab.onDisk(directory: place, clock: .fixed(now), calendar: calendar).importFile(loopData)
        precondition(report.habits.added == 50 && report.entries.added == loopRows && report.problems.isEmpty,
                     "the Loop backup was not imported: \(report)")
    }
}
// (s) Sync (issue 37), as `habits sync` does it less the HTTP: the whole seed's first sync from this
// device to a hub and on to a second device, in batches of `SyncBatch.limit`; then one toggle's way
// from this device through the hub to the other.
if selected("s") {
    /// Sends `from`'s changes after `cursor` to `to`, batch by batch; the new cursor and how many went.
    func pass(_ from: SyncLog, to: SyncLog, after cursor: Int64) throws -> (cursor: Int64, sent: Int) {
        var (cursor, sent) = (cursor, 0)
        while true {
            let (changes, last) = try from.changes(after: cursor)
            if changes.isEmpty { return (cursor, sent) }
            _ = try to.apply(SyncBatch(device: try from.device(), changes: changes))
            (cursor, sent) = (last, sent + changes.count)
        }
    }
    let places = (0..<2).map { _ in URL(fileURLWithPath: NSTemporaryDirectory() + "mhl-sync-\(UUID().uuidString)") }
    imported += places
    let hub = try MyHabitLab.onDisk(directory: places[0], clock: .fixed(now), calendar: calendar)
    let other = try MyHabitLab.onDisk(directory: places[1], clock: .fixed(now), calendar: calendar)
    let (source, hubLog, otherLog) = (app.database.store.sync!, hub.database.store.sync!, other.database.store.sync!)
    var cursors: (up: Int64, down: Int64) = (0, 0)
    var sent = 0
    let firstSync = try time {
        (cursors.up, sent) = try pass(source, to: hubLog, after: 0)
        cursors.down = try pass(hubLog, to: otherLog, after: 0).cursor
    }
    print("(s) first sync of the whole seed, \(sent) changes, device → hub → device: \(firstSync) (target: <= 2 × (f))")
    let (syncedHabits, syncedExport) = (try other.habitList().count, try other.exportJSON().count)
    precondition(syncedHabits == habits.count && syncedExport > exported.count / 2, "the first sync did not carry the seed")
    try measure("(s) a toggle, device → hub → device", runs: 200, target: "<= 50 ms") {
        try app.toggle(first)
        cursors.up = try pass(source, to: hubLog, after: cursors.up).cursor
        cursors.down = try pass(hubLog, to: otherLog, after: cursors.down).cursor
    }
    let states = (try other.todayScreen().habits.first { $0.id == first }?.state, try app.todayScreen().habits.first { $0.id == first }?.state)
    precondition(states.0 == states.1, "the toggle did not reach the other device")
}
for place in imported { try? FileManager.default.removeItem(at: place) }
