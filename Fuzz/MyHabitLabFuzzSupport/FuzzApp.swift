import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore

/// MyHabitLab as the import fuzz targets use it: an empty in-memory database for every input (so
/// that a crash reproduces from its input alone), a clock stopped at the tests' harness's now, in
/// New York.
public enum FuzzApp {
    /// 2026-11-22 08:00 in New York.
    public static let now = Date(timeIntervalSince1970: 1_795_352_400)

    /// Two in-memory databases, each migrated once and emptied before every use. NB: migrating one
    /// takes about 70 ms in a sanitized debug build, far more than refusing most inputs.
    private static let stores = [try! MyHabitLabDatabase.inMemory(), try! MyHabitLabDatabase.inMemory()]

    /// The app over an empty in-memory database.
    public static func fresh() throws -> MyHabitLab {
        app(over: try MyHabitLabDatabase.inMemory())
    }

    /// The app over the `index`th kept database, emptied: every table as the migrations left it.
    static func emptied(_ index: Int) throws -> MyHabitLab {
        let database = stores[index]
        try database.writer.write { db in
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'grdb_migrations'") {
                try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier)")
            }
        }
        return app(over: database)
    }

    private static func app(over database: MyHabitLabDatabase) -> MyHabitLab {
        let clock = Clock.fixed(now)
        return MyHabitLab(database: database, clock: clock,
                          calendar: .gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US")))
    }

    /// Imports `data` through `importFile`, as the web and the CLI do. A refusal is fine. What was
    /// taken must import again over itself (the merge of known ids), and its JSON export must
    /// import into an empty store: anything the app took it must be able to give back. Those two
    /// end the process (a finding, like a crash) when they fail.
    public static func importFile(_ data: Data) {
        guard let app = try? emptied(0), (try? app.importFile(data)) != nil else { return }
        do {
            _ = try app.importFile(data)
        } catch {
            fatalError("A file imported once is refused the second time: \(error)")
        }
        do {
            _ = try emptied(1).importFile(try app.exportJSON())
        } catch {
            fatalError("The export of an imported file is refused: \(error)")
        }
    }

    /// An app with a little of everything an export holds: yes/no and measurable habits, each
    /// schedule, an archived habit, reminders, skipped days, values, notes that need quoting, and
    /// a day that starts at 03:00.
    public static func sample() throws -> MyHabitLab {
        let app = try fresh()
        let meditate = try app.createHabit(HabitFields(name: "Meditate", detail: "Every morning?", icon: "🧘", color: .teal),
                                           reminders: [HabitReminder(minutes: 7 * 60 + 30, weekdays: [2, 3, 4, 5, 6])!])
        let read = try app.createHabit(HabitFields(name: "Read, “books”", color: .indigo,
                                                   kind: .measurable(unit: "pages", target: 20, direction: .atLeast)))
        let coffee = try app.createHabit(HabitFields(name: "Coffee", schedule: .weekdays([2, 4, 6]),
                                                     kind: .measurable(unit: "cups", target: 2, direction: .atMost)))
        let gym = try app.createHabit(HabitFields(name: "Gym", schedule: .times(3, per: 7)))
        let start = try app.today.adding(days: -9)
        for offset in 0..<10 {
            let day = start.adding(days: offset)
            if offset % 3 != 2 { _ = try app.toggle(meditate.id, on: day) }
            _ = try app.setValue(read.id, Double(offset * 5) + 0.5, on: day)
            if offset % 2 == 0 { _ = try app.setValue(coffee.id, Double(offset % 4), on: day) }
            if offset % 4 == 1 { _ = try app.skip(gym.id, on: day) }
        }
        _ = try app.setNote(meditate.id, "Calm, \"quiet\"\nand 😀", on: start.adding(days: 3))
        try app.archiveHabit(gym.id)
        try app.setDayStart(minutes: 180)
        return app
    }
}
