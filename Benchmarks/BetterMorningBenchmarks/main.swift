// Better Morning's speed benchmarks over 50 routines × 10 years of records, on disk (WAL).
// Run with `Benchmarks/run` (a release build). Prints the median and p99 of each measurement.
import BetterMorningCore
import BetterMorningWeb
import WebSupport
import BenchmarkSupport
import DayKit
import Foundation

let arguments = CommandLine.arguments
let directory = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : NSTemporaryDirectory() + "bm-bench-\(UUID().uuidString)")
let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US"))
let now = ISO8601DateFormatter().date(from: "2026-11-22T08:00:00-05:00")!
let today = CalendarDay(containing: now, in: calendar)

let fileExists = FileManager.default.fileExists(atPath: directory.appendingPathComponent(BetterMorningDatabase.fileName).path)
let seedTime = try time {
    let database = try BetterMorningDatabase.onDisk(in: directory)
    if !fileExists { try database.seed(routines: 50, years: 10, endingBefore: today) }
}
print("data: \(directory.path) (seeded in \(seedTime))")
// `… DIR seed` seeds the data and measures nothing (Benchmarks/limits serves it).
if arguments.count > 2, arguments[2] == "seed" { exit(0) }

let app = try BetterMorning.onDisk(directory: directory, clock: .fixed(now), calendar: calendar)
let stats = try app.routineList()
print("routines: \(stats.count), active: \(stats.first { $0.active }?.name ?? "none")")

// (a) A durable task toggle: one committed write transaction each.
var toggles: [Duration] = []
for index in 0..<2000 {
    toggles.append(try time { try app.check(taskNumber: index % 6 + 1) })
}
report("(a) task toggle (durable write)", toggles, target: "p99 <= 1 ms")

// (b) Catch-up after 365 days away: the active routine's 365 missing days finalized on launch.
var catchUps: [Duration] = []
let away = calendar.date(byAdding: .day, value: 365, to: now)!
for _ in 0..<15 {
    let later = BetterMorning(database: app.database, clock: .fixed(away), calendar: calendar,
                              purchases: LocalUnlockStore.inDirectory(directory))
    catchUps.append(try time { try later.catchUp(force: true) })
    try app.database.forgetDays(after: today.adding(days: -1))
}
report("(b) catch-up after 365 days away", catchUps, target: "<= 50 ms")

// (c) The Data screen: every card's week.
var dataScreens: [Duration] = []
for _ in 0..<300 { dataScreens.append(try time { _ = try app.dataScreen() }) }
report("(c) Data screen, all 50 cards", dataScreens, target: "<= 5 ms")

// (d) The Routine screen for today.
var routineScreens: [Duration] = []
for _ in 0..<2000 { routineScreens.append(try time { _ = try app.routineScreen() }) }
report("(d) Routine screen", routineScreens, target: "<= 1 ms")

// (e) Every page uncached: the screen state's build, then its render to HTML, measured apart.
func page<Screen>(_ name: String, runs: Int = 500, build: () throws -> Screen, render: (Screen) -> HTML) rethrows {
    try measurePage("(e) \(name)", runs: runs, target: "<= 1 ms", build: build, render: render)
}
let person = "benjamin-franklin"
try page("Routine", build: { try app.routineScreen() }, render: BetterMorningPages.routine)
try page("Routine, a past day", build: { try app.routineScreen(day: today.adding(days: -400)) }, render: BetterMorningPages.routine)
try page("Run mode", build: { try app.runScreen(at: .start) }, render: BetterMorningPages.run)
try page("Data, 50 cards", runs: 200, build: { try app.dataScreen() }, render: BetterMorningPages.data)
try page("Explore", build: { try app.exploreScreen() }, render: BetterMorningPages.explore)
try page("Profile", build: { try app.profileScreen(celebrityID: person) }, render: BetterMorningPages.profile)
try page("Settings", build: { try app.settingsScreen() }, render: BetterMorningPages.settings)
try page("Onboarding", build: { try app.onboardingScreen() }, render: BetterMorningPages.onboarding)
try page("Paywall", build: { app.paywallScreen() }, render: BetterMorningPages.paywall)
_ = try app.buyUnlock(simulated: .success)  // Create and its sheets need the unlock
try page("Add task, over the draft", build: { try app.createScreen() }, render: BetterMorningPages.addTask)
